import { z } from 'zod';
import { defineJob } from '../../jobs/jobs.runner.js';
import { expireConversations } from './chat.close.js';
import { fetchInboundMedia } from './chat.media.js';
import { deliverMessage, sendAcknowledgements, sendReadReceipt, type SendPayload } from './chat.outbox.js';
import { sendBotMessage } from './chat.send.js';
import { announceSlaBreaches } from './chat.sla-alerts.js';
import { assignAllCampaigns } from './chat.assignment.js';

const id = z.number().int().positive();
const empty = z.object({});

const mediaPayload = z.object({ messageId: id, channelId: id, ref: z.string() });
const botPayload = z.object({ conversationId: id, text: z.string() });
const sendPayload: z.ZodType<SendPayload> = z.object({
  messageId: id, firstTriedAt: z.number().optional(), failures: z.number().int().optional(), throttled: z.number().int().optional(),
});
const readPayload = z.object({ messageId: id });
const ackPayload = z.object({ channelId: id, ids: z.array(z.string()) });

declare module '../../jobs/jobs.runner.js' {
  interface JobPayloads {
    'chat.media': z.infer<typeof mediaPayload>;
    'chat.bot': z.infer<typeof botPayload>;
    'chat.send': SendPayload;
    'chat.read': z.infer<typeof readPayload>;
    'chat.ack': z.infer<typeof ackPayload>;
    'chat.expire': z.infer<typeof empty>;
    'chat.slaBreaches': z.infer<typeof empty>;
    'chat.autoAssign': z.infer<typeof empty>;
  }
}

/** The chat's background work: files customers send, the entry bot, every send and receipt to a provider, closing idle conversations. */
export const chatJobs = [
  defineJob({ kind: 'chat.media', payload: mediaPayload, run: (payload, { app }) => fetchInboundMedia(app, payload) }),
  defineJob({ kind: 'chat.bot', payload: botPayload, run: (payload, { app }) => sendBotMessage(app.db, payload.conversationId, payload.text) }),
  /** One agent's or bot's message to the provider, once; rate limits and provider errors come back as later jobs. */
  defineJob({ kind: 'chat.send', payload: sendPayload, run: (payload, { app }) => deliverMessage(app, payload) }),
  defineJob({ kind: 'chat.read', payload: readPayload, run: (payload, { app }) => sendReadReceipt(app, payload) }),
  defineJob({ kind: 'chat.ack', payload: ackPayload, run: (payload, { app }) => sendAcknowledgements(app, payload) }),
  /** Conversations idle past the closing time are closed with a VENCIDO gestión. */
  defineJob({ kind: 'chat.expire', payload: empty, everySeconds: 60, run: async (_payload, { app }) => { await expireConversations(app.db); } }),
  /** Open conversations past an SLA target: their campaign's encargados are told, once per target. */
  defineJob({ kind: 'chat.slaBreaches', payload: empty, everySeconds: 15, run: async (_payload, { app }) => { await announceSlaBreaches(app.db); } }),
  /** Waiting conversations of campaigns with automatic assignment, to agents who became available (signed in, back from a pause). */
  defineJob({ kind: 'chat.autoAssign', payload: empty, everySeconds: 5, run: async (_payload, { app }) => { await assignAllCampaigns(app.db); } }),
];
