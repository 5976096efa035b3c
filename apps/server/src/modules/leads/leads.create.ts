import { sql } from 'drizzle-orm';
import {
  CONTACT_FORM_AUTHORIZATION, LEAD_DUE_PATTERN, LEAD_MSG, LEAD_SOURCES, PERSON_TYPE, TIME_ZONE, type ContactFormSubmit, type LeadNewContact, type LeadScheduleItem,
  type LeadTipo, type ProspectCreate,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { fieldErrors } from '../../errors.js';
import { emit } from '../../events/events.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { isActiveContact } from '../contacts/contacts.queries.js';
import { recordAuthorization } from '../contacts/contacts.authorization.js';
import { findDuplicate, insertContact, lockDuplicateKeys, type ContactFields } from '../contacts/contacts.writes.js';
import { DuplicateContactError } from '../contacts/contacts.service.js';
import { agentProblem, assertCampaign, leastBusyAgent, recordStep } from './leads.workflow.js';
import { leads } from './leads.tables.js';

const CONTENT_TYPE = 'Lead';

interface NewLead {
  tipo: LeadTipo;
  source: string;
  contactId: number;
  campaignId: number | null;
  agentId: number | null;
  observaciones?: string;
  /** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:MM' in Bogotá: a day alone means its last minute. */
  fechaVencimiento?: string | null;
  metadata?: Record<string, string>;
}

/** 'YYYY-MM-DD HH:MM' of a due date as the forms send it. */
function dueMoment(text: string): string {
  const [, day, hour, minute] = LEAD_DUE_PATTERN.exec(text)!;
  return hour === undefined ? `${day} 23:59` : `${day} ${hour}:${minute}`;
}

/** Writes a lead with its first steps: created (SIN_ASIGNAR) and, with an agent, assigned to them (PENDIENTE). */
export async function insertLead(tx: Db, actor: AuditActor | null, lead: NewLead): Promise<number> {
  const [created] = await tx.insert(leads).values({
    tipo: lead.tipo,
    source: lead.source,
    estado: lead.agentId === null ? 'SIN_ASIGNAR' : 'PENDIENTE',
    contactId: lead.contactId,
    campaignId: lead.campaignId,
    agentId: lead.agentId,
    observaciones: lead.observaciones ?? '',
    metadata: lead.metadata ?? {},
    fechaVencimiento: lead.fechaVencimiento ? sql`${dueMoment(lead.fechaVencimiento)}::timestamp at time zone ${TIME_ZONE}` : null,
    fechaAsignacion: lead.agentId === null ? null : sql`now()`,
    createdBy: actor?.id ?? null,
  }).returning({ id: leads.id });
  const row = { id: created!.id, tipo: lead.tipo, agentId: lead.agentId };
  await recordStep(tx, { ...row, agentId: null }, 'SIN_ASIGNAR', actor?.id ?? null);
  if (lead.agentId !== null) await recordStep(tx, row, 'PENDIENTE', actor?.id ?? null);
  await recordAudit(tx, actor, {
    contentType: CONTENT_TYPE, action: 'Creación', objectId: row.id, contactId: lead.contactId, descripcion: `Lead ${row.id} (${lead.source})`,
  });
  return row.id;
}

/**
 * The contact a form describes: the existing one it matches by the duplicate rule of contacts (document,
 * else e-mail, else phone), or a new person. Runs in the writing transaction, after the keys are locked.
 */
async function matchOrCreateContact(tx: Db, actor: AuditActor | null, fields: ContactFields): Promise<number> {
  await lockDuplicateKeys(tx, fields);
  const byDocument = fields.documentNumber ? await findDuplicate(tx, { documentNumber: fields.documentNumber }) : null;
  const match = byDocument ?? await findDuplicate(tx, { email: fields.email, phone: fields.phone });
  if (match) return match.contactId;
  const id = await insertContact(tx, { contactType: PERSON_TYPE, ...fields }, actor);
  await emit(tx, { type: 'contact.created', id });
  await recordAudit(tx, actor, { contentType: 'Contacto', action: 'Creación', objectId: id, contactId: id, descripcion: `Se creó el contacto ${fields.first_name ?? ''} ${fields.last_name ?? ''}`.trim() });
  return id;
}

const newContactFields = (contact: LeadNewContact): ContactFields => ({
  first_name: contact.first_name, last_name: contact.last_name, email: contact.email, phone: contact.phone,
});

/** Why a scheduling item cannot be written, by field, or null. */
async function scheduleProblems(tx: Db, item: LeadScheduleItem): Promise<Record<string, string> | null> {
  const problems: Record<string, string> = {};
  if (item.contact !== undefined) {
    if (!(await isActiveContact(tx, item.contact))) problems.contact = LEAD_MSG.contactNotFound;
  }
  const campaignOk = await assertCampaign(tx, item.campaign).then(() => true, () => false);
  if (!campaignOk) problems.campaign = LEAD_MSG.campaignNotFound;
  const agent = await agentProblem(tx, item.agent, campaignOk ? item.campaign : null);
  if (agent) problems.agent = agent;
  return Object.keys(problems).length > 0 ? problems : null;
}

/**
 * Schedules follow-ups for agents, all or none: an item whose contact, campaign or agent is wrong refuses
 * the whole list with each problem under `leads.{n}.{field}`. A new contact that matches an existing one
 * (same e-mail or phone) takes that one rather than a copy.
 */
export async function scheduleLeads(db: Db, actor: AuditActor, items: LeadScheduleItem[], source: string = LEAD_SOURCES.manual): Promise<number[]> {
  return db.transaction(async (tx) => {
    const problems: Record<string, string[]> = {};
    for (const [index, item] of items.entries()) {
      for (const [field, message] of Object.entries(await scheduleProblems(tx, item) ?? {})) problems[`leads.${index}.${field}`] = [message];
    }
    if (Object.keys(problems).length > 0) throw fieldErrors(problems);
    const ids: number[] = [];
    for (const item of items) {
      const contactId = item.contact ?? await matchOrCreateContact(tx, actor, newContactFields(item.new_contact!));
      ids.push(await insertLead(tx, actor, {
        tipo: 'programado', source, contactId, campaignId: item.campaign, agentId: item.agent,
        observaciones: item.observaciones, fechaVencimiento: item.fecha_vencimiento,
      }));
    }
    return ids;
  });
}

/**
 * A prospect: a new person and their lead. A person already registered (same document, e-mail or phone) is
 * the 400 of contact creation, naming the match. The lead goes to the chosen agent, or to its creator.
 */
export async function createProspect(db: Db, actor: AuditActor, input: ProspectCreate): Promise<{ contact: number; lead: number }> {
  return db.transaction(async (tx) => {
    const fields: ContactFields = {
      first_name: input.first_name, last_name: input.last_name, documentType: input.documentType, documentNumber: input.documentNumber,
      email: input.email, gender: input.gender, birthdate: input.birthday, city: input.city,
    };
    await lockDuplicateKeys(tx, fields);
    const match = await findDuplicate(tx, fields);
    if (match) throw new DuplicateContactError(match);
    if (input.campaign !== undefined) await assertCampaign(tx, input.campaign);
    const agentId = input.agent ?? actor.id;
    const problem = await agentProblem(tx, agentId, input.campaign ?? null);
    if (problem) throw fieldErrors({ agent: [problem] });
    const contact = await insertContact(tx, { contactType: PERSON_TYPE, ...fields }, actor);
    await emit(tx, { type: 'contact.created', id: contact });
    await recordAudit(tx, actor, { contentType: 'Contacto', action: 'Creación', objectId: contact, contactId: contact, descripcion: `Se creó el prospecto ${input.first_name} ${input.last_name}` });
    const lead = await insertLead(tx, actor, {
      tipo: 'event', source: LEAD_SOURCES.prospect, contactId: contact, campaignId: input.campaign ?? null, agentId,
      observaciones: input.observations,
    });
    return { contact, lead };
  });
}

/** 'Ana María Gómez Pérez' → names and surnames: one name and the rest, or two and two for four words. */
export function splitFullName(name: string): { first_name: string; last_name: string } {
  const words = name.trim().split(/\s+/);
  const firstCount = words.length >= 4 ? 2 : 1;
  return { first_name: words.slice(0, firstCount).join(' '), last_name: words.slice(firstCount).join(' ') };
}

/**
 * The public form: the person (matched by cédula, e-mail or phone, or created) and an event lead with what
 * they wrote. With a campaign, the lead goes at once to its agent with the fewest open leads.
 */
export async function receiveContactForm(db: Db, input: ContactFormSubmit): Promise<number> {
  return db.transaction(async (tx) => {
    const campaignId = input.campaign !== undefined && await assertCampaign(tx, input.campaign).then(() => true, () => false) ? input.campaign : null;
    const contactId = await matchOrCreateContact(tx, null, {
      ...splitFullName(input.name), documentType: 'CEDULA', documentNumber: input.cedula, email: input.email, phone: input.phone,
    });
    await recordAuthorization(tx, contactId, { estado: 'OTORGADA', medio: 'formulario', texto: CONTACT_FORM_AUTHORIZATION });
    const metadata: Record<string, string> = { mensaje: input.message, cedula: input.cedula, email: input.email, telefono: input.phone };
    if (input['form-name']) metadata['form-name'] = input['form-name'];
    if (input.page_name) metadata.page_name = input.page_name;
    return insertLead(tx, null, {
      tipo: 'event', source: LEAD_SOURCES.form, contactId, campaignId,
      agentId: campaignId === null ? null : await leastBusyAgent(tx, campaignId),
      observaciones: input.message, metadata,
    });
  });
}
