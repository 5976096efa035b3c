// Service levels at the scale of a large contact centre: the wallboard and the SLA report over 1,000,000
// conversations (50 campaigns with targets, 200 agents, a year), measured over real HTTP against the server in its
// own process with the SQL of each request replayed in the same loop; then automatic assignment while signed
// WhatsApp deliveries of new customers arrive at 200 a second (each webhook answers once its arrival was offered
// to the agents, so its answer time is the time to assignment).
import http from 'node:http';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { benchOverHttp, printHttpTable, sqlReplayer, startProbedServer } from '../http-harness.mjs';
import { ADMIN, kinds, machine, openBenchDatabase, seconds, serverModule } from '../lib.mjs';
import { APP_SECRET, delivery, freshPhones, nonOkByStatus, openLoop, post, stats } from '../chat-webhooks.mjs';
import { seedContacts } from './contacts.mjs';
import { seedStaff } from './gestiones.mjs';

const SIZES = {
  postgres: { conversations: Number(process.env.BENCH_SERVICE_CONVERSATIONS_POSTGRES ?? 1_000_000), contacts: Number(process.env.BENCH_SERVICE_CONTACTS ?? 200_000) },
  pglite: { conversations: Number(process.env.BENCH_SERVICE_CONVERSATIONS_PGLITE ?? 50_000), contacts: 20_000 },
};
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const RATE = Number(process.env.BENCH_SERVICE_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SERVICE_SECONDS ?? 10);
/** How many conversations each agent of the assigning campaign may hold (the most the campaign settings allow). */
const CAPACITY = 50;
const DAYS = 365;
const TZ = 'America/Bogota';
const KEY = randomBytes(32).toString('hex');
const PHONE_NUMBER_ID = 'bench-service';

const es = (n) => n.toLocaleString('es-CO');
const rand = (k) => Math.floor(Math.random() * k);
const fmt = (ms) => `${ms.toFixed(1)} ms`;

function bogotaDay(offset = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A year of conversations over the campaigns and agents: the customer wrote first, an agent answered 20 s–30 min
 * later (one in twenty never), typified 5 min–6 h after opening; the last 5,000 are today's and still open
 * (2,000 waiting, 3,000 with an agent).
 */
export function conversationsSql(n, staff, channelId, contactMin, contacts) {
  const open = 5_000;
  return `
    insert into conversations (channel_id, type, address, contact_id, campaign_id, agent_id, estado, created_at, assigned_at, closed_at,
      last_message_at, waiting_since, first_inbound_at, first_answer_at, messages_received)
    select ${channelId}, 'WhatsApp', (573200000000 + g)::text, (${contactMin} + (g * 7919) % ${contacts})::int, c.campaign, c.agent,
      c.estado, c.opened, c.opened + interval '10 seconds',
      case when c.estado = 'FINALIZADA' then c.opened + make_interval(secs => 300 + (g * 104729) % 21300) end,
      c.opened, case when c.estado = 'EN_ESPERA' then c.opened end, c.opened,
      case when g % 20 <> 0 and c.estado <> 'EN_ESPERA' then c.opened + make_interval(secs => 20 + (g * 7919) % 1780) end, 4
    from (
      select g,
        (array[${staff.campaigns.join(',')}])[1 + g % ${staff.campaigns.length}] as campaign,
        case when g > ${n - open} and g % 5 < 2 then null else (array[${staff.agents.join(',')}])[1 + (g * 13) % ${staff.agents.length}] end as agent,
        case when g <= ${n - open} then 'FINALIZADA' when g % 5 < 2 then 'EN_ESPERA' else 'EN_GESTION' end as estado,
        case when g <= ${n - open}
          then now() - make_interval(days => ${DAYS} - ((g - 1) * ${DAYS} / ${n - open})::int) - make_interval(secs => (g * 48271) % 50400)
          else now() - make_interval(secs => (g * 48271) % 14400) end as opened
      from generate_series(1::bigint, ${n}::bigint) g
    ) c`;
}

/** RUNS requests of each row with values drawn at random: the range's end in the last two months, a campaign, three agents. */
function drawRequests(staff) {
  const range = (days) => {
    const end = -rand(60);
    return `fecha_inicio=${bogotaDay(end - days + 1)}&fecha_fin=${bogotaDay(end)}`;
  };
  const agents = () => Array.from({ length: 3 }, () => staff.agents[rand(staff.agents.length)]).join(',');
  const kinds = {
    'tablero en vivo: 50 campañas': () => '/api/supervision/wallboard/',
    'SLA: un día': () => `/api/reportes/sla/?${range(1)}`,
    'SLA: una semana': () => `/api/reportes/sla/?${range(7)}`,
    'SLA: un mes': () => `/api/reportes/sla/?${range(30)}`,
    'SLA: un mes + campaña': () => `/api/reportes/sla/?${range(30)}&campaign=${staff.campaigns[rand(staff.campaigns.length)]}`,
    'SLA: un mes + 3 agentes': () => `/api/reportes/sla/?${range(30)}&agents=${agents()}`,
  };
  return Object.fromEntries(Object.entries(kinds).map(([label, draw]) => [label, Array.from({ length: RUNS }, () => ({ path: draw() }))]));
}

const isRequestStatement = (text) =>
  /\b(conversations|campaign_service_levels|conversation_service_levels|closing_surveys|campaigns|campaign_users|users|session_pauses|phone_calls)\b/.test(text)
  && !/\bjobs\b/.test(text) && !/\bsession_history\b/.test(text);

/**
 * Adds agents to the assigning campaign, in the order of their ids, until their free places (CAPACITY less the
 * conversations each holds open in any campaign) are enough for every arrival of the stream: each webhook then
 * waits for a real assignment, never for a campaign with nobody free.
 */
async function giveRoomForEveryArrival(exec, campaignId, arrivals) {
  const freeOf = async () => (await exec(`select count(*)::int as agents, coalesce(sum(greatest(0, ${CAPACITY} - (select count(*) from conversations c
      where c.agent_id = m.user_id and c.estado = 'EN_GESTION'))), 0)::int as free from campaign_users m where m.campaign_id = ${campaignId}`)).rows[0];
  let room = await freeOf();
  while (room.free < arrivals) {
    const added = await exec(`insert into campaign_users (campaign_id, user_id) select ${campaignId}, id from users
      where username like 'agente%@bench.co' and id not in (select user_id from campaign_users where campaign_id = ${campaignId}) order by id limit 10`);
    if (added.rowCount === 0 && (added.affectedRows ?? 0) === 0) throw new Error('no quedan agentes para dar lugar a cada llegada');
    room = await freeOf();
  }
  return room;
}

/** New customers of the assigning campaign write at RATE a second; each webhook answers once its arrival was offered to the agents. */
async function streamAssignments(server, database, sql, channelId, campaignId) {
  const exec = (text) => database.db.execute(sql.raw(text));
  const phones = freshPhones(RATE * SECONDS);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const path = `/api/webhooks/whatsapp/${channelId}/`;
  const loadBefore = os.loadavg()[0];
  const { answers, sentPerSecond } = await openLoop(RATE, phones.length, (i) => post(agent, server.port, path, delivery(PHONE_NUMBER_ID, phones[i], 'Hola, necesito ayuda')));
  const loadAfter = os.loadavg()[0];
  agent.destroy();
  const list = phones.map((p) => `'${p}'`).join(',');
  const [counted] = (await exec(`select count(*) filter (where estado = 'EN_GESTION')::int as assigned, count(*) filter (where estado = 'EN_ESPERA')::int as waiting,
      count(distinct agent_id)::int as agents from conversations where campaign_id = ${campaignId} and address in (${list})`)).rows;
  const [over] = (await exec(`select count(*)::int as n from (select agent_id from conversations where estado = 'EN_GESTION' and campaign_id = ${campaignId}
      group by agent_id having count(*) > ${CAPACITY}) x`)).rows;
  return { answers, sentPerSecond, loadBefore, loadAfter, ...counted, overCapacity: over.n };
}

export async function run() {
  const { sql } = await import('drizzle-orm');
  console.log(`\n# service — ${machine()}`);
  for (const kind of kinds()) {
    const { database, serverEnv, drop } = await openBenchDatabase(kind, { onDisk: true });
    const exec = (text) => database.db.execute(sql.raw(text));
    const rowsOf = async (text) => (await exec(text)).rows;
    const size = SIZES[kind];
    let started = performance.now();
    await seedContacts(database.db, sql, size.contacts);
    const staff = await seedStaff(exec, rowsOf);
    const [{ contactMin }] = await rowsOf('select min(id)::int as "contactMin" from contacts');
    const { sealSecrets } = await serverModule('modules/chat/channels.secrets.js');
    const secrets = sealSecrets(Buffer.from(KEY, 'hex'), { access_token: 'bench-token', app_secret: APP_SECRET, verify_token: 'bench' });
    const assigning = staff.campaigns[0];
    const [channel] = await rowsOf(`insert into channels (nombre, tipo, campaign_id, config, secrets) values ('WhatsApp servicio', 'WhatsApp', ${assigning},
      '${JSON.stringify({ phone_number_id: PHONE_NUMBER_ID, waba_id: 'bench', api_url: 'http://127.0.0.1:9/v21.0' })}'::jsonb, '${secrets}') returning id`);
    await exec(conversationsSql(size.conversations, staff, channel.id, contactMin, size.contacts));
    await exec(`insert into campaign_service_levels (campaign_id, sla_primera_respuesta_min, sla_resolucion_min)
      select id, 15, 240 from campaigns`);
    console.log(`${kind}: ${es(size.conversations)} conversaciones en ${seconds(performance.now() - started)}`);
    // The SLA report's daily rollup counted as the server's background refresh counts it, before the first report.
    started = performance.now();
    const { refreshAllSlaDaily } = await serverModule('modules/reports/sla-daily.js');
    const groups = await refreshAllSlaDaily(database.db);
    console.log(`${kind}: rollup del SLA, ${es(groups)} grupos (día y campaña) en ${seconds(performance.now() - started)}`);
    await exec('vacuum analyze');

    const drawn = drawRequests(staff);
    if (kind === 'pglite') await database.close();
    const env = { ...serverEnv, CHANNEL_SECRETS_KEY: KEY, CHANNEL_SIMULATOR: 'false', LOG_LEVEL: 'fatal' };
    const { server, probe } = await startProbedServer(env);
    const replay = await sqlReplayer(kind, database, probe);
    const rows = await benchOverHttp(server, probe, replay, drawn, { isRequestStatement, admin: ADMIN });
    printHttpTable(kind, `${es(size.conversations)} conversaciones, ${staff.campaigns.length} campañas con SLA, ${staff.agents.length} agentes, `
      + `${RUNS} iteraciones por fila`, rows, { firstColumn: 'lectura', countColumn: 'filas' });

    if (kind !== 'pglite') {
      // The assigning campaign: its agents signed in (CONECTADO) with room, automatic assignment on.
      await exec(`update campaign_service_levels set asignacion_automatica = true, capacidad_agente = ${CAPACITY} where campaign_id = ${assigning}`);
      await exec(`update conversations set estado = 'FINALIZADA', closed_at = now(), waiting_since = null where campaign_id = ${assigning} and estado <> 'FINALIZADA'`);
      const room = await giveRoomForEveryArrival(exec, assigning, RATE * SECONDS);
      // Signed in with a live page: an open session seen just now (presence expires without one).
      await exec(`insert into session_history (user_id, login_time, last_seen_at)
        select user_id, now(), now() from campaign_users where campaign_id = ${assigning}`);
      await exec(`update users set status = 'CONECTADO' where id in (select user_id from campaign_users where campaign_id = ${assigning})`);
      const result = await streamAssignments(server, database, sql, channel.id, assigning);
      const webhook = stats(result.answers.map((a) => a.ms));
      console.log(`\n## asignación automática: ${RATE} clientes nuevos por segundo durante ${SECONDS} s, ${room.agents} agentes de ${CAPACITY} conversaciones `
        + `(lugar libre para ${es(room.free)}: cada llegada encuentra agente)`);
      console.log('| base | enviados | ritmo real | webhook = asignación p50 | p95 | p99 | máx. | no 200 | asignadas | en espera | agentes con alguna | sobre la capacidad | carga 1 min antes → después |');
      console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
      console.log(`| ${kind} | ${result.answers.length} | ${result.sentPerSecond.toFixed(0)}/s | ${fmt(webhook.p50)} | ${fmt(webhook.p95)} | ${fmt(webhook.p99)} | `
        + `${fmt(webhook.max)} | ${nonOkByStatus(result.answers)} | ${result.assigned} | ${result.waiting} | ${result.agents} | ${result.overCapacity} | `
        + `${result.loadBefore.toFixed(2)} → ${result.loadAfter.toFixed(2)} |`);
    }
    await server.stop();
    if (kind !== 'pglite') await database.close();
    await drop();
  }
}
