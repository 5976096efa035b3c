import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CHAT_MSG, type ConversationRead, type NotificationsPage } from '@atiende/shared';
import { useTestApp } from '../../test/harness.js';
import { campaignUsers, channels, chatMessages, conversations } from '../../db/schema.js';
import { insertCampaign, insertContact } from '../gestiones/gestiones.fixtures.js';

const t = useTestApp();
const db = () => t.database.db;

async function agentsConversation() {
  const campaign = await insertCampaign(db());
  const agent = await t.userWithRole('Agente', { firstName: 'Aura', lastName: 'Agente' });
  await db().insert(campaignUsers).values({ campaignId: campaign.id, userId: agent.id });
  const contact = await insertContact(db());
  const [channel] = await db().insert(channels).values({ nombre: `WA sup ${campaign.id}`, tipo: 'WhatsApp', campaignId: campaign.id, config: {}, secrets: '' }).returning();
  const [conversation] = await db().insert(conversations).values({
    channelId: channel!.id, type: 'WhatsApp', address: `57313${campaign.id}${Date.now() % 1e5}`, contactId: contact.id, campaignId: campaign.id,
    agentId: agent.id, estado: 'EN_GESTION', firstInboundAt: new Date(),
  }).returning();
  return { agent, conversation: conversation! };
}

describe('a supervisor takes over an agent\'s conversation', () => {
  it('makes it theirs, leaves a line and tells the agent', async () => {
    const { agent, conversation } = await agentsConversation();
    const supervisor = await t.userWithRole('Supervisor', { firstName: 'Sara', lastName: 'Supervisora' });
    // Reading it first: a supervisor sees any open conversation.
    const read = await t.call(supervisor.token, 'GET', `/api/whatsapp/message/contact_messages/?phone_number=${conversation.address}&conversation=${conversation.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().conversation).toMatchObject({ id: conversation.id, agent: { id: agent.id } });
    const res = await t.call(supervisor.token, 'POST', `/api/conversation/${conversation.id}/tomar_control/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ detail: CHAT_MSG.takenOver, conversation: { id: conversation.id, estado: 'EN_GESTION', agent: { id: supervisor.id } } });
    const lines = await db().select().from(chatMessages).where(and(eq(chatMessages.conversationId, conversation.id), eq(chatMessages.msgType, 'sistema')));
    expect(lines.map((l) => l.body)).toEqual([CHAT_MSG.takenOverLine('Sara Supervisora', 'Aura Agente')]);
    const bell = (await t.call(agent.token, 'GET', '/api/notifications/')).json() as NotificationsPage;
    expect(bell.results[0]).toMatchObject({ tipo: 'conversacion_tomada', mensaje: `Sara Supervisora tomó el control de la conversación ${conversation.id}.`, enlace: `/chat/${conversation.id}` });
    const again = await t.call(supervisor.token, 'POST', `/api/conversation/${conversation.id}/tomar_control/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: CHAT_MSG.alreadyYours });
    const mine = (await t.call(agent.token, 'GET', '/api/conversation/get_conversation_new/')).json().results as ConversationRead[];
    expect(mine.some((c) => c.id === conversation.id)).toBe(false);
  });

  it('lets the supervisor read and leave a note without taking it or marking it read', async () => {
    const { agent, conversation } = await agentsConversation();
    await db().update(conversations).set({ unreadCount: 2 }).where(eq(conversations.id, conversation.id));
    const supervisor = await t.userWithRole('Supervisor', { firstName: 'Sara', lastName: 'Supervisora' });
    const read = await t.call(supervisor.token, 'GET', `/api/whatsapp/message/contact_messages/?conversation=${conversation.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().conversation).toMatchObject({ no_leidos: 2, agent: { id: agent.id } });
    expect((await t.call(supervisor.token, 'POST', `/api/conversation/${conversation.id}/leido/`)).json().conversation.no_leidos).toBe(2);
    const note = await t.call(supervisor.token, 'POST',
      `/api/conversation/${conversation.address}/conversation_type_nota/?message_nota=${encodeURIComponent('Ofrécele el plan anual')}&conversation=${conversation.id}`);
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json()).toMatchObject({ detail: CHAT_MSG.noteSaved, message: { msg_type: 'nota', body: 'Ofrécele el plan anual', sent_by: 'Sara Supervisora' } });
    const [after] = await db().select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(after).toMatchObject({ agentId: agent.id, estado: 'EN_GESTION', unreadCount: 2 });
    // Read-only to the customer: a message of the supervisor is refused until they take control.
    const send = () => t.call(supervisor.token, 'POST', '/api/whatsapp/message/', { conversation: conversation.id, type: 'text', body: 'Hola, soy la supervisora' });
    const refusedSend = await send();
    expect(refusedSend.statusCode).toBe(403);
    expect(refusedSend.json()).toEqual({ detail: CHAT_MSG.supervisingOnly });
    expect(await db().select().from(chatMessages).where(and(eq(chatMessages.conversationId, conversation.id), eq(chatMessages.msgType, 'text')))).toEqual([]);
    // An agent of another campaign cannot.
    const other = await t.userWithRole('Agente');
    const refused = await t.call(other.token, 'POST', `/api/conversation/${conversation.address}/conversation_type_nota/?message_nota=x&conversation=${conversation.id}`);
    expect(refused.statusCode).toBe(404);
  });

  it('is refused to agents and for a closed conversation', async () => {
    const { agent, conversation } = await agentsConversation();
    const other = await t.userWithRole('Agente');
    expect((await t.call(other.token, 'POST', `/api/conversation/${conversation.id}/tomar_control/`)).statusCode).toBe(403);
    expect((await t.call(agent.token, 'POST', `/api/conversation/${conversation.id}/tomar_control/`)).statusCode).toBe(403);
    await db().update(conversations).set({ estado: 'FINALIZADA', closedAt: new Date() }).where(eq(conversations.id, conversation.id));
    const supervisor = await t.userWithRole('Supervisor');
    const closed = await t.call(supervisor.token, 'POST', `/api/conversation/${conversation.id}/tomar_control/`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ detail: CHAT_MSG.notOpen });
    expect((await t.call(supervisor.token, 'POST', '/api/conversation/2000000000/tomar_control/')).statusCode).toBe(404);
  });
});
