import { CALL_CHANGED_EVENT, type CallChangedEvent, type PhoneCallRead } from '@atiende/shared';
import { defineEventListener } from '../../events/events.js';

declare module '../../events/events.js' {
  interface DomainEvents {
    /** A user asked for a call: the instance connected to the PBX originates it. */
    'call.requested': { id: number };
    /** A supervisor asked to join an agent's call: the instance connected to the PBX originates the ChanSpy. */
    'spy.requested': { supervisorExtension: string; agentExtension: string; options: string; actionId: string };
    /** A user hung up a call on an instance that is not connected to the PBX: the one that is hangs it up. */
    'call.hangup_requested': { id: number };
    /** A call placed from the CRM changed state. */
    'call.changed': { user: number; llamada: PhoneCallRead };
    /** The instance connected to the PBX tells the others whether its link is up. */
    'ami.status': { conectado: boolean };
    /** An instance that just started asks for the link's state. */
    'ami.status_requested': { asked: true };
  }
}

/** Hub topic of a user's own calls. */
export const telephonyTopics = {
  user: (user: number) => `telephony:user:${user}`,
};

/** Each change of a call reaches the sockets of the user who placed it. */
export const telephonyEventListener = defineEventListener({
  types: ['call.changed'],
  start: (send) => ({
    receive(event) {
      const notice: CallChangedEvent = { type: CALL_CHANGED_EVENT, llamada: event.llamada };
      send(telephonyTopics.user(event.user), notice);
    },
  }),
});
