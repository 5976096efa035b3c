import { describe, expect, it } from 'vitest';
import { MSG, type GestionListItem, type Paged } from '@atiende/shared';
import { useStaff, useTestApp } from '../../test/harness.js';
import { campaignManagers, campaignUsers } from '../campaigns/campaigns.tables.js';
import { insertCampaign, insertContact, insertGestion } from './gestiones.fixtures.js';

const t = useTestApp();
const staff = useStaff(t);
const BASE = '/api/contact/gestionContacto/';

const idsOf = (res: { json(): unknown }) => (res.json() as Paged<GestionListItem>).results.map((g) => g.id);

/** A gestión by `agentId` in a campaign whose agents are `teammates`, on a fresh contact. */
async function gestionInCampaign(agentId: number, teammates: number[], managers: number[] = []) {
  const db = t.database.db;
  const campaign = await insertCampaign(db);
  for (const userId of [agentId, ...teammates]) await db.insert(campaignUsers).values({ campaignId: campaign.id, userId });
  for (const userId of managers) await db.insert(campaignManagers).values({ campaignId: campaign.id, userId });
  const contact = await insertContact(db);
  const gestion = await insertGestion(db, { contactId: contact.id, agentId, campaignId: campaign.id });
  return { contactId: contact.id, id: gestion.id };
}

describe('who reads a gestión', () => {
  it('its agent, the agents and encargados of its campaign, and whoever sees every agent; nobody else', async () => {
    const author = await t.userWithRole('Agente');
    const teammate = await t.userWithRole('Agente');
    const encargado = await t.userWithRole('Operador');
    const outsider = await t.userWithRole('Agente');
    const { contactId, id } = await gestionInCampaign(author.id, [teammate.id], [encargado.id]);

    for (const reader of [author, teammate, encargado, staff.supervisor, staff.administrador]) {
      expect((await t.call(reader.token, 'GET', `${BASE}${id}/`)).statusCode, reader.username).toBe(200);
      expect(idsOf(await t.call(reader.token, 'GET', `${BASE}?contact=${contactId}`)), reader.username).toEqual([id]);
    }
    const byId = await t.call(outsider.token, 'GET', `${BASE}${id}/`);
    expect(byId.statusCode).toBe(404);
    expect(idsOf(await t.call(outsider.token, 'GET', `${BASE}?contact=${contactId}`))).toEqual([]);
    const edit = await t.call(outsider.token, 'PATCH', `${BASE}${id}/`, { observaciones: 'x' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual(byId.json());
  });

  it('is edited only by its agent or whoever sees every agent: a reader of the campaign is refused with 403', async () => {
    const author = await t.userWithRole('Agente');
    const teammate = await t.userWithRole('Agente');
    const { id } = await gestionInCampaign(author.id, [teammate.id]);
    const refused = await t.call(teammate.token, 'PATCH', `${BASE}${id}/`, { observaciones: 'Cambio ajeno' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: MSG.forbidden });
    expect((await t.call(author.token, 'GET', `${BASE}${id}/`)).json().observaciones).not.toBe('Cambio ajeno');
    expect((await t.call(author.token, 'PATCH', `${BASE}${id}/`, { observaciones: 'Cambio propio' })).statusCode).toBe(200);
  });

  it('outside a contact, an agent lists only their own gestiones', async () => {
    const author = await t.userWithRole('Agente');
    const teammate = await t.userWithRole('Agente');
    const { id } = await gestionInCampaign(author.id, [teammate.id]);
    expect(idsOf(await t.call(author.token, 'GET', BASE))).toContain(id);
    expect(idsOf(await t.call(teammate.token, 'GET', BASE))).not.toContain(id);
  });
});
