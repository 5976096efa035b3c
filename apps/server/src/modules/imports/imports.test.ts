import { readdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CONTACT_SHEET_COLUMNS, IMPORT_MAX_FILE_BYTES, IMPORT_MSG, type ContactRead, type ImportJobRead, type ImportPreview, type ImportRowRead,
  type Paged,
} from '@atiende/shared';
import { ADMIN, useStaff, useTestApp } from '../../test/harness.js';
import { audits, contactData, contactGroupMembers, contactGroups, contacts, importJobRows, importJobs } from '../../db/schema.js';
import { moduleJobs } from '../index.js';
import { runDueJobs, startJobRunner, type RunOptions } from '../../jobs/jobs.runner.js';
import { jobs } from '../../jobs/jobs.tables.js';
import { IMPORT_BATCH_SIZE } from './imports.run.js';

/** Runs the imports waiting, as the job runner of a server would. */
const runPendingImports = (app: typeof t.app, options: RunOptions = {}) => runDueJobs(app, moduleJobs, options);
import {
  HEADERS, multipart, readXlsx, workbookParts, xlsxOf, zeroPart, zipOf, zipPart, type SheetInput,
} from './imports.fixtures.js';

const t = useTestApp();
const staff = useStaff(t);

const UPLOAD = '/api/contact/contacto/upload_excel/';
const JOBS = '/api/contact/importaciones/';

let counter = 0;
/** A person row whose document, e-mail and phone are unique to this call. */
function personRow(overrides: SheetInput = {}): SheetInput {
  counter += 1;
  return {
    contactType: 'PERSONA NATURAL',
    firstName: 'Camila',
    lastName: 'Rojas',
    documentType: 'CEDULA',
    documentNumber: `52${String(counter).padStart(8, '0')}`,
    email: `camila${counter}@correo.co`,
    phone: `+57 310 ${String(counter).padStart(7, '0')}`,
    city: 'Medellín',
    address: `Carrera ${counter} # 10-20`,
    gender: 'Femenino',
    birthdate: '1992-03-14',
    ...overrides,
  };
}

/** The E.164 form of a Colombian number typed in any shape. */
const e164 = (typed: unknown) => `+57${String(typed).replace(/\D/g, '').replace(/^57(?=\d{10}$)/, '')}`;

function upload(token: string | null, filename: string, content: Buffer, fields: Record<string, string> = {}) {
  const { payload, headers } = multipart(filename, content, 'file', fields);
  return t.request(token, { method: 'POST', url: UPLOAD, payload, headers });
}

async function createGroups(...names: string[]) {
  for (const name of names) {
    const exists = await t.database.db.select().from(contactGroups).where(sql`lower(${contactGroups.name}) = lower(${name})`);
    if (exists.length === 0) await t.database.db.insert(contactGroups).values({ name });
  }
}

async function uploadAccepted(rows: SheetInput[], token = t.admin): Promise<number> {
  const res = await upload(token, 'contactos.xlsx', await xlsxOf(rows));
  expect(res.statusCode, res.body).toBe(202);
  return (res.json() as { job_id: number }).job_id;
}

async function job(id: number, token = t.admin): Promise<ImportJobRead> {
  const res = await t.call(token, 'GET', `${JOBS}${id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImportJobRead;
}

async function importRows(rows: SheetInput[]): Promise<{ job: ImportJobRead; rows: ImportRowRead[] }> {
  const id = await uploadAccepted(rows);
  await runPendingImports(t.app);
  const res = await t.call(t.admin, 'GET', `${JOBS}${id}/filas/?limit=500`);
  return { job: await job(id), rows: (res.json() as Paged<ImportRowRead>).results };
}

async function contactByDocument(documentNumber: string) {
  const found = await t.database.db.select().from(contacts).where(and(eq(contacts.documentNumber, documentNumber), isNull(contacts.deletedAt)));
  return found;
}

async function primaryData(contactId: number) {
  return t.database.db
    .select({ tipo: contactData.tipo, label: contactData.label, value: contactData.value1 })
    .from(contactData)
    .where(eq(contactData.contactId, contactId))
    .orderBy(asc(contactData.id));
}

async function jobCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(importJobs);
  return Number(row!.n);
}

function storedImports(): string[] {
  try {
    return readdirSync(path.join(t.app.config.uploadsDir, 'imports'));
  } catch {
    return [];
  }
}

describe('template', () => {
  it('downloads an empty spreadsheet whose headers are the export columns', async () => {
    const res = await t.request(staff.operador.token, { method: 'GET', url: '/api/contact/contacto/plantilla-excel/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('attachment');
    const { rows } = await readXlsx(res.rawPayload);
    expect(rows).toEqual([CONTACT_SHEET_COLUMNS.map((c) => c.header)]);
  });

  it('refuses an Agente (403) and an anonymous call (401)', async () => {
    expect((await t.call(staff.agente.token, 'GET', '/api/contact/contacto/plantilla-excel/')).statusCode).toBe(403);
    expect((await t.call(null, 'GET', '/api/contact/contacto/plantilla-excel/')).statusCode).toBe(401);
  });
});

describe('upload and background job', () => {
  it('answers 202 with a pending job, then the worker creates the contacts with their primary data and groups', async () => {
    await createGroups('Clientes VIP', 'Bogotá Norte');
    const rows = [
      personRow({ groups: 'Clientes VIP, Bogotá Norte' }),
      personRow({ groups: 'clientes vip' }),
      {
        contactType: 'EMPRESA', razonSocial: 'Distribuciones Andinas S.A.S.', actividad: 'Comercio', documentType: 'NIT',
        documentNumber: `9001${++counter}`, email: `ventas${counter}@andinas.co`, phone: `601 555 ${String(counter).padStart(4, '0')}`,
        webSite: 'https://andinas.co',
      },
    ];
    const res = await upload(staff.operador.token, 'contactos.xlsx', await xlsxOf(rows));
    expect(res.statusCode, res.body).toBe(202);
    const accepted = res.json() as { job_id: number; status: string; message: string };
    expect(accepted).toEqual({ job_id: expect.any(Number), status: 'PENDIENTE', message: IMPORT_MSG.accepted });
    const pending = await job(accepted.job_id, staff.operador.token);
    expect(pending).toMatchObject({ status: 'PENDIENTE', filename: 'contactos.xlsx', total_rows: 3, processed_rows: 0 });

    expect(await runPendingImports(t.app)).toBe(1);
    const done = await job(accepted.job_id, staff.operador.token);
    expect(done).toMatchObject({
      status: 'COMPLETADO', total_rows: 3, processed_rows: 3, created_rows: 3, updated_rows: 0, rejected_rows: 0, duplicate_rows: 0, error: null,
    });
    expect(done.finished_at).not.toBeNull();

    const [person] = await contactByDocument(rows[0]!.documentNumber as string);
    expect(person).toMatchObject({
      contactType: 'PERSONA NATURAL', firstName: 'Camila', lastName: 'Rojas', documentType: 'CEDULA', email: rows[0]!.email,
      phone: e164(rows[0]!.phone), phoneDigits: e164(rows[0]!.phone).slice(1), city: 'Medellín', gender: 'Femenino',
      birthdate: '1992-03-14', createdBy: staff.operador.id,
    });
    expect(await primaryData(person!.id)).toEqual([
      { tipo: 'Email', label: 'Principal', value: rows[0]!.email },
      { tipo: 'Telefono', label: 'Principal', value: e164(rows[0]!.phone) },
      { tipo: 'Direccion', label: 'Principal', value: rows[0]!.address },
    ]);
    const [company] = await contactByDocument(rows[2]!.documentNumber as string);
    expect(company).toMatchObject({ contactType: 'EMPRESA', razonSocial: 'Distribuciones Andinas S.A.S.', actividad: 'Comercio', birthdate: null, gender: null });

    const groups = await t.database.db
      .select({ name: contactGroups.name, contactId: contactGroupMembers.contactId })
      .from(contactGroupMembers)
      .innerJoin(contactGroups, eq(contactGroups.id, contactGroupMembers.groupId))
      .where(eq(contactGroupMembers.contactId, person!.id))
      .orderBy(asc(contactGroups.name));
    expect(groups.map((g) => g.name)).toEqual(['Bogotá Norte', 'Clientes VIP']);
    const vip = await t.database.db.select().from(contactGroups).where(sql`lower(${contactGroups.name}) = 'clientes vip'`);
    expect(vip).toHaveLength(1);
    expect(storedImports()).toEqual([]);
  });

  it('writes the same contact and primary data rows as creating the contact through the API', async () => {
    const row = personRow();
    await importRows([row]);
    const [imported] = await contactByDocument(row.documentNumber as string);
    const form = {
      first_name: 'Camila', last_name: 'Rojas', username: 'api.camila@correo.co', documentType: 'CEDULA', documentNumber: `53${++counter}`,
      phone: '+57 310 000 9999', city: 'Medellín', address: 'Carrera 1 # 10-20', gender: 'Femenino', birthdate: '1992-03-14',
    };
    const res = await t.call(t.admin, 'POST', '/api/contact/contacto/', form);
    expect(res.statusCode, res.body).toBe(201);
    const viaApi = (res.json() as ContactRead).id;
    const [apiRow] = await t.database.db.select().from(contacts).where(eq(contacts.id, viaApi));
    const shape = (rows: { tipo: string; label: string }[]) => rows.map((r) => [r.tipo, r.label]);
    expect(shape(await primaryData(imported!.id))).toEqual(shape(await primaryData(viaApi)));
    const columns = (c: typeof apiRow) => ({ type: c!.contactType, status: c!.status, digits: c!.phoneDigits === c!.phone!.replace(/\D/g, '') });
    expect(columns(imported)).toEqual(columns(apiRow));
  });

  it('rejects a row with a bad e-mail alone, with its reason, and writes the others', async () => {
    const good1 = personRow();
    const bad = personRow({ email: 'no-es-un-correo' });
    const good2 = personRow();
    const { job: done, rows } = await importRows([good1, bad, good2]);
    expect(done).toMatchObject({ status: 'COMPLETADO', processed_rows: 3, created_rows: 2, rejected_rows: 1 });
    expect(rows.map((r) => [r.row_number, r.outcome])).toEqual([[2, 'created'], [3, 'rejected'], [4, 'created']]);
    expect(rows[1]!.reason).toBe(IMPORT_MSG.rowInvalidEmail('no-es-un-correo'));
    expect(rows[1]!.contact_id).toBeNull();
    expect(rows[1]!.data).toMatchObject({ Email: 'no-es-un-correo', Nombres: 'Camila' });
    expect(await contactByDocument(bad.documentNumber as string)).toHaveLength(0);
    expect(await contactByDocument(good2.documentNumber as string)).toHaveLength(1);
  });

  it('rejects alone a row the database refuses, writing nothing of it and all the other rows', async () => {
    await t.database.db.execute(sql`
      create function refuse_contact() returns trigger language plpgsql as $$
      begin
        if new.first_name = 'Rechazada' then raise exception 'fila rechazada por la base'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`create trigger refuse_contact before insert on contacts for each row execute function refuse_contact()`);
    try {
      await createGroups('Solo para la rechazada');
      const good1 = personRow();
      const refused = personRow({ firstName: 'Rechazada', groups: 'Solo para la rechazada' });
      const good2 = personRow();
      const { job: done, rows } = await importRows([good1, refused, good2]);
      expect(done).toMatchObject({ status: 'COMPLETADO', processed_rows: 3, created_rows: 2, rejected_rows: 1 });
      expect(rows.map((r) => [r.outcome, r.reason])).toEqual([['created', ''], ['rejected', IMPORT_MSG.rowNotSaved], ['created', '']]);
      expect(await contactByDocument(refused.documentNumber as string)).toHaveLength(0);
      const [refusedData] = await t.database.db.select({ n: count() }).from(contactData).where(eq(contactData.value1, String(refused.email)));
      expect(Number(refusedData!.n)).toBe(0);
      const members = await t.database.db.select({ n: count() }).from(contactGroupMembers)
        .innerJoin(contactGroups, eq(contactGroups.id, contactGroupMembers.groupId))
        .where(eq(contactGroups.name, 'Solo para la rechazada'));
      expect(Number(members[0]!.n)).toBe(0);
      expect(await contactByDocument(good2.documentNumber as string)).toHaveLength(1);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_contact on contacts`);
      await t.database.db.execute(sql`drop function refuse_contact()`);
    }
  });

  it('rejects rows with bad values or without what a new contact needs, each with its reason', async () => {
    const { rows } = await importRows([
      personRow({ phone: '12' }),
      personRow({ documentNumber: 'ABC-12' }),
      personRow({ birthdate: '31/02/1990' }),
      personRow({ gender: 'Desconocido' }),
      personRow({ firstName: '' }),
      { firstName: 'Sin', lastName: 'Datos' },
      { contactType: 'EMPRESA', documentNumber: `9002${++counter}` },
      personRow({ contactType: 'Cooperativa' }),
    ]);
    expect(rows.map((r) => r.reason)).toEqual([
      IMPORT_MSG.rowInvalidPhone('12'),
      IMPORT_MSG.rowInvalidDocumentNumber,
      IMPORT_MSG.rowInvalidDate,
      IMPORT_MSG.rowInvalidGender,
      IMPORT_MSG.rowFirstNameRequired,
      IMPORT_MSG.rowNoKey,
      IMPORT_MSG.rowRazonSocialRequired,
      IMPORT_MSG.rowInvalidContactType,
    ]);
    expect(rows.every((r) => r.outcome === 'rejected')).toBe(true);
  });

  it('updates existing contacts matched by document, else e-mail, else phone digits, and keeps blank cells', async () => {
    const byDocument = personRow();
    const byEmail = personRow({ documentNumber: '' });
    const byPhone = personRow({ documentNumber: '', email: '', phone: '3205551234' });
    await createGroups('Reimportados');
    await importRows([byDocument, byEmail, byPhone]);
    const before = await t.database.db.select({ n: count() }).from(contacts);

    const { job: done, rows } = await importRows([
      { documentNumber: byDocument.documentNumber, city: 'Cali' },
      { email: String(byEmail.email).toUpperCase(), city: 'Pasto' },
      { phone: '320-555-1234', city: 'Neiva', groups: 'Reimportados' },
    ]);
    expect(done).toMatchObject({ created_rows: 0, updated_rows: 3, rejected_rows: 0 });
    expect(await t.database.db.select({ n: count() }).from(contacts)).toEqual(before);
    const [doc] = await contactByDocument(byDocument.documentNumber as string);
    expect(doc).toMatchObject({ city: 'Cali', firstName: 'Camila', email: byDocument.email, address: byDocument.address });
    expect(rows[0]!.contact_id).toBe(doc!.id);
    const [mail] = await t.database.db.select().from(contacts).where(eq(contacts.email, String(byEmail.email)));
    expect(mail!.city).toBe('Pasto');
    const [phone] = await t.database.db.select().from(contacts).where(eq(contacts.phoneDigits, '573205551234'));
    expect(phone).toMatchObject({ city: 'Neiva', phone: '+573205551234' });
    expect(await primaryData(phone!.id)).toEqual([
      { tipo: 'Telefono', label: 'Principal', value: '+573205551234' },
      { tipo: 'Direccion', label: 'Principal', value: byPhone.address },
    ]);
  });

  it('rewrites the first e-mail entry when an update brings a new e-mail, keeping copies and contact data in step', async () => {
    const row = personRow();
    await importRows([row]);
    await importRows([{ documentNumber: row.documentNumber, email: 'Nuevo.Correo@Correo.co' }]);
    const [updated] = await contactByDocument(row.documentNumber as string);
    expect(updated!.email).toBe('nuevo.correo@correo.co');
    const emails = (await primaryData(updated!.id)).filter((d) => d.tipo === 'Email');
    expect(emails).toEqual([{ tipo: 'Email', label: 'Principal', value: 'nuevo.correo@correo.co' }]);
  });

  it('reports a row repeating the document of an earlier row of the same file as a duplicate; the first one wins', async () => {
    const row = personRow({ city: 'Tunja' });
    const { job: done, rows } = await importRows([row, personRow(), { ...row, firstName: 'Otra', city: 'Pasto', email: 'otra@correo.co' }]);
    expect(done).toMatchObject({ created_rows: 2, updated_rows: 0, rejected_rows: 0, duplicate_rows: 1 });
    expect(rows.map((r) => [r.row_number, r.outcome, r.reason])).toEqual([
      [2, 'created', ''], [3, 'created', ''], [4, 'duplicate', 'Duplicado en el archivo (fila 2)'],
    ]);
    expect(rows[2]!.contact_id).toBeNull();
    const found = await contactByDocument(row.documentNumber as string);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ firstName: 'Camila', city: 'Tunja', email: row.email });
  });

  it('without a document, compares the e-mail then the phone (in any format) with the earlier rows of the file', async () => {
    const first = personRow({ documentNumber: '', phone: '3117778899' });
    const { job: done, rows } = await importRows([
      first,
      personRow({ documentNumber: '', email: String(first.email).toUpperCase() }),
      personRow({ documentNumber: '', email: '', phone: '+57 311 777 8899' }),
      personRow({ documentNumber: '', email: '', phone: '311-777-8899', firstName: 'Tercera' }),
    ]);
    expect(rows.map((r) => [r.outcome, r.reason])).toEqual([
      ['created', ''],
      ['duplicate', IMPORT_MSG.rowDuplicateInFile(2)],
      ['duplicate', IMPORT_MSG.rowDuplicateInFile(2)],
      ['duplicate', IMPORT_MSG.rowDuplicateInFile(2)],
    ]);
    expect(done).toMatchObject({ created_rows: 1, duplicate_rows: 3 });
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.email, String(first.email)));
    expect(contact).toMatchObject({ phone: '+573117778899', firstName: 'Camila' });
  });

  it('finds a row repeating one of an earlier batch of the same file', async () => {
    const rows = Array.from({ length: IMPORT_BATCH_SIZE + 3 }, () => personRow());
    rows[IMPORT_BATCH_SIZE + 1] = { ...rows[4]!, city: 'Ibagué' };
    const { job: done } = await importRows(rows);
    expect(done).toMatchObject({ created_rows: IMPORT_BATCH_SIZE + 2, duplicate_rows: 1 });
    const res = await t.call(t.admin, 'GET', `${JOBS}${done.id}/filas/?outcome=duplicate`);
    expect((res.json() as Paged<ImportRowRead>).results).toEqual([
      { row_number: IMPORT_BATCH_SIZE + 3, outcome: 'duplicate', reason: IMPORT_MSG.rowDuplicateInFile(6), contact_id: null, data: expect.any(Object) },
    ]);
    expect((await contactByDocument(rows[4]!.documentNumber as string))[0]!.city).toBe('Medellín');
  });

  it('refuses per row a group that does not exist, instead of creating it', async () => {
    await createGroups('Clientes Oro');
    const { job: done, rows } = await importRows([
      personRow({ groups: 'clientes oro' }),
      personRow({ groups: 'Clientes Oro, Grupo Inventado' }),
    ]);
    expect(done).toMatchObject({ created_rows: 1, rejected_rows: 1 });
    expect(rows[1]).toMatchObject({ outcome: 'rejected', reason: 'El grupo «Grupo Inventado» no existe.' });
    expect(await t.database.db.select().from(contactGroups).where(eq(contactGroups.name, 'Grupo Inventado'))).toHaveLength(0);
    const members = await t.database.db.select().from(contactGroupMembers).where(eq(contactGroupMembers.contactId, rows[0]!.contact_id!));
    expect(members).toHaveLength(1);
  });

  it('stores phones in E.164 and rejects numbers that are not valid', async () => {
    const { rows } = await importRows([personRow({ phone: '(315) 222-3344' }), personRow({ phone: '12345678' })]);
    expect(rows.map((r) => r.outcome)).toEqual(['created', 'rejected']);
    expect(rows[1]!.reason).toBe(IMPORT_MSG.rowInvalidPhone('12345678'));
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.id, rows[0]!.contact_id!));
    expect(contact).toMatchObject({ phone: '+573152223344', phoneDigits: '573152223344' });
  });

  it('reads dates, numbers and day-first dates typed into cells', async () => {
    const row = personRow({ documentNumber: 1098765432, phone: 3151234567, birthdate: new Date(Date.UTC(1985, 6, 20)) });
    const other = personRow({ birthdate: '05/11/1979' });
    const { job: done } = await importRows([row, other]);
    expect(done.created_rows).toBe(2);
    const [fromNumbers] = await contactByDocument('1098765432');
    expect(fromNumbers).toMatchObject({ phone: '+573151234567', birthdate: '1985-07-20' });
    const [dayFirst] = await contactByDocument(other.documentNumber as string);
    expect(dayFirst!.birthdate).toBe('1979-11-05');
  });

  it('writes one audit entry per job with its summary', async () => {
    const id = await uploadAccepted([personRow(), personRow({ email: 'malo' })]);
    const written = await t.auditsWrittenBy(() => runPendingImports(t.app));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      contentType: 'Importación de contactos', tipoGestion: 'Creación', objectId: id, username: ADMIN.username,
      descripcion: IMPORT_MSG.auditSummary('contactos.xlsx', 1, 0, 1, 0),
    });
  });
});

describe('background worker', () => {
  it('picks up an uploaded file by itself and completes the job', async () => {
    const runner = startJobRunner(t.app, moduleJobs);
    try {
      const id = await uploadAccepted([personRow(), personRow()]);
      let current = await job(id);
      for (let i = 0; i < 100 && current.status !== 'COMPLETADO'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        current = await job(id);
      }
      expect(current).toMatchObject({ status: 'COMPLETADO', created_rows: 2 });
    } finally {
      await runner.stop();
    }
  });
});

describe('job status and results', () => {
  let jobId: number;
  beforeAll(async () => {
    jobId = await uploadAccepted([personRow(), personRow({ email: 'x@' }), personRow(), personRow({ phone: 'abc' })], staff.operador.token);
    await runPendingImports(t.app);
  });

  it('pages the result rows and filters them by outcome', async () => {
    const res = await t.call(staff.operador.token, 'GET', `${JOBS}${jobId}/filas/?outcome=rejected&limit=1`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Paged<ImportRowRead>;
    expect(page.count).toBe(2);
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ row_number: 3, outcome: 'rejected', reason: IMPORT_MSG.rowInvalidEmail('x@') });
    expect(page.next).toContain('offset=1');
    expect(page.next).toContain('outcome=rejected');
    const second = (await t.call(staff.operador.token, 'GET', `${JOBS}${jobId}/filas/?outcome=rejected&limit=1&offset=1`)).json() as Paged<ImportRowRead>;
    expect(second.results[0]).toMatchObject({ row_number: 5, reason: IMPORT_MSG.rowInvalidPhone('abc') });
    const all = (await t.call(staff.operador.token, 'GET', `${JOBS}${jobId}/filas/`)).json() as Paged<ImportRowRead>;
    expect(all.results.map((r) => r.outcome)).toEqual(['created', 'rejected', 'created', 'rejected']);
    expect((await t.call(staff.operador.token, 'GET', `${JOBS}${jobId}/filas/?outcome=otro`)).statusCode).toBe(400);
  });

  it('downloads the result as a spreadsheet with the reason of each row', async () => {
    const res = await t.request(staff.operador.token, { method: 'GET', url: `${JOBS}${jobId}/resultado.xlsx` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Resultado-importacion-${jobId}.xlsx"`);
    const { rows } = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['Fila', 'Resultado', 'Motivo', 'Contacto', ...HEADERS]);
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([[2, 'Creado'], [3, 'Rechazado'], [4, 'Creado'], [5, 'Rechazado']]);
    expect(rows[2]![2]).toBe(IMPORT_MSG.rowInvalidEmail('x@'));
  });

  it('shows the job to its owner and to whoever may import, not to others', async () => {
    expect((await t.call(t.admin, 'GET', `${JOBS}${jobId}/`)).statusCode).toBe(200);
    for (const url of [`${JOBS}${jobId}/`, `${JOBS}${jobId}/filas/`, `${JOBS}${jobId}/resultado.xlsx`]) {
      expect((await t.call(staff.agente.token, 'GET', url)).statusCode).toBe(403);
      expect((await t.call(null, 'GET', url)).statusCode).toBe(401);
    }
    expect((await t.call(t.admin, 'GET', `${JOBS}999999/`)).json()).toEqual({ detail: IMPORT_MSG.jobNotFound });
  });
});

describe('files refused with a 400 and no job', () => {
  async function expectRefused(filename: string, content: Buffer, detail: string, status = 400) {
    const jobsBefore = await jobCount();
    const res = await upload(t.admin, filename, content);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ detail });
    expect(await jobCount()).toBe(jobsBefore);
    expect(storedImports()).toEqual([]);
  }

  it('a text file named .xlsx', async () => {
    await expectRefused('contactos.xlsx', Buffer.from('Nombres;Apellidos\nAna;Pérez\n'), IMPORT_MSG.notSpreadsheet);
  });

  it('a file with another extension, such as a renamed .txt', async () => {
    await expectRefused('contactos.txt', await xlsxOf([personRow()]), IMPORT_MSG.wrongExtension);
  });

  it('an old binary .xls, asking to save it as .xlsx', async () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048)]);
    await expectRefused('contactos.xls', ole, IMPORT_MSG.oldExcelFormat);
  });

  it('a zip that is not a workbook', async () => {
    await expectRefused('contactos.xlsx', zipOf([zipPart('hola.txt', 'hola')]), IMPORT_MSG.notSpreadsheet);
  });

  it('a sheet without a column for the name or for what identifies a contact', async () => {
    const noKey = HEADERS.filter((h) => !['Número de documento', 'Email', 'Teléfono'].includes(h));
    await expectRefused('contactos.xlsx', await xlsxOf([personRow()], noKey), IMPORT_MSG.mappingNoKey);
    const noName = HEADERS.filter((h) => !['Nombres', 'Razón social'].includes(h));
    await expectRefused('contactos.xlsx', await xlsxOf([personRow()], noName), IMPORT_MSG.mappingNoName);
  });

  it('accepts headers that differ only in case and accents', async () => {
    const headers = HEADERS.map((h) => h.toUpperCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
    const res = await upload(t.admin, 'contactos.xlsx', await xlsxOf([personRow()], headers));
    expect(res.statusCode, res.body).toBe(202);
    await runPendingImports(t.app);
    expect(await job((res.json() as { job_id: number }).job_id)).toMatchObject({ status: 'COMPLETADO', created_rows: 1 });
  });

  it('headers without rows', async () => {
    await expectRefused('contactos.xlsx', await xlsxOf([]), IMPORT_MSG.noRows);
  });

  it('a zip bomb: 210 MB of worksheet packed in a few hundred kilobytes, declared honestly or not', async () => {
    const bomb = await zeroPart('xl/worksheets/sheet1.xml', 210 * 1024 * 1024);
    await expectRefused('contactos.xlsx', zipOf(workbookParts(bomb)), IMPORT_MSG.zipBomb);
    await expectRefused('contactos.xlsx', zipOf(workbookParts({ ...bomb, declaredSize: 4096 })), IMPORT_MSG.zipBomb);
  });

  it('a file over the size limit', async () => {
    const big = Buffer.concat([await xlsxOf([personRow()]), Buffer.alloc(IMPORT_MAX_FILE_BYTES)]);
    await expectRefused('contactos.xlsx', big, IMPORT_MSG.tooLarge, 413);
  });

  it('a request without a file', async () => {
    const res = await t.call(t.admin, 'POST', UPLOAD, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: IMPORT_MSG.fileRequired });
  });
});

describe('column mapping', () => {
  const PREVIEW = '/api/contact/contacto/upload_excel/vista-previa/';

  /** An ordinary sheet: the headers people write, in their own order, with a column the import does not know. */
  async function ordinarySheet(rows: (string | number)[][]): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hoja1');
    sheet.addRow(['Nombre', 'Cédula', 'Celular', 'Correo', 'Observación']);
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  function ordinaryRows(count: number): (string | number)[][] {
    return Array.from({ length: count }, (_, i) => {
      counter += 1;
      return [`Persona ${counter}`, `71${String(counter).padStart(8, '0')}`, `300 ${String(counter).padStart(7, '0')}`, `persona${counter}@correo.co`, `nota ${i}`];
    });
  }

  it('previews the header with a suggested field per column and the first 5 rows, without keeping the file', async () => {
    const rows = ordinaryRows(7);
    const { payload, headers } = multipart('clientes.xlsx', await ordinarySheet(rows));
    const jobsBefore = await jobCount();
    const res = await t.request(staff.operador.token, { method: 'POST', url: PREVIEW, payload, headers });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as ImportPreview;
    expect(preview).toMatchObject({ filename: 'clientes.xlsx', total_rows: 7 });
    expect(preview.columns).toEqual([
      { index: 0, letter: 'A', header: 'Nombre', field: 'firstName' },
      { index: 1, letter: 'B', header: 'Cédula', field: 'documentNumber' },
      { index: 2, letter: 'C', header: 'Celular', field: 'phone' },
      { index: 3, letter: 'D', header: 'Correo', field: 'email' },
      { index: 4, letter: 'E', header: 'Observación', field: null },
    ]);
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[0]).toEqual({ row_number: 2, cells: rows[0]!.map(String) });
    expect(storedImports()).toEqual([]);
    expect(await jobCount()).toBe(jobsBefore);
  });

  it('recognises headers whatever their accents, case, spacing and common names', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hoja1');
    sheet.addRow(['  NOMBRES ', 'apellido', 'Documento', 'C.C.', 'E-mail', 'Móvil', 'TELEFONO', 'Dirección', 'sexo', '']);
    sheet.addRow(['Ana', 'Ríos', '123', '456', 'a@b.co', '3001112233', '3001112234', 'Calle 1', 'Femenino', 'x']);
    const { payload, headers } = multipart('c.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    const preview = (await t.request(t.admin, { method: 'POST', url: PREVIEW, payload, headers })).json() as ImportPreview;
    expect(preview.columns.map((c) => c.field)).toEqual(
      ['firstName', 'lastName', 'documentNumber', null, 'email', 'phone', null, 'address', 'gender'],
    );
  });

  it('imports an ordinary sheet (Nombre, Cédula, Celular, Correo) by its headers alone', async () => {
    const rows = ordinaryRows(2);
    const res = await upload(t.admin, 'clientes.xlsx', await ordinarySheet(rows));
    expect(res.statusCode, res.body).toBe(202);
    await runPendingImports(t.app);
    const done = await job((res.json() as { job_id: number }).job_id);
    expect(done).toMatchObject({ status: 'COMPLETADO', created_rows: 2, rejected_rows: 0 });
    const [created] = await contactByDocument(String(rows[0]![1]));
    expect(created).toMatchObject({ firstName: rows[0]![0], lastName: '', email: rows[0]![3], phone: e164(rows[0]![2]) });
  });

  it('imports with the mapping sent, leaving out the columns marked not to import', async () => {
    const rows = ordinaryRows(1);
    // The person says column A is the document and B the name (swapped on purpose), and leaves out the e-mail.
    const mapping = JSON.stringify(['documentNumber', 'firstName', 'phone', null, 'city']);
    const res = await upload(t.admin, 'clientes.xlsx', await ordinarySheet([[rows[0]![1]!, rows[0]![0]!, rows[0]![2]!, rows[0]![3]!, 'Cartago']]), { mapping });
    expect(res.statusCode, res.body).toBe(202);
    await runPendingImports(t.app);
    const [created] = await contactByDocument(String(rows[0]![1]));
    expect(created).toMatchObject({ firstName: rows[0]![0], email: null, city: 'Cartago' });
  });

  it('refuses a mapping that repeats a field, misses the name or the key, or is not one, with a Spanish 400 and no job', async () => {
    const content = await ordinarySheet(ordinaryRows(1));
    const cases: [string, string][] = [
      [JSON.stringify(['firstName', 'documentNumber', 'phone', 'phone', null]), IMPORT_MSG.mappingRepeated('Teléfono', ['Celular', 'Correo'])],
      [JSON.stringify([null, 'documentNumber', 'phone', 'email', null]), IMPORT_MSG.mappingNoName],
      [JSON.stringify(['firstName', null, null, null, 'city']), IMPORT_MSG.mappingNoKey],
      [JSON.stringify(['firstName', 'documentNumber', null, null, null, 'email']), IMPORT_MSG.mappingTooWide(5)],
      ['{"a":1}', IMPORT_MSG.mappingInvalid],
      ['[no es json', IMPORT_MSG.mappingInvalid],
      [JSON.stringify(['firstName', 'cedula']), IMPORT_MSG.mappingInvalid],
    ];
    for (const [mapping, detail] of cases) {
      const before = await jobCount();
      const res = await upload(t.admin, 'clientes.xlsx', content, { mapping });
      expect(res.statusCode, mapping).toBe(400);
      expect(res.json(), mapping).toEqual({ detail });
      expect(await jobCount()).toBe(before);
      expect(storedImports()).toEqual([]);
    }
  });

  it('the preview refuses what the import refuses: not a spreadsheet, an old .xls, no rows', async () => {
    const cases: [string, Buffer, string][] = [
      ['contactos.xlsx', Buffer.from('Nombre;Cédula\n'), IMPORT_MSG.notSpreadsheet],
      ['contactos.xls', Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048)]), IMPORT_MSG.oldExcelFormat],
      ['contactos.xlsx', await xlsxOf([]), IMPORT_MSG.noRows],
    ];
    for (const [filename, content, detail] of cases) {
      const { payload, headers } = multipart(filename, content);
      const res = await t.request(t.admin, { method: 'POST', url: PREVIEW, payload, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail });
    }
    expect(storedImports()).toEqual([]);
    const { payload, headers } = multipart('contactos.xlsx', await xlsxOf([personRow()]));
    expect((await t.request(staff.agente.token, { method: 'POST', url: PREVIEW, payload, headers })).statusCode).toBe(403);
  });
});

describe('upload access', () => {
  it('refuses an Agente (403) and an anonymous call (401) before reading the file', async () => {
    const content = await xlsxOf([personRow()]);
    expect((await upload(staff.agente.token, 'contactos.xlsx', content)).statusCode).toBe(403);
    expect((await upload(null, 'contactos.xlsx', content)).statusCode).toBe(401);
  });
});

describe('a job interrupted midway', () => {
  it('is claimed again once its heartbeat is stale and resumes without duplicating rows', async () => {
    const total = IMPORT_BATCH_SIZE * 2 + 137;
    const rows = Array.from({ length: total }, (_, i) => personRow(i === 700 ? { email: 'roto' } : {}));
    // Row 902 repeats row 102, which the first worker wrote: the resumed worker still knows it.
    rows[900] = { ...rows[100]!, city: 'Sogamoso' };
    const id = await uploadAccepted(rows);

    await runPendingImports(t.app, { batchLimit: 1 });
    expect(await job(id)).toMatchObject({ status: 'PROCESANDO', processed_rows: IMPORT_BATCH_SIZE, created_rows: IMPORT_BATCH_SIZE, reanudando: false });
    // Its worker is gone but the heartbeat is fresh: nobody takes it yet.
    expect(await runPendingImports(t.app)).toBe(0);

    // Fifteen seconds without a heartbeat: the import shows that it is resuming, and the next worker takes it.
    await t.database.db.update(jobs).set({ heartbeatAt: sql`now() - interval '16 seconds'` }).where(eq(jobs.uniqueKey, `contacts.import:${id}`));
    expect(await job(id)).toMatchObject({ status: 'PROCESANDO', reanudando: true });
    expect(await runPendingImports(t.app)).toBe(1);
    expect(await job(id)).toMatchObject({
      status: 'COMPLETADO', processed_rows: total, created_rows: total - 2, rejected_rows: 1, duplicate_rows: 1, total_rows: total,
    });

    const [results] = await t.database.db
      .select({ n: count(), distinctRows: sql<number>`count(distinct ${importJobRows.rowNumber})::int` })
      .from(importJobRows)
      .where(eq(importJobRows.jobId, id));
    expect(Number(results!.n)).toBe(total);
    expect(results!.distinctRows).toBe(total);
    const documents = rows.map((r) => String(r.documentNumber));
    const [created] = await t.database.db.select({ n: count() }).from(contacts).where(inArray(contacts.documentNumber, documents));
    expect(Number(created!.n)).toBe(total - 2);
    expect((await contactByDocument(rows[100]!.documentNumber as string))[0]!.city).toBe('Medellín');
    const auditRows = await t.database.db.select().from(audits).where(and(eq(audits.contentType, 'Importación de contactos'), eq(audits.objectId, id)));
    expect(auditRows).toHaveLength(1);
  });
});

describe('an import and contact forms at the same time', () => {
  it('leave one contact per e-mail, whichever writes first', async () => {
    const email = `simultaneo${Date.now()}@correo.co`;
    const id = await uploadAccepted([personRow({ documentNumber: '', email })]);
    const form = (i: number) => t.call(t.admin, 'POST', '/api/contact/contacto/', {
      first_name: 'Camila', last_name: 'Rojas', username: email, phone: `+57 311 ${String(Date.now() % 1000).padStart(3, '0')}${String(i).padStart(4, '0')}`,
    });
    const [, ...answers] = await Promise.all([runPendingImports(t.app), ...Array.from({ length: 10 }, (_, i) => form(i))]);
    expect(answers.filter((a) => a.statusCode === 201).length).toBeLessThanOrEqual(1);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) expect(refused.json()).toMatchObject({ duplicate: true, fields: ['email'] });
    const live = await t.database.db.select({ id: contacts.id }).from(contacts).where(and(sql`lower(${contacts.email}) = ${email}`, isNull(contacts.deletedAt)));
    expect(live).toHaveLength(1);
    expect((await job(id)).status).toBe('COMPLETADO');
  });
});
