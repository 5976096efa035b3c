import { randomInt, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  BROADCAST_MSG, CONFIRMATIONS_TEMPLATE_FILENAME, IMPORT_MSG, MASS_INLINE_ROWS, PERMISSIONS, type ChannelRead, type MassChannel, type MassSendResult,
  type TemplateRead,
} from '@atiende/shared';
import { userWithPermissions, useStaff, useTestApp, waitUntil } from '../../test/harness.js';
import { campaignUsers, campaigns, conversations } from '../../db/schema.js';
import { runDueJobs } from '../../jobs/jobs.runner.js';
import { moduleJobs } from '../index.js';

/*
 * The confirmations upload and Mensajería Masiva, through the Graph simulator over HTTP: each row's
 * outcome with its reason, bad files as Spanish 400s, a large file in the background, and the example
 * files to download.
 */

const t = useTestApp();
const staff = useStaff(t);

let channel: ChannelRead;
let campaignId: number;
let template: TemplateRead;

const CONFIRMATIONS = '/api/leads/campaign_broadcasts/send_confirmacion_servicio/';
const MASIVO = '/api/whatsapp/masivo/upload/';
const newPhone = () => `57320${randomInt(1_000_000, 9_999_999)}`;
const runJobs = () => runDueJobs(t.app, moduleJobs);

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Hoja 1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A multipart body with the file in `file` and the text fields, as the browser's upload sends it. */
function multipart(filename: string, content: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----atiende${randomUUID()}`;
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([...parts, head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (url: string, filename: string, content: Buffer, fields: Record<string, string> = {}, token = t.admin) =>
  t.request(token, { method: 'POST', url, ...multipart(filename, content, fields) });

async function customerMessages(phone: string) {
  const res = await t.call(t.admin, 'GET', `/api/sim/conversation/?channel=${channel.id}&address=${phone}`);
  return (res.json() as { messages: { from: string; kind: string; text: string | null }[] }).messages;
}

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const db = t.database.db;
  const [campaign] = await db.insert(campaigns).values({ name: `Cargas ${randomUUID()}`, description: 'Cargas' }).returning({ id: campaigns.id });
  campaignId = campaign!.id;
  await db.insert(campaignUsers).values({ campaignId, userId: staff.agente.id });
  const created = await t.call(t.admin, 'POST', '/api/channels/', {
    nombre: `WhatsApp cargas ${randomUUID().slice(0, 6)}`, tipo: 'WhatsApp', campaign: campaignId,
    config: {
      phone_number_id: 'pnid-cargas', waba_id: 'waba-cargas', access_token: 'EAAcargas-token-1234', app_secret: 'secreto-cargas', verify_token: 'v',
      api_url: `${origin}/sim/whatsapp/v21.0`, mensajes_por_segundo: '500',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  channel = created.json();
  const res = await t.call(t.admin, 'POST', '/api/whatsapp/template/', { name: `confirmacion_${randomUUID().slice(0, 8)}`, campaign: [campaignId], body: 'Hola {{1}}, su cita es el {{2}}.' });
  expect(res.statusCode, res.body).toBe(201);
  await runJobs();
  await waitUntil('plantilla aprobada', async () => (await t.call(t.admin, 'GET', `/api/whatsapp/template/${res.json().id}/`)).json().status === 'APPROVED');
  template = (await t.call(t.admin, 'GET', `/api/whatsapp/template/${res.json().id}/`)).json();
});

describe('the confirmations upload', () => {
  it('sends one confirmation template per row and says of every other row why it was not sent', async () => {
    const [ana, luis] = [newPhone(), newPhone()];
    const file = await workbook([
      ['Nombre', 'Teléfono', 'Plantilla', 'Variable 1', 'Variable 2'],
      ['Ana Gómez', `+${ana}`, template.name, 'Ana', 'lunes 3'],
      ['Sin Número', '', template.name, 'x', 'y'],
      ['Número Malo', 'abc123', template.name, 'x', 'y'],
      ['Plantilla Rara', newPhone(), 'no_existe', 'x', 'y'],
      ['Falta Variable', newPhone(), template.name, 'Solo una', ''],
      ['Luis Mejía', luis, '', 'Luis', 'martes 4'],
    ]);
    const res = await upload(CONFIRMATIONS, 'confirmaciones.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as MassSendResult;
    expect(result).toMatchObject({
      status: 'FINALIZADO', message: BROADCAST_MSG.uploadDone, error: '5 filas no se enviaron: vea no_enviados.', total: 6, procesadas: 6,
      enviados: [{ fila: 2, nombre: 'Ana Gómez', telefono: ana }],
    });
    expect(result.no_enviados.map((row) => [row.fila, row.error])).toEqual([
      [3, BROADCAST_MSG.noPhone],
      [4, BROADCAST_MSG.invalidPhone],
      [5, BROADCAST_MSG.templateUnknown('no_existe')],
      [6, BROADCAST_MSG.variablesMissing(template.name, 2)],
      [7, BROADCAST_MSG.confirmationNeedsTemplate],
    ]);
    expect(await customerMessages(ana)).toEqual([expect.objectContaining({ from: 'agent', kind: 'template', text: 'Hola Ana, su cita es el lunes 3.' })]);
    // A row without a template takes the one the form names.
    const withDefault = await upload(CONFIRMATIONS, 'confirmaciones.xlsx', await workbook([
      ['Nombre', 'Teléfono', 'Variable 1', 'Variable 2'], ['Luis Mejía', luis, 'Luis', 'martes 4'],
    ]), { template: String(template.id) });
    expect(withDefault.json()).toMatchObject({ status: 'FINALIZADO', error: null, enviados: [{ fila: 2, telefono: luis }], no_enviados: [] });
    // The customer's answer lands in the channel's campaign.
    await t.call(staff.agente.token, 'POST', '/api/sim/messages/', { channel: channel.id, name: 'Luis', address: luis, kind: 'text', text: 'Confirmo' });
    const [conversation] = await t.database.db.select().from(conversations).where(and(eq(conversations.address, luis), eq(conversations.channelId, channel.id)));
    expect(conversation).toMatchObject({ estado: 'EN_ESPERA', campaignId });
    const read = await t.call(t.admin, 'GET', `${CONFIRMATIONS}${result.id}/`);
    expect(read.json()).toMatchObject({ id: result.id, status: 'FINALIZADO', enviados: result.enviados });
  });

  it('answers bad files with Spanish 400s and changes nothing', async () => {
    const noFile = await t.request(t.admin, { method: 'POST', url: CONFIRMATIONS, ...multipart('x.txt', Buffer.from('x')) });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ detail: IMPORT_MSG.wrongExtension });
    const notMultipart = await t.call(t.admin, 'POST', CONFIRMATIONS, {});
    expect(notMultipart.json()).toEqual({ detail: IMPORT_MSG.fileRequired });
    const oldExcel = await upload(CONFIRMATIONS, 'viejo.xls', Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]));
    expect(oldExcel.json()).toEqual({ detail: IMPORT_MSG.oldExcelFormat });
    const garbage = await upload(CONFIRMATIONS, 'roto.xlsx', Buffer.from('esto no es un libro de Excel'));
    expect(garbage.json()).toEqual({ detail: IMPORT_MSG.notSpreadsheet });
    const noPhoneColumn = await upload(CONFIRMATIONS, 'c.xlsx', await workbook([['Nombre', 'Plantilla'], ['Ana', template.name]]));
    expect(noPhoneColumn.json()).toEqual({ detail: BROADCAST_MSG.missingColumns('Teléfono') });
    const headerOnly = await upload(CONFIRMATIONS, 'c.xlsx', await workbook([['Nombre', 'Teléfono', 'Plantilla']]));
    expect(headerOnly.json()).toEqual({ detail: BROADCAST_MSG.emptyFile });
    const badTemplate = await upload(CONFIRMATIONS, 'c.xlsx', await workbook([['Nombre', 'Teléfono'], ['Ana', newPhone()]]), { template: 'abc' });
    expect(badTemplate.statusCode).toBe(400);
  });

  it('offers its example file to download, and is for the elevated roles only', async () => {
    const res = await t.call(t.admin, 'GET', `${CONFIRMATIONS}plantilla/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(CONFIRMATIONS_TEMPLATE_FILENAME);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Nombre', 'Teléfono', 'Plantilla', 'Variable 1', 'Variable 2', 'Variable 3', 'Variable 4', 'Variable 5']);
    const file = await workbook([['Nombre', 'Teléfono'], ['Ana', newPhone()]]);
    expect((await upload(CONFIRMATIONS, 'c.xlsx', file, {}, staff.agente.token)).statusCode).toBe(403);
    expect((await upload(MASIVO, 'm.xlsx', file, {}, staff.operador.token)).statusCode).toBe(403);
    expect((await t.call(staff.agente.token, 'GET', '/api/whatsapp/masivo/plantilla/')).statusCode).toBe(403);
    expect((await t.call(staff.supervisor.token, 'GET', '/api/whatsapp/masivo/plantilla/')).statusCode).toBe(200);
  });
});

describe('Mensajería Masiva', () => {
  it('sends text within the customer\'s 24 hours and templates to anyone, with enviados and no_enviados', async () => {
    const [wrote, stranger, templated] = [newPhone(), newPhone(), newPhone()];
    await t.call(staff.agente.token, 'POST', '/api/sim/messages/', { channel: channel.id, name: 'Escribió Hoy', address: wrote, kind: 'text', text: 'Hola' });
    const res = await upload(MASIVO, 'masivo.xlsx', await workbook([
      ['Nombre', 'Teléfono', 'Mensaje', 'Plantilla', 'Variable 1', 'Variable 2'],
      ['Escribió Hoy', wrote, 'Gracias por escribir', '', '', ''],
      ['Nunca Escribió', stranger, 'Hola desconocido', '', '', ''],
      ['Con Plantilla', templated, '', template.name, 'Marta', 'viernes'],
      ['Vacía', newPhone(), '', '', '', ''],
    ]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'FINALIZADO', message: BROADCAST_MSG.uploadDone,
      enviados: [{ fila: 2, telefono: wrote }, { fila: 4, telefono: templated }],
      no_enviados: [{ fila: 3, error: BROADCAST_MSG.windowClosed }, { fila: 5, error: BROADCAST_MSG.noContent }],
    });
    expect((await customerMessages(wrote)).map((m) => m.text)).toEqual(['Hola', 'Gracias por escribir']);
    expect(await customerMessages(stranger)).toEqual([]);
    expect((await customerMessages(templated))[0]!.text).toBe('Hola Marta, su cita es el viernes.');
  });

  it('runs a large file in the background, with the pending text until it is done', async () => {
    const rows = Array.from({ length: MASS_INLINE_ROWS + 5 }, (_, i) => [`Cliente ${i}`, newPhone(), '', template.name, `C${i}`, 'hoy']);
    const res = await upload(MASIVO, 'grande.xlsx', await workbook([['Nombre', 'Teléfono', 'Mensaje', 'Plantilla', 'Variable 1', 'Variable 2'], ...rows]));
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ status: 'PENDIENTE', message: BROADCAST_MSG.uploadPending, total: MASS_INLINE_ROWS + 5, procesadas: 0 });
    await runJobs();
    const done = await t.call(t.admin, 'GET', `/api/whatsapp/masivo/${res.json().id}/`);
    expect(done.json()).toMatchObject({ status: 'FINALIZADO', message: BROADCAST_MSG.uploadDone, procesadas: MASS_INLINE_ROWS + 5, error: null });
    expect(done.json().enviados).toHaveLength(MASS_INLINE_ROWS + 5);
    expect((await t.call(t.admin, 'GET', `${CONFIRMATIONS}${res.json().id}/`)).statusCode).toBe(404);
  });

  it('offers the WhatsApp channels of the uploader\'s campaigns, and refuses a channel of another campaign', async () => {
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const [other] = await t.database.db.insert(campaigns).values({ name: `Otra carga ${randomUUID()}`, description: 'Otra' }).returning({ id: campaigns.id });
    const created = await t.call(t.admin, 'POST', '/api/channels/', {
      nombre: `WhatsApp otra carga ${randomUUID().slice(0, 6)}`, tipo: 'WhatsApp', campaign: other!.id,
      config: {
        phone_number_id: 'pnid-otra-carga', waba_id: 'waba-cargas', access_token: 'EAAotra-token-1234', app_secret: 'secreto-otra', verify_token: 'v',
        api_url: `${origin}/sim/whatsapp/v21.0`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const otherChannel = created.json() as ChannelRead;

    // Who sees everything is offered every channel, each with its campaign, in the order the default is chosen.
    const all = await t.call(t.admin, 'GET', '/api/whatsapp/masivo/canales/');
    expect(all.statusCode, all.body).toBe(200);
    const offered = all.json() as MassChannel[];
    expect(offered).toEqual(expect.arrayContaining([
      { id: channel.id, nombre: channel.nombre, campaign: { id: campaignId, name: expect.stringMatching(/^Cargas /) } },
      { id: otherChannel.id, nombre: otherChannel.nombre, campaign: { id: other!.id, name: expect.stringMatching(/^Otra carga /) } },
    ]));
    expect(offered.map((c) => c.id)).toEqual([...offered.map((c) => c.id)].sort((a, b) => a - b));

    // A sender who sees only their campaigns: that campaign's channel, and another campaign's is refused by name.
    const sender = await userWithPermissions(t, [PERMISSIONS.broadcastsManage]);
    await t.database.db.insert(campaignUsers).values({ campaignId, userId: sender.id });
    const mine = await t.call(sender.token, 'GET', '/api/whatsapp/masivo/canales/');
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as MassChannel[]).map((c) => c.id)).toEqual([channel.id]);
    const file = await workbook([['Nombre', 'Teléfono', 'Mensaje'], ['Ana', newPhone(), 'Hola']]);
    const refused = await upload(MASIVO, 'm.xlsx', file, { channel: String(otherChannel.id) }, sender.token);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({ channel: [BROADCAST_MSG.channelNotYours] });
    expect((await t.call(staff.agente.token, 'GET', '/api/whatsapp/masivo/canales/')).statusCode).toBe(403);

    // The rows of another campaign's uploads (names and numbers) are as absent to them as an upload that does not exist.
    const theirs = await upload(MASIVO, 'otra.xlsx', await workbook([['Nombre', 'Teléfono', 'Mensaje'], ['Rosa Díaz', newPhone(), 'Hola']]), { channel: String(otherChannel.id) });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const confirmations = await upload(CONFIRMATIONS, 'otra.xlsx', await workbook([
      ['Nombre', 'Teléfono', 'Plantilla', 'Variable 1', 'Variable 2'], ['Rosa Díaz', newPhone(), template.name, 'Rosa', 'lunes'],
    ]), { channel: String(otherChannel.id) });
    expect(confirmations.statusCode, confirmations.body).toBe(200);
    for (const url of [`/api/whatsapp/masivo/${theirs.json().id}/`, `${CONFIRMATIONS}${confirmations.json().id}/`]) {
      const hidden = await t.call(sender.token, 'GET', url);
      expect(hidden.statusCode, url).toBe(404);
      expect(hidden.json()).toEqual({ detail: BROADCAST_MSG.uploadNotFound });
      expect(hidden.body).not.toContain('Rosa');
      expect((await t.call(t.admin, 'GET', url)).statusCode).toBe(200);
    }
    // Their own upload they read, and so does who sees everything.
    const own = await upload(MASIVO, 'mia.xlsx', await workbook([['Nombre', 'Teléfono', 'Mensaje'], ['Ana', newPhone(), 'Hola']]), {}, sender.token);
    expect(own.statusCode, own.body).toBe(200);
    expect((await t.call(sender.token, 'GET', `/api/whatsapp/masivo/${own.json().id}/`)).json()).toMatchObject({ id: own.json().id, total: 1 });
    expect((await t.call(t.admin, 'GET', `/api/whatsapp/masivo/${own.json().id}/`)).statusCode).toBe(200);
  });
});
