import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CASE_ESTADOS, CASE_SERVICE_TYPES, CASE_VISIT_TYPES, CONTACT_MSG, MERGE_MSG, MSG, type ContactMerged, type ContactRead, type MergePreview,
} from '@atiende/shared';
import { useStaff, useTestApp } from '../../test/harness.js';
import { rows } from '../../db/client.js';
import {
  audits, campaignContacts, caseClients, cases, channels, companyPeople, contactAgents, contactData, contactDocuments, contactGroupMembers,
  contactGroups, contactRelations, contacts, conversations, gestiones, importJobRows, importJobs, projectContacts, projects,
  resumeExperience, resumes, surveyResponses, surveys, taskContacts, taskFlows, tasks,
} from '../../db/schema.js';
import { insertCampaign } from '../gestiones/gestiones.fixtures.js';

const t = useTestApp();
const staff = useStaff(t);
const BASE = '/api/contact/contacto/';

let counter = 0;
const unique = () => (counter += 1);

function personBody(overrides: Record<string, unknown> = {}) {
  const n = unique();
  return {
    first_name: 'Laura', last_name: `Fusión ${n}`, username: `fusion${n}@correo.co`, documentType: 'CEDULA',
    documentNumber: `77${String(n).padStart(8, '0')}`, phone: `+57 310 ${String(n).padStart(7, '0')}`, city: 'Bogotá',
    gender: 'Femenino', address: `Calle ${n}`, birthdate: '1990-05-04', ...overrides,
  };
}

async function createPerson(overrides: Record<string, unknown> = {}): Promise<ContactRead> {
  const res = await t.call(t.admin, 'POST', `${BASE}crear-igualmente/`, personBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ContactRead;
}

async function createCompany(overrides: Record<string, unknown> = {}): Promise<ContactRead> {
  const n = unique();
  const res = await t.call(t.admin, 'POST', BASE, {
    contactType: 'EMPRESA', razon_social: `Comercial ${n} S.A.S.`, actividad: 'Comercio', documentType: 'NIT',
    documentNumber: `91${String(n).padStart(7, '0')}`, email: `empresa${n}@empresa.co`, phone: `601${String(n).padStart(7, '0')}`, ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ContactRead;
}

const merge = (survivorId: number, body: object, token = t.admin) => t.call(token, 'POST', `${BASE}${survivorId}/fusionar/`, body);

/** Every column with a foreign key to contacts, read from the catalog, so that a table added later is checked too. */
async function columnsReferencingContacts(): Promise<{ table: string; column: string }[]> {
  return rows(t.database.db, sql`
    select cl.relname as table, a.attname as column
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'contacts'::regclass`);
}

async function rowsPointingAt(contactId: number): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const { table, column } of await columnsReferencingContacts()) {
    const [row] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${contactId}`);
    if (Number(row!.n) > 0) found[`${table}.${column}`] = Number(row!.n);
  }
  const [imported] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(importJobRows).where(eq(importJobRows.contactId, contactId));
  if (Number(imported!.n) > 0) found['import_job_rows.contact_id'] = Number(imported!.n);
  return found;
}

/** One row of every kind that can belong to a contact, for `contactId`. */
async function giveEverything(contactId: number, shared: { campaignId: number; groupId: number; agentId: number }) {
  const db = t.database.db;
  const campaign = await insertCampaign(db);
  const [group] = await db.insert(contactGroups).values({ name: `Grupo fusión ${unique()}` }).returning();
  const [gestion] = await db.insert(gestiones).values({ contactId, campaignId: campaign.id, agentId: staff.agente.id }).returning();
  const [document] = await db.insert(contactDocuments).values({
    contactId, documentType: 'CEDULA_CIUDADANIA', filePath: `contacts/${contactId}/doc.pdf`, filename: 'cedula.pdf', mimeType: 'application/pdf', size: 10,
  }).returning();
  const [channel] = await db.insert(channels).values({
    nombre: `Canal fusión ${unique()}`, tipo: 'WhatsApp', campaignId: campaign.id, config: {}, secrets: 'x',
  }).returning();
  const [conversation] = await db.insert(conversations).values({
    channelId: channel!.id, type: 'WhatsApp', address: `57300${unique()}`, contactId, campaignId: campaign.id, estado: 'FINALIZADA',
  }).returning();
  const [survey] = await db.insert(surveys).values({ name: `Encuesta ${unique()}`, campaignId: campaign.id, publicToken: `tok${unique()}` }).returning();
  const [response] = await db.insert(surveyResponses).values({ surveyId: survey!.id, source: 'agente', contactId }).returning();
  const [job] = await db.insert(importJobs).values({ kind: 'contacts', filename: 'c.xlsx', filePath: 'imports/c.xlsx' }).returning();
  await db.insert(importJobRows).values({ jobId: job!.id, rowNumber: 2, outcome: 'created', contactId });
  const [aCase] = await db.insert(cases).values({
    name: 'Visita', tipoServicio: CASE_SERVICE_TYPES[0], tipoVisita: CASE_VISIT_TYPES[0], descripcion: 'd', observaciones: 'o', estado: CASE_ESTADOS[0],
  }).returning();
  await db.insert(caseClients).values({ caseId: aCase!.id, contactId });
  const [project] = await db.insert(projects).values({ name: `Proyecto ${unique()}`, descriptions: 'p' }).returning();
  await db.insert(projectContacts).values({ projectId: project!.id, contactId });
  const [flow] = await db.insert(taskFlows).values({ projectId: project!.id, title: 'Por hacer', position: 0 }).returning();
  const [task] = await db.insert(tasks).values({ flowId: flow!.id, title: 'Llamar', position: 0 }).returning();
  await db.insert(taskContacts).values({ taskId: task!.id, contactId });
  for (const campaignId of [shared.campaignId, campaign.id]) await db.insert(campaignContacts).values({ campaignId, contactId });
  for (const groupId of [shared.groupId, group!.id]) await db.insert(contactGroupMembers).values({ groupId, contactId });
  for (const userId of [shared.agentId, staff.operador.id]) await db.insert(contactAgents).values({ contactId, userId });
  return {
    gestionId: gestion!.id, documentId: document!.id, conversationId: conversation!.id, responseId: response!.id, caseId: aCase!.id,
    projectId: project!.id, taskId: task!.id, campaignId: campaign.id, groupId: group!.id,
  };
}

describe('merging two contacts', () => {
  it('moves every related row to the survivor, without duplicates, and leaves nothing pointing at the other', async () => {
    const db = t.database.db;
    const survivor = await createPerson();
    const other = await createPerson({ phone: '3209990001' });
    const third = await createPerson();
    const shared = { campaignId: (await insertCampaign(db)).id, groupId: 0, agentId: staff.supervisor.id };
    const [sharedGroup] = await db.insert(contactGroups).values({ name: `Grupo común ${unique()}` }).returning();
    shared.groupId = sharedGroup!.id;
    await db.insert(campaignContacts).values({ campaignId: shared.campaignId, contactId: survivor.id });
    await db.insert(contactGroupMembers).values({ groupId: shared.groupId, contactId: survivor.id });
    await db.insert(contactAgents).values({ contactId: survivor.id, userId: shared.agentId });
    const given = await giveEverything(other.id, shared);
    // The same phone typed another way, a new e-mail, and one address both have.
    await db.insert(contactData).values([
      { contactId: other.id, tipo: 'Telefono', label: 'Móvil', value1: survivor.phone[0]!.telefono.replace('+57', '+57 ') },
      { contactId: other.id, tipo: 'Email', label: 'Trabajo', value1: 'otro.correo@empresa.co' },
      { contactId: other.id, tipo: 'Direccion', label: 'Casa', value1: survivor.address!.toUpperCase() },
    ]);
    await t.call(t.admin, 'POST', `${BASE}${other.id}/crear_relacion/`, [
      { tipo_relacion: 'Hermano', destinatario: third.id }, { tipo_relacion: 'Amigo', destinatario: survivor.id },
    ]);
    await t.call(t.admin, 'POST', `${BASE}${third.id}/crear_relacion/`, [{ tipo_relacion: 'Primo', destinatario: other.id }]);
    const [resume] = await db.insert(resumes).values({ contactId: other.id, ocupacion: 'Ingeniera', intereses: 'Lectura' }).returning();
    await db.insert(resumeExperience).values({ resumeId: resume!.id, tipoEmpleo: 'Tiempo completo' });

    const preview = await t.call(t.admin, 'GET', `${BASE}${survivor.id}/fusionar/?other_id=${other.id}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect((preview.json() as MergePreview).moves).toMatchObject({
      gestiones: 1, documents: 1, groups: 2, conversations: 1, campaigns: 2, agents: 2, cases: 1, tasks: 1, surveys: 1, relations: 3,
    });

    const res = await merge(survivor.id, { other_id: other.id });
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json() as ContactMerged;
    expect(merged.detail).toBe(MERGE_MSG.merged);
    expect(merged.moved).toMatchObject({ gestiones: 1, documents: 1, conversations: 1 });

    expect(await rowsPointingAt(other.id)).toEqual({});
    const owner = async (table: string, id: number) => {
      const [row] = await rows<{ contact_id: number }>(db, sql`select contact_id from ${sql.identifier(table)} where id = ${id}`);
      return Number(row?.contact_id);
    };
    expect(await owner('gestiones', given.gestionId)).toBe(survivor.id);
    expect(await owner('contact_documents', given.documentId)).toBe(survivor.id);
    expect(await owner('conversations', given.conversationId)).toBe(survivor.id);
    expect(await owner('survey_responses', given.responseId)).toBe(survivor.id);
    expect(await db.select().from(caseClients).where(eq(caseClients.caseId, given.caseId))).toEqual([{ caseId: given.caseId, contactId: survivor.id }]);
    expect(await db.select().from(projectContacts).where(eq(projectContacts.projectId, given.projectId)))
      .toEqual([{ projectId: given.projectId, contactId: survivor.id }]);
    expect(await db.select().from(taskContacts).where(eq(taskContacts.taskId, given.taskId))).toEqual([{ taskId: given.taskId, contactId: survivor.id }]);
    const campaignsOf = await db.select({ id: campaignContacts.campaignId }).from(campaignContacts).where(eq(campaignContacts.contactId, survivor.id));
    expect(campaignsOf.map((c) => c.id).sort()).toEqual([shared.campaignId, given.campaignId].sort());
    const groupsOf = await db.select({ id: contactGroupMembers.groupId }).from(contactGroupMembers).where(eq(contactGroupMembers.contactId, survivor.id));
    expect(groupsOf.map((g) => g.id).sort()).toEqual([shared.groupId, given.groupId].sort());
    const agentsOf = await db.select({ id: contactAgents.userId }).from(contactAgents).where(eq(contactAgents.contactId, survivor.id));
    expect(agentsOf.map((a) => a.id).sort()).toEqual([shared.agentId, staff.operador.id].sort());

    // Relations: to and from the third contact move; the one between the two would relate the survivor to itself.
    const relations = await db.select({ from: contactRelations.contactId, to: contactRelations.destinatarioId, tipo: contactRelations.tipoRelacion })
      .from(contactRelations).where(inArray(contactRelations.contactId, [survivor.id, third.id]));
    expect(relations).toEqual(expect.arrayContaining([
      { from: survivor.id, to: third.id, tipo: 'Hermano' }, { from: third.id, to: survivor.id, tipo: 'Primo' },
    ]));
    expect(relations.some((r) => r.from === r.to)).toBe(false);

    // Contact data: the survivor keeps its primary values; the other's new values join, repeated ones do not.
    const profile = merged.contact;
    expect(profile.phone.map((p) => p.telefono)).toEqual([survivor.phone[0]!.telefono, '+573209990001']);
    expect(profile.email.map((e) => e.email)).toEqual([survivor.username, other.username, 'otro.correo@empresa.co']);
    expect(profile.address_list.map((a) => a.direccion)).toEqual([survivor.address, other.address]);
    expect(profile.username).toBe(survivor.username);
    expect(profile.documentNumber).toBe(survivor.documentNumber);

    const [movedResume] = await db.select().from(resumes).where(eq(resumes.contactId, survivor.id));
    expect(movedResume).toMatchObject({ id: resume!.id, ocupacion: 'Ingeniera' });

    const [gone] = await db.select().from(contacts).where(eq(contacts.id, other.id));
    expect(gone!.deletedAt).not.toBeNull();
    expect((await t.call(t.admin, 'GET', `${BASE}${other.id}/`)).statusCode).toBe(404);
  });

  it('writes the chosen values; the survivor takes the document the other releases in the same transaction', async () => {
    const survivor = await createPerson({ first_name: 'Ana', city: 'Cali' });
    const other = await createPerson({ first_name: 'Ana María', city: 'Medellín', gender: 'Otro' });
    let res!: Awaited<ReturnType<typeof merge>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await merge(survivor.id, {
        other_id: other.id, keep: { first_name: 'other', document: 'other', city: 'survivor', phone: 'other', email: 'other' },
      });
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = (res.json() as ContactMerged).contact;
    expect(profile).toMatchObject({
      first_name: 'Ana María', last_name: survivor.last_name, city: 'Cali', gender: 'Femenino',
      documentType: other.documentType, documentNumber: other.documentNumber, username: other.username,
    });
    // The chosen phone and e-mail are now the first (primary) entries; the survivor's own follow.
    expect(profile.phone.map((p) => p.telefono)).toEqual([other.phone[0]!.telefono, survivor.phone[0]!.telefono]);
    expect(profile.email.map((e) => e.email)).toEqual([other.username, survivor.username]);
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, survivor.id));
    expect(row).toMatchObject({ phone: other.phone[0]!.telefono, email: other.username, documentNumber: other.documentNumber });

    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Contacto', tipoGestion: 'Actualización', objectId: survivor.id, contactId: survivor.id });
    expect(written[0]!.descripcion).toContain(`Se fusionó el contacto ${other.get_full_name} (${other.id})`);
    expect(written[0]!.descripcion).toContain('Nombres, Documento');

    // The absorbed contact's document no longer counts as a duplicate (it is the survivor's now), nor does the survivor's old one.
    const again = await t.call(t.admin, 'POST', BASE, personBody({ documentNumber: other.documentNumber }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ duplicate: true, contact_id: survivor.id });
    const freed = await t.call(t.admin, 'POST', BASE, personBody({ documentNumber: survivor.documentNumber }));
    expect(freed.statusCode, freed.body).toBe(201);
  });

  it('keeps the document of the survivor by default, and the absorbed one then no longer counts as a duplicate', async () => {
    const survivor = await createPerson();
    const other = await createPerson();
    expect((await merge(survivor.id, { other_id: other.id })).statusCode).toBe(200);
    const created = await t.call(t.admin, 'POST', BASE, personBody({ documentNumber: other.documentNumber }));
    expect(created.statusCode, created.body).toBe(201);
  });

  it('with two resumes, keeps the chosen header and gathers the entries of both', async () => {
    const db = t.database.db;
    const survivor = await createPerson();
    const other = await createPerson();
    const [mine] = await db.insert(resumes).values({ contactId: survivor.id, ocupacion: 'Contadora', intereses: 'Cine' }).returning();
    const [theirs] = await db.insert(resumes).values({ contactId: other.id, ocupacion: 'Abogada', intereses: 'Teatro' }).returning();
    await db.insert(resumeExperience).values([{ resumeId: mine!.id, tipoEmpleo: 'Uno' }, { resumeId: theirs!.id, tipoEmpleo: 'Dos' }]);
    expect((await merge(survivor.id, { other_id: other.id, keep: { resume: 'other' } })).statusCode).toBe(200);
    const kept = await db.select().from(resumes).where(inArray(resumes.contactId, [survivor.id, other.id]));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ id: theirs!.id, contactId: survivor.id, ocupacion: 'Abogada' });
    const entries = await db.select({ tipo: resumeExperience.tipoEmpleo }).from(resumeExperience).where(eq(resumeExperience.resumeId, theirs!.id));
    expect(entries.map((e) => e.tipo).sort()).toEqual(['Dos', 'Uno']);
  });

  it('merges two companies: their contact persons and the chosen company name', async () => {
    const person = await createPerson();
    const survivor = await createCompany();
    const other = await createCompany({ persona_contacto: [person.id] });
    const res = await merge(survivor.id, { other_id: other.id, keep: { razon_social: 'other' } });
    expect(res.statusCode, res.body).toBe(200);
    const merged = (res.json() as ContactMerged).contact;
    expect(merged.razon_social).toBe(other.razon_social);
    expect(merged.empresa?.persona_contacto.map((p) => p.id)).toEqual([person.id]);
    expect(await t.database.db.select().from(companyPeople).where(eq(companyPeople.companyId, other.id))).toEqual([]);
  });
});

describe('what a merge refuses', () => {
  async function unchanged(survivor: ContactRead, other: ContactRead) {
    const [a, b] = await Promise.all([
      t.call(t.admin, 'GET', `${BASE}${survivor.id}/`), t.call(t.admin, 'GET', `${BASE}${other.id}/`),
    ]);
    expect(a.json()).toMatchObject({ first_name: survivor.first_name, documentNumber: survivor.documentNumber });
    expect(b.statusCode).toBe(200);
  }

  it('a contact with itself, a deleted one, a person with a company, and a field the kind does not have (400)', async () => {
    const survivor = await createPerson();
    const deleted = await createPerson();
    expect((await t.call(t.admin, 'DELETE', `${BASE}${deleted.id}/`)).statusCode).toBe(204);
    const company = await createCompany();

    const self = await merge(survivor.id, { other_id: survivor.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ other_id: [MERGE_MSG.sameContact] });
    const withDeleted = await merge(survivor.id, { other_id: deleted.id });
    expect(withDeleted.statusCode).toBe(400);
    expect(withDeleted.json()).toEqual({ other_id: [MERGE_MSG.deletedContact(deleted.id)] });
    const intoDeleted = await merge(deleted.id, { other_id: survivor.id });
    expect(intoDeleted.statusCode).toBe(400);
    const mixed = await merge(survivor.id, { other_id: company.id });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({ other_id: [MERGE_MSG.differentKinds] });
    const other = await createPerson();
    const wrongField = await merge(survivor.id, { other_id: other.id, keep: { razon_social: 'other' } });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ 'keep.razon_social': [MERGE_MSG.fieldNotOfKind] });
    const badChoice = await merge(survivor.id, { other_id: other.id, keep: { city: 'ambos' } });
    expect(badChoice.statusCode).toBe(400);
    const unknownField = await merge(survivor.id, { other_id: other.id, keep: { color: 'other' } });
    expect(unknownField.statusCode).toBe(400);
    await unchanged(survivor, other);
    const preview = await t.call(t.admin, 'GET', `${BASE}${survivor.id}/fusionar/?other_id=${company.id}`);
    expect(preview.statusCode).toBe(400);
  });

  it('ten identical merges sent at once: one merges, the others are told the contact is gone, nothing is done twice', async () => {
    const survivor = await createPerson();
    const other = await createPerson();
    await t.database.db.insert(gestiones).values({ contactId: other.id, agentId: staff.agente.id });
    const answers = await Promise.all(Array.from({ length: 10 }, () => merge(survivor.id, { other_id: other.id })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(refused.json()).toEqual({ other_id: [MERGE_MSG.deletedContact(other.id)] });
    }
    const moved = await t.database.db.select().from(gestiones).where(eq(gestiones.contactId, survivor.id));
    expect(moved).toHaveLength(1);
    const entries = await t.database.db.select().from(audits)
      .where(and(eq(audits.contactId, survivor.id), sql`${audits.descripcion} like 'Se fusionó%'`));
    expect(entries).toHaveLength(1);
  });

  it('two crossed merges of the same pair sent at once: one wins, the other is refused, one contact survives', async () => {
    const a = await createPerson();
    const b = await createPerson();
    const [ab, ba] = await Promise.all([merge(a.id, { other_id: b.id }), merge(b.id, { other_id: a.id })]);
    expect([ab.statusCode, ba.statusCode].sort()).toEqual([200, 400]);
    const alive = await t.database.db.select({ id: contacts.id }).from(contacts)
      .where(and(inArray(contacts.id, [a.id, b.id]), sql`${contacts.deletedAt} is null`));
    expect(alive).toHaveLength(1);
  });

  it('unknown contacts (404)', async () => {
    const survivor = await createPerson();
    const missing = await merge(survivor.id, { other_id: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: MERGE_MSG.unknownContact(2_000_000_000) });
    const noSurvivor = await merge(2_000_000_000, { other_id: survivor.id });
    expect(noSurvivor.statusCode).toBe(404);
    expect(noSurvivor.json()).toEqual({ detail: CONTACT_MSG.contactNotFound });
  });

  it('users who may not edit contacts (403), and anonymous callers (401)', async () => {
    const survivor = await createPerson();
    const other = await createPerson();
    for (const token of [staff.agente.token]) {
      const res = await merge(survivor.id, { other_id: other.id }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.forbidden });
      expect((await t.call(token, 'GET', `${BASE}${survivor.id}/fusionar/?other_id=${other.id}`)).statusCode).toBe(403);
    }
    expect((await t.call(null, 'POST', `${BASE}${survivor.id}/fusionar/`, { other_id: other.id })).statusCode).toBe(401);
    await unchanged(survivor, other);
    // The Operador edits contacts, so may merge them.
    expect((await merge(survivor.id, { other_id: other.id }, staff.operador.token)).statusCode).toBe(200);
  });

  it('rolls everything back when the survivor cannot take the chosen document', async () => {
    const db = t.database.db;
    const survivor = await createPerson();
    const holder = await createPerson();
    // A contact kept from before numbers were unique shares the holder's number.
    const other = await createPerson();
    await db.update(contacts).set({ documentNumber: holder.documentNumber, duplicateDocument: true }).where(eq(contacts.id, other.id));
    const [gestion] = await db.insert(gestiones).values({ contactId: other.id }).returning();
    await db.insert(contactData).values({ contactId: other.id, tipo: 'Email', label: 'Otro', value1: 'solo.del.otro@correo.co' });

    const res = await merge(survivor.id, { other_id: other.id, keep: { document: 'other', first_name: 'other' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'keep.document': [CONTACT_MSG.documentTaken] });
    const [stillOther] = await db.select().from(contacts).where(eq(contacts.id, other.id));
    expect(stillOther!.deletedAt).toBeNull();
    const [stillTheirs] = await db.select({ contactId: gestiones.contactId }).from(gestiones).where(eq(gestiones.id, gestion!.id));
    expect(stillTheirs!.contactId).toBe(other.id);
    const data = await db.select().from(contactData).where(and(eq(contactData.contactId, other.id), eq(contactData.value1, 'solo.del.otro@correo.co')));
    expect(data).toHaveLength(1);
    const written = await db.select().from(audits).where(and(eq(audits.contactId, survivor.id), sql`${audits.descripcion} like 'Se fusionó%'`));
    expect(written).toEqual([]);
    await unchanged(survivor, other);
  });
});
