import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { COMPANY_TYPE, ContactCreate, type ChatMessageRead, type ConversationRead, type DashboardFigures, type Paged } from '@atiende/shared';
import { rows } from '../db/client.js';
import { campaignUsers, channels, chatMessages, sessionHistory, users } from '../db/schema.js';
import { moduleJobs } from '../modules/index.js';
import { runDueJobs } from '../jobs/jobs.runner.js';
import { rollupsAgainstCount } from '../modules/gestiones/gestiones.fixtures.js';
import { useTestApp } from '../test/harness.js';
import { demoContactSeeds, nitCheckDigit } from './demo-contacts.js';
import { addDays, bogotaDate, bogotaInstant, bogotaMinutes, weekdayOf } from './demo-clock.js';
import { loadDemoSessions } from './demo-sessions.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';
import { countDemoTables, loadDemo } from './load-demo.js';

const t = useTestApp();
/** The demo as `npm run demo` loads it; each part that exists is skipped, so every test may call it. */
const loadTheDemo = () => loadDemo(t.database.db, { key: t.app.config.channelSecretsKey }, new Date(), t.app.config.uploadsDir);

/** The form the app's contact screen would send for a demo contact. */
function contactForm(seed: ReturnType<typeof demoContactSeeds>[number]) {
  const f = seed.fields;
  if (f.contactType === COMPANY_TYPE) {
    return {
      contactType: COMPANY_TYPE, razon_social: f.razon_social, actividad: f.actividad, documentType: f.documentType,
      documentNumber: f.documentNumber, email: f.email, phone: f.phone, web_site: f.web_site, address: f.address, city: f.city,
    };
  }
  return {
    first_name: f.first_name, last_name: f.last_name, email: f.email, documentType: f.documentType, documentNumber: f.documentNumber,
    phone: f.phone, birthdate: f.birthdate, city: f.city, gender: f.gender, address: f.address,
  };
}

describe('demo contacts', () => {
  it('are the same on every run, ten percent companies, each one the contact form accepts', () => {
    const seeds = demoContactSeeds();
    expect(demoContactSeeds()).toEqual(seeds);
    expect(seeds).toHaveLength(250);
    expect(seeds.filter((s) => s.fields.contactType === COMPANY_TYPE)).toHaveLength(25);
    for (const seed of seeds) expect(ContactCreate.safeParse(contactForm(seed)).error).toBeUndefined();
    expect(new Set(seeds.map((s) => s.fields.documentNumber)).size).toBe(250);
    expect(new Set(seeds.map((s) => s.fields.email)).size).toBe(250);
  });

  it('carry NITs with the check digit DIAN computes', () => {
    expect(nitCheckDigit('800197268')).toBe(4);
    expect(nitCheckDigit('899999068')).toBe(1);
  });
});

describe('loadDemo', () => {
  it('fills a contact centre the dashboard counts, and a second run adds nothing', async () => {
    const db = t.database.db;
    const loadedAt = new Date();
    await loadTheDemo();
    const counts = await countDemoTables(db);
    expect(counts.get('Canales')).toBe(2);
    expect(counts.get('Conversaciones')).toBe(11);
    const estados = await rows<{ estado: string; n: number }>(db, sql`select estado, count(*)::int as n from conversations group by estado order by estado`);
    expect(estados).toEqual([{ estado: 'EN_ESPERA', n: 5 }, { estado: 'EN_GESTION', n: 3 }, { estado: 'FINALIZADA', n: 3 }]);
    // The 250 seeded contacts and the two Telegram customers who wrote in; the WhatsApp ones are found by their phone.
    expect(counts.get('Contactos')).toBe(252);
    expect(counts.get('Grupos de contactos')).toBe(5);
    expect(counts.get('Cuentas')).toBe(4);
    expect(counts.get('Campañas')).toBe(4);
    expect(counts.get('Casos')).toBe(5);
    const caseEstados = await rows<{ estado: string }>(db, sql`select estado from cases order by id`);
    expect(caseEstados.map((c) => c.estado)).toEqual(['SIN_ASIGNAR', 'ASIGNADO', 'PENDIENTE', 'EN_PAUSA', 'FINALIZADO']);
    const [finished] = await rows<{ total: number; firma: string | null }>(db, sql`
      select c.total_duracion as total, r.firma_path as firma from cases c join case_reports r on r.case_id = c.id where c.estado = 'FINALIZADO'`);
    expect(Math.round(finished!.total / 60)).toBe(125);
    expect(finished!.firma).toEqual(expect.any(String));
    // Five shortcuts in each campaign, as the chat's form stores them.
    const shortcuts = await rows<{ campaign_id: number; atajos: string }>(db, sql`
      select campaign_id, string_agg(atajo, ' ' order by atajo) as atajos from chat_shortcuts group by campaign_id`);
    expect(shortcuts).toHaveLength(4);
    for (const found of shortcuts) expect(found.atajos).toBe('/DESPEDIDA /DOCUMENTOS /ESPERA /HORARIO /SALUDO');
    // A month of leads in every state, each with the steps it went through and never after now.
    const [leadFigures] = await rows<{ total: number; estados: number; tipos: number; steps_missing: number; future: number; night: number }>(db, sql`
      select count(*)::int as total, count(distinct estado)::int as estados, count(distinct tipo)::int as tipos,
        count(*) filter (where (select count(*) from lead_steps s where s.lead_id = l.id) <> array_position(array['SIN_ASIGNAR','PENDIENTE','EN_PROCESO','FINALIZADO'], l.estado))::int as steps_missing,
        count(*) filter (where coalesce(fecha_finalizacion, fecha_inicio, fecha_asignacion, created_at) > now())::int as future,
        count(*) filter (where franja = 0)::int as night
      from leads l`);
    expect(leadFigures).toMatchObject({ estados: 4, tipos: 2, steps_missing: 0, future: 0 });
    expect(leadFigures!.total).toBeGreaterThan(100);
    expect(leadFigures!.night).toBeGreaterThan(0);
    // WhatsApp templates of the WhatsApp campaign (one rejected) and a finished broadcast whose counters add up.
    const templates = await rows<{ name: string; status: string; campaigns: number }>(db, sql`
      select t.name, r.status, (select count(*)::int from whatsapp_template_campaigns c where c.template_id = t.id) as campaigns
      from whatsapp_templates t join whatsapp_template_reviews r on r.template_id = t.id order by t.name`);
    expect(templates.map((t) => `${t.name} ${t.status}`)).toEqual([
      'bienvenida_cliente APPROVED', 'oferta_relampago REJECTED', 'promocion_navidad APPROVED', 'recordatorio_pago APPROVED',
    ]);
    expect(templates.every((t) => t.campaigns === 1)).toBe(true);
    const [send] = await rows<{ status: string; total: number; exitosos: number; fallidos: number; sin_telefono: number; members: number; listed: number; open: number }>(db, sql`
      select s.status, s.total_contactos as total, s.exitosos, s.fallidos, s.sin_telefono,
        (select count(*)::int from contact_group_members m where m.group_id = (s.groups->>0)::int) as members,
        (select count(distinct contact_id)::int from broadcast_recipients r where r.send_id = s.id) as listed,
        (select count(*)::int from broadcast_recipients r where r.send_id = s.id and r.status in ('pendiente', 'enviando')) as open
      from broadcast_sends s`);
    expect(send).toMatchObject({ status: 'FINALIZADO', open: 0 });
    expect(send!.total).toBe(send!.members);
    expect(send!.listed).toBe(send!.members);
    expect(send!.exitosos).toBeGreaterThan(send!.fallidos);
    expect(send!.exitosos + send!.fallidos + send!.sin_telefono).toBe(send!.total);
    expect(counts.get('Productos')).toBe(8);
    expect(counts.get('Encuestas')).toBe(3);
    expect(counts.get('Proyectos')).toBe(2);
    expect(counts.get('Tareas')).toBe(12);
    const boards = await rows<{ flows: number; labelled: number; dated: number; steps: number; comments: number }>(db, sql`
      select (select count(*)::int from task_flows) as flows,
        (select count(*)::int from tasks where cardinality(labels) > 0) as labelled,
        (select count(*)::int from tasks where due_date is not null) as dated,
        (select count(*)::int from task_steps) as steps,
        (select count(*)::int from task_comments) + (select count(*)::int from task_step_comments) as comments`);
    expect(boards[0]).toEqual({ flows: 7, labelled: 8, dated: 10, steps: 9, comments: 5 });
    const responses = await rows<{ medium: string; source: string; n: number }>(db, sql`
      select s.survey_medium as medium, r.source, count(*)::int as n from survey_responses r join surveys s on s.id = r.survey_id
      group by 1, 2 order by 1, 2`);
    expect(responses).toEqual([
      { medium: 'general', source: 'enlace', n: 15 }, { medium: 'telefonia', source: 'agente', n: 24 }, { medium: 'whatsapp', source: 'enlace', n: 6 },
    ]);
    expect(counts.get('Gestiones')).toBeGreaterThan(1400);
    expect(counts.get('Gestiones')).toBeLessThan(1600);

    const [checks] = await rows<Record<string, number>>(db, sql`
      select
        count(*) filter (where g.created_at > now() or g.fecha_finalizacion > now())::int as future,
        count(*) filter (where extract(hour from g.created_at at time zone 'America/Bogota') not between 8 and 17)::int as outside_working_hours,
        count(*) filter (where (g.created_at at time zone 'America/Bogota')::date = (now() at time zone 'America/Bogota')::date)::int as today,
        count(*) filter (where ca.campaign_id <> g.campaign_id or d.calificacion_id <> g.calificacion_id)::int as foreign_typification,
        count(*) filter (where cp.name like 'Renovación SOAT%' and (g.placa is null or g.placa <> upper(g.placa)))::int as soat_without_plate,
        count(*) filter (where g.estado in ('EN_GESTION', 'PENDIENTE') and g.vence_at <= now())::int as open_past_closing,
        count(*) filter (where not exists (select 1 from campaign_contacts cc where cc.campaign_id = g.campaign_id and cc.contact_id = g.contact_id))::int as outside_campaign,
        count(*) filter (where g.is_lead)::int as leads,
        count(*) filter (where g.en_bot and g.type = 'Telefonía - Manual')::int as calls_in_bot
      from gestiones g
      join campaigns cp on cp.id = g.campaign_id
      join calificaciones ca on ca.id = g.calificacion_id
      join descripciones d on d.id = g.descripcion_id`);
    expect(checks).toMatchObject({
      future: 0, outside_working_hours: 0, foreign_typification: 0, soat_without_plate: 0, open_past_closing: 0, outside_campaign: 0, calls_in_bot: 0,
    });
    expect(checks!.leads).toBeGreaterThan(0);
    // Today's gestiones come with the working day: none before 8:00 (Bogotá), some once it has begun.
    // In its first minutes the day may or may not have a gestión yet; from 8:05 it has some.
    const workingDayBegun = bogotaMinutes(loadedAt) >= 8 * 60 + 5;
    if (bogotaMinutes(loadedAt) < 8 * 60) expect(checks!.today).toBe(0);
    if (workingDayBegun) expect(checks!.today).toBeGreaterThan(0);

    const rollups = await rollupsAgainstCount(db);
    expect(rollups.hourly.stored).toEqual(rollups.hourly.counted);
    expect(rollups.daily.stored).toEqual(rollups.daily.counted);
    expect(rollups.tipificacion.stored).toEqual(rollups.tipificacion.counted);

    const get = async <T>(url: string) => {
      const res = await t.call(t.admin, 'GET', url);
      expect(res.statusCode).toBe(200);
      return res.json() as T;
    };
    const figures = await get<DashboardFigures>('/api/dashboard/');
    expect(figures.campaign).toBe(4);
    expect(figures.contactos_activos).toBeGreaterThan(0);
    if (workingDayBegun) for (const figure of [figures.gestiones, figures.gestiones_semana, figures.gestiones_mes]) expect(figure).toBeGreaterThan(0);
    expect(figures.gestiones_mes).toBeGreaterThanOrEqual(figures.gestiones_semana);
    for (const filtro of ['hoy', 'manana', 'semana']) {
      expect((await get<{ results: unknown[] }>(`/api/contact/gestionContacto/proximo_contacto/?filtro=${filtro}`)).results.length).toBeGreaterThan(0);
    }
    expect((await get<unknown[]>('/api/contact/gestionContacto/por_finalizar/')).length).toBeGreaterThan(0);
    const bot = await get<{ gestiones_en_bot: number; gestiones_fuera_bot: number }>('/api/contact/gestiones_por_bot/?rango=semana');
    expect(bot.gestiones_en_bot).toBeGreaterThan(0);
    expect(bot.gestiones_fuera_bot).toBeGreaterThan(0);
    const history = await get<{ count: number; results: unknown[] }>('/api/contact/gestionContacto/?limit=30');
    expect(history.count).toBe(counts.get('Gestiones'));
    expect(history.results).toHaveLength(30);

    // Sessions follow the work: every gestión of a demo person falls inside one of their sessions, nobody has a
    // session on a Sunday without work, the last sign-in is not before the last gestión, and nobody shows CONECTADO or
    // PAUSA: presence comes from open pages, and the demo team has none (open sessions were last seen at their work).
    const [sessions] = await rows<Record<string, number>>(db, sql`
      select
        (select count(*)::int from gestiones g join users u on u.id = g.agent_id
          where u.username like '%@atiende.co' and u.id <> 1 and not exists (
            select 1 from session_history s where s.user_id = g.agent_id
              and g.created_at between s.login_time and coalesce(s.logout_time, now())
          )) as gestiones_outside_sessions,
        (select count(*)::int from session_history s
          where extract(dow from s.login_time at time zone 'America/Bogota') = 0 and not exists (
            select 1 from gestiones g where g.agent_id = s.user_id
              and (g.created_at at time zone 'America/Bogota')::date = (s.login_time at time zone 'America/Bogota')::date
          )) as idle_sundays,
        (select count(*)::int from users u where u.id <> 1 and u.deleted_at is null
          and (select max(g.created_at) from gestiones g where g.agent_id = u.id)
            > (select max(s.login_time) + interval '1 day' from session_history s where s.user_id = u.id)) as last_login_before_work,
        (select count(*)::int from users u where u.id <> 1 and u.status <> 'DESCONECTADO') as present_without_page,
        (select count(*)::int from session_history s where s.last_seen_at > now()) as seen_in_the_future,
        (select count(*)::int from session_history s join users u on u.id = s.user_id where u.id <> 1) as demo_sessions,
        (select count(*)::int from gestiones g
          where extract(dow from g.created_at at time zone 'America/Bogota') = 0
            and (g.created_at at time zone 'America/Bogota')::date < (now() at time zone 'America/Bogota')::date) as past_sunday_gestiones`);
    expect(sessions).toMatchObject({
      gestiones_outside_sessions: 0, idle_sundays: 0, last_login_before_work: 0, present_without_page: 0, seen_in_the_future: 0,
      past_sunday_gestiones: 0,
    });
    expect(sessions!.demo_sessions).toBeGreaterThan(40);

    const beforeSecondRun = await countDemoTables(db);
    await loadTheDemo();
    expect(await countDemoTables(db)).toEqual(beforeSecondRun);
  }, 120_000);
});

describe('the demo sessions', () => {
  /** The last weekday 10:00 (Bogotá) that has passed: the middle of a working day. */
  function lastWorkingMorning(now: Date): Date {
    let date = bogotaDate(now);
    while (weekdayOf(date) === 0 || bogotaInstant(date, 10 * 60) > now) date = addDays(date, -1);
    return bogotaInstant(date, 10 * 60);
  }

  it('leave nobody CONECTADO, even when loaded in the middle of a working day: presence comes from open pages', async () => {
    // A demo agent who never signed in (signing in would open a session of its own).
    const username = `agente.demo.${randomInt(1_000_000)}@atiende.co`;
    const [agent] = await t.database.db.insert(users)
      .values({ username, email: username, passwordHash: 'sin-clave', firstName: 'Agente', lastName: 'Demo' }).returning({ id: users.id });
    const morning = lastWorkingMorning(new Date());
    await loadDemoSessions(t.database.db, [{ ...DEMO_USERS.find((u) => u.role === 'Agente')!, id: agent!.id, username }], morning);
    const [user] = await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, agent!.id));
    expect(user!.status).toBe('DESCONECTADO');
    const open = await t.database.db.select({ lastSeenAt: sessionHistory.lastSeenAt }).from(sessionHistory)
      .where(and(eq(sessionHistory.userId, agent!.id), isNull(sessionHistory.logoutTime)));
    expect(open).toHaveLength(1);
    expect(open[0]!.lastSeenAt.getTime()).toBeLessThanOrEqual(morning.getTime());
  });
});

describe('the demo chat channels', () => {
  const DEMO_CHANNELS = ['WhatsApp Demo', 'Telegram Demo'];
  const apiUrls = async () => Object.fromEntries((await t.database.db.select({ nombre: channels.nombre, config: channels.config }).from(channels)
    .where(inArray(channels.nombre, DEMO_CHANNELS))).map((c) => [c.nombre, c.config.api_url]));

  it('reach the simulator of the server on whatever port it runs, and an older demo\'s 127.0.0.1 address is rewritten', async () => {
    const db = t.database.db;
    await loadTheDemo();
    expect(await apiUrls()).toEqual({ 'WhatsApp Demo': '/sim/whatsapp/v21.0', 'Telegram Demo': '/sim/telegram' });
    // The server runs on a port nobody chose when the demo was loaded.
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    t.app.config.port = (t.app.server.address() as AddressInfo).port;

    const [telegram] = await db.select({ id: channels.id, campaign: channels.campaignId }).from(channels).where(eq(channels.nombre, 'Telegram Demo'));
    const agentNames = DEMO_USERS.filter((u) => u.role === 'Agente').map((u) => u.username);
    const [agent] = await db.select({ username: users.username }).from(users)
      .innerJoin(campaignUsers, eq(campaignUsers.userId, users.id))
      .where(and(eq(campaignUsers.campaignId, telegram!.campaign), inArray(users.username, agentNames)));
    const token = await t.login(agent!.username, DEMO_PASSWORD);

    // The customer sends a document: the server downloads it from the simulator (getFile and the file URL).
    const chatId = String(randomInt(100_000_000, 999_999_999));
    const sent = await t.call(token, 'POST', '/api/sim/messages/', {
      channel: telegram!.id, name: 'Marcela Ríos', address: chatId, kind: 'document',
      file: { name: 'soat.pdf', mime_type: 'application/pdf', data: Buffer.from('%PDF soat').toString('base64') },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await runDueJobs(t.app, moduleJobs);
    const queue = (await t.call(token, 'GET', '/api/conversation/get_conversation_new/?limit=500')).json() as Paged<ConversationRead>;
    const waiting = queue.results.find((c) => c.phone === chatId);
    expect((await t.call(token, 'POST', `/api/conversation/${waiting!.id}/assign_agent/`)).statusCode).toBe(200);
    const received = ((await t.call(token, 'GET', `/api/whatsapp/message/contact_messages/?phone_number=${chatId}`)).json().results as ChatMessageRead[])
      .find((m) => m.msg_type === 'document');
    expect((await t.call(token, 'GET', received!.file!)).body).toBe('%PDF soat');

    // Replies are sent by the background job; the answer only says it is queued.
    const reply = async (body: string) => {
      const res = await t.call(token, 'POST', '/api/telegram/message/', { phone: chatId, type: 'text', body });
      await runDueJobs(t.app, moduleJobs);
      const [stored] = await db.select({ status: chatMessages.status }).from(chatMessages).where(eq(chatMessages.id, res.json().message.id));
      return { statusCode: res.statusCode, delivered: stored!.status === 'sent' };
    };
    const customerSees = async () => ((await t.call(token, 'GET', `/api/sim/conversation/?channel=${telegram!.id}&address=${chatId}`)).json()
      .messages as { from: string; text: string | null }[]).filter((m) => m.from === 'agent').map((m) => m.text);
    expect(await reply('Recibido, gracias')).toEqual({ statusCode: 201, delivered: true });
    expect(await customerSees()).toEqual(['Recibido, gracias']);

    // A demo loaded before stored the port of that day; nothing listens there any more, and the next run rewrites it.
    await db.update(channels).set({ config: sql`jsonb_set(${channels.config}, '{api_url}', '"http://127.0.0.1:1/sim/telegram"')` })
      .where(eq(channels.id, telegram!.id));
    expect(await reply('¿Me escucha?')).toEqual({ statusCode: 201, delivered: false });
    await loadTheDemo();
    expect(await apiUrls()).toEqual({ 'WhatsApp Demo': '/sim/whatsapp/v21.0', 'Telegram Demo': '/sim/telegram' });
    expect(await reply('Ya quedó su renovación')).toEqual({ statusCode: 201, delivered: true });
    expect(await customerSees()).toEqual(expect.arrayContaining(['Recibido, gracias', 'Ya quedó su renovación']));
  }, 120_000);
});
