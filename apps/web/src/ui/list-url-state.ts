import { calendarDateProblem } from '@atiende/shared';

/**
 * What a paged list keeps in the URL query string, so that a reload or a shared link shows the same view:
 * `?q=gomez&orden=-nombre&pagina=3`. A screen with two lists names the second one's with a prefix
 * (`documentos_q`, `documentos_orden`, `documentos_pagina`). The names are Spanish, like the screens.
 */
export const LIST_PARAMS = { search: 'q', sort: 'orden', page: 'pagina' } as const;

/** The longest search kept from a URL (the lists' own limit). */
const SEARCH_MAX_LENGTH = 200;

export interface ListSort {
  /** The column's name in the URL (`nombre`). */
  column: string;
  descending: boolean;
}

export interface ListState {
  search: string;
  sort: ListSort | null;
  page: number;
}

export type ListParamName = keyof typeof LIST_PARAMS;

/** The query-string name of one part of a list's state. */
export function listParamName(part: ListParamName, prefix?: string): string {
  return prefix ? `${prefix}_${LIST_PARAMS[part]}` : LIST_PARAMS[part];
}

/** `orden` as written in a URL: `nombre` ascending, `-nombre` descending. */
export function parseSort(value: string | null): ListSort | null {
  const match = value ? /^(-?)([a-z0-9_]+)$/.exec(value) : null;
  return match ? { column: match[2]!, descending: match[1] === '-' } : null;
}

export function formatSort(sort: ListSort): string {
  return `${sort.descending ? '-' : ''}${sort.column}`;
}

/** A page number from a URL: a whole number from 1; anything else is the first page. */
function parsePage(value: string | null): number {
  return value && /^[1-9]\d{0,6}$/.test(value) ? Number(value) : 1;
}

/** The list's state read from the query string; what is missing or malformed is the default (page 1, no search, default order). */
export function readListState(params: URLSearchParams, prefix?: string): ListState {
  return {
    search: (params.get(listParamName('search', prefix)) ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    sort: parseSort(params.get(listParamName('sort', prefix))),
    page: parsePage(params.get(listParamName('page', prefix))),
  };
}

/**
 * The query string with some of the list's state changed. Defaults are left out (page 1, no search, the
 * default order) so that an untouched list keeps a clean URL; the screen's other parameters stay.
 */
export function withListState(params: URLSearchParams, changes: Partial<ListState>, prefix?: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (part: ListParamName, value: string | null) => {
    if (value) next.set(listParamName(part, prefix), value);
    else next.delete(listParamName(part, prefix));
  };
  if (changes.search !== undefined) put('search', changes.search.trim());
  if (changes.sort !== undefined) put('sort', changes.sort && formatSort(changes.sort));
  if (changes.page !== undefined) put('page', changes.page > 1 ? String(changes.page) : null);
  return next;
}

/** The query string with every list of the screen back on its first page: what a new filter does. */
export function withoutPages(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...next.keys()]) {
    if (name === LIST_PARAMS.page || name.endsWith(`_${LIST_PARAMS.page}`)) next.delete(name);
  }
  return next;
}

/**
 * `current` with a filter form's values: each one set when it has a value and removed when empty, every list
 * back on its first page, the other parameters kept.
 */
export function withFilters(current: URLSearchParams, filters: Record<string, string | null>): URLSearchParams {
  const next = withoutPages(current);
  // Removed first so that the filters always come after the other parameters, in the form's order.
  for (const name of Object.keys(filters)) next.delete(name);
  for (const [name, value] of Object.entries(filters)) if (value) next.set(name, value);
  return next;
}

/** A column's name in the URL: its header in lower case, without accents, words joined by '_' ('Fecha de creación' → 'fecha_de_creacion'). */
export function sortParamOf(header: string): string {
  return header.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
}

/** A click on a column header: a new column sorts ascending, the sorted one turns around. */
export function toggledSort(current: ListSort | null, column: string): ListSort {
  return current?.column === column ? { column, descending: !current.descending } : { column, descending: false };
}

// What a filter form reads back from an address. A value it could not hold (a day that does not exist, an
// unknown choice, an id that is not one) reads as none, so a hand-edited address never ends in an error.

/** A 'YYYY-MM-DD' day that exists, or null. */
export const dayParam = (value: string | null): string | null => (value && calendarDateProblem(value) === null ? value : null);
/** A database id as the address carries it, or null. */
export const idParam = (value: string | null): string | null => (value && /^[1-9]\d{0,9}$/.test(value) ? value : null);
/** One of `allowed`, or null. */
export const oneOfParam = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  (value && (allowed as readonly string[]).includes(value) ? (value as T) : null);
/** The ids of a comma-separated parameter ('3,7,9'), without repeats, leaving out what is not one. */
export const idsParam = (value: string | null): string[] =>
  [...new Set((value ?? '').split(',').map((part) => idParam(part.trim())).filter((part) => part !== null))];
