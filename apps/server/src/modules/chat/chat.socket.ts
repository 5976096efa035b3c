import type { WebSocket } from 'ws';
import { eq } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AddressParam, ConversationQuery, PERMISSIONS, z } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requireUser } from '../../access.js';
import { chatTopics, type ChatEvent } from './chat.events.js';
import {
  chatViewerOf, conversationByAddress, conversationRead, selectThreadMessages, toMessageRead, visibleConversation, type ChatViewer,
} from './chat.conversations.js';
import { campaignIdsOfUser } from '../campaigns/campaigns.members.js';
import { chatMessages } from './chat.tables.js';

/** Who else has a conversation open: announced on joining and leaving; those already there answer 'here'. */
type PresenceAction = 'join' | 'here' | 'leave';
interface PresenceEvent {
  type: 'chat.presence';
  action: PresenceAction;
  user: { id: number; name: string };
}

/**
 * What a list socket tells the browser: which conversation changed and how (the lists are read again), or
 * that a campaign's shortcuts changed ({type: 'atajos', campaign}).
 */
function listFrame(event: ChatEvent) {
  if (event.type === 'chat.shortcuts') return { type: 'atajos', campaign: event.campaign };
  return {
    type: event.type === 'chat.message' ? 'message' : 'conversation',
    conversation: event.conversation,
    phone: event.address,
    estado: event.type === 'chat.conversation' ? event.estado : undefined,
  };
}

/**
 * The conversation socket: each new message as the message list shows it, each receipt as
 * {type: 'status', number, status}, and each change of the conversation (taken, transferred, closed).
 */
async function conversationFrame(app: App, event: ChatEvent): Promise<unknown> {
  if (event.type === 'chat.shortcuts') return undefined;
  if (event.type === 'chat.status') return { type: 'status', number: event.message, status: event.status, reason: event.reason ?? null };
  if (event.type === 'chat.conversation') return { type: 'conversation', conversation: await conversationRead(app.db, event.conversation) };
  const [row] = await selectThreadMessages(app.db).where(eq(chatMessages.id, event.message));
  if (!row) return undefined;
  const conversation = await conversationRead(app.db, event.conversation);
  return { type: 'message', message: toMessageRead(row.message, conversation.contacto.contact_id, row.sender, row.quoted), conversation };
}

export async function chatSocketRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];
  const access = { permission: PERMISSIONS.chatUse };

  api.get('/ws/new_conversation/', {
    websocket: true,
    config: { access },
    schema: { tags, description: 'Cambios de las colas (En Espera) de las campañas del usuario: {type, conversation, phone, estado}. Token en ?token=.' },
  }, async (socket: WebSocket, request) => {
    const viewer = chatViewerOf(requireUser(request.authUser));
    const adapt = (data: unknown) => listFrame(data as ChatEvent);
    if (viewer.seesAll) {
      app.hub.subscribe(chatTopics.allQueues, socket, adapt);
      return;
    }
    for (const campaign of await campaignIdsOfUser(app.db, viewer.id)) app.hub.subscribe(chatTopics.queue(campaign), socket, adapt);
  });

  api.get('/ws/en_gestion_conversation/', {
    websocket: true,
    config: { access },
    schema: { tags, description: 'Cambios de las conversaciones del agente (Mis Gestiones): {type, conversation, phone, estado}. Token en ?token=.' },
  }, (socket: WebSocket, request) => {
    const viewer = chatViewerOf(requireUser(request.authUser));
    app.hub.subscribe(chatTopics.agent(viewer.id), socket, (data) => listFrame(data as ChatEvent));
  });

  api.get('/ws/whatsapp/:phone/', {
    websocket: true,
    config: { access },
    schema: {
      tags, params: AddressParam, querystring: ConversationQuery.extend({ token: z.string().optional() }),
      description: 'Una conversación (por teléfono, chat de Telegram o PSID): {type: "message", message}, {type: "status", number, status}, '
        + '{type: "conversation", conversation} y {type: "presence", action: join|here|leave, user} de quien más la tiene abierta. Token en ?token=.',
    },
  }, async (socket: WebSocket, request) => {
    const user = requireUser(request.authUser);
    const viewer = chatViewerOf(user);
    let conversationId: number;
    try {
      conversationId = (await conversationByAddress(app.db, viewer, request.params.phone, request.query.conversation)).id;
    } catch {
      socket.close(4404, 'La conversación no existe.');
      return;
    }
    const topic = chatTopics.conversation(conversationId);
    const me = { id: user.id, name: user.fullName };
    // Presence is a courtesy: with the database away it is lost, never thrown at nobody.
    const announce = (action: PresenceAction) => app.hub.publish(topic, { type: 'chat.presence', action, user: me } satisfies PresenceEvent)
      .catch((error: unknown) => request.log.warn({ err: error }, 'aviso de presencia no enviado'));
    app.hub.subscribe(topic, socket, async (data) => {
      const event = data as ChatEvent | PresenceEvent;
      // A conversation moved out of the viewer's sight (transferred to another campaign) stops reaching them.
      if (event.type === 'chat.conversation' && !(await stillVisible(app, viewer, event.conversation))) {
        socket.close(4403, 'La conversación ya no está a tu cargo.');
        return undefined;
      }
      if (event.type !== 'chat.presence') return conversationFrame(app, event);
      if (event.user.id === me.id) return undefined;
      // A newcomer learns who is already here from each of them.
      if (event.action === 'join') void announce('here');
      return { type: 'presence', action: event.action, user: event.user };
    });
    socket.on('close', () => void announce('leave'));
    await announce('join');
  });
}

async function stillVisible(app: App, viewer: ChatViewer, conversationId: number): Promise<boolean> {
  return visibleConversation(app.db, viewer, conversationId).then(() => true, () => false);
}
