import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { PAGE_SIZE } from './constants.js';

export const IdParam = z.object({ id: z.coerce.number().int().positive() });

export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().trim().max(200).optional().default(''),
});
export type PageQuery = z.infer<typeof PageQuery>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export const Detail = z.object({ detail: z.string() });
export const FieldErrors = z.record(z.string(), z.array(z.string()));

/** Trimmed text that must not be empty. */
export const requiredText = (max = 150, message: string = MSG.required) =>
  z.string().trim().min(1, message).max(max);
export const email = () => z.string().trim().toLowerCase().pipe(z.email(MSG.invalidEmail));
export const digits = () => z.string().trim().regex(/^\d+$/, MSG.numericOnly);
