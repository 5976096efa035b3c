// Leads at the scale of a year of a large contact centre: 1,000,000 leads (web forms and scheduled
// follow-ups) over 200,000 contacts, 50 campaigns and 200 agents. Measures, over real HTTP against the
// server in its own process with the SQL of each request replayed in the same loop, the leads list with
// its count for each filter combination (as an administrator and as an agent) and the hourly report.
import { benchOverHttp, printHttpTable, sqlReplayer, startProbedServer } from '../http-harness.mjs';
import { ADMIN, kinds, machine, openBenchDatabase, seconds } from '../lib.mjs';
import { seedContacts } from './contacts.mjs';
import { seedStaff } from './gestiones.mjs';

const SIZES = {
  postgres: { leads: Number(process.env.BENCH_LEADS_POSTGRES ?? 1_000_000), contacts: Number(process.env.BENCH_LEADS_CONTACTS_POSTGRES ?? 200_000) },
  pglite: { leads: Number(process.env.BENCH_LEADS_PGLITE ?? 100_000), contacts: Number(process.env.BENCH_LEADS_CONTACTS_PGLITE ?? 20_000) },
};
const AGENTS = 200;
const CAMPAIGNS = 50;
const DAYS = 365;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const ONLY = process.env.BENCH_KINDS?.split(',');
const TZ = 'America/Bogota';
const LOAD_CHUNK = 250_000;

const es = (n) => n.toLocaleString('es-CO');
const rand = (k) => Math.floor(Math.random() * k);
const pick = (items) => items[rand(items.length)];

/**
 * Leads `from`..`to` of `n`, in time order over the last 365 Bogotá days, at any hour (a third before 8 a.m.:
 * web forms arrive at night). Two in five are scheduled follow-ups with a due date; the rest web forms and
 * prospects. Older than a week: nine in ten FINALIZADO; one web lead in ten never got an agent.
 */
function leadsSql(from, to, n, staff, contacts) {
  const arr = (values) => `array[${values.join(',')}]`;
  return `
    insert into leads (tipo, source, estado, contact_id, campaign_id, agent_id, metadata, observaciones, fecha_vencimiento,
      created_at, fecha_asignacion, fecha_inicio, fecha_finalizacion)
    select tipo, source, estado, contact_id, campaign_id, case when estado = 'SIN_ASIGNAR' then null else agent_id end,
      metadata, observaciones, fecha_vencimiento, created_at,
      case when estado <> 'SIN_ASIGNAR' then created_at + interval '5 minutes' end,
      case when estado in ('EN_PROCESO', 'FINALIZADO') then created_at + interval '30 minutes' end,
      case when estado = 'FINALIZADO' then created_at + interval '50 minutes' end
    from (
      select g, tipo, source, contact_id, campaign_id, agent_id, metadata, observaciones, created_at,
        case when tipo = 'programado' then created_at + make_interval(days => 1 + (g % 10)::int) end as fecha_vencimiento,
        case when tipo = 'event' and g % 10 = 0 then 'SIN_ASIGNAR'
          when created_at < now() - interval '7 days' and g % 10 <> 1 then 'FINALIZADO'
          else (array['PENDIENTE', 'EN_PROCESO', 'FINALIZADO'])[1 + (g / 10) % 3] end as estado
      from (
        select g,
          case when g % 5 < 2 then 'programado' else 'event' end as tipo,
          case when g % 5 < 2 then 'Programación manual' when g % 5 = 2 then 'Prospecto' else 'Formulario web' end as source,
          ${contacts.min} + (g * 48271) % ${contacts.n} as contact_id,
          (${arr(staff.campaigns)})[1 + ((g * 7) % ${AGENTS}) % ${CAMPAIGNS}] as campaign_id,
          (${arr(staff.agents)})[1 + (g * 7) % ${AGENTS}] as agent_id,
          jsonb_build_object('mensaje', 'Quiero información del plan', 'page_name', 'Inicio') as metadata,
          'Cliente solicita información' as observaciones,
          least(now(), (day + make_interval(secs => (g * 7919) % 86400)) at time zone '${TZ}') as created_at
        from (
          select g, date_trunc('day', now() at time zone '${TZ}') - make_interval(days => ${DAYS - 1} - ((g - 1) * ${DAYS} / ${n})::int) as day
          from generate_series(${from}::bigint, ${to}::bigint) g
        ) base
      ) shaped
    ) final`;
}

/** Bulk load with the secondary indexes built once afterwards; the franja trigger sets each row's bar as the server would. */
async function seedLeads(database, sql, n, staff, contacts) {
  const db = database.db;
  const exec = (text) => db.execute(sql.raw(text));
  const indexes = (await exec(`select indexname, indexdef from pg_indexes where tablename = 'leads' and indexname <> 'leads_pkey'`)).rows;
  for (const index of indexes) await exec(`drop index ${index.indexname}`);
  for (let from = 1; from <= n; from += LOAD_CHUNK) {
    const to = Math.min(n, from + LOAD_CHUNK - 1);
    const started = performance.now();
    await exec(leadsSql(from, to, n, staff, contacts));
    console.log(`  leads ${es(from)}–${es(to)} en ${seconds(performance.now() - started)}`);
  }
  for (const index of indexes) await exec(index.indexdef);
  await exec('vacuum analyze');
}

function bogotaDay(offset = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

const listPath = (query) => `/api/leads/leads/?limit=30${query ? `&${query}` : ''}`;
const reportPath = (query) => `/api/leads/leads/leads_por_hora/?${query}`;
const agentUser = (index) => ({ username: `agente${index + 1}@bench.co`, password: ADMIN.password });

/** RUNS requests of each kind with values drawn at random: agents, campaign, state, type, days, page. */
function drawRequests(staff) {
  const agentsOf = () => Array.from({ length: 3 }, () => staff.agents[rand(AGENTS)]).join(',');
  const campaign = () => staff.campaigns[rand(CAMPAIGNS)];
  const page = () => `offset=${rand(10) * 30}`;
  const estado = () => pick(['SIN_ASIGNAR', 'PENDIENTE', 'EN_PROCESO', 'FINALIZADO']);
  const tipo = () => pick(['event', 'programado']);
  const range = (days) => {
    const end = -rand(60);
    return `fecha_inicio=${bogotaDay(end - days + 1)}&fecha_fin=${bogotaDay(end)}`;
  };
  const asAgent = (path) => ({ path, user: agentUser(rand(AGENTS)) });
  const kinds = {
    'lista: sin filtros, página 1–10': () => ({ path: listPath(page()) }),
    'lista: página 34 (offset 990)': () => ({ path: listPath('offset=990') }),
    'lista: tipo': () => ({ path: listPath(`tipo_lead=${tipo()}&${page()}`) }),
    'lista: tipo + estado': () => ({ path: listPath(`tipo_lead=${tipo()}&estado=${estado()}&${page()}`) }),
    'lista: un día': () => ({ path: listPath(`${range(1)}&${page()}`) }),
    'lista: un mes': () => ({ path: listPath(`${range(30)}&${page()}`) }),
    'lista: agentes (3)': () => ({ path: listPath(`agents=${agentsOf()}&${page()}`) }),
    'lista: campaña + estado + mes': () => ({ path: listPath(`campaign=${campaign()}&estado=${estado()}&${range(30)}&${page()}`) }),
    'lista: todos los filtros': () => ({ path: listPath(`tipo_lead=${tipo()}&estado=${estado()}&agents=${agentsOf()}&campaign=${campaign()}&${range(30)}`) }),
    'lista (Agente): propios': () => asAgent(listPath(page())),
    'lista (Agente): propios + tipo + estado': () => asAgent(listPath(`tipo_lead=${tipo()}&estado=${estado()}`)),
    'por hora: un día': () => ({ path: reportPath(range(1)) }),
    'por hora: una semana': () => ({ path: reportPath(range(7)) }),
    'por hora: un mes': () => ({ path: reportPath(range(30)) }),
    'por hora: un mes + campaña + tipo': () => ({ path: reportPath(`${range(30)}&campaign=${campaign()}&type=${tipo()}`) }),
    'por hora: un año': () => ({ path: reportPath(range(365)) }),
    'por hora (Agente): un mes': () => asAgent(reportPath(range(30))),
  };
  const drawn = {};
  for (const [label, draw] of Object.entries(kinds)) drawn[label] = Array.from({ length: RUNS }, draw);
  return drawn;
}

const isRequestStatement = (text) => /\b(leads|leads_franja_counts|contacts|campaigns|users)\b/.test(text) && !/\bjobs\b/.test(text) && !/\bsession_history\b/.test(text);

export async function run() {
  const { sql } = await import('drizzle-orm');
  console.log(`\n# leads — ${machine()}`);
  for (const kind of kinds().filter((k) => !ONLY || ONLY.includes(k))) {
    const { database, serverEnv, drop } = await openBenchDatabase(kind, { onDisk: true });
    const exec = (text) => database.db.execute(sql.raw(text));
    const rowsOf = async (text) => (await exec(text)).rows;
    const { leads: n, contacts: contactsN } = SIZES[kind];
    let started = performance.now();
    await seedContacts(database.db, sql, contactsN);
    console.log(`${kind}: ${es(contactsN)} contactos en ${seconds(performance.now() - started)}`);
    const staff = await seedStaff(exec, rowsOf);
    started = performance.now();
    await seedLeads(database, sql, n, staff, { min: staff.contactMin, n: contactsN });
    console.log(`${kind}: ${es(n)} leads en ${seconds(performance.now() - started)}`);
    const drawn = drawRequests(staff);
    if (kind === 'pglite') await database.close();

    const { server, probe } = await startProbedServer(serverEnv);
    const rows = await benchOverHttp(server, probe, await sqlReplayer(kind, database, probe), drawn, { isRequestStatement, admin: ADMIN });
    printHttpTable(kind, `${es(n)} leads, ${es(contactsN)} contactos, ${CAMPAIGNS} campañas, ${AGENTS} agentes, ${RUNS} iteraciones por fila`, rows, {
      firstColumn: 'consulta', countColumn: 'count p50 (mín – máx)',
    });
    await server.stop();
    if (kind !== 'pglite') await database.close();
    await drop();
  }
}
