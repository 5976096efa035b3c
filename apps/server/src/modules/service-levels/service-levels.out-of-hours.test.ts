import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { WEEKDAYS, type ChannelRead, type ConversationRead } from '@atiende/shared';
import { useStaff, useTestApp } from '../../test/harness.js';
import { campaignScheduleExceptions, campaignSchedules, campaignUsers, campaigns, chatMessages, conversations } from '../../db/schema.js';
import { customerWrites as deliver, startGraphStandIn, whatsappChannel, type GraphStandIn } from '../../test/whatsapp-customer.js';
import { runDueJobs } from '../../jobs/jobs.runner.js';
import { moduleJobs } from '../index.js';
import { conversationServiceLevels } from './service-levels.tables.js';

/*
 * The out-of-hours reply, end to end: a WhatsApp delivery reaches the webhook of a channel whose campaign is
 * closed now (its only weekly slot is tomorrow's), the reply goes out through the chat's sends to the Graph
 * stand-in, once per closed period.
 */

const t = useTestApp();
const staff = useStaff(t);
let graph: GraphStandIn;
const sentTexts = (phone: string) => graph.textsTo(phone);

/** Today's and tomorrow's Bogotá dates and tomorrow's weekday name. */
function bogotaDays() {
  const day = (offset: number) => new Date(Date.now() - 5 * 3_600_000 + offset * 86_400_000);
  const today = day(0);
  const tomorrow = day(1);
  return { today: today.toISOString().slice(0, 10), tomorrowWeekday: WEEKDAYS[(tomorrow.getUTCDay() + 6) % 7]! };
}

let counter = 0;
/** A campaign, its WhatsApp channel and its out-of-hours message; its calendar has one slot, tomorrow 08:00–09:00. */
async function closedCampaign(message: string | null, { slots = true } = {}) {
  counter += 1;
  const [campaign] = await t.database.db.insert(campaigns).values({ name: `Horario ${randomUUID()}`, description: 'Horario' }).returning({ id: campaigns.id });
  const campaignId = campaign!.id;
  await t.database.db.insert(campaignUsers).values({ campaignId, userId: staff.agente.id });
  if (slots) await t.database.db.insert(campaignSchedules).values({ campaignId, diaSemana: bogotaDays().tomorrowWeekday, horaInicio: '08:00', horaFin: '09:00' });
  expect((await t.call(t.admin, 'PATCH', `/api/campaign/campaign/${campaignId}/`, { mensaje_fuera_horario: message })).statusCode).toBe(200);
  const channel = await whatsappChannel(t, campaignId, graph, `WhatsApp horario ${counter}`);
  return { campaignId, channel };
}

async function customerWrites(channel: ChannelRead, phone: string, text: string) {
  await deliver(t, channel, phone, text);
  await runDueJobs(t.app, moduleJobs);
  const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, phone));
  return conversation!;
}

let phones = 0;
const newPhone = () => `57302${String(3_000_000 + (phones += 1) * 7919).padStart(7, '0')}`;

beforeAll(async () => {
  graph = await startGraphStandIn();
});
afterAll(async () => graph?.close());

describe('the out-of-hours reply', () => {
  it('answers a customer who writes while closed, once per closed period, naming the next opening; the conversation waits', async () => {
    const { channel } = await closedCampaign('Hola, estamos fuera de horario. Le atendemos {proxima_apertura}.');
    const phone = newPhone();
    const conversation = await customerWrites(channel, phone, 'Buenas noches');
    expect(sentTexts(phone)).toEqual(['Hola, estamos fuera de horario. Le atendemos mañana a las 08:00.']);
    expect(conversation).toMatchObject({ estado: 'EN_ESPERA', agentId: null, firstAnswerAt: null });
    const messages = await t.database.db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversation.id)).orderBy(asc(chatMessages.id));
    expect(messages.map((m) => [m.fromMe, m.sentBy])).toEqual([[false, null], [true, null]]);

    await customerWrites(channel, phone, '¿Hay alguien?');
    expect(sentTexts(phone)).toHaveLength(1);
    const list = await t.call(staff.agente.token, 'GET', '/api/conversation/get_conversation_new/?limit=100&offset=0');
    expect(list.statusCode, list.body).toBe(200);
    const listed = (list.json().results as ConversationRead[]).find((c) => c.id === conversation.id)!;
    expect(listed).toMatchObject({ fuera_horario: true, sla: { estado: null } });

    // With a first-response target, the clock starts at the next opening, not while the campaign is closed.
    expect((await t.call(t.admin, 'PATCH', `/api/campaign/campaign/${listed.campaign!.id}/`, { sla_primera_respuesta_min: 30 })).statusCode).toBe(200);
    const [mark] = await t.database.db.select().from(conversationServiceLevels).where(eq(conversationServiceLevels.conversationId, conversation.id));
    const withTarget = (await t.call(staff.agente.token, 'GET', '/api/conversation/get_conversation_new/?limit=100&offset=0')).json().results as ConversationRead[];
    expect(withTarget.find((c) => c.id === conversation.id)!.sla).toEqual({
      primera_respuesta_vence: new Date(mark!.fueraHorarioHasta!.getTime() + 30 * 60_000).toISOString(), resolucion_vence: null, estado: 'EN_TIEMPO',
    });

    // The opening came and went (the campaign is closed again): the next message starts a new closed period.
    await t.database.db.update(conversationServiceLevels).set({ fueraHorarioHasta: sql`now() - interval '1 minute'` })
      .where(eq(conversationServiceLevels.conversationId, conversation.id));
    await customerWrites(channel, phone, 'Sigo esperando');
    expect(sentTexts(phone)).toHaveLength(2);
  });

  it('answers a customer whom the entry bot puts in a closed queue, though the channel\'s own campaign has no message', async () => {
    const { campaignId: quietId } = await closedCampaign(null);
    const { campaignId: closedId } = await closedCampaign('Fuera de horario: le atendemos {proxima_apertura}.');
    const channel = await whatsappChannel(t, quietId, graph, 'WhatsApp con bot', { welcome: 'Hola.', campaigns: [quietId, closedId] });
    const phone = newPhone();
    await customerWrites(channel, phone, 'Hola');
    expect(sentTexts(phone)).toHaveLength(1);
    const chosen = await customerWrites(channel, phone, '2');
    expect(chosen).toMatchObject({ estado: 'EN_ESPERA', campaignId: closedId });
    expect(sentTexts(phone).slice(1)).toEqual([expect.stringMatching(/^Gracias\. Un asesor de /), 'Fuera de horario: le atendemos mañana a las 08:00.']);
  });

  it('stays quiet while the calendar says open (a special schedule today), with no message, or with no slots at all', async () => {
    const open = await closedCampaign('Fuera de horario');
    await t.database.db.insert(campaignScheduleExceptions).values({
      campaignId: open.campaignId, fecha: bogotaDays().today, horaInicio: '00:00', horaFin: '23:59', horarioEspecial: true,
    });
    const silent = await closedCampaign(null);
    const alwaysOpen = await closedCampaign('Fuera de horario', { slots: false });
    for (const { channel } of [open, silent, alwaysOpen]) {
      const phone = newPhone();
      const conversation = await customerWrites(channel, phone, 'Hola');
      expect(sentTexts(phone)).toEqual([]);
      expect(conversation.estado).toBe('EN_ESPERA');
    }
  });
});
