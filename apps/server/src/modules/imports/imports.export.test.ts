import { describe, expect, it } from 'vitest';
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ContactRead, ImportJobRead } from '@atiende/shared';
import { useStaff, useTestApp } from '../../test/harness.js';
import { contactData, contacts } from '../../db/schema.js';
import { moduleJobs } from '../index.js';
import { runDueJobs } from '../../jobs/jobs.runner.js';
import { HEADERS, multipart, readXlsx } from './imports.fixtures.js';

const t = useTestApp();
const staff = useStaff(t);

const EXPORT = '/api/contact/contacto/exportar-excel/';

let counter = 0;
async function createContact(overrides: Record<string, unknown> = {}): Promise<ContactRead> {
  counter += 1;
  const res = await t.call(t.admin, 'POST', '/api/contact/contacto/', {
    first_name: 'Andrés',
    last_name: 'Gómez Ruiz',
    username: `andres${counter}@correo.co`,
    documentType: 'CEDULA',
    documentNumber: `79${String(counter).padStart(8, '0')}`,
    phone: `+57 300 ${String(counter).padStart(7, '0')}`,
    city: 'Bogotá',
    gender: 'Masculino',
    address: `Calle ${counter} # 4-5`,
    birthdate: '1988-09-30',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ContactRead;
}

async function exportFile(token = t.admin, query = ''): Promise<Buffer> {
  const res = await t.request(token, { method: 'GET', url: `${EXPORT}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

async function activeContacts(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(contacts).where(isNull(contacts.deletedAt));
  return Number(row!.n);
}

async function reimport(bytes: Buffer): Promise<ImportJobRead> {
  const { payload, headers } = multipart('Contactos.xlsx', bytes);
  const res = await t.request(t.admin, { method: 'POST', url: '/api/contact/contacto/upload_excel/', payload, headers });
  expect(res.statusCode, res.body).toBe(202);
  await runDueJobs(t.app, moduleJobs);
  return (await t.call(t.admin, 'GET', `/api/contact/importaciones/${(res.json() as { job_id: number }).job_id}/`)).json() as ImportJobRead;
}

describe('export', () => {
  it('streams Contactos.xlsx with the template columns, newest contact first', async () => {
    const older = await createContact();
    const newer = await createContact({ first_name: 'Valentina', city: 'Cali' });
    await t.call(t.admin, 'POST', '/api/contact/grupoContacto/', { name: 'Exportados', etiqueta: 'green', contacts: [newer.id] });
    const res = await t.request(staff.operador.token, { method: 'GET', url: EXPORT });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Contactos.xlsx"');
    const { rows } = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(HEADERS);
    const documents = rows.slice(1).map((r) => r[5]);
    expect(documents.indexOf(newer.documentNumber)).toBeLessThan(documents.indexOf(older.documentNumber));
    const newerRow = rows.find((r) => r[5] === newer.documentNumber)!;
    expect(newerRow).toEqual([
      'PERSONA NATURAL', 'Valentina', 'Gómez Ruiz', undefined, 'CEDULA', newer.documentNumber, newer.username,
      `'${newer.phone[0]!.telefono}`, 'Cali', newer.address, 'Masculino', '1988-09-30', undefined, undefined, 'Exportados',
    ]);
  });

  it('writes formula-like values as text with an apostrophe, so no spreadsheet evaluates them', async () => {
    const risky = await createContact({ first_name: '=HYPERLINK("http://malo.example","clic")', last_name: '@SUM(1+1)', city: '-2+3', address: '+cmd' });
    const bytes = await exportFile();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(6).value === risky.documentNumber) found = row;
    });
    expect(found).toBeDefined();
    for (const [column, text] of [[2, '=HYPERLINK("http://malo.example","clic")'], [3, '@SUM(1+1)'], [9, '-2+3'], [10, '+cmd']] as const) {
      const cell = found!.getCell(column);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      expect(cell.value).toBe(`'${text}`);
    }
    // The raw sheet has no <f> element at all: nothing is stored as a formula.
    expect(bytes.includes(Buffer.from('<f>'))).toBe(false);
  });

  it('exports only the contacts matching the search, as the list does', async () => {
    const match = await createContact({ first_name: 'Anaís', last_name: 'Zuluaga Quintero' });
    await createContact();
    const { rows } = await readXlsx(await exportFile(t.admin, '?search=zuluaga%20quin'));
    expect(rows.slice(1).map((r) => r[5])).toEqual([match.documentNumber]);
    const byPhone = await readXlsx(await exportFile(t.admin, `?search=${encodeURIComponent(match.phone[0]!.telefono)}`));
    expect(byPhone.rows.slice(1).map((r) => r[5])).toEqual([match.documentNumber]);
  });

  it('reads every contact across keyset batches', async () => {
    await t.database.db.execute(sql`
      insert into contacts (first_name, last_name, document_type, document_number, email, phone, phone_digits)
      select 'Masivo', 'Prueba ' || g, 'CEDULA', (80000000 + g)::text, 'masivo' || g || '@correo.co', '+57 311' || lpad(g::text, 7, '0'),
        '57311' || lpad(g::text, 7, '0')
      from generate_series(1, 4500) g`);
    const { rows } = await readXlsx(await exportFile());
    expect(rows.length - 1).toBe(await activeContacts());
    expect(new Set(rows.slice(1).map((r) => r[5])).size).toBe(rows.length - 1);
  });

  it('refuses an Agente (403) and an anonymous call (401)', async () => {
    expect((await t.call(staff.agente.token, 'GET', EXPORT)).statusCode).toBe(403);
    expect((await t.call(null, 'GET', EXPORT)).statusCode).toBe(401);
  });
});

describe('export then import', () => {
  it('re-imports the unchanged export without duplicates: every row updates its contact', async () => {
    const before = await activeContacts();
    const sample = await createContact({ first_name: '=1+1', city: 'Ibagué' });
    const dataBefore = await t.database.db.select().from(contactData).where(eq(contactData.contactId, sample.id)).orderBy(asc(contactData.id));
    const done = await reimport(await exportFile());
    expect(done).toMatchObject({ status: 'COMPLETADO', created_rows: 0, updated_rows: before + 1, rejected_rows: 0 });
    expect(await activeContacts()).toBe(before + 1);
    const [after] = await t.database.db.select().from(contacts).where(eq(contacts.id, sample.id));
    expect(after).toMatchObject({ firstName: '=1+1', city: 'Ibagué', phone: sample.phone[0]!.telefono, email: sample.username });
    const dataAfter = await t.database.db.select().from(contactData).where(eq(contactData.contactId, sample.id)).orderBy(asc(contactData.id));
    expect(dataAfter).toEqual(dataBefore);
  });

  it('applies the edits made in the exported file', async () => {
    const sample = await createContact();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportFile(t.admin, `?search=${sample.documentNumber}`)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    sheet.getRow(2).getCell(9).value = 'Manizales';
    sheet.getRow(2).getCell(7).value = 'Cambiado@Correo.co';
    const done = await reimport(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(done).toMatchObject({ created_rows: 0, updated_rows: 1 });
    const [after] = await t.database.db.select().from(contacts).where(eq(contacts.id, sample.id));
    expect(after).toMatchObject({ city: 'Manizales', email: 'cambiado@correo.co' });
  });
});
