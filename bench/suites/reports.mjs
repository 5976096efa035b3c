// Reports at the scale of a year of a large contact centre: 5,000,000 gestiones, 2,000,000 conversations (two in
// three chat gestiones) with 20,000,000 messages, and 2,000,000 call records, over 50 campaigns and 200 agents. Measures, over
// real HTTP against the server in its own process with the SQL of each request replayed in the same loop,
// every report of the Reportes index with randomly drawn ranges, agents, campaigns and channels.
import { benchOverHttp, printHttpTable, sqlReplayer, startProbedServer } from '../http-harness.mjs';
import { ADMIN, kinds, machine, openBenchDatabase, seconds } from '../lib.mjs';
import { seedContacts } from './contacts.mjs';
import { seedGestiones, seedStaff } from './gestiones.mjs';

const SIZES = {
  postgres: {
    gestiones: Number(process.env.BENCH_REPORTS_GESTIONES_POSTGRES ?? 5_000_000),
    contacts: Number(process.env.BENCH_REPORTS_CONTACTS_POSTGRES ?? 500_000),
    calls: Number(process.env.BENCH_REPORTS_CALLS_POSTGRES ?? 2_000_000),
  },
  pglite: {
    gestiones: Number(process.env.BENCH_REPORTS_GESTIONES_PGLITE ?? 200_000),
    contacts: Number(process.env.BENCH_REPORTS_CONTACTS_PGLITE ?? 50_000),
    calls: Number(process.env.BENCH_REPORTS_CALLS_PGLITE ?? 100_000),
  },
};
const MESSAGES_PER_CONVERSATION = 10;
const AGENTS = 200;
const CAMPAIGNS = 50;
const DAYS = 365;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const ONLY = process.env.BENCH_KINDS?.split(',');
const TZ = 'America/Bogota';
const CHUNK = 250_000;

const es = (n) => n.toLocaleString('es-CO');
const rand = (k) => Math.floor(Math.random() * k);
const pick = (items) => items[rand(items.length)];

/** Runs `text` with foreign keys and ordinary triggers off (the generators only use existing ids). */
async function bulk(db, sql, text) {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local session_replication_role = replica'));
    await tx.execute(sql.raw(text));
  });
}

/** `text(from, to)` over 1..n in chunks, with the table's secondary indexes dropped before and built once after. */
async function chunkedLoad(database, sql, table, n, text) {
  const exec = (q) => database.db.execute(sql.raw(q));
  const indexes = (await exec(`select indexname, indexdef from pg_indexes where tablename = '${table}' and indexname not like '%_pkey'`)).rows;
  for (const index of indexes) await exec(`drop index ${index.indexname}`);
  for (let from = 1; from <= n; from += CHUNK) {
    const to = Math.min(n, from + CHUNK - 1);
    const started = performance.now();
    await bulk(database.db, sql, text(from, to));
    console.log(`  ${table} ${es(from)}–${es(to)} en ${seconds(performance.now() - started)}`);
  }
  for (const index of indexes) await exec(index.indexdef);
}

/** One channel per kind of chat, each in a campaign. */
async function seedChannels(exec, rowsOf, staff) {
  await exec(`insert into channels (nombre, tipo, campaign_id, config, secrets)
    select 'Canal ' || t, t, ${staff.campaigns[0]}, '{}'::jsonb, '' from unnest(array['WhatsApp', 'Telegram']) t`);
  return Object.fromEntries((await rowsOf('select id, tipo from channels')).map((r) => [r.tipo, Number(r.id)]));
}

/**
 * Conversations of chat gestiones (two in three of them): the conversation opens 0–10 minutes before its gestión,
 * the customer wrote first and an agent answered 20 s–15 min later (one in twenty never answered); typifying the
 * gestión closed it. The chat gestiones with id in from..to.
 */
function conversationsSql(from, to, channels) {
  return `
    insert into conversations (channel_id, type, address, contact_id, campaign_id, agent_id, estado, created_at, assigned_at, closed_at,
      last_message_at, gestion_id, first_inbound_at, first_answer_at, messages_received)
    select case when g.type = 'WhatsApp' then ${channels.WhatsApp} else ${channels.Telegram} end, g.type, '57300' || g.id, g.contact_id,
      g.campaign_id, g.agent_id, 'FINALIZADA', g.opened, g.opened + interval '1 minute', g.created_at, g.opened + interval '20 minutes',
      g.id, g.opened, case when g.id % 20 <> 0 then g.opened + make_interval(secs => 20 + (g.id::bigint * 7919) % 880) end, 5
    from (
      select id, type, contact_id, campaign_id, agent_id, created_at, created_at - make_interval(secs => (id::bigint * 104729) % 600) as opened
      from gestiones where id between ${from} and ${to} and type in ('WhatsApp', 'Telegram') and id % 3 <> 0
    ) g`;
}

/** Ten messages of each conversation with id in from..to: the customer first, then turns of agent and customer. */
function messagesSql(from, to, minId) {
  return `
    insert into chat_messages (conversation_id, channel_id, from_me, msg_type, body, sent_by, status, created_at)
    select c.id, c.channel_id, i % 2 = 1, 'text', case when i % 2 = 1 then 'Con gusto le ayudo' else 'Hola, necesito información' end,
      case when i % 2 = 1 then c.agent_id end, case when i % 2 = 1 then 'read' end,
      case when i = 0 then c.first_inbound_at when i = 1 then coalesce(c.first_answer_at, c.created_at + interval '1 minute')
        else c.created_at + make_interval(secs => 60 * i) end
    from conversations c, generate_series(0, ${MESSAGES_PER_CONVERSATION - 1}) i
    where c.id between ${minId + from - 1} and ${minId + to - 1}`;
}

/**
 * Call records over the year between 07:00 and 21:00: seven in ten outgoing, six in ten answered (talk time
 * 10 s–10 min), then no answer, busy, failed and congestion; each by one of the agents' extensions.
 */
function callsSql(from, to, n, staff) {
  return `
    insert into call_records (linkedid, uniqueid, calldate, src, dst, direction, disposition, duration, billsec, recordingfile, extension, agent_id)
    select 'bench-' || g, 'bench-' || g, calldate,
      case when outgoing then ext else '57300' || (g * 48271) % 10000000 end,
      case when outgoing then '57300' || (g * 48271) % 10000000 else ext end,
      case when outgoing then 'saliente' else 'entrante' end, disposition,
      case when disposition = 'ANSWERED' then 10 + (g * 7919) % 600 + 15 else 25 end,
      case when disposition = 'ANSWERED' then 10 + (g * 7919) % 600 else 0 end,
      case when disposition = 'ANSWERED' then 'out-' || g || '.wav' else '' end, ext, agent
    from (
      select g, g % 10 < 7 as outgoing, (1200 + a)::text as ext, (array[${staff.agents.join(',')}])[1 + a] as agent,
        case when g % 20 < 12 then 'ANSWERED' when g % 20 < 16 then 'NO ANSWER' when g % 20 < 18 then 'BUSY' when g % 20 < 19 then 'FAILED' else 'CONGESTION' end as disposition,
        least(now(), (date_trunc('day', now() at time zone '${TZ}') - make_interval(days => ${DAYS - 1} - ((g - 1) * ${DAYS} / ${n})::int)
          + make_interval(secs => 25200 + (g * 7919) % 50400)) at time zone '${TZ}') as calldate
      from (select g, (g * 13) % ${AGENTS} as a from generate_series(${from}::bigint, ${to}::bigint) g) base
    ) shaped`;
}

function bogotaDay(offset = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** RUNS requests of each report with values drawn at random: the range's end in the last two months, agents, campaign, channel. */
function drawRequests(staff) {
  const agentsOf = () => Array.from({ length: 3 }, () => staff.agents[rand(AGENTS)]).join(',');
  const campaign = () => staff.campaigns[rand(CAMPAIGNS)];
  const channel = () => encodeURIComponent(pick(['WhatsApp', 'Telegram', 'Telefonía - Manual']));
  const range = (days) => {
    const end = -rand(60);
    return `fecha_inicio=${bogotaDay(end - days + 1)}&fecha_fin=${bogotaDay(end)}`;
  };
  // 4 to 7 digits from inside a customer's number as the call records hold them ('57300' and 7 digits).
  const partialNumber = () => {
    const number = `57300${String((rand(2_000_000) * 48271) % 10_000_000)}`;
    const length = 4 + rand(4);
    const start = 3 + rand(number.length - 3 - length + 1);
    return number.slice(start, start + length);
  };
  const get = (path) => () => ({ path: path() });
  const kinds = {
    'tipificación: un día': get(() => `/api/contact/gestiones_por_tipificacion/?${range(1)}`),
    'tipificación: un mes': get(() => `/api/contact/gestiones_por_tipificacion/?${range(30)}`),
    'tipificación: un mes + 3 agentes': get(() => `/api/contact/gestiones_por_tipificacion/?${range(30)}&agents=${agentsOf()}`),
    'tipificación: un año': get(() => `/api/contact/gestiones_por_tipificacion/?${range(365)}`),
    'campañas: un mes': get(() => `/api/reports/campanas/?${range(30)}`),
    'campañas: un mes + campaña + canal': get(() => `/api/reports/campanas/?${range(30)}&campaign=${campaign()}&type=${channel()}`),
    'campañas: un año': get(() => `/api/reports/campanas/?${range(365)}`),
    'llamadas por hora: un día': get(() => `/api/reports/llamadas_por_hora/?${range(1)}`),
    'llamadas por hora: un mes': get(() => `/api/reports/llamadas_por_hora/?${range(30)}`),
    'llamadas por hora: un mes + 3 agentes': get(() => `/api/reports/llamadas_por_hora/?${range(30)}&agents=${agentsOf()}`),
    'duración salientes: una semana': get(() => `/api/reports/duracion_llamadas/?${range(7)}&direccion=saliente`),
    'duración salientes: un mes': get(() => `/api/reports/duracion_llamadas/?${range(30)}&direccion=saliente`),
    'duración entrantes: un mes': get(() => `/api/reports/duracion_llamadas/?${range(30)}&direccion=entrante`),
    'primera atención: un día': get(() => `/api/reports/primera_atencion/?${range(1)}`),
    'primera atención: una semana': get(() => `/api/reports/primera_atencion/?${range(7)}`),
    'primera atención: un mes': get(() => `/api/reports/primera_atencion/?${range(30)}`),
    'primera atención: un mes + canal': get(() => `/api/reports/primera_atencion/?${range(30)}&type=${pick(['WhatsApp', 'Telegram'])}`),
    'tiempo de contacto: una semana': get(() => `/api/reports/tiempo_contacto/?${range(7)}`),
    'tiempo de contacto: un mes': get(() => `/api/reports/tiempo_contacto/?${range(30)}`),
    'tiempo por estado: un día': get(() => `/api/reports/tiempo_por_estado/?${range(1)}`),
    'tiempo por estado: una semana': get(() => `/api/reports/tiempo_por_estado/?${range(7)}`),
    'tiempo por estado: un mes': get(() => `/api/reports/tiempo_por_estado/?${range(30)}`),
    'tiempo por estado: un mes + campaña': get(() => `/api/reports/tiempo_por_estado/?${range(30)}&campaign=${campaign()}`),
    'gestiones por hora: un mes': get(() => `/api/contact/gestiones_por_hora/?${range(30)}`),
    'ingresados al bot: un mes': get(() => `/api/contact/gestiones_por_bot/?${range(30)}`),
    'registro de llamadas: un mes': get(() => `/api/issabel/call_records/?${range(30)}`),
    'registro de llamadas: página 50 de todo': get(() => `/api/issabel/call_records/?limit=30&offset=${49 * 30}`),
    'registro de llamadas: parte de un número': get(() => `/api/issabel/call_records/?search=${partialNumber()}`),
    'registro de llamadas: un mes + parte de un número': get(() => `/api/issabel/call_records/?${range(30)}&search=${partialNumber()}`),
  };
  const drawn = {};
  for (const [label, draw] of Object.entries(kinds)) drawn[label] = Array.from({ length: RUNS }, draw);
  return drawn;
}

const isRequestStatement = (text) =>
  /\b(gestiones|gestiones_daily|gestiones_hourly|gestiones_tipificacion_daily|conversations|call_records|campaigns|calificaciones|descripciones|contacts|users)\b/.test(text)
  && !/\bjobs\b/.test(text) && !/\bsession_history\b/.test(text);

export async function run() {
  const { sql } = await import('drizzle-orm');
  console.log(`\n# reports — ${machine()}`);
  for (const kind of kinds().filter((k) => !ONLY || ONLY.includes(k))) {
    const { database, serverEnv, drop } = await openBenchDatabase(kind, { onDisk: true });
    const exec = (text) => database.db.execute(sql.raw(text));
    const rowsOf = async (text) => (await exec(text)).rows;
    const size = SIZES[kind];
    let started = performance.now();
    await seedContacts(database.db, sql, size.contacts);
    console.log(`${kind}: ${es(size.contacts)} contactos en ${seconds(performance.now() - started)}`);
    const staff = await seedStaff(exec, rowsOf);
    started = performance.now();
    await seedGestiones(database, sql, size.gestiones, staff, { min: staff.contactMin, n: size.contacts });
    console.log(`${kind}: ${es(size.gestiones)} gestiones en ${seconds(performance.now() - started)}`);

    const channels = await seedChannels(exec, rowsOf, staff);
    started = performance.now();
    const [{ lastGestion }] = await rowsOf('select max(id)::int as "lastGestion" from gestiones');
    await chunkedLoad(database, sql, 'conversations', lastGestion, (from, to) => conversationsSql(from, to, channels));
    const [{ conversations, minId }] = await rowsOf('select count(*)::int as conversations, min(id)::int as "minId" from conversations');
    await chunkedLoad(database, sql, 'chat_messages', conversations, (from, to) => messagesSql(from, to, minId));
    const [{ messages }] = await rowsOf('select count(*)::int as messages from chat_messages');
    console.log(`${kind}: ${es(conversations)} conversaciones y ${es(messages)} mensajes en ${seconds(performance.now() - started)}`);
    started = performance.now();
    await chunkedLoad(database, sql, 'call_records', size.calls, (from, to) => callsSql(from, to, size.calls, staff));
    console.log(`${kind}: ${es(size.calls)} registros de llamadas en ${seconds(performance.now() - started)}`);
    await exec('vacuum analyze');

    const drawn = drawRequests(staff);
    if (kind === 'pglite') await database.close();
    const { server, probe } = await startProbedServer(serverEnv);
    const rows = await benchOverHttp(server, probe, await sqlReplayer(kind, database, probe), drawn, { isRequestStatement, admin: ADMIN });
    printHttpTable(kind, `${es(size.gestiones)} gestiones, ${es(conversations)} conversaciones, ${es(messages)} mensajes, `
      + `${es(size.calls)} llamadas, ${CAMPAIGNS} campañas, ${AGENTS} agentes, ${RUNS} iteraciones por fila`, rows, {
      firstColumn: 'reporte', countColumn: 'filas',
    });
    await server.stop();
    if (kind !== 'pglite') await database.close();
    await drop();
  }
}
