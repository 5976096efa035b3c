import { and, asc, isNull, sql } from 'drizzle-orm';
import {
  BULK_MAX_CONTACTS, BULK_MSG, CAMPAIGN_MSG, CONTACT_MSG, GROUP_MSG, type ContactBulkAction, type ContactBulkResult, type ContactSelection,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { fieldError } from '../../errors.js';
import { isAnyOf } from '../../db/search.js';
import { emitAll } from '../../events/events.js';
import { recordAudit, recordAudits, type AuditActor } from '../audits/audits.record.js';
import { addContactsToCampaign } from '../campaigns/campaigns.members.js';
import { liveCampaignsAmong } from '../campaigns/campaigns.queries.js';
import { CAMPAIGN_CONTENT_TYPE } from '../campaigns/campaigns.service.js';
import { addContactsToGroup, groupsByName } from '../contact-groups/contact-groups.queries.js';
import { assignableAgents } from './contacts.service.js';
import { contactAgents, contacts } from './contacts.tables.js';
import { selectionWhere } from './contacts.selection.js';
import { contactFullName } from './contacts.writes.js';

/** Audit content types of the single-contact actions, so a bulk change reads like many single ones. */
const CONTACT_CONTENT_TYPE = 'Contacto';
const AGENTS_CONTENT_TYPE = 'Agentes del contacto';

interface SelectedContact {
  id: number;
  name: string;
}

/**
 * The contacts of the selection, read inside the action's transaction. Listed ids that are not active
 * contacts, an empty selection or one past BULK_MAX_CONTACTS are a 400 and nothing changes.
 */
async function resolveSelection(tx: Db, selection: ContactSelection): Promise<SelectedContact[]> {
  const found = await tx
    .select({
      id: contacts.id, contactType: contacts.contactType, firstName: contacts.firstName, lastName: contacts.lastName,
      razonSocial: contacts.razonSocial,
    })
    .from(contacts)
    .where(selectionWhere(selection))
    .orderBy(asc(contacts.id))
    .limit(BULK_MAX_CONTACTS + 1);
  if (found.length > BULK_MAX_CONTACTS) throw fieldError('seleccion', BULK_MSG.tooMany);
  if (!selection.todos) {
    const foundIds = new Set(found.map((c) => c.id));
    const missing = [...new Set(selection.ids ?? [])].filter((id) => !foundIds.has(id));
    if (missing.length > 0) throw fieldError('seleccion', BULK_MSG.unknownContacts(missing.slice(0, 20)));
  }
  if (found.length === 0) throw fieldError('seleccion', BULK_MSG.noMatches);
  return found.map((c) => ({ id: c.id, name: contactFullName(c) }));
}

const idsOf = (selected: SelectedContact[]) => selected.map((c) => c.id);

/** The selected contacts whose ids are in `changed`, in selection order. */
const changedAmong = (selected: SelectedContact[], changed: number[]) => {
  const set = new Set(changed);
  return selected.filter((c) => set.has(c.id));
};

const result = (detail: string, cambiados: number, selected: SelectedContact[]): ContactBulkResult =>
  ({ detail, cambiados, seleccionados: selected.length });

/** Like 'Asignar a Campaña' of one contact: one audit entry on the campaign with how many joined. */
async function assignToCampaign(db: Db, actor: AuditActor, selection: ContactSelection, campaignId: number): Promise<ContactBulkResult> {
  const [campaign] = await liveCampaignsAmong(db, [campaignId]);
  if (!campaign) throw fieldError('campaign', CAMPAIGN_MSG.campaignNotFound);
  return db.transaction(async (tx) => {
    const selected = await resolveSelection(tx, selection);
    const added = await addContactsToCampaign(tx, campaign.id, idsOf(selected));
    if (added.length > 0) {
      await recordAudit(tx, actor, {
        contentType: CAMPAIGN_CONTENT_TYPE, action: 'Actualización', objectId: campaign.id,
        descripcion: `Se asignaron ${added.length} contactos a la campaña ${campaign.name}`,
      });
    }
    return result(BULK_MSG.campaignAssigned(added.length, campaign.name), added.length, selected);
  });
}

/**
 * Adds the agents to every selected contact; agents a contact already had stay (the single assignment
 * replaces the list, which across many contacts would drop agents nobody looked at).
 */
async function assignAgents(db: Db, actor: AuditActor, selection: ContactSelection, agentIds: number[]): Promise<ContactBulkResult> {
  const wanted = [...new Set(agentIds)];
  const allowed = await assignableAgents(db, wanted);
  const refused = wanted.find((userId) => !allowed.some((a) => a.id === userId));
  if (refused !== undefined) throw fieldError('agents', CONTACT_MSG.notAgent(refused));
  const names = allowed.map((a) => a.get_full_name).join(', ');
  return db.transaction(async (tx) => {
    const selected = await resolveSelection(tx, selection);
    const inserted = await rows<{ contact_id: number }>(tx, sql`
      insert into ${contactAgents} (contact_id, user_id)
      select c.id, u.id from unnest(${sql.param(idsOf(selected))}::int[]) as c(id) cross join unnest(${sql.param(wanted)}::int[]) as u(id)
      on conflict do nothing
      returning contact_id`);
    const changed = changedAmong(selected, inserted.map((r) => r.contact_id));
    await recordAudits(tx, actor, changed.map((c) => ({
      contentType: AGENTS_CONTENT_TYPE, action: 'Actualización', objectId: c.id, contactId: c.id,
      descripcion: `Se asignaron al contacto ${c.name} los agentes: ${names}`,
    })));
    return result(BULK_MSG.agentsAssigned(changed.length), changed.length, selected);
  });
}

/** Like 'Asignar Grupos' of one contact: one audit entry per contact that joined the group. */
async function addToGroup(db: Db, actor: AuditActor, selection: ContactSelection, groupId: number): Promise<ContactBulkResult> {
  const [group] = await groupsByName(db, [groupId]);
  if (!group) throw fieldError('group', GROUP_MSG.unknownGroups([groupId]));
  return db.transaction(async (tx) => {
    const selected = await resolveSelection(tx, selection);
    const changed = changedAmong(selected, await addContactsToGroup(tx, group.id, idsOf(selected)));
    await recordAudits(tx, actor, changed.map((c) => ({
      contentType: CONTACT_CONTENT_TYPE, action: 'Actualización', objectId: c.id, contactId: c.id,
      descripcion: `Se agregó el contacto ${c.name} a los grupos: ${group.name}`,
    })));
    return result(BULK_MSG.groupAdded(changed.length, group.name), changed.length, selected);
  });
}

/** The list's soft delete, as for one contact: the rows stay for the history of their gestiones. */
async function deleteSelected(db: Db, actor: AuditActor, selection: ContactSelection): Promise<ContactBulkResult> {
  return db.transaction(async (tx) => {
    const selected = await resolveSelection(tx, selection);
    const now = new Date();
    const deleted = await tx
      .update(contacts)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(isAnyOf(contacts.id, idsOf(selected)), isNull(contacts.deletedAt)))
      .returning({ id: contacts.id });
    const changed = changedAmong(selected, deleted.map((r) => r.id));
    await emitAll(tx, changed.map((c) => ({ type: 'contact.deleted' as const, id: c.id })));
    await recordAudits(tx, actor, changed.map((c) => ({
      contentType: CONTACT_CONTENT_TYPE, action: 'Eliminación', objectId: c.id, contactId: c.id, descripcion: `Se eliminó el contacto ${c.name}`,
    })));
    return result(BULK_MSG.deleted(changed.length), changed.length, selected);
  });
}

/** Runs one bulk action on the selected contacts in one transaction: every change and its audit entries, or none. */
export function runBulkAction(db: Db, actor: AuditActor, action: ContactBulkAction): Promise<ContactBulkResult> {
  switch (action.accion) {
    case 'asignar_campana':
      return assignToCampaign(db, actor, action.seleccion, action.campaign);
    case 'asignar_agente':
      return assignAgents(db, actor, action.seleccion, action.agents);
    case 'agregar_grupo':
      return addToGroup(db, actor, action.seleccion, action.group);
    case 'eliminar':
      return deleteSelected(db, actor, action.seleccion);
  }
}
