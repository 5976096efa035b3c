import { ApiError } from '../app/api';
import { notifyErrorTitled } from './notices';

interface FormWithErrors {
  setFieldError(path: string, error: string): void;
  getValues(): object;
}

/**
 * Puts the server's field errors under their fields. Errors for fields the form does not have, and
 * general errors, are shown as a notice.
 */
export function showServerErrors(form: FormWithErrors, error: unknown, errorTitle = 'Lo Sentimos,'): void {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) {
    notifyErrorTitled(error, errorTitle);
    return;
  }
  const known = new Set(Object.keys(form.getValues()));
  const unknown: string[] = [];
  for (const [field, messages] of Object.entries(error.fields)) {
    if (known.has(field)) form.setFieldError(field, messages.join(' '));
    else unknown.push(...messages);
  }
  if (unknown.length) notifyErrorTitled(new ApiError(400, { detail: unknown.join(' ') }), errorTitle);
}

export interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** A check the form makes beyond the payload's schema (a field the screen requires and the API does not). */
export type FieldCheck<V> = (value: never, values: V) => string | null;

/**
 * Validates a form with the shared Zod schema of its payload, so the browser shows the very messages
 * the server would answer; each field gets its first message. `toPayload` turns the form's values
 * into what is sent, when they differ; `screenChecks` run first, for what only this screen requires.
 */
export function schemaValidator<V>(
  schema: SafeParser,
  toPayload: (values: V) => unknown = (values) => values,
  screenChecks: Partial<Record<keyof V & string, FieldCheck<V>>> = {},
) {
  return (values: V): Record<string, string> => {
    const errors: Record<string, string> = {};
    for (const [field, check] of Object.entries(screenChecks) as [keyof V & string, FieldCheck<V>][]) {
      const message = check(values[field] as never, values);
      if (message) errors[field] = message;
    }
    const result = schema.safeParse(toPayload(values));
    if (result.success) return errors;
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path, values);
      if (field && !(field in errors)) errors[field] = issue.message;
    }
    return errors;
  };
}

/**
 * The form field an issue belongs to: its first key, or 'group.key' when the form keeps that group as an
 * object of fields (a channel's config), as Mantine names nested fields.
 */
function fieldOf(path: PropertyKey[], values: unknown): string {
  const [first, second] = path.map(String);
  if (!first) return '';
  const group = (values as Record<string, unknown> | null)?.[first];
  const nested = second !== undefined && group !== null && typeof group === 'object' && !Array.isArray(group);
  return nested ? `${first}.${second}` : first;
}
