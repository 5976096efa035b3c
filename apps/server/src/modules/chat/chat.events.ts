import { sql, type SQL } from 'drizzle-orm';
import { defineEventListener, type DomainEvent } from '../../events/events.js';

declare module '../../events/events.js' {
  interface DomainEvents {
    'chat.message': { conversation: number; address: string; campaign: number | null; agent: number | null; message: number; created: boolean };
    /** `reason`: why a send failed, in Spanish with the provider's code. */
    'chat.status': { conversation: number; address: string; message: number; status: string; reason?: string | null };
    'chat.conversation': { conversation: number; address: string; campaign: number | null; agent: number | null; previousAgent: number | null; estado: string };
    'chat.shortcuts': { campaign: number };
  }
}

/** Columns or values of the statement that makes a change, from which it builds that change's event. */
interface EventParts {
  conversation: SQL;
  address: SQL;
  campaign: SQL;
  agent: SQL;
}

/** The `chat.message` event, as SQL building its JSON from what the statement wrote (for `notifying`). */
export const messageEventSql = (parts: EventParts & { message: SQL; created: boolean }): SQL => sql`json_build_object('type', 'chat.message',
  'conversation', ${parts.conversation}, 'address', (${parts.address})::text, 'campaign', ${parts.campaign}, 'agent', ${parts.agent},
  'message', ${parts.message}, 'created', ${parts.created}::boolean)`;

/** The `chat.conversation` event, as SQL building its JSON from what the statement wrote (for `notifying`). */
export const conversationEventSql = (parts: EventParts & { previousAgent: SQL; estado: SQL }): SQL => sql`json_build_object('type', 'chat.conversation',
  'conversation', ${parts.conversation}, 'address', (${parts.address})::text, 'campaign', ${parts.campaign}, 'agent', ${parts.agent},
  'previousAgent', ${parts.previousAgent}, 'estado', ${parts.estado})`;

const CHAT_EVENT_TYPES = ['chat.message', 'chat.status', 'chat.conversation', 'chat.shortcuts'] as const;

/**
 * A change in the customer chat. These are not coalesced: an agent waits for each message, so every
 * one goes out at once to the sockets of the conversation (by address), of its queue and of its agent.
 */
export type ChatEvent = DomainEvent<(typeof CHAT_EVENT_TYPES)[number]>;

/** Hub topics of the chat: one conversation's messages (by its id), a campaign's queue, an agent's own list. */
export const chatTopics = {
  conversation: (id: number) => `chat:conversation:${id}`,
  queue: (campaign: number | null) => `chat:queue:${campaign ?? 0}`,
  /** Every queue, for whoever sees all of them. */
  allQueues: 'chat:queue:all',
  agent: (agent: number) => `chat:agent:${agent}`,
};

/** Where a chat event goes: the conversation always; the queue and the agents' lists when they are affected. */
export function chatDestinations(event: ChatEvent): string[] {
  if (event.type === 'chat.shortcuts') return [chatTopics.queue(event.campaign), chatTopics.allQueues];
  const topics = [chatTopics.conversation(event.conversation)];
  if (event.type === 'chat.status') return topics;
  topics.push(chatTopics.queue(event.campaign), chatTopics.allQueues);
  if (event.agent) topics.push(chatTopics.agent(event.agent));
  if (event.type === 'chat.conversation' && event.previousAgent && event.previousAgent !== event.agent) {
    topics.push(chatTopics.agent(event.previousAgent));
  }
  return topics;
}

export const chatEventListener = defineEventListener({
  types: CHAT_EVENT_TYPES,
  start: (send) => ({
    receive(event) {
      for (const topic of chatDestinations(event)) send(topic, event);
    },
  }),
});
