// Contacts at the scale of a large contact centre: the list with and without search (1,000,000
// contacts on PostgreSQL, 100,000 on PGlite), the Excel export streamed through HTTP and the import
// of a 100,000-row spreadsheet through the background worker.
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  ADMIN, fmt, freePort, kinds, machine, mb, openBenchDatabase, percentiles, request, seconds, startServer, timedDownload, waves,
} from '../lib.mjs';

const SIZES = {
  postgres: Number(process.env.BENCH_CONTACTS_POSTGRES ?? 1_000_000),
  pglite: Number(process.env.BENCH_CONTACTS_PGLITE ?? 100_000),
};
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const PARTS = (process.env.BENCH_PARTS ?? 'list,export,import').split(',');
/** Loaded into the server process for the list: records its SQL and replays it there (see the file). */
const PROBE = new URL('../sql-probe.mjs', import.meta.url).pathname;

const FIRST = [
  'Laura', 'Andrés', 'Camila', 'Juan', 'Valentina', 'Santiago', 'Daniela', 'Mateo', 'Sofía', 'Carlos', 'María', 'José',
  'Luisa', 'Diego', 'Natalia', 'Felipe', 'Paula', 'Sebastián', 'Juliana', 'Alejandro', 'Mariana', 'David', 'Isabella',
  'Nicolás', 'Gabriela', 'Jorge', 'Catalina', 'Luis', 'Ana', 'Miguel', 'Sara', 'Julián', 'Manuela', 'Óscar', 'Lina',
  'Fernando', 'Diana', 'Ricardo', 'Adriana', 'Héctor',
];
const SECOND = ['', '', '', 'Alejandra', 'Andrea', 'Camilo', 'Esteban', 'Fernanda', 'José', 'Lucía', 'Marcela', 'Antonio'];
const LAST = [
  'Gómez', 'Rodríguez', 'Martínez', 'García', 'López', 'González', 'Hernández', 'Pérez', 'Sánchez', 'Ramírez', 'Torres',
  'Díaz', 'Rojas', 'Moreno', 'Vargas', 'Jiménez', 'Muñoz', 'Castro', 'Ortiz', 'Romero', 'Álvarez', 'Ruiz', 'Suárez',
  'Gutiérrez', 'Mejía', 'Restrepo', 'Ospina', 'Cardona', 'Giraldo', 'Zapata', 'Quintero', 'Montoya', 'Arango', 'Valencia',
  'Castaño', 'Osorio', 'Henao', 'Salazar', 'Londoño', 'Betancur',
];
const CITIES = ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Cartagena', 'Bucaramanga', 'Pereira', 'Manizales', 'Cúcuta', 'Ibagué'];
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.es', 'une.net.co'];
const GROUPS = ['Clientes VIP', 'Prospectos', 'Cartera vencida', 'Renovación', 'Campaña Navidad', 'Bogotá Norte', 'Referidos', 'Empresas aliadas'];

const array = (items) => `(array['${items.join("','")}'])`;
const pick = (items, expr) => `${array(items)}[1 + (${expr}) % ${items.length}]`;
const plain = (expr) => `translate(lower(translate(${expr}, 'ÁÉÍÓÚÑÜ', 'AEIOUNU')), 'áéíóúñü', 'aeiounu')`;

/**
 * Document numbers as [lowest, how many]: NITs of 9 digits from 8 or 9, cédulas of 8 digits and of 10
 * digits from 1.000.000.000 to 1.199.999.999. Contact `g` gets lowest + (g × 48271 mod how many): unique
 * (48271 is prime to each range) and spread over the range as real numbers are, so that the first
 * digits of a document narrow a search as they do in a real contact list.
 */
const DOCUMENTS = { nit: [800_000_000, 200_000_000], short: [10_000_000, 90_000_000], long: [1_000_000_000, 200_000_000] };
const spread = ([lowest, span]) => `(${lowest} + g * 48271 % ${span})::text`;
/** The cédula `contactsSql` gives person `g` (a company, g multiple of 20, has a NIT instead). */
const cedulaOf = (g) => {
  const [lowest, span] = g % 4 === 0 ? DOCUMENTS.short : DOCUMENTS.long;
  return String(lowest + ((g * 48271) % span));
};

/**
 * The values of contact `g` (1..n). Persons: one or two given names, two surnames, a cédula (10 digits,
 * or 8 for one in four), a +57 mobile, an e-mail from the names. One in twenty is a company with a NIT.
 */
function contactsSql(n) {
  const first = pick(FIRST, 'g * 7');
  const second = pick(SECOND, 'g / 3');
  const last1 = pick(LAST, 'g * 13 / 7');
  const last2 = pick(LAST, 'g * 31 / 11');
  const company = 'g % 20 = 0';
  return `
    insert into contacts (contact_type, first_name, last_name, razon_social, actividad, document_type, document_number,
      birthdate, city, gender, address, email, phone, phone_digits, created_at)
    select
      case when ${company} then 'EMPRESA' else 'PERSONA NATURAL' end,
      case when ${company} then '' else trim(f || ' ' || s) end,
      case when ${company} then '' else l1 || ' ' || l2 end,
      case when ${company} then 'Inversiones ' || l1 || ' ' || l2 || ' S.A.S.' end,
      case when ${company} then 'Comercio' end,
      case when ${company} then 'NIT' else 'CEDULA' end,
      case when ${company} then ${spread(DOCUMENTS.nit)} when g % 4 = 0 then ${spread(DOCUMENTS.short)} else ${spread(DOCUMENTS.long)} end,
      case when ${company} then null else date '1960-01-01' + (g * 37 % 15000)::int end,
      ${pick(CITIES, 'g')},
      case when ${company} then null when g % 2 = 0 then 'Femenino' else 'Masculino' end,
      'Calle ' || (g % 180 + 1) || ' # ' || (g % 97 + 1) || '-' || (g % 60 + 1),
      case when ${company} then 'contacto' || g || '@' || ${plain('l1')} || '.com.co'
        else ${plain('f')} || '.' || ${plain('l1')} || g || '@' || ${pick(DOMAINS, 'g')} end,
      '+57 3' || lpad((g % 25)::text, 2, '0') || ' ' || lpad((g * 7919 % 10000000)::text, 7, '0'),
      '573' || lpad((g % 25)::text, 2, '0') || lpad((g * 7919 % 10000000)::text, 7, '0'),
      now() - make_interval(mins => (${n} - g)::int)
    from (select g, ${first} as f, ${second} as s, ${last1} as l1, ${last2} as l2 from generate_series(1::bigint, ${n}) g) v`;
}

export async function seedContacts(db, sql, n) {
  const exec = (text) => db.execute(sql.raw(text));
  // The trigram index is built once after the load, much faster than maintained row by row.
  const [index] = (await db.execute(sql.raw(`select indexdef from pg_indexes where indexname = 'contacts_search_trgm_idx'`))).rows;
  await exec('drop index contacts_search_trgm_idx');
  await exec(contactsSql(n));
  await exec(index.indexdef);
  await exec(`insert into contact_data (contact_id, tipo, label, value_1)
    select id, t.tipo, 'Principal', case t.tipo when 'Email' then email when 'Telefono' then phone else address end
    from contacts, (values ('Email'), ('Telefono'), ('Direccion')) as t(tipo)`);
  await exec(`insert into contact_groups (name, etiqueta) select name, 'blue' from unnest(${array(GROUPS)}) as name`);
  await exec(`insert into contact_group_members (group_id, contact_id)
    select (select id from contact_groups order by id limit 1 offset (c.id % ${GROUPS.length})), c.id from contacts c where c.id % 3 = 0`);
  await exec('vacuum analyze');
}

const rand = (k) => Math.floor(Math.random() * k);
const plainText = (text) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
/** A name as people type it: in lower case, without accents. */
const typed = (name) => plainText(name);
/** A surname as people type it: in lower case, half of the time with its accent and half without. */
const typedSurname = (surname) => (Math.random() < 0.5 ? surname.toLowerCase() : plainText(surname));
const listPath = (query) => `/api/contact/contacto/?limit=30${query ? `&${query}` : ''}`;
const searchPath = (term) => listPath(`search=${encodeURIComponent(term)}`);
const BROAD_PAGE = 20;

/**
 * RUNS requests of each kind, each drawn at random (Math.random) from the generated data on the bench's
 * own connection, before the server starts. Every term comes from a contact drawn by a random id
 * between the lowest and the highest (drawn again when that id is no active contact with the field
 * wanted), so names and surnames come as often as they occur in the list.
 */
async function drawRequests(db, sql) {
  const one = async (query) => (await db.execute(query)).rows[0];
  const { lo, hi } = await one(sql`select min(id)::int as lo, max(id)::int as hi from contacts where deleted_at is null`);
  const total = Number((await one(sql`select total from table_totals where name = 'contacts'`)).total);
  const idAtDepth = async (share) => (await one(sql`select id from contacts where deleted_at is null
    order by id desc limit 1 offset ${Math.floor(total * share)}`)).id;
  // Ids between 89 % and 91 % of the way down the list, newest first.
  const deepLow = await idAtDepth(0.91);
  const deepHigh = await idAtDepth(0.89);
  /** A column of a random active contact (a person's, when `person`) where it is not empty. */
  const randomContact = async (column, person = false) => {
    for (;;) {
      const found = await one(sql`select ${sql.raw(column)} as value from contacts
        where id = ${lo + rand(hi - lo + 1)} and deleted_at is null ${sql.raw(person ? "and contact_type = 'PERSONA NATURAL'" : '')}`);
      if (found?.value) return found.value;
    }
  };
  const givenName = async () => (await randomContact('first_name', true)).split(' ')[0];
  const surname = async () => {
    const both = (await randomContact('last_name', true)).split(' ');
    return both[rand(both.length)];
  };
  const kinds = {
    'nombre común': async () => ({ path: searchPath(typed(await givenName())) }),
    'apellido común': async () => ({ path: searchPath(typedSurname(await surname())) }),
    'tres letras': async () => ({ path: searchPath(typed(await surname()).slice(0, 3)) }),
    'cuatro dígitos de teléfono': async () => {
      const national = (await randomContact('phone_digits')).slice(2);
      const at = rand(national.length - 3);
      return { path: searchPath(national.slice(at, at + 4)) };
    },
    'prefijo de documento': async () => ({ path: searchPath((await randomContact('document_number')).slice(0, 5 + rand(2))) }),
    'parte de e-mail': async () => {
      const user = (await randomContact('email')).split('@')[0];
      const name = user.replace(/\d+$/, '');
      return { path: searchPath(name.includes('.') ? name : user) };
    },
    'sin búsqueda, página 1': async () => ({ path: listPath('') }),
    'sin búsqueda, página profunda por offset': async () => ({ path: listPath(`offset=${Math.round(total * (0.89 + 0.02 * Math.random()))}`) }),
    'sin búsqueda, página profunda por after': async () => ({ path: listPath(`after=${deepLow + rand(deepHigh - deepLow + 1)}`) }),
    [`búsqueda amplia, página ${BROAD_PAGE} por after`]: async () => ({ walk: typedSurname(await surname()) }),
  };
  const drawn = {};
  for (const [label, draw] of Object.entries(kinds)) {
    drawn[label] = [];
    for (let i = 0; i < RUNS; i++) drawn[label].push(await draw());
  }
  return drawn;
}

/** GET over the keep-alive `agent` (signed in with `token`, if any), timed from sending the request to the last byte of the answer. */
function timedGet(agent, port, token, urlPath) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    const req = http.get({ agent, port, host: '127.0.0.1', path: urlPath, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const text = Buffer.concat(chunks).toString();
        if (res.statusCode !== 200) reject(new Error(`GET ${urlPath}: ${res.statusCode} ${text}`));
        else resolve({ ms, json: JSON.parse(text) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** The page `page` of a search, reached by following its `next` links from the first page. */
async function walkToPage(get, term, page) {
  let urlPath = searchPath(term);
  let reached = 1;
  while (reached < page) {
    const { json } = await get(urlPath);
    if (!json.next) break;
    urlPath = json.next;
    reached += 1;
  }
  return { urlPath, reached };
}

/** The statement of the access check (the signed-in user with roles, permissions and modules). */
const isAccessStatement = (text) => /\bsession_history\b/.test(text);
/** The statements of the list: count or maintained total, page, groups of the page (tables as drizzle quotes them). */
const isListStatement = (text) => /"(contacts|contact_group_members|table_totals)"/.test(text) && !isAccessStatement(text);

/** Column types that drizzle's node-postgres session reads as text, so the replay parses rows as the server does. */
const RAW_TYPES = new Set([1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231]);

/**
 * Replays recorded statements and answers how long they took. PostgreSQL: on the bench's own pool, as
 * the server sent them (text, parameters, row mode). PGlite: inside the server process on its embedded
 * database, through the probe, timed there.
 */
async function sqlReplayer(kind, database, probe) {
  if (kind === 'pglite') return async (prepared, part) => (await probe('/replay', { id: prepared.id, indices: prepared[part] })).ms;
  const pg = (await import('pg')).default;
  const types = { getTypeParser: (id, format) => (RAW_TYPES.has(id) ? (value) => value : pg.types.getTypeParser(id, format)) };
  const pool = database.db.$client;
  return async (prepared, part) => {
    const started = process.hrtime.bigint();
    const run = (s) => pool.query({ text: s.text, rowMode: s.rowMode, types }, s.values);
    // A transaction runs on one connection, in order, from its BEGIN to its COMMIT, as the server ran it.
    const runTransaction = async (entry) => {
      const client = await pool.connect();
      try {
        for (const s of entry.tx) await client.query({ text: s.text, rowMode: s.rowMode, types }, s.values);
      } finally {
        client.release();
      }
    };
    for (const wave of waves(prepared[part].map((i) => prepared.statements[i]))) {
      await Promise.all(wave.map((s) => (s.tx ? runTransaction(s) : run(s))));
    }
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
}

/**
 * For each kind: first every drawn request once over HTTP with the server's SQL recorded (which also
 * warms up the same data for both measurements); then one loop where each iteration times the API
 * call over HTTP, then the list SQL that very request ran, then its access-check SQL, then the floor:
 * GET /api/health/ over the same connection (no access check, one `select 1`).
 */
async function benchList(server, probe, replaySql, drawn) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const walks = new Map();
  const rows = [];
  for (const [label, requests] of Object.entries(drawn)) {
    // A fresh sign-in per kind: access tokens last 15 minutes.
    const token = (await request(server.port, 'POST', '/api/auth/login/', { body: ADMIN })).json().access;
    const get = (urlPath) => timedGet(agent, server.port, token, urlPath);
    const prepared = [];
    let shortest = Infinity;
    let unexpected = 0;
    for (const r of requests) {
      if (r.walk && !walks.has(r.walk)) walks.set(r.walk, await walkToPage(get, r.walk, BROAD_PAGE));
      const urlPath = r.walk ? walks.get(r.walk).urlPath : r.path;
      if (r.walk) shortest = Math.min(shortest, walks.get(r.walk).reached);
      await probe('/start');
      await get(urlPath);
      const { id, statements } = await probe('/stop');
      // A transaction entry belongs to the list when one of its statements does (the page of a search).
      const indices = (test) => statements.flatMap((s, i) => ((s.tx ? s.tx.some((t) => test(t.text)) : test(s.text)) ? [i] : []));
      const list = indices(isListStatement);
      const access = indices(isAccessStatement);
      unexpected += statements.length - list.length - access.length;
      if (list.length === 0 || access.length !== 1) throw new Error(`${label}: ${statements.length} statements recorded, ${list.length} of the list, ${access.length} of the access check`);
      prepared.push({ urlPath, id, statements, list, access });
    }
    const loadBefore = os.loadavg()[0];
    const api = [];
    const raw = [];
    const check = [];
    const floor = [];
    const counts = [];
    for (const p of prepared) {
      const answer = await get(p.urlPath);
      api.push(answer.ms);
      counts.push({ count: answer.json.count, capped: answer.json.count_capped === true });
      raw.push(await replaySql(p, 'list'));
      check.push(await replaySql(p, 'access'));
      floor.push((await timedGet(agent, server.port, null, '/api/health/')).ms);
    }
    const loadAfter = os.loadavg()[0];
    await probe('/clear');
    rows.push({
      label: shortest < BROAD_PAGE ? `${label} (hasta la página ${shortest})` : label,
      counts, unexpected, loadBefore, loadAfter,
      api: percentiles(api), raw: percentiles(raw), access: percentiles(check), floor: percentiles(floor),
    });
  }
  agent.destroy();
  return rows;
}

const count = (c) => `${c.count.toLocaleString('es-CO')}${c.capped ? '+' : ''}`;

/** The matches of a kind: the median and, when the drawn terms differ, the range. */
function matches(counts) {
  const sorted = [...counts].sort((a, b) => a.count - b.count);
  const median = count(sorted[Math.floor(sorted.length / 2)]);
  const [low, high] = [count(sorted[0]), count(sorted.at(-1))];
  return low === high ? median : `${median} (${low} – ${high})`;
}

function printList(kind, n, rows) {
  const where = kind === 'pglite'
    ? 'SQL repetido dentro del proceso del servidor, sobre su PGlite'
    : 'SQL repetido en una conexión propia del benchmark';
  console.log(`\n## ${kind}: GET /api/contact/contacto/?limit=30 — ${n.toLocaleString('es-CO')} contactos, ${RUNS} iteraciones por fila`);
  console.log(`Servidor en su propio proceso (dist/main.js), HTTP real con keep-alive; ${where}; acceso = la consulta del usuario firmado que hace cada petición, repetida; piso = GET /api/health/ (HTTP y un select 1, sin acceso) en la misma conexión.`);
  console.log('| búsqueda | coincidencias p50 (mín – máx) | API p50 | API p95 | SQL p50 | SQL p95 | API/SQL p50 | SQL de acceso p50 | piso HTTP p50 | carga 1 min antes → después |\n|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.label} | ${matches(r.counts)} | ${fmt(r.api.p50)} | ${fmt(r.api.p95)} | ${fmt(r.raw.p50)} | ${fmt(r.raw.p95)} | ${(r.api.p50 / r.raw.p50).toFixed(2)}× | ${fmt(r.access.p50)} | ${fmt(r.floor.p50)} | ${r.loadBefore.toFixed(2)} → ${r.loadAfter.toFixed(2)} |`);
  }
  const unexpected = rows.reduce((sum, r) => sum + r.unexpected, 0);
  if (unexpected) console.log(`(${unexpected} sentencias ajenas a la petición, del trabajo en segundo plano del servidor, quedaron fuera del SQL repetido)`);
}

/** Memory of another process, from /proc (Linux). */
function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/** Samples a process's memory every 50 ms; `stop` gives the peak and the level at each quarter of the time. */
function sampleMemory(pid) {
  const baseline = rssOf(pid);
  const samples = [];
  const timer = setInterval(() => samples.push(rssOf(pid)), 50);
  return {
    baseline,
    stop: () => {
      clearInterval(timer);
      samples.push(rssOf(pid));
      const quarter = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
      return { peak: Math.max(baseline, ...samples), quarters: [0.25, 0.5, 0.75].map(quarter) };
    },
  };
}

/** Streams GET exportar-excel over HTTP, timing the first byte and sampling the server's memory. */
async function benchExport(server) {
  const memory = sampleMemory(server.pid);
  const result = await timedDownload(server.port, '/api/contact/contacto/exportar-excel/', server.token);
  const { peak, quarters } = memory.stop();
  if (result.status !== 200) throw new Error(`export: ${result.status}`);
  return { ...result, baseline: memory.baseline, peak, quarters };
}

/** A spreadsheet of `rows` contacts like a client's CRM export: one in five already in the database (same cédula). */
async function writeImportFile(file, rows, existing) {
  const ExcelJS = (await import('exceljs')).default;
  const { CONTACT_SHEET_COLUMNS } = await import('@atiende/shared');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Contactos');
  sheet.addRow(CONTACT_SHEET_COLUMNS.map((c) => c.header)).commit();
  for (let i = 1; i <= rows; i++) {
    const known = i % 5 === 0 && i <= existing;
    const g = known ? i : 5_000_000 + i;
    const first = FIRST[(i * 7) % FIRST.length];
    const last = `${LAST[(i * 3) % LAST.length]} ${LAST[(i * 17) % LAST.length]}`;
    sheet.addRow([
      'PERSONA NATURAL', first, last, '', 'CEDULA', known ? cedulaOf(g) : String(2000000000 + i),
      `${first.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')}.import${i}@${DOMAINS[i % DOMAINS.length]}`,
      `+57 31${i % 10} ${String((i * 3571) % 10000000).padStart(7, '0')}`, CITIES[i % CITIES.length], `Carrera ${i % 120} # ${i % 80}-${i % 50}`,
      i % 2 ? 'Femenino' : 'Masculino', `19${60 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`, '', '', i % 4 === 0 ? GROUPS[i % GROUPS.length] : '',
    ]).commit();
  }
  sheet.commit();
  await workbook.commit();
}

function multipartUpload(port, token, file) {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contactos.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request({
      port, host: '127.0.0.1', method: 'POST', path: '/api/contact/contacto/upload_excel/',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + statSync(file).size + tail.length },
    }, (res) => {
      let body = '';
      res.on('data', (c) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(body) }));
    });
    req.on('error', reject);
    req.write(head);
    createReadStream(file).on('end', () => req.end(tail)).pipe(req, { end: false });
  });
}

/** Uploads the file over HTTP and lets the server's background worker import it, sampling its memory. */
async function benchImport(server, existing) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atiende-bench-import-'));
  const file = path.join(dir, 'contactos.xlsx');
  await writeImportFile(file, IMPORT_ROWS, existing);
  const memory = sampleMemory(server.pid);
  const started = performance.now();
  const accepted = await multipartUpload(server.port, server.token, file);
  const uploaded = performance.now() - started;
  if (accepted.status !== 202) throw new Error(`upload: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  let job;
  for (;;) {
    await new Promise((r) => setTimeout(r, 200));
    job = (await request(server.port, 'GET', `/api/contact/importaciones/${accepted.body.job_id}/`, { token: server.token })).json();
    if (job.status === 'COMPLETADO' || job.status === 'FALLIDO') break;
  }
  const total = performance.now() - started;
  const { peak, quarters } = memory.stop();
  const size = statSync(file).size;
  rmSync(dir, { recursive: true, force: true });
  return { job, uploaded, total, baseline: memory.baseline, peak, quarters, size };
}

export async function run() {
  const { sql } = await import('drizzle-orm');
  console.log(`\n# contacts — ${machine()}`);
  const exports = [];
  const imports = [];
  for (const kind of kinds()) {
    const n = SIZES[kind];
    // On disk, so that the server process of the export and import parts opens the same PGlite database.
    const { database, serverEnv, drop } = await openBenchDatabase(kind, { onDisk: true });
    const seeding = performance.now();
    await seedContacts(database.db, sql, n);
    console.log(`${kind}: ${n.toLocaleString('es-CO')} contactos generados en ${seconds(performance.now() - seeding)}`);
    if (PARTS.includes('list')) {
      const drawn = await drawRequests(database.db, sql);
      // No second process may open an embedded database: the bench lets go of it before the server starts.
      if (kind === 'pglite') await database.close();
      const probePort = await freePort();
      const server = await startServer({ ...serverEnv, BENCH_SQL_PROBE_PORT: String(probePort) }, { nodeArgs: ['--import', PROBE] });
      const probe = async (route, body = {}) => {
        const answer = await request(probePort, 'POST', route, { body });
        if (answer.status !== 200) throw new Error(`probe ${route}: ${answer.status}`);
        return answer.json();
      };
      printList(kind, n, await benchList(server, probe, await sqlReplayer(kind, database, probe), drawn));
      await server.stop();
      if (kind !== 'pglite') await database.close();
    } else {
      await database.close();
    }
    if (PARTS.includes('export') || PARTS.includes('import')) {
      const server = await startServer(serverEnv);
      if (PARTS.includes('import')) imports.push({ kind, n, ...(await benchImport(server, n)) });
      if (PARTS.includes('export')) exports.push({ kind, n: n + (imports.at(-1)?.job.created_rows ?? 0), ...(await benchExport(server)) });
      await server.stop();
    }
    await drop();
  }

  if (imports.length) {
    console.log(`\n## POST /api/contact/contacto/upload_excel/ con ${IMPORT_ROWS.toLocaleString('es-CO')} filas (servidor en su propio proceso; el total va de la subida al trabajo COMPLETADO)`);
    console.log('| base | contactos previos | archivo | subida (202) | total | creados | actualizados | rechazados | RSS antes | RSS a 25/50/75 % | RSS pico |\n|---|---|---|---|---|---|---|---|---|---|---|');
    for (const i of imports) {
      console.log(`| ${i.kind} | ${i.n.toLocaleString('es-CO')} | ${mb(i.size)} | ${seconds(i.uploaded)} | ${seconds(i.total)} | ${i.job.created_rows} | ${i.job.updated_rows} | ${i.job.rejected_rows} | ${mb(i.baseline)} | ${i.quarters.map(mb).join(' / ')} | ${mb(i.peak)} |`);
    }
  }
  if (exports.length) {
    console.log('\n## GET /api/contact/contacto/exportar-excel/ (servidor en su propio proceso, HTTP real; memoria = RSS de ese proceso)');
    console.log('| base | contactos | primer byte | total | tamaño | RSS antes | RSS a 25/50/75 % del tiempo | RSS pico |\n|---|---|---|---|---|---|---|---|');
    for (const e of exports) console.log(`| ${e.kind} | ${e.n.toLocaleString('es-CO')} | ${fmt(e.firstByte)} | ${seconds(e.total)} | ${mb(e.bytes)} | ${mb(e.baseline)} | ${e.quarters.map(mb).join(' / ')} | ${mb(e.peak)} |`);
  }
}
