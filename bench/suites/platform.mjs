// Users list and profile at the scale of a large contact centre's staff (20,000 users).
import { buildBenchApp, fmt, getOk, kinds, machine, measure, openBenchDatabase, signIn } from '../lib.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 20_000);
const FIRST = ['Laura', 'Andrés', 'Camila', 'Juan', 'Valentina', 'Santiago', 'Daniela', 'Mateo', 'Sofía', 'Carlos'];
const LAST = ['Gómez', 'Martínez', 'Ruiz', 'Pérez', 'Herrera', 'López', 'Castro', 'Vargas', 'Rodríguez', 'Díaz'];

async function seedUsers(db, sql) {
  await db.execute(sql.raw(`
    insert into users (username, email, password_hash, first_name, last_name, document_type, document_number)
    select 'usuario' || g || '@atiende.co', 'usuario' || g || '@atiende.co', 'x',
      (array['${FIRST.join("','")}'])[1 + g % ${FIRST.length}],
      (array['${LAST.join("','")}'])[1 + (g / ${FIRST.length}) % ${LAST.length}] || ' ' || g,
      'CEDULA', (1000000000 + g)::text
    from generate_series(1, ${USERS}) g`));
  await db.execute(sql.raw(`insert into user_roles (user_id, role_id)
    select u.id, (select id from roles where nombre = 'Agente') from users u where u.username like 'usuario%'`));
  await db.execute(sql.raw('vacuum analyze'));
}

export async function run() {
  const { sql } = await import('drizzle-orm');
  console.log(`\n# platform — ${USERS.toLocaleString('es-CO')} usuarios — ${machine()}`);
  console.log('| base | consulta | p50 | p95 |\n|---|---|---|---|');
  for (const kind of kinds()) {
    const { database, drop } = await openBenchDatabase(kind);
    await seedUsers(database.db, sql);
    const app = await buildBenchApp(database);
    const headers = { authorization: `Bearer ${await signIn(app)}` };
    const cases = {
      'GET /api/me/': () => '/api/me/',
      'GET /api/users/ (sin búsqueda)': (i) => `/api/users/?limit=30&offset=${(i * 30) % USERS}`,
      'GET /api/users/?search=nombre': (i) => `/api/users/?search=${encodeURIComponent(FIRST[i % FIRST.length])}`,
      'GET /api/users/?search=usuario exacto': (i) => `/api/users/?search=usuario${(i * 97) % USERS}@`,
    };
    for (const [label, url] of Object.entries(cases)) {
      const r = await measure((i) => getOk(app, url(i), headers, label), 100);
      console.log(`| ${kind} | ${label} | ${fmt(r.p50)} | ${fmt(r.p95)} |`);
    }
    await app.close();
    await database.close();
    await drop();
  }
}
