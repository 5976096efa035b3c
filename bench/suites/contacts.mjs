// Contacts at the scale of a large contact centre: the list with and without search (1,000,000
// contacts on PostgreSQL, 100,000 on PGlite), the Excel export streamed through HTTP and the import
// of a 100,000-row spreadsheet through the background worker.
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { benchOverHttp, printHttpTable, sqlReplayer, startProbedServer } from '../http-harness.mjs';
import {
  ADMIN, fmt, kinds, machine, mb, openBenchDatabase, request, sampleMemory, seconds, startServer, timedDownload,
} from '../lib.mjs';

const SIZES = {
  postgres: Number(process.env.BENCH_CONTACTS_POSTGRES ?? 1_000_000),
  pglite: Number(process.env.BENCH_CONTACTS_PGLITE ?? 100_000),
};
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const PARTS = (process.env.BENCH_PARTS ?? 'list,export,import').split(',');

export const FIRST = [
  'Laura', 'Andrés', 'Camila', 'Juan', 'Valentina', 'Santiago', 'Daniela', 'Mateo', 'Sofía', 'Carlos', 'María', 'José',
  'Luisa', 'Diego', 'Natalia', 'Felipe', 'Paula', 'Sebastián', 'Juliana', 'Alejandro', 'Mariana', 'David', 'Isabella',
  'Nicolás', 'Gabriela', 'Jorge', 'Catalina', 'Luis', 'Ana', 'Miguel', 'Sara', 'Julián', 'Manuela', 'Óscar', 'Lina',
  'Fernando', 'Diana', 'Ricardo', 'Adriana', 'Héctor',
];
const SECOND = ['', '', '', 'Alejandra', 'Andrea', 'Camilo', 'Esteban', 'Fernanda', 'José', 'Lucía', 'Marcela', 'Antonio'];
export const LAST = [
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
  const total = Number((await one(sql`select sum(total) as total from table_totals where name = 'contacts'`)).total);
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

/** The statements of the list: count or maintained total, page, groups and Telegram users of the page (tables as drizzle quotes them). */
const isListStatement = (text) => /"(contacts|contact_group_members|contact_data|table_totals)"/.test(text);

/**
 * The drawn requests over HTTP (see `benchOverHttp`); a broad search's deep page is reached by following
 * its `next` links once per surname, untimed, and the row says so when a search ended sooner.
 */
async function benchList(server, probe, replaySql, drawn) {
  const walks = new Map();
  const shortest = new Map();
  const resolve = async (get, r, label) => {
    if (!r.walk) return r.path;
    if (!walks.has(r.walk)) walks.set(r.walk, await walkToPage(get, r.walk, BROAD_PAGE));
    const { urlPath, reached } = walks.get(r.walk);
    shortest.set(label, Math.min(shortest.get(label) ?? Infinity, reached));
    return urlPath;
  };
  const rows = await benchOverHttp(server, probe, replaySql, drawn, { isRequestStatement: isListStatement, resolve, admin: ADMIN });
  return rows.map((row) => (shortest.get(row.label) < BROAD_PAGE ? { ...row, label: `${row.label} (hasta la página ${shortest.get(row.label)})` } : row));
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
      const { server, probe } = await startProbedServer(serverEnv);
      const rows = await benchList(server, probe, await sqlReplayer(kind, database, probe), drawn);
      printHttpTable(kind, `GET /api/contact/contacto/?limit=30 — ${n.toLocaleString('es-CO')} contactos, ${RUNS} iteraciones por fila`, rows);
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
