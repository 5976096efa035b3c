import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { PAGE_SIZE } from './constants.js';

/** Largest value of a PostgreSQL integer column, the type of every id. */
export const MAX_DB_ID = 2_147_483_647;

const digitsToNumber = (value: unknown) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value);
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * An id as the database stores it (int4): a JSON integer, or text of decimal digits only (so `0x10`,
 * `1e3` and `1.0` are refused), from 1 to 2,147,483,647.
 */
export const dbId = (message?: string) => {
  const invalid = () => message ?? MSG.invalidId;
  return z.preprocess(
    digitsToNumber,
    z.number({ error: (issue) => (issue.input === undefined ? (message ?? MSG.required) : invalid()) })
      .int({ error: invalid }).min(1, { error: invalid }).max(MAX_DB_ID, { error: invalid }),
  );
};

/** A required id in a query string, where an empty value counts as missing. */
export const requiredQueryId = () => z.preprocess(blankToUndefined, dbId());

/** An optional id in a query string, where an empty value means none. */
export const optionalDbId = (message?: string) => z.preprocess(blankToUndefined, dbId(message).optional());

export const IdParam = z.object({ id: dbId() });

/** A comma separated list of ids in a query string ('3,7,9'), without repeats; blank means no filter. */
export const commaSeparatedIds = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : blankToUndefined(value)),
    z
      .string()
      .trim()
      .max(2000)
      .regex(/^\d+(\s*,\s*\d+)*$/, message)
      .transform((value) => [...new Set(value.split(',').map((part) => Number(part.trim())))])
      .refine((values) => values.every((value) => value > 0 && value <= MAX_DB_ID), message)
      .optional(),
  );

export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().trim().max(200).optional().default(''),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** A list read by keyset: `after` is the id the previous page ended on; the `next` link carries it. */
export const KeysetPageQuery = PageQuery.extend({
  after: z.coerce.number().int().min(1).max(MAX_DB_ID).optional(),
});
export type KeysetPageQuery = z.infer<typeof KeysetPageQuery>;

/** One sort of a list: a field, with `-` in front for descending (Django's `ordering`). */
export type Ordering<F extends string> = F | `-${F}`;

/** The accepted values of an `ordering` over `fields`, each ascending then descending. */
export function orderingValues<const F extends readonly [string, ...string[]]>(fields: F): [Ordering<F[number]>, ...Ordering<F[number]>[]] {
  return fields.flatMap((field) => [field, `-${field}`]) as [Ordering<F[number]>, ...Ordering<F[number]>[]];
}

/**
 * `ordering` of a paged list, Django style: one of the list's sortable `fields`, `-` in front for
 * descending. Absent or empty, the list keeps its default order; any other value is refused in Spanish,
 * naming the accepted ones.
 */
export function ordering<const F extends readonly [string, ...string[]]>(fields: F) {
  const values = orderingValues(fields);
  return z.preprocess(
    blankToUndefined,
    z.enum(values, { error: () => `Orden no válido. Use uno de: ${values.join(', ')}.` }).optional(),
  );
}

/** A paged list that may be sorted by one of `fields` (`ordering`). */
export const sortedPageQuery = <const F extends readonly [string, ...string[]]>(fields: F) =>
  PageQuery.extend({ ordering: ordering(fields) });

/** Past this many matches a search's count is not computed: it answers COUNT_CAP with `count_capped`. */
export const COUNT_CAP = 1000;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    /** Present (true) when there are more than `count` matches; the `next` link still leads on. */
    count_capped: z.boolean().optional(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type Paged<T> = { count: number; count_capped?: boolean; next: string | null; previous: string | null; results: T[] };

export const Detail = z.object({ detail: z.string() });
export const FieldErrors = z.record(z.string(), z.array(z.string()));

/** Trimmed text that must not be empty. */
export const requiredText = (max = 150, message: string = MSG.required) =>
  z.string().trim().min(1, message).max(max);
/** An e-mail address, at most 254 characters (the longest a mailbox can be). */
export const email = () => z.string().trim().max(254).toLowerCase().pipe(z.email(MSG.invalidEmail));
export const digits = () => z.string().trim().regex(/^\d+$/, MSG.numericOnly);

/** Messages about calendar days, shared by every date field. */
export const DATE_MSG = {
  invalid: 'Introduzca una fecha válida (AAAA-MM-DD).',
  doesNotExist: (value: string) => `La fecha ${value} no existe.`,
  reversedRange: 'La fecha «Hasta» no puede ser anterior a la fecha «Desde».',
} as const;

/**
 * Why a 'YYYY-MM-DD' text is not a usable calendar day ('2026-02-31' does not exist; '31/02/2026' is not
 * in the format), or null when it is one (years 1900 to 2100).
 */
export function calendarDateProblem(value: string): string | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts) return DATE_MSG.invalid;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || day < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return DATE_MSG.doesNotExist(value);
  }
  return value >= '1900-01-01' && value <= '2100-12-31' ? null : DATE_MSG.invalid;
}

/** A 'YYYY-MM-DD' text that is a real calendar day, with the reason in Spanish otherwise. */
export const calendarDay = (invalidMessage: string = DATE_MSG.invalid) =>
  z.string().trim().superRefine((value, ctx) => {
    const problem = calendarDateProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem === DATE_MSG.invalid ? invalidMessage : problem });
  });

/** A 'desde' after its 'hasta' is refused under the 'hasta' field (both must be days already). */
export function refuseReversedRange(from: string, to: string) {
  return {
    check: (value: Record<string, unknown>) => {
      const start = value[from];
      const end = value[to];
      return typeof start !== 'string' || typeof end !== 'string' || start <= end;
    },
    issue: { path: [to], message: DATE_MSG.reversedRange },
  };
}
