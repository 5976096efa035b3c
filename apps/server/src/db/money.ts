import { numeric } from 'drizzle-orm/pg-core';

/** A money column in pesos (see `Money` in packages/shared): exact decimals, read and written as strings. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
