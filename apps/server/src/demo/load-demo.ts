import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DashboardFigures } from '@atiende/shared';
import { loadConfig } from '../config.js';
import { openDatabase, rows, type Db } from '../db/client.js';
import { ensureReferenceData, ensureSuperAdmin } from '../db/seed.js';
import type { AuditActor } from '../modules/audits/audits.record.js';
import { dashboardFigures } from '../modules/reports/dashboard.service.js';
import { loadDemoAccounts, loadDemoCampaigns, loadDemoTiposGestion } from './demo-campaigns.js';
import { loadDemoContacts } from './demo-contacts.js';
import { loadDemoGestiones } from './demo-gestiones.js';
import { loadDemoGroups } from './demo-groups.js';
import { loadDemoChat } from './demo-chat.js';
import { loadDemoShortcuts } from './demo-shortcuts.js';
import { loadDemoLeads } from './demo-leads.js';
import { loadDemoBroadcasts } from './demo-broadcasts.js';
import { loadDemoCases } from './demo-cases.js';
import { loadDemoProducts } from './demo-products.js';
import { loadDemoServiceLevels } from './demo-service-levels.js';
import { loadDemoSurveys } from './demo-surveys.js';
import { loadDemoTasks } from './demo-tasks.js';
import { DEMO_PASSWORD, DEMO_USERS, loadDemoUsers } from './demo-users.js';
import { loadDemoSessions } from './demo-sessions.js';
import { loadDemoCalls } from './demo-calls.js';

/** What the summary counts, by the label it prints. */
const COUNTED: [string, string][] = [
  ['Usuarios', 'select count(*)::int as n from users where deleted_at is null'],
  ['Contactos', 'select count(*)::int as n from contacts where deleted_at is null'],
  ['Datos de contacto', 'select count(*)::int as n from contact_data'],
  ['Grupos de contactos', 'select count(*)::int as n from contact_groups'],
  ['Cuentas', 'select count(*)::int as n from accounts'],
  ['Campañas', 'select count(*)::int as n from campaigns where deleted_at is null'],
  ['Contactos en campañas', 'select count(*)::int as n from campaign_contacts'],
  ['Horarios de atención', 'select count(*)::int as n from campaign_schedules'],
  ['Excepciones de horario', 'select count(*)::int as n from campaign_schedule_exceptions'],
  ['Resultados', 'select count(*)::int as n from calificaciones'],
  ['Calificaciones', 'select count(*)::int as n from descripciones'],
  ['Tipos de gestión', 'select count(*)::int as n from tipos_gestion'],
  ['Gestiones', 'select count(*)::int as n from gestiones'],
  ['Sesiones', 'select count(*)::int as n from session_history'],
  ['Mensajes del chat interno', 'select count(*)::int as n from internal_chat_messages'],
  ['Canales', 'select count(*)::int as n from channels where deleted_at is null'],
  ['Conversaciones', 'select count(*)::int as n from conversations'],
  ['Mensajes de clientes', 'select count(*)::int as n from chat_messages'],
  ['Atajos del chat', 'select count(*)::int as n from chat_shortcuts'],
  ['Leads', 'select count(*)::int as n from leads'],
  ['Plantillas de WhatsApp', 'select count(*)::int as n from whatsapp_templates'],
  ['Campañas de difusión', 'select count(*)::int as n from broadcast_campaigns'],
  ['Mensajes de difusión', 'select count(*)::int as n from broadcast_recipients'],
  ['Casos', 'select count(*)::int as n from cases'],
  ['Historial de casos', 'select count(*)::int as n from case_history'],
  ['Productos', 'select count(*)::int as n from products'],
  ['Encuestas', 'select count(*)::int as n from surveys'],
  ['Respuestas de encuestas', 'select count(*)::int as n from survey_responses'],
  ['Proyectos', 'select count(*)::int as n from projects'],
  ['Tareas', 'select count(*)::int as n from tasks'],
  ['Llamadas', 'select count(*)::int as n from call_records'],
  ['Auditorías', 'select count(*)::int as n from audits'],
];

export type DemoCounts = Map<string, number>;

export async function countDemoTables(db: Db): Promise<DemoCounts> {
  const counts: DemoCounts = new Map();
  for (const [label, query] of COUNTED) {
    const [found] = await rows<{ n: number }>(db, sql.raw(query));
    counts.set(label, Number(found?.n ?? 0));
  }
  return counts;
}

/**
 * Loads the demo contact centre: users, contacts, groups, accounts, campaigns with their typification,
 * gestiones, chat with its shortcuts, leads, WhatsApp templates and a finished broadcast, products, surveys with answers, project task boards
 * and the PBX's calls with their recordings (under `recordingsDir`). Each part is skipped when it is already stored,
 * so a second run adds nothing.
 * Everything is created in the name of the demo administrator.
 */
export async function loadDemo(
  db: Db, chat: { key: Buffer }, now: Date = new Date(), uploadsDir: string | null = null, recordingsDir: string | null = null,
): Promise<void> {
  const demoUsers = await loadDemoUsers(db);
  const withRole = (role: string) => demoUsers.filter((u) => u.role === role).map((u) => u.id);
  const administrator = demoUsers.find((u) => u.role === 'Administrador')!;
  const actor: AuditActor = { id: administrator.id, username: administrator.username };

  const contacts = await loadDemoContacts(db, actor);
  await loadDemoGroups(db, actor, contacts);
  const accountIds = await loadDemoAccounts(db, actor);
  const tipos = await loadDemoTiposGestion(db, actor);
  const staff = { encargados: [...withRole('Administrador'), ...withRole('Supervisor')], agents: withRole('Agente') };
  const campaigns = await loadDemoCampaigns(db, actor, staff, contacts, accountIds, now);
  await loadDemoGestiones(db, actor, campaigns, tipos, now);
  await loadDemoChat(db, chat.key, actor, campaigns, now);
  await loadDemoShortcuts(db, actor, campaigns);
  await loadDemoLeads(db, actor, campaigns, now);
  await loadDemoBroadcasts(db, actor, now);
  if (uploadsDir) {
    const fieldAgents = demoUsers.filter((u) => u.role === 'Agente').map((u) => ({ id: u.id, username: u.username }));
    await loadDemoCases(db, uploadsDir, actor, fieldAgents, contacts, now);
  }
  await loadDemoProducts(db, actor);
  await loadDemoSurveys(db, actor, campaigns);
  await loadDemoServiceLevels(db, actor, campaigns);
  const staffActors = demoUsers.filter((u) => u.role !== null).map((u) => ({ id: u.id, username: u.username }));
  await loadDemoTasks(db, actor, staffActors, contacts, now);
  await loadDemoCalls(db, withRole('Agente'), contacts, now, recordingsDir);
  // Last: the sessions follow the gestiones (and chats) of each person.
  await loadDemoSessions(db, demoUsers, now);
}

function printSummary(before: DemoCounts, after: DemoCounts, figures: DashboardFigures): void {
  console.log('Resumen (total en la base, entre paréntesis lo agregado en esta ejecución):');
  for (const [label, total] of after) console.log(`  ${label.padEnd(24)} ${String(total).padStart(6)}  (+${total - (before.get(label) ?? 0)})`);
  console.log(
    `Tablero: ${figures.contactos_activos} contactos activos, ${figures.campaign} campañas, gestiones hoy ${figures.gestiones}` +
    ` (${figures.gestiones_finalizadas_hoy} finalizadas), semana ${figures.gestiones_semana}, mes ${figures.gestiones_mes}.`,
  );
}

async function main(): Promise<void> {
  // npm runs the script from apps/server; a relative DATA_DIR means the folder npm was called from, as for `npm start`.
  const callerDir = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig({ ...process.env, DATA_DIR: path.resolve(callerDir, process.env.DATA_DIR ?? 'data') });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir + '/pglite' });
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    const admin = await ensureSuperAdmin(database.db, config.adminUsername, config.adminPassword);
    const before = await countDemoTables(database.db);
    const started = Date.now();
    await loadDemo(database.db, { key: config.channelSecretsKey }, new Date(), config.uploadsDir, path.join(config.dataDir, 'grabaciones'));
    const after = await countDemoTables(database.db);

    console.log(`Datos de demostración cargados en ${((Date.now() - started) / 1000).toFixed(1)} s. Contraseña de todos los usuarios de demostración: ${DEMO_PASSWORD}`);
    for (const demo of DEMO_USERS) console.log(`  ${(demo.role ?? 'sin rol (pendiente)').padEnd(20)} ${demo.username}`);
    printSummary(before, after, await dashboardFigures(database.db));
    if (admin.generatedPassword) console.log(`SuperAdmin ${config.adminUsername}: contraseña ${admin.generatedPassword} (se muestra una sola vez)`);
  } finally {
    await database.close();
  }
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
