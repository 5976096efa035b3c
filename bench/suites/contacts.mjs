// Contacts at the scale of a large contact centre: the list with and without search (1,000,000
// contacts on PostgreSQL, 100,000 on PGlite), the Excel export streamed through HTTP and the import
// of a 100,000-row spreadsheet through the background worker.
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  buildBenchApp, fmt, getOk, kinds, machine, mb, measure, openBenchDatabase, request, seconds, signIn, startServer, timedDownload,
} from '../lib.mjs';

const SIZES = {
  postgres: Number(process.env.BENCH_CONTACTS_POSTGRES ?? 1_000_000),
  pglite: Number(process.env.BENCH_CONTACTS_PGLITE ?? 100_000),
};
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const PARTS = (process.env.BENCH_PARTS ?? 'list,export,import').split(',');

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
      case when ${company} then (900000000 + g)::text when g % 4 = 0 then (10000000 + g)::text else (1000000000 + g)::text end,
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

/** Records the SQL statements the app sends while `fn` runs, to replay them as raw SQL. */
function recorder(client) {
  const original = client.query.bind(client);
  let recording = null;
  client.query = (...args) => {
    if (!recording) return original(...args);
    const entry = { args, start: performance.now(), end: 0 };
    recording.push(entry);
    const result = original(...args);
    Promise.resolve(result).then(() => { entry.end = performance.now(); }, () => {});
    return result;
  };
  return {
    async capture(fn) {
      recording = [];
      await fn();
      const captured = recording;
      recording = null;
      return captured;
    },
    /** Statements in waves: those the app ran concurrently run concurrently here too. */
    replayer(statements) {
      const waves = [];
      for (const s of statements) {
        const wave = waves[waves.length - 1];
        if (wave && wave.some((w) => s.start < w.end)) wave.push(s);
        else waves.push([s]);
      }
      return async () => {
        for (const wave of waves) await Promise.all(wave.map((s) => original(...s.args)));
      };
    },
  };
}

const isListStatement = (s) => {
  const text = typeof s.args[0] === 'string' ? s.args[0] : s.args[0].text;
  return /"contacts"|contact_group_members/.test(text);
};

const plainText = (text) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** The e-mail `contactsSql` gives contact `g`. */
function emailOf(g) {
  const last1 = LAST[Math.floor((g * 13) / 7) % LAST.length];
  if (g % 20 === 0) return `contacto${g}@${plainText(last1)}.com.co`;
  return `${plainText(FIRST[(g * 7) % FIRST.length])}.${plainText(last1)}${g}@${DOMAINS[g % DOMAINS.length]}`;
}

function listCases(n, names) {
  const documentOf = (g) => (g % 20 === 0 ? 900000000 + g : g % 4 === 0 ? 10000000 + g : 1000000000 + g);
  const at = (i) => 1 + ((i * 7919) % n);
  return {
    'sin búsqueda': (i) => `offset=${(i % 10) * 30}`,
    'nombre (fragmento)': (i) => `search=${encodeURIComponent(names[i % names.length])}`,
    'apellido frecuente': (i) => `search=${encodeURIComponent(['Gómez', 'Restrepo', 'Quintero', 'Ospina', 'Mejía'][i % 5])}`,
    'documento': (i) => `search=${documentOf(at(i))}`,
    'teléfono (dígitos)': (i) => {
      const g = at(i);
      return `search=${encodeURIComponent(`3${String(g % 25).padStart(2, '0')} ${String((g * 7919) % 10000000).padStart(7, '0')}`)}`;
    },
    'e-mail': (i) => `search=${encodeURIComponent(emailOf(at(i)))}`,
  };
}

/** What someone types to find a person: the first given name and the start of the first surname ('Laura Góm'). */
async function nameFragments(db, sql, n) {
  const ids = Array.from({ length: 20 }, (_, i) => 1 + ((i * 48271) % n));
  const found = await db.execute(sql.raw(`select first_name, last_name from contacts
    where id in (${ids.join(',')}) and contact_type = 'PERSONA NATURAL' order by id`));
  return found.rows.map((r) => `${r.first_name.split(' ')[0]} ${r.last_name.slice(0, 4)}`);
}

async function benchList(app, database, headers, n, kind, sql) {
  const client = database.db.$client;
  const rec = recorder(client);
  const rows = [];
  const names = await nameFragments(database.db, sql, n);
  for (const [label, query] of Object.entries(listCases(n, names))) {
    const url = (i) => `/api/contact/contacto/?limit=30&${query(i)}`;
    const call = (i) => getOk(app, url(i), headers, label);
    const api = await measure(call, RUNS);
    // The same statements the API sent for each call, replayed straight on the driver.
    const replays = [];
    const accessReplays = [];
    for (let i = 0; i < RUNS; i++) {
      const statements = await rec.capture(() => call(i));
      replays.push(rec.replayer(statements.filter(isListStatement)));
      accessReplays.push(rec.replayer(statements.filter((s) => !isListStatement(s))));
    }
    const raw = await measure((i) => replays[i % replays.length](), RUNS);
    // The statements of the access check (signed-in user, permissions, module), for the overhead column.
    const access = await measure((i) => accessReplays[i % accessReplays.length](), RUNS);
    const sample = (await call(0)).json();
    rows.push({ kind, label, api, raw, access, count: sample.count });
  }
  return rows;
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
      'PERSONA NATURAL', first, last, '', 'CEDULA', String(known ? (g % 4 === 0 ? 10000000 + g : 1000000000 + g) : 2000000000 + i),
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
  const lists = [];
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
      const app = await buildBenchApp(database);
      const headers = { authorization: `Bearer ${await signIn(app)}` };
      lists.push(...(await benchList(app, database, headers, n, kind, sql)));
      await app.close();
    }
    await database.close();
    if (PARTS.includes('export') || PARTS.includes('import')) {
      const server = await startServer(serverEnv);
      if (PARTS.includes('import')) imports.push({ kind, n, ...(await benchImport(server, n)) });
      if (PARTS.includes('export')) exports.push({ kind, n: n + (imports.at(-1)?.job.created_rows ?? 0), ...(await benchExport(server)) });
      await server.stop();
    }
    await drop();
  }

  if (lists.length) {
    console.log(`\n## GET /api/contact/contacto/?limit=30 (${RUNS} llamadas medidas, conteo incluido)`);
    console.log('| base | contactos | búsqueda | resultados | API p50 | API p95 | SQL p50 | SQL p95 | API/SQL p50 | SQL de acceso p50 |\n|---|---|---|---|---|---|---|---|---|---|');
    for (const r of lists) {
      console.log(`| ${r.kind} | ${SIZES[r.kind].toLocaleString('es-CO')} | ${r.label} | ${r.count.toLocaleString('es-CO')} | ${fmt(r.api.p50)} | ${fmt(r.api.p95)} | ${fmt(r.raw.p50)} | ${fmt(r.raw.p95)} | ${(r.api.p50 / r.raw.p50).toFixed(2)}× | ${fmt(r.access.p50)} |`);
    }
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
