import { ApiError } from '../app/api';
import { notifyError } from './notices';

interface FormWithErrors {
  setFieldError(path: string, error: string): void;
  getValues(): object;
}

/**
 * Puts the server's field errors under their fields. Errors for fields the form does not have, and
 * general errors, are shown as a notice.
 */
export function showServerErrors(form: FormWithErrors, error: unknown): void {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) {
    notifyError(error);
    return;
  }
  const known = new Set(Object.keys(form.getValues()));
  const unknown: string[] = [];
  for (const [field, messages] of Object.entries(error.fields)) {
    if (known.has(field)) form.setFieldError(field, messages.join(' '));
    else unknown.push(...messages);
  }
  if (unknown.length) notifyError(new ApiError(400, { detail: unknown.join(' ') }));
}
