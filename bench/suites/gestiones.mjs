// Gestiones at the scale of a year of a large contact centre: 5,000,000 gestiones over 1,000,000
// contacts (each in one of the 50 campaigns) and 200 agents. Measures, over real HTTP against the
// server in its own process with the SQL of each request replayed in the same loop, the dashboard (of
// an administrator and of an agent), the history list with its count for each filter combination and
// at a deep page, the hourly report over a month, and the Excel export.
import { benchOverHttp, printHttpTable, sqlReplayer, startProbedServer } from '../http-harness.mjs';
import {
  ADMIN, fmt, kinds, machine, mb, openBenchDatabase, sampleMemory, seconds, serverModule, timedDownload,
} from '../lib.mjs';
import { seedContacts } from './contacts.mjs';

const SIZES = {
  postgres: { gestiones: Number(process.env.BENCH_GESTIONES_POSTGRES ?? 5_000_000), contacts: Number(process.env.BENCH_GESTIONES_CONTACTS_POSTGRES ?? 1_000_000) },
  pglite: { gestiones: Number(process.env.BENCH_GESTIONES_PGLITE ?? 200_000), contacts: Number(process.env.BENCH_GESTIONES_CONTACTS_PGLITE ?? 50_000) },
};
const CAMPAIGNS = 50;
const AGENTS = 200;
const RESULTADOS_PER_CAMPAIGN = 4;
const CALIFICACIONES_PER_RESULTADO = 3;
const DAYS = 365;
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const ONLY = process.env.BENCH_KINDS?.split(',');
/** Keeps the PostgreSQL database after the run, to study its plans. */
const KEEP = process.env.BENCH_KEEP === '1';
/** Measures again on a database kept by an earlier run (its name on the BENCH_DATABASE_URL server), without loading. */
const REUSE = process.env.BENCH_REUSE_DATABASE;
const TZ = 'America/Bogota';

const es = (n) => n.toLocaleString('es-CO');

/** 200 agents who can sign in with the administrator's password, 50 campaigns and their typification. */
export async function seedStaff(exec, rowsOf) {
  await exec(`insert into users (username, email, password_hash, first_name, last_name, status)
    select 'agente' || g || '@bench.co', 'agente' || g || '@bench.co', (select password_hash from users where username = 'admin@atiende.co'),
      'Agente', 'Bench ' || g, 'CONECTADO'
    from generate_series(1, ${AGENTS}) g`);
  await exec(`insert into user_roles (user_id, role_id)
    select id, (select id from roles where nombre = 'Agente') from users where username like 'agente%@bench.co'`);
  await exec(`insert into campaigns (name, description, closing_hours)
    select 'Campaña ' || g, 'Campaña de prueba ' || g, 24 from generate_series(1, ${CAMPAIGNS}) g`);
  await exec(`insert into calificaciones (campaign_id, name)
    select c.id, (array['Venta','No interesado','Volver a llamar','Número errado'])[j] from campaigns c, generate_series(1, ${RESULTADOS_PER_CAMPAIGN}) j
    order by c.id, j`);
  await exec(`insert into descripciones (calificacion_id, name)
    select r.id, r.name || ' ' || m from calificaciones r, generate_series(1, ${CALIFICACIONES_PER_RESULTADO}) m order by r.id, m`);
  await exec(`insert into campaign_users (campaign_id, user_id)
    select (select id from campaigns order by id offset (u.rn - 1) % ${CAMPAIGNS} limit 1), u.id
    from (select id, row_number() over (order by id) as rn from users where username like 'agente%@bench.co') u`);
  // Every contact belongs to one campaign; one in twenty is also assigned to an agent.
  await exec(`insert into campaign_contacts (campaign_id, contact_id)
    select (select array_agg(id order by id) from campaigns)[1 + c.id % ${CAMPAIGNS}], c.id from contacts c`);
  await exec(`insert into contact_agents (contact_id, user_id)
    select c.id, (select array_agg(id order by id) from users where username like 'agente%@bench.co')[1 + (c.id / 20) % ${AGENTS}]
    from contacts c where c.id % 20 = 0`);
  return staffIds(rowsOf);
}

async function staffIds(rowsOf) {
  const ids = async (query) => (await rowsOf(query)).map((r) => Number(r.id));
  return {
    agents: await ids(`select id from users where username like 'agente%@bench.co' order by id`),
    campaigns: await ids('select id from campaigns order by id'),
    resultados: await ids('select id from calificaciones order by campaign_id, id'),
    calificaciones: await ids('select id from descripciones order by calificacion_id, id'),
    contactMin: Number((await rowsOf('select min(id) as id from contacts'))[0].id),
  };
}

/**
 * Gestiones `from`..`to` of `n`, in time order over the last 365 Bogotá days, between 07:00 and
 * 21:00. Each agent works one campaign (one gestión in five goes to another); half are WhatsApp, one
 * in ten Telegram, the rest by phone. Older than a day: FINALIZADO, or VENCIDO one in seven; the last
 * day also has EN_GESTION and PENDIENTE ones.
 */
function gestionesSql(from, to, n, staff, contacts) {
  const arr = (values) => `array[${values.join(',')}]`;
  return `
    insert into gestiones (contact_id, campaign_id, agent_id, type, estado, calificacion_id, descripcion_id, observaciones,
      is_lead, en_bot, fecha_proximo_contacto, hora_proximo_contacto, created_at, fecha_finalizacion, vence_at)
    select contact_id, campaign_id, agent_id, type, estado, calificacion_id, descripcion_id, observaciones, is_lead, en_bot,
      fecha_proximo_contacto, hora_proximo_contacto, created_at,
      case when estado = 'FINALIZADO' then created_at + make_interval(secs => 60 + g % 1800) end,
      case when estado in ('EN_GESTION', 'PENDIENTE') then created_at + interval '24 hours' end
    from (
      select g, contact_id, campaign_id, agent_id, type, calificacion_id, descripcion_id, observaciones, is_lead, en_bot,
        fecha_proximo_contacto, hora_proximo_contacto, created_at,
        case when created_at > now() - interval '24 hours'
          then (array['EN_GESTION','EN_GESTION','PENDIENTE','FINALIZADO','FINALIZADO','FINALIZADO','FINALIZADO','FINALIZADO','FINALIZADO','FINALIZADO'])[1 + g % 10]
          when g % 7 = 0 then 'VENCIDO' else 'FINALIZADO' end as estado
      from (
        select g,
          ${contacts.min} + (g * 48271) % ${contacts.n} as contact_id,
          (${arr(staff.campaigns)})[1 + k] as campaign_id,
          (${arr(staff.agents)})[1 + a] as agent_id,
          case when g % 10 < 5 then 'WhatsApp' when g % 10 = 5 then 'Telegram' else 'Telefonía - Manual' end as type,
          (${arr(staff.resultados)})[1 + k * ${RESULTADOS_PER_CAMPAIGN} + j] as calificacion_id,
          (${arr(staff.calificaciones)})[1 + (k * ${RESULTADOS_PER_CAMPAIGN} + j) * ${CALIFICACIONES_PER_RESULTADO} + m] as descripcion_id,
          case when g % 4 = 0 then 'Cliente solicita información del producto' else '' end as observaciones,
          g % 10 = 3 as is_lead,
          g % 10 <= 5 and g % 5 < 2 as en_bot,
          case when g % 20 = 0 then day::date + (1 + g % 7)::int end as fecha_proximo_contacto,
          case when g % 20 = 0 then make_time(8 + (g % 10)::int, ((g % 4) * 15)::int, 0) end as hora_proximo_contacto,
          least(now(), (day + make_interval(secs => 25200 + (g * 7919) % 50400)) at time zone '${TZ}') as created_at
        from (
          select g, (g * 7) % ${AGENTS} as a,
            case when g % 5 = 0 then (g / 5) % ${CAMPAIGNS} else ((g * 7) % ${AGENTS}) % ${CAMPAIGNS} end as k,
            (g / 3) % ${RESULTADOS_PER_CAMPAIGN} as j, (g / 11) % ${CALIFICACIONES_PER_RESULTADO} as m,
            date_trunc('day', now() at time zone '${TZ}') - make_interval(days => ${DAYS - 1} - ((g - 1) * ${DAYS} / ${n})::int) as day
          from generate_series(${from}::bigint, ${to}::bigint) g
        ) base
      ) shaped
    ) final`;
}

const LOAD_CHUNK = 500_000;
const ROLLUP_TRIGGERS = ['gestiones_rollups_insert_delete', 'gestiones_rollups_update'];

/**
 * Bulk load: the secondary indexes are dropped and rebuilt once, the rollup triggers are disabled and
 * each rollup (hourly, daily, typification) is built with one INSERT … SELECT in time order, as the trigger would
 * have written it, then the triggers are enabled again. Foreign keys are
 * not checked row by row (session_replication_role = replica): the generator only uses existing ids.
 */
export async function seedGestiones(database, sql, n, staff, contacts) {
  const db = database.db;
  const exec = (text) => db.execute(sql.raw(text));
  const indexes = (await exec(`select indexname, indexdef from pg_indexes where tablename = 'gestiones' and indexname <> 'gestiones_pkey'`)).rows;
  for (const index of indexes) await exec(`drop index ${index.indexname}`);
  for (const trigger of ROLLUP_TRIGGERS) await exec(`alter table gestiones disable trigger ${trigger}`);
  for (let from = 1; from <= n; from += LOAD_CHUNK) {
    const to = Math.min(n, from + LOAD_CHUNK - 1);
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local session_replication_role = replica'));
      await tx.execute(sql.raw(gestionesSql(from, to, n, staff, contacts)));
    });
    console.log(`  gestiones ${es(from)}–${es(to)} en ${seconds(performance.now() - started)}`);
  }
  for (const index of indexes) await exec(index.indexdef);
  await exec(`insert into gestiones_hourly (hour, campaign_id, agent_id, type, estado, en_bot, is_lead, total)
    select date_trunc('hour', created_at, 'UTC'), coalesce(campaign_id, 0), coalesce(agent_id, 0), type, estado, en_bot, is_lead, count(*)
    from gestiones group by 1, 2, 3, 4, 5, 6, 7 order by 1`);
  await exec(`insert into gestiones_daily (day, campaign_id, agent_id, type, estado, en_bot, is_lead, total)
    select (created_at at time zone '${TZ}')::date, coalesce(campaign_id, 0), coalesce(agent_id, 0), type, estado, en_bot, is_lead, count(*)
    from gestiones group by 1, 2, 3, 4, 5, 6, 7 order by 1`);
  await exec(`insert into gestiones_tipificacion_daily (day, campaign_id, agent_id, type, calificacion_id, descripcion_id, total)
    select (created_at at time zone '${TZ}')::date, coalesce(campaign_id, 0), coalesce(agent_id, 0), type, coalesce(calificacion_id, 0),
      coalesce(descripcion_id, 0), count(*)
    from gestiones group by 1, 2, 3, 4, 5, 6 order by 1`);
  for (const trigger of ROLLUP_TRIGGERS) await exec(`alter table gestiones enable trigger ${trigger}`);
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local session_replication_role = replica'));
    await tx.execute(sql.raw('insert into gestion_campaigns (gestion_id, campaign_id) select id, campaign_id from gestiones where campaign_id is not null'));
  });
  await exec('vacuum analyze');
}

async function openKeptDatabase(name) {
  const { openDatabase } = await serverModule('db/client.js');
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return { database, serverEnv: { DATABASE_URL: url.toString() }, drop: async () => {} };
}

/** Bogotá calendar day `offset` days from today. */
function bogotaDay(offset = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The previous calendar month, as fecha_inicio and fecha_fin. */
function lastMonth() {
  const today = bogotaDay(0);
  const firstOfThis = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
  const end = new Date(firstOfThis.getTime() - 86_400_000);
  return `fecha_inicio=${end.toISOString().slice(0, 8)}01&fecha_fin=${end.toISOString().slice(0, 10)}`;
}

const rand = (k) => Math.floor(Math.random() * k);
const historyPath = (query) => `/api/contact/gestionContacto/?limit=30${query ? `&${query}` : ''}`;
const agentUser = (staff, index) => ({ username: `agente${index + 1}@bench.co`, password: ADMIN.password });

/**
 * RUNS requests of each kind with values drawn at random (Math.random): which agents, campaign, day,
 * estado, channel and contact, and which page (the first ten by offset, or a deep one). An agent's calls
 * are made signed in as a randomly drawn agent. Deep pages: 89–91 % down the unfiltered history, by
 * offset and by `after` (an id found there; ids follow creation time as the history's order does).
 */
async function drawRequests(rowsOf, staff, contacts, n) {
  const agentsOf = () => Array.from({ length: 3 }, () => staff.agents[rand(AGENTS)]).join(',');
  const campaign = () => staff.campaigns[rand(CAMPAIGNS)];
  const contact = () => contacts.min + rand(contacts.n);
  const page = () => `offset=${rand(10) * 30}`;
  const month = lastMonth();
  const day = () => {
    const d = bogotaDay(-1 - rand(30));
    return `fecha_inicio=${d}&fecha_fin=${d}`;
  };
  const pick = (items) => items[rand(items.length)];
  const estado = () => pick(['FINALIZADO', 'VENCIDO', 'EN_GESTION', 'PENDIENTE']);
  const type = () => encodeURIComponent(pick(['WhatsApp', 'Telegram', 'Telefonía - Manual']));
  const idAtDepth = async (share) => Number((await rowsOf(`select id from gestiones order by created_at desc, id desc limit 1 offset ${Math.floor(n * share)}`))[0].id);
  const deepHigh = await idAtDepth(0.89);
  const deepLow = await idAtDepth(0.91);
  const asAgent = (path) => () => {
    const index = rand(AGENTS);
    return { path, user: agentUser(staff, index) };
  };
  const kinds = {
    'GET /api/dashboard/ (SuperAdmin)': () => ({ path: '/api/dashboard/' }),
    'GET /api/dashboard/ (Agente)': asAgent('/api/dashboard/'),
    'historial: sin filtros, página 1–10': () => ({ path: historyPath(page()) }),
    'historial: sin filtros, página profunda por offset': () => ({ path: historyPath(`offset=${Math.round(n * (0.89 + 0.02 * Math.random()))}`) }),
    'historial: sin filtros, página profunda por after': () => ({ path: historyPath(`after=${deepLow + rand(deepHigh - deepLow + 1)}`) }),
    'historial: rango: un mes': () => ({ path: historyPath(`${month}&${page()}`) }),
    'historial: rango: un día': () => ({ path: historyPath(`${day()}&${page()}`) }),
    'historial: estado': () => ({ path: historyPath(`estado=${estado()}&${page()}`) }),
    'historial: agentes (3)': () => ({ path: historyPath(`agents=${agentsOf()}&${page()}`) }),
    'historial: campaña': () => ({ path: historyPath(`campaign=${campaign()}&${page()}`) }),
    'historial: tipo': () => ({ path: historyPath(`type=${type()}&${page()}`) }),
    'historial: ¿lead?': () => ({ path: historyPath(`is_leads=${Math.random() < 0.5}&${page()}`) }),
    'historial: contacto': () => ({ path: historyPath(`contact=${contact()}`) }),
    'historial: campaña + estado + mes': () => ({ path: historyPath(`campaign=${campaign()}&estado=${estado()}&${month}&${page()}`) }),
    'historial: agentes + tipo + lead + mes': () => ({ path: historyPath(`agents=${agentsOf()}&type=${type()}&is_leads=false&${month}&${page()}`) }),
    'historial: todos los filtros': () => ({ path: historyPath(`agents=${agentsOf()}&campaign=${campaign()}&estado=FINALIZADO&type=${type()}&is_leads=false&${month}&${page()}`) }),
    'historial: contacto + rango': () => ({ path: historyPath(`contact=${contact()}&fecha_inicio=${bogotaDay(-200)}&fecha_fin=${bogotaDay(0)}`) }),
    'historial (Agente): propias': () => asAgent(historyPath(page()))(),
    'historial (Agente): propias + mes': () => asAgent(historyPath(`${month}&${page()}`))(),
    'por hora: un mes': () => ({ path: `/api/contact/gestiones_por_hora/?${month}` }),
    'por hora: un mes + campaña': () => ({ path: `/api/contact/gestiones_por_hora/?${month}&campaign=${campaign()}` }),
    'por hora: semana': () => ({ path: '/api/contact/gestiones_por_hora/?rango=semana' }),
    'por hora: detalle de una hora del mes': () => ({ path: `/api/contact/gestiones_por_hora/detalle/?${month}&hora=${8 + rand(12)}` }),
    'por bot: semana': () => ({ path: '/api/contact/gestiones_por_bot/?rango=semana' }),
  };
  const drawn = {};
  for (const [label, draw] of Object.entries(kinds)) drawn[label] = Array.from({ length: RUNS }, draw);
  return drawn;
}

/** The statements of the request: what it reads (the harness leaves out writes, the server's background work). */
const isRequestStatement = (text) => /\b(gestiones|gestiones_daily|gestiones_hourly|contacts|campaigns)\b/.test(text) && !/\bjobs\b/.test(text);

/** Days back from yesterday until they hold at least `rows` gestiones, as a date filter. */
async function exportRange(rowsOf, rows) {
  const found = await rowsOf(`select (created_at at time zone '${TZ}')::date::text as day, count(*)::int as n from gestiones
    where created_at < (date_trunc('day', now() at time zone '${TZ}') at time zone '${TZ}') group by 1 order by 1 desc limit 60`);
  let total = 0;
  for (const r of found) {
    total += r.n;
    if (total >= rows) return { query: `fecha_inicio=${r.day}&fecha_fin=${found[0].day}`, total };
  }
  return { query: `fecha_inicio=${found.at(-1).day}&fecha_fin=${found[0].day}`, total };
}

/** Streams the export over HTTP from the server process, timing the first byte and sampling its memory. */
async function benchExport(server, query) {
  const memory = sampleMemory(server.pid);
  const result = await timedDownload(server.port, `/api/contact/gestionContacto/exportar-excel/?${query}`, server.token);
  const { peak } = memory.stop();
  if (result.status !== 200) throw new Error(`export: ${result.status}`);
  return { ...result, baseline: memory.baseline, peak };
}

export async function run() {
  const { sql } = await import('drizzle-orm');
  console.log(`\n# gestiones — ${machine()}`);
  for (const kind of kinds().filter((k) => !ONLY || ONLY.includes(k))) {
    const reuse = REUSE && kind === 'postgres';
    // On disk, so that the server process opens the same PGlite database.
    const { database, serverEnv, drop } = reuse ? await openKeptDatabase(REUSE) : await openBenchDatabase(kind, { onDisk: true });
    const exec = (text) => database.db.execute(sql.raw(text));
    const rowsOf = async (text) => (await exec(text)).rows;
    let n = SIZES[kind].gestiones;
    let contactsN = SIZES[kind].contacts;
    let staff;
    if (reuse) {
      staff = await staffIds(rowsOf);
      [{ n, contactsN }] = await rowsOf('select (select count(*)::int from gestiones) as n, (select count(*)::int from contacts) as "contactsN"');
    } else {
      const started = performance.now();
      await seedContacts(database.db, sql, contactsN);
      console.log(`${kind}: ${es(contactsN)} contactos en ${seconds(performance.now() - started)}`);
      staff = await seedStaff(exec, rowsOf);
    }
    const contacts = { min: staff.contactMin, n: contactsN };
    const started = performance.now();
    if (!reuse) await seedGestiones(database, sql, n, staff, contacts);
    const [{ hourly, daily }] = await rowsOf(`select (select count(*)::int from gestiones_hourly) as hourly, (select count(*)::int from gestiones_daily) as daily`);
    console.log(`${kind}: ${es(n)} gestiones (rollups: ${es(hourly)} filas por hora, ${es(daily)} por día)${reuse ? ', base reutilizada' : ` en ${seconds(performance.now() - started)}`}`);
    const drawn = await drawRequests(rowsOf, staff, contacts, n);
    const range = await exportRange(rowsOf, EXPORT_ROWS);
    // No second process may open an embedded database: the bench lets go of it before the server starts.
    if (kind === 'pglite') await database.close();

    const { server, probe } = await startProbedServer(serverEnv);
    const rows = await benchOverHttp(server, probe, await sqlReplayer(kind, database, probe), drawn, { isRequestStatement, admin: ADMIN });
    printHttpTable(kind, `${es(n)} gestiones, ${es(contactsN)} contactos, ${CAMPAIGNS} campañas, ${AGENTS} agentes, ${RUNS} iteraciones por fila`, rows, {
      firstColumn: 'consulta', countColumn: 'count p50 (mín – máx)',
    });
    const exported = await benchExport(server, range.query);
    console.log('\n| exportación | gestiones | primer byte | total | tamaño | RSS del servidor antes | RSS pico |\n|---|---|---|---|---|---|---|');
    console.log(`| ${range.query} | ${es(range.total)} | ${fmt(exported.firstByte)} | ${seconds(exported.total)} | ${mb(exported.bytes)} | ${mb(exported.baseline)} | ${mb(exported.peak)} |`);
    await server.stop();

    if ((KEEP || reuse) && kind === 'postgres') console.log(`base conservada: ${(await rowsOf('select current_database() as name'))[0].name}`);
    if (kind !== 'pglite') await database.close();
    if (!KEEP && !reuse) await drop();
  }
}
