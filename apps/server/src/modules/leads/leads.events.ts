import { LEADS_TOPIC_EVENT, type LeadsChangedEvent } from '@atiende/shared';
import { defineEventListener } from '../../events/events.js';

declare module '../../events/events.js' {
  interface DomainEvents {
    /** A lead arrived, was assigned or changed state. */
    'lead.changed': { id: number; tipo: LeadsChangedEvent['tipo']; estado: LeadsChangedEvent['estado']; agent: number | null; previousAgent: number | null };
  }
}

/** Hub topics of leads: an agent's own, and every lead for whoever sees all of them. */
export const leadTopics = {
  agent: (agent: number) => `leads:agent:${agent}`,
  all: 'leads:all',
};

/** Each change reaches, at once, the leads screens and chat badges of its agent (old and new) and of those who see every lead. */
export const leadsEventListener = defineEventListener({
  types: ['lead.changed'],
  start: (send) => ({
    receive(event) {
      const notice: LeadsChangedEvent = { type: LEADS_TOPIC_EVENT, lead: event.id, tipo: event.tipo, estado: event.estado };
      const agents = new Set([event.agent, event.previousAgent].filter((agent): agent is number => agent !== null));
      for (const agent of agents) send(leadTopics.agent(agent), notice);
      send(leadTopics.all, notice);
    },
  }),
});
