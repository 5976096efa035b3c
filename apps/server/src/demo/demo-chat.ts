import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { ChannelCreate, InboundMessage } from '@atiende/shared';
import type { Db } from '../db/client.js';
import type { AuditActor } from '../modules/audits/audits.record.js';
import { channelSettings, createChannel } from '../modules/chat/channels.service.js';
import { preview, receiveMessage } from '../modules/chat/chat.inbound.js';
import { saveChatGestion } from '../modules/chat/chat.close.js';
import { channels, chatMessages, conversations } from '../db/schema.js';
import type { LoadedCampaign } from './demo-campaigns.js';

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

const secret = () => randomBytes(16).toString('hex');

/** The two demo channels, wired to the built-in simulator of a server on `origin`. */
function demoChannels(origin: string, whatsappCampaign: number, telegramCampaign: number): ChannelCreate[] {
  return [
    {
      nombre: 'WhatsApp Demo', tipo: 'WhatsApp', campaign: whatsappCampaign, bot: null,
      config: {
        phone_number_id: '100200300400', waba_id: '900800700', access_token: `EAAdemo${secret()}`, app_secret: secret(),
        verify_token: secret(), api_url: `${origin}/sim/whatsapp/v21.0`,
      },
    },
    {
      nombre: 'Telegram Demo', tipo: 'Telegram', campaign: telegramCampaign, bot: null,
      config: { bot_token: `7000000001:${secret()}`, webhook_secret: secret(), api_url: `${origin}/sim/telegram` },
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
export async function loadDemoChat(db: Db, key: Buffer, actor: AuditActor, campaigns: LoadedCampaign[], origin: string, now: Date): Promise<void> {
  const [existing] = await db.select({ id: channels.id }).from(channels).where(and(eq(channels.nombre, 'WhatsApp Demo'), isNull(channels.deletedAt)));
  if (existing || campaigns.length === 0) return;
  // Campaigns whose gestiones need a vehicle plate (SOAT) are left to the phone.
  const chatty = campaigns.filter((campaign) => !campaign.demo.name.startsWith('Renovación SOAT'));
  const main = chatty[0] ?? campaigns[0]!;
  const support = chatty[1] ?? main;
  const [whatsapp, telegram] = await Promise.all(demoChannels(origin, main.id, support.id).map((input) => createChannel(db, key, actor, input)));
  const wa = (await channelSettings(db, key, whatsapp!.id))!;
  const tg = (await channelSettings(db, key, telegram!.id))!;

  // Persons with a mobile: their WhatsApp number finds them among the contacts.
  const people = main.contacts.filter((contact) => !contact.isCompany && contact.phone.replace(/\D/g, '').startsWith('573')).slice(0, 9);
  for (const [index, person] of people.entries()) {
    const at = new Date(now.getTime() - (90 - index * 9) * 60_000);
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
    const at = new Date(now.getTime() - (20 - index * 5) * 60_000);
    await receiveMessage(db, tg, inbound(String(700_000_100 + index), name, CUSTOMER_TEXTS[index + 4]!, at, `${700_000_100 + index}:1`));
  }
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
