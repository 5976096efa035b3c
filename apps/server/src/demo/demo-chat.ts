import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { ChannelCreate, InboundMessage } from '@atiende/shared';
import type { Db } from '../db/client.js';
import type { AuditActor } from '../modules/audits/audits.record.js';
import { channelSettings, createChannel } from '../modules/chat/channels.service.js';
import { preview, receiveMessage } from '../modules/chat/chat.inbound.js';
import { saveChatGestion } from '../modules/chat/chat.close.js';
import { channels, chatMessages, conversations } from '../db/schema.js';
import { SIMULATOR_API_URLS } from '../simulator/simulator.channels.js';
import type { LoadedCampaign } from './demo-campaigns.js';
import { workingClock } from './demo-clock.js';

const CUSTOMER_TEXTS = [
  'Hola, buenas tardes. Quisiera información sobre los planes.',
  'Buenos días, tengo una duda con mi factura de este mes.',
  '¿Me pueden ayudar a cambiar la dirección de entrega?',
  'Hola, ¿todavía tienen disponible la promoción?',
  'Necesito hablar con un asesor, por favor.',
  'Buenas noches, mi pedido no ha llegado.',
  '¿Cuál es el horario de atención?',
  'Quiero cancelar una cita que tenía agendada.',
  'Hola, me interesa el servicio para mi empresa.',
];
const TELEGRAM_CUSTOMERS = ['Andrea Salazar', 'Felipe Moreno'];
const AGENT_REPLY = 'Con gusto le ayudo. ¿Me confirma su número de documento, por favor?';
/** The customers wrote over the last hour and a half of working time. */
const CHAT_SPAN_MINUTES = 90;

const secret = () => randomBytes(16).toString('hex');

const DEMO_CHANNELS = ['WhatsApp Demo', 'Telegram Demo'];

/** The two demo channels, wired to the built-in simulator of the server they are stored in, whatever its port. */
function demoChannels(whatsappCampaign: number, telegramCampaign: number): ChannelCreate[] {
  return [
    {
      nombre: 'WhatsApp Demo', tipo: 'WhatsApp', campaign: whatsappCampaign, bot: null,
      config: {
        phone_number_id: '100200300400', waba_id: '900800700', access_token: `EAAdemo${secret()}`, app_secret: secret(),
        verify_token: secret(), api_url: SIMULATOR_API_URLS.WhatsApp,
      },
    },
    {
      nombre: 'Telegram Demo', tipo: 'Telegram', campaign: telegramCampaign, bot: null,
      config: { bot_token: `7000000001:${secret()}`, webhook_secret: secret(), api_url: SIMULATOR_API_URLS.Telegram },
    },
  ];
}

/** A customer message as a webhook would bring it, through the same service the webhooks use. */
function inbound(address: string, name: string | null, text: string, at: Date, id: string): InboundMessage {
  return { providerId: id, address, profileName: name, sentAt: at, kind: 'text', text, media: null, location: null, replyTo: null, extra: null };
}

/**
 * Loads the customer chat: a WhatsApp and a Telegram channel wired to the simulator, with conversations
 * waiting in the queue, answered by an agent, and closed with their typification. Skipped when the demo
 * channels exist.
 */
export async function loadDemoChat(db: Db, key: Buffer, actor: AuditActor, campaigns: LoadedCampaign[], now: Date): Promise<void> {
  const [existing] = await db.select({ id: channels.id }).from(channels).where(and(eq(channels.nombre, DEMO_CHANNELS[0]!), isNull(channels.deletedAt)));
  if (existing) return relocateDemoChannels(db);
  if (campaigns.length === 0) return;
  // Campaigns whose gestiones need a vehicle plate (SOAT) are left to the phone.
  const chatty = campaigns.filter((campaign) => !campaign.demo.name.startsWith('Renovación SOAT'));
  const main = chatty[0] ?? campaigns[0]!;
  const support = chatty[1] ?? main;
  const [whatsapp, telegram] = await Promise.all(demoChannels(main.id, support.id).map((input) => createChannel(db, key, actor, input)));
  // In working hours, as the gestiones that close them: a demo loaded at night shows the day's last chats.
  const clock = workingClock(now, CHAT_SPAN_MINUTES);
  const wa = (await channelSettings(db, key, whatsapp!.id))!;
  const tg = (await channelSettings(db, key, telegram!.id))!;

  // Persons with a mobile: their WhatsApp number finds them among the contacts.
  const people = main.contacts.filter((contact) => !contact.isCompany && contact.phone.replace(/\D/g, '').startsWith('573')).slice(0, 9);
  for (const [index, person] of people.entries()) {
    const at = new Date(clock.getTime() - (CHAT_SPAN_MINUTES - index * 9) * 60_000);
    const address = person.phone.replace(/\D/g, '');
    const received = await receiveMessage(db, wa, inbound(address, null, CUSTOMER_TEXTS[index]!, at, `wamid.demo-${address}-${at.getTime()}`));
    if (index < 3 || !received.conversationId) continue;
    const agentId = main.agentIds[index % main.agentIds.length]!;
    await answer(db, received.conversationId, wa.id, agentId, new Date(at.getTime() + 4 * 60_000));
    if (index < 6) continue;
    const [resultado] = [...main.resultados.values()];
    const [descripcion] = resultado ? [...resultado.calificaciones.values()] : [];
    if (!resultado || !descripcion) continue;
    await saveChatGestion(db, { id: agentId, username: 'demo' }, { id: agentId, seesAll: false }, person.id, {
      calificacion: resultado.id, descripcion, observaciones: 'Atendido por WhatsApp.', is_leads: false,
    });
  }
  for (const [index, name] of TELEGRAM_CUSTOMERS.entries()) {
    const at = new Date(clock.getTime() - (20 - index * 5) * 60_000);
    await receiveMessage(db, tg, inbound(String(700_000_100 + index), name, CUSTOMER_TEXTS[index + 4]!, at, `${700_000_100 + index}:1`));
  }
}

/**
 * Earlier demos stored the simulator as 'http://127.0.0.1:<port of that day>/sim/…', which fails once the
 * server runs on another port: such an api_url becomes the path alone, which means this server.
 */
async function relocateDemoChannels(db: Db): Promise<void> {
  await db.update(channels)
    .set({ config: sql`jsonb_set(${channels.config}, '{api_url}', to_jsonb(regexp_replace(${channels.config}->>'api_url', '^http://127[.]0[.]0[.]1:[0-9]+', '')))` })
    .where(and(inArray(channels.nombre, DEMO_CHANNELS), sql`${channels.config}->>'api_url' ~ '^http://127[.]0[.]0[.]1:[0-9]+/sim/'`));
}

/** An agent takes the conversation and answers it, as the screen does (the reply stored as read by the customer). */
async function answer(db: Db, conversationId: number, channelId: number, agentId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(conversations).set({ estado: 'EN_GESTION', agentId, assignedAt: at, waitingSince: null, lastMessageAt: at,
      lastMessage: { kind: 'text', content: preview('text', AGENT_REPLY, null), from_me: true } })
      .where(and(eq(conversations.id, conversationId), ne(conversations.estado, 'FINALIZADA')));
    await tx.insert(chatMessages).values({
      conversationId, channelId, providerId: `wamid.demo-reply-${conversationId}`, fromMe: true, msgType: 'text', body: AGENT_REPLY,
      status: 'read', sentBy: agentId, createdAt: at,
    });
  });
}
