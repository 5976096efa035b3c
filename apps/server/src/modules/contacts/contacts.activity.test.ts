import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACTIVITY_MSG, type ContactActivityItem, type ContactActivityPage, type ContactRead, type RoleName } from '@atiende/shared';
import { useStaff, useTestApp } from '../../test/harness.js';
import { audits, campaignUsers, channels, chatMessages, conversations, gestiones, roles } from '../../db/schema.js';
import { insertCampaign } from '../gestiones/gestiones.fixtures.js';

const t = useTestApp();
const staff = useStaff(t, { agente: { firstName: 'Pedro', lastName: 'Agente' } });
const BASE = '/api/contact/contacto/';

let counter = 0;
async function createPerson(): Promise<ContactRead> {
  counter += 1;
  const res = await t.call(t.admin, 'POST', BASE, {
    first_name: 'Marta', last_name: `Actividad ${counter}`, username: `actividad${counter}@correo.co`,
    documentNumber: `55${String(counter).padStart(8, '0')}`, phone: `+57 311 ${String(counter).padStart(7, '0')}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ContactRead;
}

const activity = (token: string, contactId: number, query = '') => t.call(token, 'GET', `${BASE}${contactId}/actividad/${query}`);
const pageOf = (res: Awaited<ReturnType<typeof activity>>) => res.json() as ContactActivityPage;

let campaignId: number;
let channelId: number;
beforeAll(async () => {
  const campaign = await insertCampaign(t.database.db, { name: 'Ventas hogar' });
  campaignId = campaign.id;
  await t.database.db.insert(campaignUsers).values({ campaignId, userId: staff.agente.id });
  const [channel] = await t.database.db.insert(channels).values({
    nombre: 'WhatsApp Ventas', tipo: 'WhatsApp', campaignId, config: {}, secrets: 'x',
  }).returning();
  channelId = channel!.id;
});

async function conversationAt(contactId: number, at: string, campaign: number | null = campaignId) {
  const [row] = await t.database.db.insert(conversations).values({
    channelId, type: 'WhatsApp', address: `57311${(counter += 1)}`, contactId, campaignId: campaign, estado: 'FINALIZADA', createdAt: new Date(at),
  }).returning();
  await t.database.db.insert(chatMessages).values([
    { conversationId: row!.id, channelId, fromMe: false, msgType: 'text', body: 'Hola' },
    { conversationId: row!.id, channelId, fromMe: true, msgType: 'text', body: 'Buenos días' },
  ]);
  await t.database.db.update(conversations).set({ lastMessage: { kind: 'text', content: 'Buenos días', from_me: true } })
    .where(eq(conversations.id, row!.id));
  return row!;
}

describe('the activity of a contact', () => {
  it('lists gestiones, conversations and recorded changes newest first, with who, what and where to see it', async () => {
    const contact = await createPerson();
    const added = await t.call(t.admin, 'POST', '/api/contact/datos_contacto/', {
      contact: contact.id, label: 'Trabajo', tipo: 'Email', value_1: 'marta.trabajo@empresa.co',
    });
    expect(added.statusCode, added.body).toBe(201);
    const db = t.database.db;
    const [older] = await db.insert(gestiones).values({
      contactId: contact.id, campaignId, agentId: staff.agente.id, estado: 'FINALIZADO', createdAt: new Date('2024-03-01T15:00:00Z'),
      observaciones: 'Llamó por la factura',
    }).returning();
    const chat = await conversationAt(contact.id, '2024-03-02T10:00:00Z');
    const [newer] = await db.insert(gestiones).values({
      contactId: contact.id, campaignId, agentId: staff.agente.id, estado: 'EN_GESTION', createdAt: new Date('2024-03-03T09:30:00Z'),
    }).returning();

    const res = await activity(t.admin, contact.id);
    expect(res.statusCode, res.body).toBe(200);
    const { results, next_before } = pageOf(res);
    expect(next_before).toBeNull();
    expect(results.map((r) => r.kind)).toEqual(['datos', 'perfil', 'gestion', 'conversacion', 'gestion']);
    expect(results.slice(2).map((r) => r.key)).toEqual([`gestion_${newer!.id}`, `chat_${chat.id}`, `gestion_${older!.id}`]);
    expect(results[0]).toMatchObject({
      user: 'admin@atiende.co', title: 'Datos de contacto: creación', link: `/contact/${contact.id}/contact_profile?tab=datos`,
    });
    expect(results[0]!.description).toContain('marta.trabajo@empresa.co');
    expect(results[1]).toMatchObject({ title: 'Perfil del contacto: creación', link: `/contact/${contact.id}/contact_profile?tab=general` });
    expect(results[4]).toEqual({
      key: `gestion_${older!.id}`, kind: 'gestion', at: '2024-03-01T15:00:00.000Z', user: 'Pedro Agente',
      title: 'Gestión en Ventas hogar', description: 'Finalizado — Sin calificación — Telefonía - Manual — Llamó por la factura',
      link: `/gestionContacto/${contact.id}?gestion=${older!.id}`,
    } satisfies ContactActivityItem);
    expect(results[3]).toMatchObject({
      kind: 'conversacion', at: '2024-03-02T10:00:00.000Z', title: 'Conversación por WhatsApp (WhatsApp Ventas)',
      description: '2 mensajes, finalizada. Último mensaje: Buenos días', link: `/chat/${chat.address}`,
    });
  });

  it('records the contact\'s groups and a campaign it alone was assigned to', async () => {
    const contact = await createPerson();
    const group = await t.call(t.admin, 'POST', '/api/contact/grupoContacto/', { name: `Grupo actividad ${(counter += 1)}`, etiqueta: 'blue' });
    expect(group.statusCode, group.body).toBe(201);
    expect((await t.call(t.admin, 'POST', `${BASE}${contact.id}/agregar_grupo/`, { grupo: [group.json().id] })).statusCode).toBe(200);
    const assigned = await t.call(t.admin, 'POST', `/api/campaign/campaign/${campaignId}/assign_contacts/`, { contact: [contact.id] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const { results } = pageOf(await activity(t.admin, contact.id));
    expect(results.map((r) => r.kind)).toEqual(['campana', 'grupo', 'perfil']);
    expect(results[0]!.description).toContain('Ventas hogar');
  });

  it('pages by time without skipping or repeating entries that share a moment', async () => {
    const contact = await createPerson();
    const db = t.database.db;
    const moment = new Date('2024-06-01T12:00:00.123456Z');
    await db.insert(gestiones).values([0, 1, 2].map(() => ({ contactId: contact.id, campaignId, createdAt: moment })));
    await db.insert(audits).values([0, 1].map(() => ({
      contentType: 'Contacto', tipoGestion: 'Actualización', estado: 'Exitoso', descripcion: 'Cambio', contactId: contact.id, createdDate: moment,
    })));
    await conversationAt(contact.id, moment.toISOString());
    const whole = pageOf(await activity(t.admin, contact.id, '?limit=100')).results.map((r) => r.key);
    expect(whole).toHaveLength(7);

    const paged: string[] = [];
    let before: string | null = null;
    do {
      const res = await activity(t.admin, contact.id, `?limit=2${before ? `&before=${encodeURIComponent(before)}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = pageOf(res);
      paged.push(...page.results.map((r) => r.key));
      before = page.next_before;
    } while (before !== null && paged.length < 20);
    expect(paged).toEqual(whole);
  });

  it('refuses a malformed cursor or page size', async () => {
    const contact = await createPerson();
    const bad = await activity(t.admin, contact.id, '?before=ayer');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ before: [ACTIVITY_MSG.badCursor] });
    expect((await activity(t.admin, contact.id, '?limit=500')).statusCode).toBe(400);
    for (const cursor of ['2024-02-31T00:00:00.000000Z_gestion_1', '2024-01-01T24:00:00.000000Z_audit_1', '2024-01-01T00:00:00.000000Z_chat_9999999999']) {
      const res = await activity(t.admin, contact.id, `?before=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
    }
    expect((await activity(t.admin, contact.id, `?before=${encodeURIComponent('2024-01-01T00:00:00.000000Z_chat_5')}`)).statusCode).toBe(200);
  });

  it('shows the history a merge brought along, after the entry of the merge itself', async () => {
    const survivor = await createPerson();
    const other = await createPerson();
    const [gestion] = await t.database.db.insert(gestiones).values({ contactId: other.id, createdAt: new Date('2024-01-01T00:00:00Z') }).returning();
    expect((await t.call(t.admin, 'POST', `${BASE}${survivor.id}/fusionar/`, { other_id: other.id })).statusCode).toBe(200);
    const { results } = pageOf(await activity(t.admin, survivor.id));
    expect(results[0]).toMatchObject({ kind: 'fusion', title: 'Contactos fusionados: actualización' });
    expect(results.map((r) => r.key)).toContain(`gestion_${gestion!.id}`);
    // The absorbed contact's own creation entry now shows on the survivor's timeline.
    expect(results.filter((r) => r.kind === 'perfil' && r.description.includes(other.get_full_name))).toHaveLength(1);
  });
});

describe('who reads the activity of a contact', () => {
  it('gets the answer the profile gives: 403 without the right to see contacts, 404 for a deleted or unknown one', async () => {
    const contact = await createPerson();
    const [role] = await t.database.db.insert(roles).values({ nombre: 'Sin clientes' }).returning();
    const outsider = await t.userWithRole(role!.nombre as RoleName);
    const same = async (token: string, id: number, status: number) => {
      const profile = await t.call(token, 'GET', `${BASE}${id}/`);
      const timeline = await activity(token, id);
      expect(profile.statusCode).toBe(status);
      expect(timeline.statusCode).toBe(status);
      expect(timeline.json()).toEqual(profile.json());
    };
    await same(outsider.token, contact.id, 403);
    const deleted = await createPerson();
    expect((await t.call(t.admin, 'DELETE', `${BASE}${deleted.id}/`)).statusCode).toBe(204);
    await same(t.admin, deleted.id, 404);
    await same(staff.agente.token, deleted.id, 404);
    await same(t.admin, 2_000_000_000, 404);
    expect((await activity(null as unknown as string, contact.id)).statusCode).toBe(401);
  });

  it('an agent sees the gestiones and conversations they may read elsewhere, and the changes to the contact', async () => {
    const contact = await createPerson();
    const db = t.database.db;
    const elsewhere = await insertCampaign(db);
    const outsiderAgent = await t.userWithRole('Agente');
    const [own] = await db.insert(gestiones).values({ contactId: contact.id, agentId: outsiderAgent.id, campaignId: elsewhere.id }).returning();
    const [inCampaign] = await db.insert(gestiones).values({ contactId: contact.id, agentId: staff.supervisor.id, campaignId }).returning();
    const chat = await conversationAt(contact.id, '2024-05-05T05:05:05Z');
    const keysFor = async (token: string) => pageOf(await activity(token, contact.id)).results.map((r) => r.key);

    // Pedro works the campaign: its gestiones and conversations; the outsider only their own gestión.
    expect(await keysFor(staff.agente.token)).toEqual(expect.arrayContaining([`gestion_${inCampaign!.id}`, `chat_${chat.id}`]));
    expect(await keysFor(staff.agente.token)).not.toContain(`gestion_${own!.id}`);
    const outsiderKeys = await keysFor(outsiderAgent.token);
    expect(outsiderKeys).toContain(`gestion_${own!.id}`);
    expect(outsiderKeys).not.toContain(`gestion_${inCampaign!.id}`);
    expect(outsiderKeys).not.toContain(`chat_${chat.id}`);
    expect(outsiderKeys.some((key) => key.startsWith('audit_'))).toBe(true);
    // Whoever sees every agent's work sees all of it.
    expect(await keysFor(staff.supervisor.token)).toEqual(expect.arrayContaining([`gestion_${own!.id}`, `gestion_${inCampaign!.id}`, `chat_${chat.id}`]));
  });
});
