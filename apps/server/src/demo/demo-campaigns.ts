import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  AccountCreate, CampaignCreate, ScheduleExceptionsCreate, ScheduleSlotsCreate, TipoGestionCreate, TypificationSave,
  type Weekday,
} from '@atiende/shared';
import type { Db } from '../db/client.js';
import type { AuditActor } from '../modules/audits/audits.record.js';
import { accounts } from '../modules/accounts/accounts.tables.js';
import { createAccount } from '../modules/accounts/accounts.service.js';
import { saveExceptions, saveSlots } from '../modules/campaigns/availability.service.js';
import { addStaff, assignContacts, createCampaign } from '../modules/campaigns/campaigns.service.js';
import { campaignContacts, campaignUsers, campaigns } from '../modules/campaigns/campaigns.tables.js';
import { getTypificationTree, saveTypification } from '../modules/typification/campaign-typification.service.js';
import { createTipoGestion } from '../modules/typification/typification.service.js';
import { tiposGestion } from '../modules/typification/typification.tables.js';
import { DEMO_ACCOUNTS, DEMO_CAMPAIGNS, DEMO_TIPOS_GESTION, type DemoCampaign } from './demo-campaign-data.js';
import { addDays, bogotaDate, weekdayOf } from './demo-clock.js';
import type { DemoContact } from './demo-contacts.js';
import { createRandom, type Random } from './random.js';

const SEED = 20260303;

/** Colombian public holidays (festivos), for the campaigns' schedule exceptions. */
const HOLIDAYS: [string, string][] = [
  ['2026-12-08', 'Día de la Inmaculada Concepción'], ['2026-12-25', 'Navidad'], ['2027-01-01', 'Año Nuevo'],
  ['2027-01-11', 'Día de los Reyes Magos'], ['2027-03-22', 'Día de San José'], ['2027-03-25', 'Jueves Santo'],
  ['2027-03-26', 'Viernes Santo'], ['2027-05-01', 'Día del Trabajo'], ['2027-05-10', 'Ascensión del Señor'],
  ['2027-05-31', 'Corpus Christi'], ['2027-06-07', 'Sagrado Corazón'], ['2027-07-05', 'San Pedro y San Pablo'],
  ['2027-07-20', 'Día de la Independencia'], ['2027-08-07', 'Batalla de Boyacá'], ['2027-08-16', 'Asunción de la Virgen'],
  ['2027-10-18', 'Día de la Raza'], ['2027-11-01', 'Todos los Santos'], ['2027-11-15', 'Independencia de Cartagena'],
  ['2027-12-08', 'Día de la Inmaculada Concepción'], ['2027-12-25', 'Navidad'],
];

const WEEKDAY_SLOTS: Weekday[] = ['LUNES', 'MARTES', 'MIERCOLES', 'JUEVES', 'VIERNES'];

/** A demo campaign as stored, with what its gestiones draw from. */
export interface LoadedCampaign {
  id: number;
  demo: DemoCampaign;
  agentIds: number[];
  contacts: DemoContact[];
  /** Resultado name → its id and its Calificaciones' ids by name. */
  resultados: Map<string, { id: number; calificaciones: Map<string, number> }>;
}

export interface DemoStaff {
  encargados: number[];
  agents: number[];
}

/** Creates the demo accounts not stored yet; returns every demo account's id by document number. */
export async function loadDemoAccounts(db: Db, actor: AuditActor): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.documentNumber, account.documentNumber));
    ids.set(account.documentNumber, existing?.id ?? (await createAccount(db, actor, AccountCreate.parse(account))).id);
  }
  return ids;
}

/** Creates the demo tipos de gestión not stored yet; returns every one's id by name. */
export async function loadDemoTiposGestion(db: Db, actor: AuditActor): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const name of DEMO_TIPOS_GESTION) {
    const [existing] = await db.select({ id: tiposGestion.id }).from(tiposGestion).where(sql`lower(${tiposGestion.name}) = lower(${name})`);
    ids.set(name, existing?.id ?? (await createTipoGestion(db, actor, TipoGestionCreate.parse({ name }))).id);
  }
  return ids;
}

/**
 * Creates each demo campaign that does not exist yet, in one transaction through the app's own
 * services: encargados, users, weekly schedule, exceptions, typification and contacts. Returns every
 * demo campaign as stored.
 */
export async function loadDemoCampaigns(
  db: Db, actor: AuditActor, staff: DemoStaff, contacts: DemoContact[], accountIds: Map<string, number>, now: Date,
): Promise<LoadedCampaign[]> {
  const random = createRandom(SEED);
  const loaded: LoadedCampaign[] = [];
  for (const [index, demo] of DEMO_CAMPAIGNS.entries()) {
    const agents = agentsOf(staff.agents, index);
    const members = membersOf(demo, contacts, random);
    const [existing] = await db.select({ id: campaigns.id }).from(campaigns)
      .where(and(sql`lower(${campaigns.name}) = lower(${demo.name})`, isNull(campaigns.deletedAt)));
    const id = existing?.id ?? await db.transaction((tx) => createDemoCampaign(tx, actor, demo, {
      encargados: staff.encargados, agents, contactIds: members.map((c) => c.id), accountId: accountIds.get(demo.accountDocument) ?? null, now,
    }));
    loaded.push(await readCampaign(db, id, demo, contacts));
  }
  return loaded;
}

/** Three of the agents per campaign, a different three each time. */
function agentsOf(agents: number[], index: number): number[] {
  if (agents.length <= 3) return agents;
  return agents.filter((_, i) => i !== index % agents.length);
}

/** Its share of the demo persons (the newest ones for a welcome campaign), plus ten companies if it takes them. */
function membersOf(demo: DemoCampaign, contacts: DemoContact[], random: Random): DemoContact[] {
  const persons = contacts.filter((c) => !c.isCompany);
  const chosen = demo.name.startsWith('Bienvenida') ? persons.slice(-demo.persons) : random.sample(persons, demo.persons);
  const companies = demo.withCompanies ? random.sample(contacts.filter((c) => c.isCompany), 10) : [];
  return [...chosen, ...companies];
}

interface CampaignSetup {
  encargados: number[];
  agents: number[];
  contactIds: number[];
  accountId: number | null;
  now: Date;
}

async function createDemoCampaign(tx: Db, actor: AuditActor, demo: DemoCampaign, setup: CampaignSetup): Promise<number> {
  const { id } = await createCampaign(tx, actor, CampaignCreate.parse({
    name: demo.name, description: demo.description, encargado: setup.encargados, account: setup.accountId, closing_hours: demo.closingHours,
  }));
  await addStaff(tx, actor, 'users', id, setup.agents);
  await saveSlots(tx, actor, ScheduleSlotsCreate.parse(weeklySlots(id)));
  await saveExceptions(tx, actor, ScheduleExceptionsCreate.parse(exceptions(id, bogotaDate(setup.now))));
  await saveTypification(tx, actor, TypificationSave.parse([{
    campaign_id: id,
    calificaciones: demo.resultados.map((r) => ({ name: r.name, descripciones: r.calificaciones.map((c) => c.name) })),
  }]));
  await assignContacts(tx, actor, id, setup.contactIds);
  return id;
}

/** Monday to Friday 08:00–18:00 and Saturday 08:00–12:00, in one-hour slots. */
function weeklySlots(campaign: number) {
  const slot = (dia: Weekday, hour: number, citas: number) => ({
    campaign, dia_semana: dia, hora_inicio: `${String(hour).padStart(2, '0')}:00`, hora_fin: `${String(hour + 1).padStart(2, '0')}:00`, max_citas: citas,
  });
  const weekdays = WEEKDAY_SLOTS.flatMap((dia) => Array.from({ length: 10 }, (_, i) => slot(dia, 8 + i, 4)));
  const saturday = Array.from({ length: 4 }, (_, i) => slot('SABADO', 8 + i, 2));
  return [...weekdays, ...saturday];
}

/**
 * A training afternoon on the first Friday at least a week away (closed those hours: no special schedule), and a
 * reduced schedule on the next holiday (a special schedule: only those hours).
 */
function exceptions(campaign: number, today: string) {
  let training = addDays(today, 7);
  while (weekdayOf(training) !== 5) training = addDays(training, 1);
  const items: object[] = [{
    campaign, fecha: training, motivo: 'Capacitación del equipo en el nuevo guion', hora_inicio: '14:00', hora_fin: '18:00', max_citas: 1, horario_especial: false,
  }];
  const holiday = HOLIDAYS.find(([date]) => date > today);
  if (holiday) {
    items.push({
      campaign, fecha: holiday[0], motivo: `Festivo: ${holiday[1]}, atención solo en la mañana`, hora_inicio: '09:00', hora_fin: '13:00', max_citas: 2, horario_especial: true,
    });
  }
  return items;
}

async function readCampaign(db: Db, id: number, demo: DemoCampaign, contacts: DemoContact[]): Promise<LoadedCampaign> {
  const [tree] = await getTypificationTree(db, id);
  const resultados = new Map((tree?.calificaciones ?? []).map((r) => [r.name, { id: r.id, calificaciones: new Map(r.descripciones.map((d) => [d.name, d.id])) }]));
  const agentRows = await db.select({ userId: campaignUsers.userId }).from(campaignUsers).where(eq(campaignUsers.campaignId, id));
  const memberRows = await db.select({ contactId: campaignContacts.contactId }).from(campaignContacts).where(eq(campaignContacts.campaignId, id));
  const members = new Set(memberRows.map((row) => row.contactId));
  return { id, demo, agentIds: agentRows.map((row) => row.userId).sort((a, b) => a - b), contacts: contacts.filter((c) => members.has(c.id)), resultados };
}
