import { and, eq, ne } from 'drizzle-orm';
import { CHAT_MSG, type ConversationRead } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { AppError, forbidden } from '../../errors.js';
import { emit } from '../../events/events.js';
import { notifyUsers } from '../notifications/notifications.service.js';
import { userNames } from '../users/users.queries.js';
import { addWorkspaceLine, conversationEvent, conversationRead, visibleConversation, type ChatViewer } from './chat.conversations.js';
import { conversations } from './chat.tables.js';

/**
 * A supervisor (who sees every conversation) takes over an open conversation: it becomes theirs, the thread keeps
 * a line, and the agent who had it is told in their bell and live on their page.
 */
export async function takeOver(db: Db, viewer: ChatViewer, id: number): Promise<ConversationRead> {
  if (!viewer.seesAll) throw forbidden();
  const conversation = await visibleConversation(db, viewer, id);
  if (conversation.agentId === viewer.id) throw new AppError(409, CHAT_MSG.alreadyYours, undefined, 'conflict');
  await db.transaction(async (tx) => {
    const [taken] = await tx.update(conversations).set({ estado: 'EN_GESTION', agentId: viewer.id, assignedAt: new Date() })
      .where(and(eq(conversations.id, id), ne(conversations.estado, 'FINALIZADA'), ne(conversations.estado, 'DIFUSION'))).returning();
    if (!taken) throw new AppError(409, CHAT_MSG.notOpen, undefined, 'conflict');
    const previous = conversation.agentId;
    const names = await userNames(tx, [viewer.id, ...(previous === null ? [] : [previous])]);
    const supervisor = names.get(viewer.id) ?? '';
    await emit(tx, conversationEvent(taken, previous));
    await addWorkspaceLine(tx, taken, viewer.id, CHAT_MSG.takenOverLine(supervisor, previous === null ? 'la cola' : names.get(previous) ?? ''));
    if (previous !== null) {
      await notifyUsers(tx, [previous], {
        kind: 'conversacion_tomada', title: 'Conversación tomada',
        message: `${supervisor} tomó el control de la conversación ${id}.`, link: `/chat/${id}`, subject: `tomada:${id}:${Date.now()}`,
      });
    }
  });
  return conversationRead(db, id);
}
