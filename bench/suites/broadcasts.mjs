// A broadcast to a large contact group, against the started server: BENCH_BROADCAST_RECIPIENTS contacts (100,000)
// with one phone each, one template message per phone through the channel's Graph API at its configured rate
// (BENCH_BROADCAST_RATE, 80 a second as Meta's default), the server's memory sampled throughout (peak, and at each
// quarter of each server's life, to show it flat). Half way the server is killed (SIGKILL) and started again: the
// send must carry on by itself and no phone may get the message twice. The Graph API is the project's protocol-true stand-in (integrations/whatsapp/whatsapp.fake),
// run in the bench process so that it outlives the server and counts what each phone received.
import { randomBytes } from 'node:crypto';
import { ADMIN, kinds, machine, mb, openBenchDatabase, request, sampleMemory, seconds, serverModule, startServer } from '../lib.mjs';

const RECIPIENTS = Number(process.env.BENCH_BROADCAST_RECIPIENTS ?? 100_000);
const RATE = Number(process.env.BENCH_BROADCAST_RATE ?? 80);
/** Kill the server once this share of the messages went out (0 to skip the kill). */
const KILL_AT = Number(process.env.BENCH_BROADCAST_KILL_AT ?? 0.5);
const KEY = randomBytes(32).toString('hex');
const TOKEN = 'bench-broadcast-token';
const WABA = 'bench-waba';
const PHONE_BASE = 573110000000;

/** A campaign, its WhatsApp channel (pointing at the stand-in), an approved template and one group of RECIPIENTS contacts. */
async function seed(database, sql, apiUrl, phoneNumberId) {
  const exec = (text) => database.db.execute(sql.raw(text));
  const { sealSecrets } = await serverModule('modules/chat/channels.secrets.js');
  await exec(`insert into campaigns (name, description) values ('Difusión bench', 'Difusión de prueba')`);
  const secrets = sealSecrets(Buffer.from(KEY, 'hex'), { access_token: TOKEN, app_secret: 'bench-secret', verify_token: 'bench' });
  const config = JSON.stringify({ phone_number_id: phoneNumberId, waba_id: WABA, api_url: apiUrl, mensajes_por_segundo: String(RATE) });
  const [channel] = (await exec(`insert into channels (nombre, tipo, campaign_id, config, secrets)
    values ('WhatsApp difusión bench', 'WhatsApp', (select min(id) from campaigns), '${config}'::jsonb, '${secrets}') returning id`)).rows;
  const [template] = (await exec(`insert into whatsapp_templates (name, language, category, body, variable_count, examples)
    values ('oferta_bench', 'es', 'MARKETING', 'Hola {{1}}, tenemos una oferta para usted.', 1, '["Ana"]'::jsonb) returning id`)).rows;
  await exec(`insert into whatsapp_template_campaigns (template_id, campaign_id) select ${template.id}, min(id) from campaigns`);
  await exec(`insert into whatsapp_template_reviews (template_id, channel_id, waba_id, status, submitted_at, reviewed_at)
    values (${template.id}, ${channel.id}, '${WABA}', 'APPROVED', now(), now())`);
  await exec(`insert into contacts (first_name, last_name, phone, phone_digits)
    select 'Cliente' || g, 'Difusión', '+' || (${PHONE_BASE} + g)::text, (${PHONE_BASE} + g)::text from generate_series(1, ${RECIPIENTS}) g`);
  await exec(`insert into contact_data (contact_id, tipo, label, value_1) select id, 'Telefono', 'Principal', phone from contacts where phone is not null`);
  const [group] = (await exec(`insert into contact_groups (name) values ('Difusión bench') returning id`)).rows;
  await exec(`insert into contact_group_members (group_id, contact_id) select ${group.id}, id from contacts`);
  await exec('vacuum analyze');
  return { campaignId: (await exec('select min(id) as id from campaigns')).rows[0].id, groupId: group.id, templateId: template.id, channelId: channel.id };
}

async function statsOf(server, broadcastId) {
  const res = await request(server.port, 'GET', `/api/leads/campaign_broadcasts/${broadcastId}/estadisticas/`, { token: server.token });
  return res.status === 200 ? res.json() : null;
}

async function untilStats(server, broadcastId, done, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stats = await statsOf(server, broadcastId).catch(() => null);
    if (stats && done(stats)) return stats;
    if (Date.now() > deadline) throw new Error(`La difusión no llegó a tiempo: ${JSON.stringify(stats)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function run() {
  console.log(`# Difusión de ${RECIPIENTS.toLocaleString('es-CO')} destinatarios a ${RATE} mensajes/s — ${machine()}`);
  const { sql } = await import('drizzle-orm');
  const { startWhatsappFake } = await serverModule('integrations/whatsapp/whatsapp.fake.js');
  const lines = [];
  for (const kind of kinds()) {
    const graph = await startWhatsappFake({ accessToken: TOKEN });
    const phoneNumberId = `bench${Date.now()}`;
    const { database, serverEnv, drop } = await openBenchDatabase(kind, { onDisk: true });
    const seeding = performance.now();
    const seeded = await seed(database, sql, graph.apiUrl, phoneNumberId);
    const seededIn = performance.now() - seeding;
    await database.close();
    const env = { ...serverEnv, CHANNEL_SECRETS_KEY: KEY, CHANNEL_SIMULATOR: 'false' };

    let server = await startServer(env);
    let memory = sampleMemory(server.pid);
    const peaks = [];
    const created = await request(server.port, 'POST', '/api/leads/campaign_broadcasts/', {
      token: server.token, body: { name: 'Difusión bench', campaign: seeded.campaignId, channel: seeded.channelId },
    });
    const broadcastId = created.json().id;
    const started = performance.now();
    const send = await request(server.port, 'POST', '/api/leads/campaign_broadcasts/difusion/', {
      token: server.token, body: { campaign_broadcast: broadcastId, grupo_contacto_id: [seeded.groupId], template: seeded.templateId, variables: ['[nombre]'] },
    });
    if (send.status !== 201) throw new Error(`difusion/ respondió ${send.status}: ${send.body}`);
    const listed = await untilStats(server, broadcastId, (s) => s.metadata.total_contactos === RECIPIENTS, 600_000);
    const listedIn = performance.now() - started;
    let killedAt = null;
    let resumedIn = null;
    if (KILL_AT > 0) {
      const before = await untilStats(server, broadcastId, (s) => s.metadata.mensajes_enviados >= RECIPIENTS * KILL_AT, RECIPIENTS * 1000);
      killedAt = before.metadata.mensajes_enviados;
      peaks.push({ ...memory.stop(), baseline: memory.baseline });
      process.kill(server.pid, 'SIGKILL');
      await new Promise((r) => setTimeout(r, 500));
      const killedTime = performance.now();
      server = await startServer(env);
      memory = sampleMemory(server.pid);
      // The runner reclaims the job once its heartbeat is 15 s old.
      await untilStats(server, broadcastId, (s) => s.metadata.mensajes_enviados > killedAt, 120_000);
      resumedIn = performance.now() - killedTime;
    }
    const final = await untilStats(server, broadcastId, (s) => s.status === 'FINALIZADO', RECIPIENTS * 1000);
    const elapsed = performance.now() - started;
    peaks.push({ ...memory.stop(), baseline: memory.baseline });
    await server.stop();

    const perPhone = new Map();
    for (const r of graph.requests) {
      if (r.method !== 'POST' || !r.path.endsWith('/messages')) continue;
      const to = JSON.parse(r.body).to;
      perPhone.set(to, (perPhone.get(to) ?? 0) + 1);
    }
    const duplicates = [...perPhone.values()].filter((n) => n > 1).length;
    lines.push({
      kind, seededIn, listedIn, elapsed, killedAt, resumedIn, final: final.metadata, listed: listed.metadata.total_contactos,
      received: perPhone.size, duplicates, peak: Math.max(...peaks.map((p) => p.peak)), baseline: peaks[0].baseline,
      quarters: peaks.map((p) => p.quarters.map(mb).join(' · ')).join(' ‖ '),
    });
    await graph.close();
    await drop();
  }
  console.log('\n| base | sembrado | listado | total | mensajes/s | muerte a | reanudó en | enviados | inciertos | recibidos | repetidos | memoria base → pico | memoria a ¼ · ½ · ¾ (antes ‖ después de la muerte) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const l of lines) {
    const rate = l.final.mensajes_enviados / ((l.elapsed - (l.resumedIn ?? 0)) / 1000);
    console.log(`| ${l.kind} | ${seconds(l.seededIn)} | ${seconds(l.listedIn)} | ${seconds(l.elapsed)} | ${rate.toFixed(1)} | `
      + `${l.killedAt?.toLocaleString('es-CO') ?? '—'} | ${l.resumedIn === null ? '—' : seconds(l.resumedIn)} | `
      + `${l.final.mensajes_enviados.toLocaleString('es-CO')} | ${l.final.mensajes_fallidos} | ${l.received.toLocaleString('es-CO')} | `
      + `${l.duplicates} | ${mb(l.baseline)} → ${mb(l.peak)} | ${l.quarters} |`);
    if (l.duplicates > 0) console.log(`  ¡${l.duplicates} teléfonos recibieron el mensaje dos veces!`);
  }
  void ADMIN;
}
