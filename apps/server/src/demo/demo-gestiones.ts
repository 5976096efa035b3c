import { inArray, sql } from 'drizzle-orm';
import type { GestionEstado, GestionType } from '@atiende/shared';
import type { Db } from '../db/client.js';
import { recordAudit, type AuditActor } from '../modules/audits/audits.record.js';
import { gestiones } from '../modules/gestiones/gestiones.tables.js';
import type { DemoCalificacion } from './demo-campaign-data.js';
import type { LoadedCampaign } from './demo-campaigns.js';
import { addDays, bogotaDate, bogotaInstant, bogotaMinutes, hourMinuteText, weekdayOf } from './demo-clock.js';
import type { DemoContact } from './demo-contacts.js';
import { createRandom, type Random } from './random.js';

const SEED = 20260404;
const TOTAL = 1500;
const DAYS = 45;
const INSERT_CHUNK = 500;
/** Gestiones per hour of the working day (Bogotá, 8:00–18:00), busiest mid-morning. */
const HOUR_WEIGHTS: [number, number][] = [
  [8, 6], [9, 9], [10, 10], [11, 8], [12, 5], [13, 4], [14, 6], [15, 7], [16, 6], [17, 4],
];
/** Gestiones this recent are the work in progress: a mix of open and finished ones (yesterday's too, before 8:00). */
const RECENT_MS = 24 * 60 * 60 * 1000;
/** Sunday … Saturday: weekdays are full days, Saturday a morning (as the campaigns' schedules), Sunday closed. */
const WEEKDAY_WEIGHTS = [0, 1, 1, 1, 1, 1, 0.45];
/** Whatever day the demo is opened on, it shows a working day in progress. */
const TODAY_MIN_WEIGHT = 0.7;
/** Share of past gestiones left open until they expired. */
const EXPIRED_SHARE = 0.05;
/** Share of WhatsApp and Telegram conversations that the bot answered first. */
const BOT_SHARE = 0.4;
const GESTION_CITY: Record<string, string> = { Bogotá: 'BOGOTA', Bucaramanga: 'BUCARAMANGA' };
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** One gestiones row, in the column names of the table. */
interface GestionRow {
  contact_id: number;
  campaign_id: number;
  agent_id: number;
  type: GestionType;
  estado: GestionEstado;
  calificacion_id: number;
  descripcion_id: number;
  tipo_gestion_id: number | null;
  observaciones: string;
  is_lead: boolean;
  en_bot: boolean;
  ciudad: string | null;
  placa: string | null;
  phone: string;
  fecha_proximo_contacto: string | null;
  hora_proximo_contacto: string | null;
  created_at: string;
  fecha_finalizacion: string | null;
  vence_at: string | null;
}

/**
 * How many gestiones each of the last DAYS days gets (oldest first); today's only in the working hours gone by,
 * so none before 8:00.
 */
function gestionesPerDay(now: Date): { date: string; count: number }[] {
  const today = bogotaDate(now);
  const days = Array.from({ length: DAYS }, (_, i) => {
    const date = addDays(today, i - DAYS + 1);
    const weekday = WEEKDAY_WEIGHTS[weekdayOf(date)]!;
    if (date !== today) return { date, weight: weekday };
    // Up to the minute before now, as timeOfDay places them.
    const share = workShareBefore(bogotaMinutes(now) - 1);
    return { date, weight: share === 0 ? 0 : Math.max(weekday, TODAY_MIN_WEIGHT) * Math.max(0.35, share) };
  });
  const total = days.reduce((sum, d) => sum + d.weight, 0);
  return days.map((d) => ({ date: d.date, count: Math.round((TOTAL * d.weight) / total) }));
}

/** The share of a working day's gestiones that happen before `minutes` past midnight. */
function workShareBefore(minutes: number): number {
  const total = HOUR_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  const before = HOUR_WEIGHTS.reduce((sum, [hour, w]) => sum + w * Math.min(1, Math.max(0, (minutes - hour * 60) / 60)), 0);
  return before / total;
}

/** A time of the working day, by HOUR_WEIGHTS; with `limit`, before it (today's are never in the future). */
function timeOfDay(random: Random, limit?: number): number {
  const hours = HOUR_WEIGHTS
    .map(([hour, w]) => [hour, limit === undefined ? w : w * Math.min(1, (limit - hour * 60) / 60)] as [number, number])
    .filter(([, w]) => w > 0);
  const hour = random.weighted(hours);
  const span = limit === undefined ? 60 : Math.min(60, limit - hour * 60);
  return hour * 60 + random.next() * span;
}

function plate(random: Random): string {
  const letters = Array.from({ length: 3 }, () => random.pick([...PLATE_LETTERS])).join('');
  // Cars carry ABC123; motorcycles ABC12D.
  return random.chance(0.8)
    ? `${letters}${random.int(100, 999)}`
    : `${letters}${String(random.int(10, 99))}${random.pick([...PLATE_LETTERS])}`;
}

/** '3:30 p. m.', as a time is said in Colombia. */
function spokenHour(hourMinute: string): string {
  const [hour, minute] = hourMinute.split(':').map(Number) as [number, number];
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'a. m.' : 'p. m.'}`;
}

/** Recent gestiones schedule their next contact over the coming week, one day after another. */
class NextContactPlanner {
  private recent = 0;
  constructor(private readonly random: Random, private readonly today: string) {}

  plan(date: string): { fecha: string; hora: string } {
    const hora = hourMinuteText(this.random.int(16, 35) * 30);
    const daysAgo = (Date.parse(this.today) - Date.parse(date)) / 86_400_000;
    if (daysAgo > 6) return { fecha: addDays(date, this.random.int(1, 5)), hora };
    const fecha = addDays(this.today, this.recent % 7);
    this.recent += 1;
    return { fecha, hora };
  }
}

function recentEstado(random: Random, minutesAgo: number): GestionEstado {
  if (minutesAgo < 90) return random.weighted([['EN_GESTION', 50], ['PENDIENTE', 30], ['FINALIZADO', 20]]);
  if (minutesAgo < 300) return random.weighted([['PENDIENTE', 30], ['EN_GESTION', 15], ['FINALIZADO', 55]]);
  return random.weighted([['PENDIENTE', 20], ['FINALIZADO', 80]]);
}

class GestionGenerator {
  private readonly random = createRandom(SEED);
  private readonly plates = new Map<number, string>();
  private readonly today: string;
  private readonly nextContact: NextContactPlanner;

  constructor(private readonly campaigns: LoadedCampaign[], private readonly tipos: Map<string, number>, private readonly now: Date) {
    this.today = bogotaDate(now);
    this.nextContact = new NextContactPlanner(this.random, this.today);
  }

  all(): GestionRow[] {
    const nowMinutes = bogotaMinutes(this.now);
    const found: GestionRow[] = [];
    for (const { date, count } of gestionesPerDay(this.now)) {
      const isToday = date === this.today;
      const times = Array.from({ length: count }, () => timeOfDay(this.random, isToday ? nowMinutes - 1 : undefined)).sort((a, b) => a - b);
      for (const minutes of times) found.push(this.one(date, minutes));
    }
    return found;
  }

  private one(date: string, minutes: number): GestionRow {
    const r = this.random;
    const campaign = r.weighted(this.campaigns.map((c) => [c, c.demo.weight] as const));
    const type = r.weighted(campaign.demo.channels);
    const resultado = r.weighted(campaign.demo.resultados.map((res) => [res, res.weight] as const));
    const choices = resultado.calificaciones.filter((c) => type === 'Telefonía - Manual' || !c.callOnly);
    const calificacion = r.weighted(choices.map((c) => [c, c.weight] as const));
    const contact = r.pick(campaign.contacts);
    const placa = campaign.demo.withPlaca ? this.plateOf(contact) : null;
    const next = r.chance(calificacion.nextContact ?? 0) ? this.nextContact.plan(date) : null;
    const createdAt = bogotaInstant(date, minutes);
    const ago = this.now.getTime() - createdAt.getTime();
    const estado = this.estadoOf(ago < RECENT_MS ? ago / 60_000 : null, createdAt, campaign.demo.closingHours);
    const stored = campaign.resultados.get(resultado.name)!;
    return {
      contact_id: contact.id,
      campaign_id: campaign.id,
      agent_id: r.weighted(campaign.agentIds.map((id, i) => [id, 1.25 - 0.15 * i] as const)),
      type,
      estado,
      calificacion_id: stored.id,
      descripcion_id: stored.calificaciones.get(calificacion.name)!,
      tipo_gestion_id: this.tipos.get(this.tipoGestionOf(type)) ?? null,
      observaciones: this.observacion(calificacion, placa, next?.hora ?? hourMinuteText(r.int(16, 35) * 30)),
      is_lead: r.chance(calificacion.lead ?? 0),
      en_bot: type !== 'Telefonía - Manual' && r.chance(BOT_SHARE),
      ciudad: GESTION_CITY[contact.city] ?? null,
      placa,
      phone: contact.phone,
      fecha_proximo_contacto: next?.fecha ?? null,
      hora_proximo_contacto: next?.hora ?? null,
      created_at: createdAt.toISOString(),
      fecha_finalizacion: estado === 'FINALIZADO' ? this.finishedAt(createdAt, type).toISOString() : null,
      vence_at: estado === 'FINALIZADO' ? null : new Date(createdAt.getTime() + campaign.demo.closingHours * 3_600_000).toISOString(),
    };
  }

  /**
   * Past gestiones are finished, but a few (two days or more ago) were left open until they expired;
   * the last day's are a mix, the most recent ones still open. An open one past its closing time has expired.
   */
  private estadoOf(minutesAgo: number | null, createdAt: Date, closingHours: number): GestionEstado {
    const daysAgo = (this.now.getTime() - createdAt.getTime()) / 86_400_000;
    if (minutesAgo === null) return daysAgo >= 2 && this.random.chance(EXPIRED_SHARE) ? 'VENCIDO' : 'FINALIZADO';
    const estado = recentEstado(this.random, minutesAgo);
    return estado !== 'FINALIZADO' && minutesAgo >= closingHours * 60 ? 'VENCIDO' : estado;
  }

  /** A call lasts a few minutes, a chat longer; never later than now. */
  private finishedAt(createdAt: Date, type: GestionType): Date {
    const minutes = type === 'Telefonía - Manual' ? 1.5 + this.random.next() * 10 : 4 + this.random.next() * 40;
    return new Date(Math.min(createdAt.getTime() + minutes * 60_000, this.now.getTime()));
  }

  private tipoGestionOf(type: GestionType): string {
    if (type === 'WhatsApp' || type === 'Telegram') return type;
    return this.random.weighted([['Llamada saliente', 85], ['Llamada entrante', 10], ['Correo', 5]]);
  }

  private plateOf(contact: DemoContact): string {
    let found = this.plates.get(contact.id);
    if (!found) {
      found = plate(this.random);
      this.plates.set(contact.id, found);
    }
    return found;
  }

  private observacion(calificacion: DemoCalificacion, placa: string | null, hora: string): string {
    return this.random.pick(calificacion.observaciones).replace('{placa}', placa ?? '').replace('{hora}', spokenHour(hora));
  }
}

/**
 * About TOTAL gestiones over the last DAYS days by the campaigns' agents, written in a few set-based
 * statements (the rollup trigger counts each row) with one audit entry. Nothing is written when the
 * demo campaigns already have gestiones. Returns how many were written.
 */
export async function loadDemoGestiones(
  db: Db, actor: AuditActor, campaigns: LoadedCampaign[], tipos: Map<string, number>, now: Date,
): Promise<number> {
  const usable = campaigns.filter((c) => c.contacts.length > 0 && c.agentIds.length > 0);
  if (usable.length === 0) return 0;
  const [existing] = await db.select({ id: gestiones.id }).from(gestiones).where(inArray(gestiones.campaignId, campaigns.map((c) => c.id))).limit(1);
  if (existing) return 0;
  const all = new GestionGenerator(usable, tipos, now).all();
  await db.transaction(async (tx) => {
    for (let start = 0; start < all.length; start += INSERT_CHUNK) await insertGestiones(tx, all.slice(start, start + INSERT_CHUNK));
    await recordAudit(tx, actor, {
      contentType: 'Gestión', action: 'Creación',
      descripcion: `Se cargaron ${all.length} gestiones de demostración de los últimos ${DAYS} días en ${usable.length} campañas`,
    });
  });
  return all.length;
}

/** The rows in creation order, each with its campaign in gestion_campaigns. */
async function insertGestiones(tx: Db, batch: GestionRow[]): Promise<void> {
  await tx.execute(sql`
    with inserted as (
      insert into gestiones (contact_id, campaign_id, agent_id, type, estado, calificacion_id, descripcion_id, tipo_gestion_id,
        observaciones, is_lead, en_bot, ciudad, placa, phone, fecha_proximo_contacto, hora_proximo_contacto, created_at, fecha_finalizacion, vence_at)
      select v.contact_id, v.campaign_id, v.agent_id, v.type, v.estado, v.calificacion_id, v.descripcion_id, v.tipo_gestion_id,
        v.observaciones, v.is_lead, v.en_bot, v.ciudad, v.placa, v.phone, v.fecha_proximo_contacto, v.hora_proximo_contacto, v.created_at,
        v.fecha_finalizacion, v.vence_at
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(
        contact_id int, campaign_id int, agent_id int, type text, estado text, calificacion_id int, descripcion_id int,
        tipo_gestion_id int, observaciones text, is_lead boolean, en_bot boolean, ciudad text, placa text, phone text, fecha_proximo_contacto date,
        hora_proximo_contacto time, created_at timestamptz, fecha_finalizacion timestamptz, vence_at timestamptz)
      order by v.created_at
      returning id, campaign_id
    )
    insert into gestion_campaigns (gestion_id, campaign_id) select id, campaign_id from inserted`);
}
