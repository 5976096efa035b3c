import { z } from './zod-spanish.js';

/**
 * Money is Colombian pesos with two decimals: `numeric(14, 2)` in the database and a decimal string
 * in JSON ("125000.50"), never a float, so sums and totals are exact.
 */
export const MONEY_PATTERN = /^-?\d{1,12}(\.\d{1,2})?$/;

export const MONEY_MSG = { invalid: 'Escriba un valor en pesos, con hasta dos decimales.' } as const;

/** A money value as the API carries it: a decimal string (numbers are accepted and turned into one). */
export const Money = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : value),
  z.string({ error: MONEY_MSG.invalid }).trim().regex(MONEY_PATTERN, MONEY_MSG.invalid),
);

/** Pesos for people: '$ 125.000,50' (es-CO). */
export function formatPesos(value: string | number): string {
  return new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', minimumFractionDigits: 0, maximumFractionDigits: 2 })
    .format(Number(value));
}
