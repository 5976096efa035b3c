import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { rows } from './client.js';

const t = useTestApp();

/** Columns that hold one of a fixed set of values: their name says so. */
const CHOICE_COLUMN = /^(estado|status|tipo|type|kind|scope|outcome|contact_type|document_type|tipo_gestion|tipo_relacion|gender|dia_semana)$/;

/** Choice-looking columns whose values are open on purpose, with the reason. */
const FREE_CHOICE_COLUMNS: Record<string, string> = {
  'audits.tipo_gestion': 'free text written by each module (Creación, Actualización, …) and read only by people',
  'jobs.kind': 'any kind a handler is registered for; unknown kinds are never claimed',
  'users.gender': 'free text the user writes on their own profile',
};

/** Timestamp columns without time zone on purpose, with the reason. */
const LOCAL_TIMESTAMPS: Record<string, string> = {};

describe('the database says what is allowed', () => {
  it('checks every estado, type and status column against its allowed values', async () => {
    const columns = await rows<{ table_name: string; column_name: string }>(t.app.db, sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type = 'text'`);
    const checks = await rows<{ table_name: string; definition: string }>(t.app.db, sql`
      select cl.relname as table_name, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c join pg_class cl on cl.oid = c.conrelid
      where c.contype = 'c' and cl.relnamespace = 'public'::regnamespace`);
    const unchecked = columns
      .filter((c) => CHOICE_COLUMN.test(c.column_name))
      .map((c) => `${c.table_name}.${c.column_name}`)
      .filter((name) => !(name in FREE_CHOICE_COLUMNS))
      .filter((name) => {
        const [table, column] = name.split('.');
        return !checks.some((k) => k.table_name === table && k.definition.includes(column!));
      });
    expect(unchecked).toEqual([]);
  });

  it('indexes every foreign key column, so joins and cascades do not scan whole tables', async () => {
    const missing = await rows<{ name: string }>(t.app.db, sql`
      select cl.relname || '.' || a.attname as name
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and cl.relnamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
      order by 1`);
    expect(missing.map((m) => m.name)).toEqual([]);
  });

  it('stores instants with their time zone', async () => {
    const local = await rows<{ name: string }>(t.app.db, sql`
      select table_name || '.' || column_name as name from information_schema.columns
      where table_schema = 'public' and data_type = 'timestamp without time zone' order by 1`);
    expect(local.map((c) => c.name).filter((name) => !(name in LOCAL_TIMESTAMPS))).toEqual([]);
  });
});

describe('money', () => {
  it('travels as exact decimal strings of pesos and reads as pesos for people', async () => {
    const { Money, formatPesos } = await import('@atiende/shared');
    expect(Money.parse(125000.5)).toBe('125000.50');
    expect(Money.parse(' 99.9 ')).toBe('99.9');
    expect(Money.safeParse('1.234,50').success).toBe(false);
    expect(Money.safeParse('12.345').success).toBe(false);
    expect(formatPesos('125000.5').replace(/\s/g, ' ')).toBe('$ 125.000,5');
    const [sum] = await rows<{ total: string }>(t.app.db, sql`select (0.1::numeric(14, 2) + 0.2::numeric(14, 2))::text as total`);
    expect(sum!.total).toBe('0.30');
  });
});
