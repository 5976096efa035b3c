import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_CURSOR, GESTION_ESTADO_LABELS,
  type ActivityKind, type ContactActivityItem, type ContactActivityPage, type ContactActivityQuery, type GestionEstado,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { audits } from '../audits/audits.tables.js';
import { campaignsOfUser } from '../campaigns/campaigns.members.js';
import { channels, chatMessages, conversations } from '../chat/chat.tables.js';
import { visibleTo, type Viewer } from '../gestiones/gestiones.filters.js';
import { agentNameSql } from '../gestiones/gestiones.names.js';
import { gestiones } from '../gestiones/gestiones.tables.js';
import { campaigns } from '../campaigns/campaigns.tables.js';
import { calificaciones, descripciones } from '../typification/typification.tables.js';
import { users } from '../users/users.tables.js';
import { findActiveContact } from '../contacts/contacts.writes.js';

/**
 * A contact's timeline: its gestiones, its conversations and what the audit log recorded about it, newest
 * first. A page is read by keyset on (time, source, id): each source gives its newest rows older than the
 * cursor from its own index, and the union keeps the newest of them.
 */

type Source = 'gestion' | 'audit' | 'chat';

interface Entry {
  source: Source;
  id: number;
  /** UTC, to the microsecond, as the cursor carries it. */
  at: string;
}

const UTC_TEXT = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Conversations the viewer may read: theirs, their campaigns', or every one for who sees all agents. */
function conversationsVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.seesAll) return undefined;
  return or(eq(conversations.agentId, viewer.id), inArray(conversations.campaignId, campaignsOfUser(viewer.id)));
}

function parseCursor(before: string | undefined): Entry | null {
  const match = before ? ACTIVITY_CURSOR.exec(before) : null;
  return match ? { at: match[1]!, source: match[2] as Source, id: Number(match[3]) } : null;
}

/** The newest `limit` entries of one source older than the cursor, in timeline order. */
function sourcePage(source: Source, time: SQL, id: SQL, table: SQL, where: SQL, cursor: Entry | null, limit: number): SQL {
  const older = cursor ? sql`and (${time}, ${source}::text, ${id}) < (${cursor.at}::timestamptz, ${cursor.source}::text, ${cursor.id})` : sql``;
  return sql`(select ${time} as t, ${UTC_TEXT(time)} as at, ${source}::text as source, ${id} as id from ${table}
    where ${where} ${older} order by ${time} desc, ${id} desc limit ${limit})`;
}

async function pageOfEntries(db: Db, contactId: number, viewer: Viewer, cursor: Entry | null, limit: number): Promise<Entry[]> {
  const gestionWhere = and(eq(gestiones.contactId, contactId), visibleTo(viewer))!;
  const chatWhere = and(eq(conversations.contactId, contactId), conversationsVisibleTo(viewer))!;
  const auditWhere = eq(audits.contactId, contactId);
  const found = await rows<{ at: string; source: Source; id: number }>(db, sql`
    select at, source, id from (
      ${sourcePage('gestion', sql`${gestiones.createdAt}`, sql`${gestiones.id}`, sql`${gestiones}`, gestionWhere, cursor, limit)}
      union all
      ${sourcePage('chat', sql`${conversations.createdAt}`, sql`${conversations.id}`, sql`${conversations}`, chatWhere, cursor, limit)}
      union all
      ${sourcePage('audit', sql`${audits.createdDate}`, sql`${audits.id}`, sql`${audits}`, auditWhere, cursor, limit)}
    ) as entries
    order by t desc, source desc, id desc
    limit ${limit}`);
  return found.map((r) => ({ at: r.at, source: r.source, id: Number(r.id) }));
}

// ---------------------------------------------------------------------------------------------
// What each entry says

type Described = Omit<ContactActivityItem, 'key' | 'at'>;

const profileLink = (contactId: number, tab: string) => `/contact/${contactId}/contact_profile?tab=${tab}`;

async function describeGestiones(db: Db, contactId: number, ids: number[]): Promise<Map<number, Described>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({
      id: gestiones.id, type: gestiones.type, estado: gestiones.estado, observaciones: gestiones.observaciones,
      campaign: campaigns.name, calificacion: calificaciones.name, descripcion: descripciones.name, agent: agentNameSql,
    })
    .from(gestiones)
    .leftJoin(campaigns, eq(campaigns.id, gestiones.campaignId))
    .leftJoin(calificaciones, eq(calificaciones.id, gestiones.calificacionId))
    .leftJoin(descripciones, eq(descripciones.id, gestiones.descripcionId))
    .leftJoin(users, eq(users.id, gestiones.agentId))
    .where(inArray(gestiones.id, ids));
  return new Map(found.map((g) => {
    const result = [g.calificacion, g.descripcion].filter(Boolean).join(' · ') || 'Sin calificación';
    const estado = GESTION_ESTADO_LABELS[g.estado as GestionEstado] ?? g.estado;
    const details = [estado, result, g.type, g.observaciones.trim()].filter(Boolean).join(' — ');
    return [g.id, {
      kind: 'gestion' as const,
      user: g.agent,
      title: g.campaign ? `Gestión en ${g.campaign}` : 'Gestión sin campaña',
      description: details,
      link: `/gestionContacto/${contactId}?gestion=${g.id}`,
    }];
  }));
}

const CONVERSATION_STATES: Record<string, string> = {
  BOT: 'con el bot', EN_ESPERA: 'en espera', EN_GESTION: 'en gestión', FINALIZADA: 'finalizada',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

async function describeConversations(db: Db, ids: number[]): Promise<Map<number, Described>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({
      id: conversations.id, type: conversations.type, address: conversations.address, estado: conversations.estado,
      channel: channels.nombre, agent: agentNameSql, lastMessage: conversations.lastMessage,
      messages: sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${conversations.id})`,
    })
    .from(conversations)
    .innerJoin(channels, eq(channels.id, conversations.channelId))
    .leftJoin(users, eq(users.id, conversations.agentId))
    .where(inArray(conversations.id, ids));
  return new Map(found.map((c) => {
    const last = c.lastMessage?.content ? ` Último mensaje: ${c.lastMessage.content.slice(0, 120)}` : '';
    return [c.id, {
      kind: 'conversacion' as const,
      user: c.agent,
      title: `Conversación por ${c.type} (${c.channel})`,
      description: `${plural(Number(c.messages), 'mensaje', 'mensajes')}, ${CONVERSATION_STATES[c.estado] ?? c.estado}.${last}`,
      link: `/chat/${encodeURIComponent(c.address)}`,
    }];
  }));
}

/** The kind of an audit entry about a contact, by what it recorded. */
function auditKind(contentType: string, descripcion: string): ActivityKind {
  switch (contentType) {
    case 'Datos de contacto': return 'datos';
    case 'Documento de contacto': return 'documento';
    case 'Hoja de vida': return 'hoja_de_vida';
    case 'Relación de contacto': return 'relacion';
    case 'Agentes del contacto': return 'agentes';
    case 'Campaña': return 'campana';
  }
  if (descripcion.startsWith('Se fusionó')) return 'fusion';
  if (/ (a|de) los grupos: /.test(descripcion)) return 'grupo';
  return 'perfil';
}

const AUDIT_TITLES: Record<ActivityKind, string> = {
  gestion: 'Gestión', conversacion: 'Conversación', perfil: 'Perfil del contacto', datos: 'Datos de contacto',
  documento: 'Documento', grupo: 'Grupos', campana: 'Campañas', relacion: 'Relaciones', agentes: 'Agentes asignados', hoja_de_vida: 'Hoja de vida',
  fusion: 'Contactos fusionados',
};

const AUDIT_LINKS: Partial<Record<ActivityKind, string>> = {
  perfil: 'general', datos: 'datos', documento: 'documentos', relacion: 'general', agentes: 'general', hoja_de_vida: 'hoja_de_vida',
  fusion: 'general',
};

async function describeAudits(db: Db, contactId: number, ids: number[]): Promise<Map<number, Described>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: audits.id, contentType: audits.contentType, action: audits.tipoGestion, descripcion: audits.descripcion, username: audits.username })
    .from(audits)
    .where(inArray(audits.id, ids));
  return new Map(found.map((a) => {
    const kind = auditKind(a.contentType, a.descripcion);
    const tab = AUDIT_LINKS[kind];
    return [a.id, {
      kind,
      user: a.username || null,
      title: `${AUDIT_TITLES[kind]}: ${a.action.toLowerCase()}`,
      description: a.descripcion,
      link: tab ? profileLink(contactId, tab) : null,
    }];
  }));
}

/** One page of the timeline of an active contact (404 otherwise, as its profile answers). */
export async function contactActivity(db: Db, contactId: number, viewer: Viewer, query: ContactActivityQuery): Promise<ContactActivityPage> {
  await findActiveContact(db, contactId);
  const entries = await pageOfEntries(db, contactId, viewer, parseCursor(query.before), query.limit + 1);
  const page = entries.slice(0, query.limit);
  const idsOf = (source: Source) => page.filter((e) => e.source === source).map((e) => e.id);
  const [ofGestiones, ofChats, ofAudits] = await Promise.all([
    describeGestiones(db, contactId, idsOf('gestion')),
    describeConversations(db, idsOf('chat')),
    describeAudits(db, contactId, idsOf('audit')),
  ]);
  const described = { gestion: ofGestiones, chat: ofChats, audit: ofAudits };
  const results = page.flatMap((entry) => {
    const item = described[entry.source].get(entry.id);
    return item ? [{ ...item, key: `${entry.source}_${entry.id}`, at: new Date(entry.at).toISOString() }] : [];
  });
  const last = page.at(-1);
  return { results, next_before: entries.length > query.limit && last ? `${last.at}_${last.source}_${last.id}` : null };
}
