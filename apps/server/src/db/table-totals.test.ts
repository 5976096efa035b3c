import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from './client.js';
import { tableTotal } from './search.js';

// Concurrent transactions need a database server, also on the embedded run.
const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `atiende_totals_${randomBytes(6).toString('hex')}`;
const url = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
let database: Database;
const clients: pg.Client[] = [];

async function connection(): Promise<{ client: pg.Client; slot: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  clients.push(client);
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  return { client, slot: rows[0]!.pid % 16 };
}

const addContact = (client: pg.Client, firstName: string) =>
  client.query(`insert into contacts (first_name, last_name, status) values ($1, 'Prueba', 'ACTIVO')`, [firstName]);

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  database = await openDatabase({ url });
  await database.migrate();
});

afterAll(async () => {
  for (const client of clients) await client.end().catch(() => {});
  await database?.close();
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('kept totals of contacts', () => {
  it('let a transaction creating a contact go on while another one that created one is still open', async () => {
    const first = await connection();
    let second = await connection();
    // Two connections that keep their counts in different slots.
    while (second.slot === first.slot) second = await connection();
    await first.client.query('begin');
    await addContact(first.client, 'Primera');
    await second.client.query(`set statement_timeout = '2s'`);
    await second.client.query('begin');
    await expect(addContact(second.client, 'Segunda')).resolves.toMatchObject({ rowCount: 1 });
    await second.client.query('commit');
    await first.client.query('commit');
  });

  it('add up to the rows they count, whichever connections wrote them', async () => {
    const writers = await Promise.all([connection(), connection(), connection()]);
    await Promise.all(writers.map(({ client }, n) => addContact(client, `Escritor ${n}`)));
    await writers[0]!.client.query(`update contacts set status = 'DESCONECTADO' where first_name = 'Escritor 0'`);
    await writers[1]!.client.query(`update contacts set deleted_at = now() where first_name = 'Escritor 1'`);
    const { rows: [counted] } = await writers[2]!.client.query<{ all: string; connected: string }>(`
      select count(*) filter (where deleted_at is null) as all,
             count(*) filter (where deleted_at is null and status <> 'DESCONECTADO') as connected from contacts`);
    expect(await tableTotal(database.db, 'contacts')).toBe(Number(counted!.all));
    expect(await tableTotal(database.db, 'contacts_connected')).toBe(Number(counted!.connected));
  });
});
