import type { BroadcastSocketMessage, BroadcastStats, BroadcastSendEstado, MassSendKind } from '@atiende/shared';
import { defineEventListener } from '../../events/events.js';
import { TEMPLATE_EVENT_TYPES } from '../templates/templates.events.js';

declare module '../../events/events.js' {
  interface DomainEvents {
    /** A send's figures after a batch (and when it starts and ends), with the campaign it was sent for. */
    'broadcast.progress': {
      broadcast: number | null; management: number; campaign: number; kind: MassSendKind; status: BroadcastSendEstado; metadata: BroadcastStats;
    };
  }
}

/** The hub topic of /ws/difusion/: every send's progress and every template review, for the staff who run broadcasts. */
export const BROADCAST_TOPIC = 'difusion';

const TYPES = ['broadcast.progress', ...TEMPLATE_EVENT_TYPES] as const;

/** Progress and template reviews go to the broadcasts socket as they happen (a batch is seconds apart: nothing to coalesce). */
export const broadcastEventListener = defineEventListener({
  types: TYPES,
  start: (send) => ({
    receive(event) {
      if (event.type === 'broadcast.progress') {
        const { type: _type, ...progress } = event;
        const message: BroadcastSocketMessage = { type: 'difusion', ...progress };
        send(BROADCAST_TOPIC, message);
        return;
      }
      const { type: _type, ...review } = event;
      send(BROADCAST_TOPIC, { type: 'plantilla', ...review });
    },
  }),
});
