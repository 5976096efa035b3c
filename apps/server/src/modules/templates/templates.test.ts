import { randomInt, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHAT_MSG, MSG, TEMPLATE_MSG, type ChannelRead, type TemplateRead } from '@atiende/shared';
import { useStaff, useTestApp, waitUntil } from '../../test/harness.js';
import { campaignUsers, campaigns, chatMessages, jobs, whatsappTemplateReviews, whatsappTemplates } from '../../db/schema.js';
import { metaSignature } from '../../integrations/meta/meta.webhook.js';
import { runDueJobs } from '../../jobs/jobs.runner.js';
import { moduleJobs } from '../index.js';

/*
 * WhatsApp templates through the Graph simulator, over HTTP as with Meta: created here, submitted to the
 * channel's business account by a job, approved by the signed review webhook the simulator sends, then sent
 * in a conversation whose service window is closed.
 */

const t = useTestApp();
const staff = useStaff(t);

const ACCESS_TOKEN = 'EAAplantillas-token-1234';
const APP_SECRET = 'secreto-app-plantillas';
const WABA = 'waba-plantillas';

let channel: ChannelRead;
let campaignId: number;
let otherCampaignId: number;
let lonelyCampaignId: number;
/** A 1×1 PNG as the header file. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const runJobs = () => runDueJobs(t.app, moduleJobs);
const newName = () => `plantilla_${randomUUID().slice(0, 8).replace(/-/g, '')}`;
const newPhone = () => `57301${randomInt(1_000_000, 9_999_999)}`;

async function createTemplate(body: object, token = t.admin) {
  return t.call(token, 'POST', '/api/whatsapp/template/', body);
}

/** The header files kept on disk, wherever the uploads folder puts them. */
async function storedHeaderFiles(): Promise<string[]> {
  const folder = path.join(t.app.config.uploadsDir, 'plantillas');
  return (await readdir(folder, { recursive: true }).catch(() => [] as string[])).filter((name) => /\.\w+$/.test(name));
}

async function template(id: number): Promise<TemplateRead> {
  const res = await t.call(t.admin, 'GET', `/api/whatsapp/template/${id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Creates a template, lets its job submit it, and waits for the simulator's review webhook to approve it. */
async function approvedTemplate(body: Partial<Record<string, unknown>> = {}): Promise<TemplateRead> {
  const res = await createTemplate({ name: newName(), campaign: [campaignId], body: 'Hola {{1}}, su cita es el {{2}}.', ...body });
  expect(res.statusCode, res.body).toBe(201);
  await runJobs();
  await waitUntil('la plantilla aprobada', async () => (await template(res.json().id)).status === 'APPROVED');
  return template(res.json().id);
}

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const db = t.database.db;
  const [campaign] = await db.insert(campaigns).values({ name: `Plantillas ${randomUUID()}`, description: 'Plantillas' }).returning({ id: campaigns.id });
  campaignId = campaign!.id;
  const [other] = await db.insert(campaigns).values({ name: `Otra ${randomUUID()}`, description: 'Otra' }).returning({ id: campaigns.id });
  otherCampaignId = other!.id;
  const [lonely] = await db.insert(campaigns).values({ name: `Sin canal ${randomUUID()}`, description: 'Sin canal' }).returning({ id: campaigns.id });
  lonelyCampaignId = lonely!.id;
  await db.insert(campaignUsers).values({ campaignId, userId: staff.agente.id });
  for (const [id, suffix] of [[campaignId, 'a'], [otherCampaignId, 'b']] as const) {
    const res = await t.call(t.admin, 'POST', '/api/channels/', {
      nombre: `WhatsApp plantillas ${suffix} ${randomUUID().slice(0, 6)}`, tipo: 'WhatsApp', campaign: id,
      config: {
        phone_number_id: `pnid-plantillas-${suffix}`, waba_id: WABA, access_token: ACCESS_TOKEN, app_secret: APP_SECRET, verify_token: 'v',
        api_url: `${origin}/sim/whatsapp/v21.0`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    if (suffix === 'a') channel = res.json();
  }
});

describe('creating a template', () => {
  it('submits it to the business account and follows Meta\'s review webhook to APPROVED', async () => {
    const name = newName();
    const res = await createTemplate({ name, campaign: [campaignId], body: 'Hola {{1}}, su pedido {{2}} va en camino.', ejemplos: ['Ana', 'A-77'] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name, campaign: [campaignId], variables: 2, languaje_code: 'es', status: 'PENDING', message: TEMPLATE_MSG.created,
      estados: [{ channel: channel.id, waba_id: WABA, status: 'PENDING', submitted: false }],
    });
    await runJobs();
    const submitted = await template(res.json().id);
    expect(submitted.estados[0]!.submitted).toBe(true);
    await waitUntil('la revisión de Meta', async () => (await template(res.json().id)).status === 'APPROVED');
    // The simulated account holds it, as Graph's own list would show.
    const sim = await t.call(t.admin, 'GET', `/api/sim/templates/?channel=${channel.id}`);
    expect(sim.json().templates).toContainEqual(expect.objectContaining({ name, language: 'es', status: 'APPROVED', body: 'Hola {{1}}, su pedido {{2}} va en camino.' }));
  });

  it('turns a written name into Meta\'s form and keeps a header file, served to staff', async () => {
    const res = await createTemplate({
      name: 'Confirmación de Cita', campaign: [campaignId], body: 'Su cita está confirmada.',
      file: `data:image/png;base64,${PNG.toString('base64')}`, fileName: 'logo.png', type_template: 'image',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'confirmacion_de_cita', type_template: 'image', fileName: 'logo.png' });
    const file = await t.call(staff.agente.token, 'GET', res.json().file);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    await runJobs();
    await waitUntil('la plantilla con encabezado aprobada', async () => (await template(res.json().id)).status === 'APPROVED');
  });

  it('answers Spanish field errors and stores nothing', async () => {
    const empty = await createTemplate({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ name: [MSG.required], campaign: [expect.any(String)], body: [MSG.required] });
    const gap = await createTemplate({ name: newName(), campaign: [campaignId], body: 'Hola {{2}}' });
    expect(gap.json()).toEqual({ body: [TEMPLATE_MSG.variablesOrder] });
    const examples = await createTemplate({ name: newName(), campaign: [campaignId], body: 'Hola {{1}}', ejemplos: ['a', 'b'] });
    expect(examples.json()).toEqual({ ejemplos: [TEMPLATE_MSG.examplesCount(1)] });
    const noCampaign = await createTemplate({ name: newName(), campaign: [], body: 'Hola' });
    expect(noCampaign.json()).toEqual({ campaign: [TEMPLATE_MSG.campaignsRequired] });
    const noChannel = await createTemplate({ name: newName(), campaign: [lonelyCampaignId], body: 'Hola' });
    expect(noChannel.json()).toEqual({ campaign: [TEMPLATE_MSG.noChannel] });
    const badFile = await createTemplate({ name: newName(), campaign: [campaignId], body: 'Hola', file: 'data:text/html;base64,PGgxPmhvbGE8L2gxPg==' });
    expect(badFile.json()).toEqual({ file: [TEMPLATE_MSG.fileType] });
    const mismatch = await createTemplate({ name: newName(), campaign: [campaignId], body: 'Hola', file: `data:image/png;base64,${PNG.toString('base64')}`, type_template: 'video' });
    expect(mismatch.json()).toEqual({ type_template: [TEMPLATE_MSG.typeMismatch] });
    const name = newName();
    expect((await createTemplate({ name, campaign: [campaignId], body: 'Hola' })).statusCode).toBe(201);
    const twice = await createTemplate({ name, campaign: [otherCampaignId], body: 'Hola otra vez' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ name: [TEMPLATE_MSG.nameTaken] });
    expect(twice.headers['x-error-code']).toBe('duplicate');
  });

  it('creates one template when twenty identical ones arrive at once, keeping one header file and one submission', async () => {
    const name = newName();
    const body = {
      name, campaign: [campaignId, otherCampaignId], body: 'Hola {{1}}, su turno es hoy.',
      file: `data:image/png;base64,${PNG.toString('base64')}`, fileName: 'turno.png', type_template: 'image',
    };
    const filesBefore = await storedHeaderFiles();
    const answers = await Promise.all(Array.from({ length: 20 }, () => createTemplate(body)));
    expect(answers.map((a) => a.statusCode).sort(), answers.find((a) => a.statusCode !== 201 && a.statusCode !== 400)?.body).toEqual([201, ...Array(19).fill(400)]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) expect(refused.json()).toEqual({ name: [TEMPLATE_MSG.nameTaken] });
    const kept = await t.database.db.select({ id: whatsappTemplates.id }).from(whatsappTemplates).where(eq(whatsappTemplates.name, name));
    expect(kept).toHaveLength(1);
    // Both campaigns' channels share one business account: one review, one submission job, one file.
    const reviews = await t.database.db.select().from(whatsappTemplateReviews).where(eq(whatsappTemplateReviews.templateId, kept[0]!.id));
    expect(reviews).toHaveLength(1);
    const submissions = await t.database.db.select().from(jobs).where(eq(jobs.uniqueKey, `templates.submit:${reviews[0]!.id}`));
    expect(submissions).toHaveLength(1);
    expect((await storedHeaderFiles()).length - filesBefore.length).toBe(1);

    // Twenty different ones at once are all created.
    const names = Array.from({ length: 20 }, newName);
    const distinct = await Promise.all(names.map((each) => createTemplate({ name: each, campaign: [campaignId], body: 'Hola {{1}}.' })));
    expect(distinct.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(distinct.map((a) => a.json().id)).size).toBe(20);
  });

  it('is for SuperAdmin, Administrador and Supervisor: agents and operators are refused', async () => {
    const body = { name: newName(), campaign: [campaignId], body: 'Hola' };
    expect((await createTemplate(body, staff.agente.token)).statusCode).toBe(403);
    expect((await createTemplate(body, staff.operador.token)).statusCode).toBe(403);
    expect((await t.call(staff.agente.token, 'GET', '/api/whatsapp/template/')).statusCode).toBe(403);
    expect((await createTemplate(body, staff.supervisor.token)).statusCode).toBe(201);
    expect((await t.call(staff.administrador.token, 'GET', '/api/whatsapp/template/')).statusCode).toBe(200);
    expect((await t.call(null, 'GET', '/api/whatsapp/template/FullList/')).statusCode).toBe(401);
  });
});

describe('listing templates', () => {
  it('pages and searches for who manages them; agents see only the approved ones of their campaigns', async () => {
    const mine = await approvedTemplate({ body: 'Buscable {{1}} {{2}}' });
    const pending = await createTemplate({ name: newName(), campaign: [campaignId], body: 'Aún en revisión' });
    const foreign = await createTemplate({ name: newName(), campaign: [otherCampaignId], body: 'De otra campaña' });
    const paged = await t.call(t.admin, 'GET', `/api/whatsapp/template/?search=${mine.name}`);
    expect(paged.json()).toMatchObject({ count: 1, next: null, previous: null, results: [{ id: mine.id }] });
    const approvedOnly = await t.call(t.admin, 'GET', '/api/whatsapp/template/?status=APPROVED&limit=500');
    expect(approvedOnly.json().results.every((r: TemplateRead) => r.status === 'APPROVED')).toBe(true);
    const agentList = await t.call(staff.agente.token, 'GET', '/api/whatsapp/template/FullList/');
    expect(agentList.statusCode).toBe(200);
    const ids = agentList.json().map((r: TemplateRead) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(pending.json().id);
    expect(ids).not.toContain(foreign.json().id);
  });
});

describe('the review webhook', () => {
  it('applies REJECTED and PAUSED with Meta\'s reason, signed; an unsigned delivery changes nothing', async () => {
    const created = await approvedTemplate();
    const review = (status: string, reason?: string) => t.call(t.admin, 'POST', '/api/sim/templates/review/', { channel: channel.id, name: created.name, status, reason });
    const paused = await review('PAUSED', 'LOW_QUALITY');
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().entregas).toBe(2);
    expect(await template(created.id)).toMatchObject({ status: 'PAUSED', estados: [{ status: 'PAUSED', reason: 'LOW_QUALITY' }] });
    // A delivery without Meta's signature is refused before it is read.
    const forged = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: WABA, changes: [{ field: 'message_template_status_update', value: { event: 'APPROVED', message_template_name: created.name, message_template_language: 'es' } }] }] });
    const refused = await t.app.inject({ method: 'POST', url: channel.webhook_url, payload: forged, headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(forged, 'otro-secreto') } });
    expect(refused.statusCode).toBe(401);
    expect((await template(created.id)).status).toBe('PAUSED');
    // The same delivery signed with the app secret is applied, as Meta's would be.
    const signed = await t.app.inject({ method: 'POST', url: channel.webhook_url, payload: forged, headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(forged, APP_SECRET) } });
    expect(signed.json()).toMatchObject({ estados: 1 });
    expect((await template(created.id)).status).toBe('APPROVED');
    await review('REJECTED', 'INVALID_FORMAT');
    expect(await template(created.id)).toMatchObject({ status: 'REJECTED', estados: [{ reason: 'INVALID_FORMAT' }] });
  });

  it('keeps a review that arrived before the submission\'s answer', async () => {
    const res = await createTemplate({ name: newName(), campaign: [campaignId], body: 'Rápida' });
    const { name } = res.json() as TemplateRead;
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: WABA, changes: [{ field: 'message_template_status_update', value: { event: 'REJECTED', message_template_name: name, message_template_language: 'es', reason: 'TAG_CONTENT_MISMATCH' } }] }] });
    await t.app.inject({ method: 'POST', url: channel.webhook_url, payload: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body, APP_SECRET) } });
    await runJobs();
    expect(await template(res.json().id)).toMatchObject({ status: 'REJECTED', estados: [{ submitted: true, reason: 'TAG_CONTENT_MISMATCH' }] });
  });
});

describe('sending a template in a conversation', () => {
  it('is what a chat the agent starts offers: plain text is refused with 409, the approved template goes out rendered', async () => {
    const approved = await approvedTemplate();
    const phone = newPhone();
    const started = await t.call(staff.agente.token, 'POST', '/api/conversation/get_or_create_conversation/', { phone, channel: channel.id });
    expect(started.statusCode, started.body).toBe(200);
    const conversation = started.json().conversation;
    expect(conversation.plantilla_requerida).toBe(true);
    const text = await t.call(staff.agente.token, 'POST', '/api/whatsapp/message/', { conversation: conversation.id, phone, type: 'text', body: 'Hola' });
    expect(text.statusCode).toBe(409);
    expect(text.json()).toEqual({ detail: CHAT_MSG.windowClosed });
    const offered = await t.call(staff.agente.token, 'GET', `/api/whatsapp/template/FullList/?conversation=${conversation.id}`);
    expect(offered.json().map((r: TemplateRead) => r.id)).toContain(approved.id);

    const sent = await t.call(staff.agente.token, 'POST', '/api/whatsapp/message/', {
      conversation: conversation.id, type: 'template', template: approved.id, variables: ['Camila', '3 de marzo'],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toMatchObject({ msg_type: 'template', status: 'pending', body: 'Hola Camila, su cita es el 3 de marzo.' });
    await runJobs();
    const [stored] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, sent.json().message.id));
    expect(stored).toMatchObject({ status: 'sent', extra: { plantilla: { id: approved.id, name: approved.name, variables: ['Camila', '3 de marzo'] } } });
    const customer = await t.call(staff.agente.token, 'GET', `/api/sim/conversation/?channel=${channel.id}&address=${phone}`);
    expect(customer.json().messages).toEqual([expect.objectContaining({ from: 'agent', kind: 'template', text: 'Hola Camila, su cita es el 3 de marzo.' })]);
  });

  it('refuses a template not approved, of another campaign, or with the wrong number of values, in Spanish', async () => {
    const approved = await approvedTemplate();
    const pending = (await createTemplate({ name: newName(), campaign: [campaignId], body: 'Pendiente' })).json() as TemplateRead;
    const foreign = (await createTemplate({ name: newName(), campaign: [otherCampaignId], body: 'Ajena' })).json() as TemplateRead;
    const phone = newPhone();
    const conversation = (await t.call(staff.agente.token, 'POST', '/api/conversation/get_or_create_conversation/', { phone, channel: channel.id })).json().conversation;
    const send = (template: number, variables: string[] = []) => t.call(staff.agente.token, 'POST', '/api/whatsapp/message/', { conversation: conversation.id, type: 'template', template, variables });
    expect((await send(pending.id)).json()).toEqual({ template: [TEMPLATE_MSG.notApproved] });
    expect((await send(foreign.id)).json()).toEqual({ template: [TEMPLATE_MSG.notOfCampaign] });
    expect((await send(approved.id, ['solo uno'])).json()).toEqual({ variables: [TEMPLATE_MSG.variablesCount(2)] });
    expect((await send(999_999)).json()).toEqual({ template: [TEMPLATE_MSG.notFound] });
    const missing = await t.call(staff.agente.token, 'POST', '/api/whatsapp/message/', { conversation: conversation.id, type: 'template' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ template: [MSG.required] });
  });
});
