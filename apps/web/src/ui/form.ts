import { ApiError } from '../app/api';
import { notifyErrorTitled } from './notices';

interface FormWithErrors {
  setFieldError(path: string, error: string): void;
  getValues(): object;
}

/** The notice of a form the server refused field by field, when the screen says so beside the fields (spec: an 'Error' alert). */
export const FIELDS_REFUSED = 'Revise los campos marcados.';

/**
 * Puts the server's field errors under their fields. Errors for fields the form does not have, and
 * general errors, are shown as a notice; so is `fieldsNotice`, when given, once a field shows an error.
 */
export function showServerErrors(form: FormWithErrors, error: unknown, errorTitle = 'Lo Sentimos,', fieldsNotice?: string): void {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) {
    notifyErrorTitled(error, errorTitle);
    return;
  }
  const known = new Set(Object.keys(form.getValues()));
  const unknown: string[] = [];
  let placed = 0;
  for (const [field, messages] of Object.entries(error.fields)) {
    if (known.has(field)) {
      form.setFieldError(field, messages.join(' '));
      placed += 1;
    } else unknown.push(...messages);
  }
  if (fieldsNotice && placed > 0) unknown.unshift(fieldsNotice);
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
): (values: V) => Record<string, string> {
  const validate = (values: V): Record<string, string> => {
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
  // The text limits ride along with the validator, for the form's `maxLength` (see inputLimits).
  (validate as unknown as Record<symbol, unknown>)[MAX_LENGTHS] = maxLengths(schema);
  return validate;
}

const MAX_LENGTHS = Symbol('maxLengths');

interface ZodLike {
  _zod?: { def?: Record<string, unknown> & { type?: string } };
}

/** The longest text a schema takes, looking through optional, nullable, default, preprocess and pipe. */
export function maxLengthOf(schema: unknown): number | undefined {
  let current = schema as ZodLike | undefined;
  for (let depth = 0; depth < 12 && current?._zod?.def; depth += 1) {
    const def = current._zod.def;
    if (def.type === 'string') {
      const maximum = (current as { maxLength?: number | null }).maxLength;
      return typeof maximum === 'number' && Number.isFinite(maximum) ? maximum : undefined;
    }
    if (def.type === 'pipe') {
      const inner = def.in as ZodLike | undefined;
      current = inner?._zod?.def?.type === 'transform' ? (def.out as ZodLike) : inner;
      const found = maxLengthOf(current);
      return found ?? maxLengthOf(def.out);
    }
    if ('innerType' in def) current = def.innerType as ZodLike;
    else return undefined;
  }
  return undefined;
}

/** The fields of an object schema, also behind a refinement that became a pipe (`.superRefine().transform()`). */
function objectShapeOf(schema: unknown): Record<string, unknown> | undefined {
  let current = schema as ZodLike | undefined;
  for (let depth = 0; depth < 12 && current?._zod?.def; depth += 1) {
    const def = current._zod.def;
    if (def.type === 'object') return def.shape as Record<string, unknown>;
    if (def.type === 'pipe') current = ((def.in as ZodLike)?._zod?.def?.type === 'transform' ? def.out : def.in) as ZodLike;
    else if ('innerType' in def) current = def.innerType as ZodLike;
    else return undefined;
  }
  return undefined;
}

/** `{campo: máximo}` for the text fields of an object schema that have a maximum length. */
export function maxLengths(schema: unknown): Record<string, number> {
  const shape = objectShapeOf(schema);
  if (!shape) return {};
  const limits: Record<string, number> = {};
  for (const [field, fieldSchema] of Object.entries(shape)) {
    const max = maxLengthOf(fieldSchema);
    if (max !== undefined) limits[field] = max;
  }
  return limits;
}

/**
 * For Mantine's `enhanceGetInputProps`: each text field bound with `form.getInputProps(name)` gets the
 * `maxLength` of its field in the schema its validator checks, so nobody can type more than the server keeps.
 */
export function inputLimits(validate: unknown) {
  const limits = (validate as { [MAX_LENGTHS]?: Record<string, number> } | undefined)?.[MAX_LENGTHS] ?? {};
  return ({ field }: { field: string }) => (field in limits ? { maxLength: limits[field] } : {});
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
