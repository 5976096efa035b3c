import { z } from 'zod';
import { MSG } from './messages.js';

/** Spanish messages for every schema, with a plain 'required' text for missing fields. */
z.config(z.locales.es());
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
      return MSG.required;
    }
    return undefined;
  },
});

export { z };
