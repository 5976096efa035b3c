import { eq, sql } from 'drizzle-orm';
import {
  POR_HORA_DETALLE_LIMIT, type GestionListItem, type GestionesPorBot, type GestionesPorBotQuery, type GestionesPorHora,
  type GestionesPorHoraQuery,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { campaigns } from '../campaigns/campaigns.tables.js';
import { contacts } from '../contacts/contacts.tables.js';
import { TIME_ZONE } from '@atiende/shared';
import { dailyWhere, hourlyWhere, type GestionFilters, type Viewer } from '../gestiones/gestiones.filters.js';
import { contactNameSql, isoText } from '../gestiones/gestiones.names.js';
import { newestFirst, pageOfGestiones, selectListItems, toListItem } from '../gestiones/gestiones.service.js';
import { gestiones, gestionesDaily, gestionesHourly } from '../gestiones/gestiones.tables.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const BOT_LIST_LIMIT = 200;

/** The calendar day in Bogotá `offset` days from today, as YYYY-MM-DD. */
export function bogotaDay(offset = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** Today ('hoy', the default) or the last seven days ('semana'), in Bogotá. */
function rangoDays(rango: 'hoy' | 'semana' | undefined): { fecha_inicio: string; fecha_fin: string } {
  return { fecha_inicio: bogotaDay(rango === 'semana' ? -6 : 0), fecha_fin: bogotaDay(0) };
}

/** The days a report covers: the dates given, else those of its rango. */
export function reportDays(query: { rango?: 'hoy' | 'semana'; fecha_inicio?: string; fecha_fin?: string }): { fecha_inicio?: string; fecha_fin?: string } {
  if (query.fecha_inicio || query.fecha_fin) return { fecha_inicio: query.fecha_inicio, fecha_fin: query.fecha_fin };
  return rangoDays(query.rango);
}

function reportFilters(query: GestionesPorHoraQuery | GestionesPorBotQuery): GestionFilters {
  return { ...reportDays(query), estado: query.estado, agents: query.agents, campaign: query.campaign, type: query.type };
}

const slotLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Gestiones per hour of the Bogotá day over the chosen days, all 24 slots in order, read from the rollup. */
export async function gestionesPorHora(db: Db, viewer: Viewer, query: GestionesPorHoraQuery): Promise<GestionesPorHora> {
  // Summed per stored hour first (the rollup's key order), then those few hundred rows per hour of the day.
  const perHour = db
    .select({ hour: gestionesHourly.hour, total: sql<number>`sum(${gestionesHourly.total})`.as('total') })
    .from(gestionesHourly)
    .where(hourlyWhere(viewer, reportFilters(query)) ?? undefined)
    .groupBy(gestionesHourly.hour)
    .as('per_hour');
  const found = await db
    .select({ hour: sql<number>`extract(hour from ${perHour.hour} at time zone ${TIME_ZONE})::int`, total: sql<number>`sum(${perHour.total})::int` })
    .from(perHour)
    // By position: the zone is a parameter, so the same expression written twice would not match.
    .groupBy(sql`1`);
  const byHour = new Map(found.map((r) => [Number(r.hour), Number(r.total)]));
  const slots = Array.from({ length: 24 }, (_, hour) => ({ hora: slotLabel(hour), contador: byHour.get(hour) ?? 0 }));
  return { slots, total_gestiones: slots.reduce((sum, slot) => sum + slot.contador, 0) };
}

/** The newest gestiones of one hour slot of the same report. */
export async function gestionesDeLaHora(db: Db, viewer: Viewer, query: GestionesPorHoraQuery, hora: number): Promise<GestionListItem[]> {
  const inSlot = sql`extract(hour from ${gestiones.createdAt} at time zone ${TIME_ZONE}) = ${hora}`;
  const page = pageOfGestiones(db, viewer, reportFilters(query), { limit: POR_HORA_DETALLE_LIMIT, extra: inSlot });
  const found = await selectListItems(db, page).orderBy(...newestFirst);
  return found.map(toListItem);
}

/** The newest gestiones of one side of the bot (at most BOT_LIST_LIMIT), as the report lists them. */
async function botSideList(db: Db, viewer: Viewer, filters: GestionFilters, enBot: boolean) {
  const page = pageOfGestiones(db, viewer, filters, { limit: BOT_LIST_LIMIT, extra: eq(gestiones.enBot, enBot) });
  const found = await db
    .select({
      id: gestiones.id, contacto: contactNameSql, campana: campaigns.name, estado: gestiones.estado,
      createdAt: gestiones.createdAt, type: gestiones.type,
    })
    .from(page)
    .innerJoin(gestiones, eq(gestiones.id, page.pageId))
    .innerJoin(contacts, eq(contacts.id, gestiones.contactId))
    .leftJoin(campaigns, eq(campaigns.id, gestiones.campaignId))
    .orderBy(...newestFirst);
  return found.map((g) => ({ id: g.id, contacto: g.contacto, campana: g.campana, estado: g.estado, created_date: isoText(g.createdAt), type: g.type }));
}

/** Gestiones that went through the bot versus those that did not, and the newest of each side. */
export async function gestionesPorBot(db: Db, viewer: Viewer, query: GestionesPorBotQuery): Promise<GestionesPorBot> {
  const filters = reportFilters(query);
  const [[totals], inside, outside] = await Promise.all([
    db
      .select({
        enBot: sql<number>`coalesce(sum(${gestionesDaily.total}) filter (where ${gestionesDaily.enBot}), 0)::int`,
        all: sql<number>`coalesce(sum(${gestionesDaily.total}), 0)::int`,
      })
      .from(gestionesDaily)
      .where(dailyWhere(viewer, filters) ?? undefined),
    botSideList(db, viewer, filters, true),
    botSideList(db, viewer, filters, false),
  ]);
  const enBot = Number(totals?.enBot ?? 0);
  const all = Number(totals?.all ?? 0);
  return {
    gestiones_en_bot: enBot,
    gestiones_fuera_bot: all - enBot,
    gestiones: all,
    gestiones_fuera_bot_list: outside,
    gestiones_en_bot_list: inside,
    fecha_inicio: filters.fecha_inicio ?? '',
    fecha_fin: filters.fecha_fin ?? '',
  };
}
