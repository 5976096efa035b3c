import { DASHBOARD_TOPIC, type DashboardEvent } from '@atiende/shared';
import { defineEventListener, type DomainEvent } from '../../events/events.js';
import { GESTION_EVENT_TYPES } from '../gestiones/gestiones.events.js';
import { CONTACT_EVENT_TYPES } from '../contacts/contacts.events.js';

/** Changes within this window reach each browser as one message. */
export const COALESCE_MS = 500;

const TALLIED = [...GESTION_EVENT_TYPES, ...CONTACT_EVENT_TYPES] as const;

interface Tally {
  creadas: number;
  actualizadas: number;
  vencidas: number;
  contactos: number;
}

const emptyTally = (): Tally => ({ creadas: 0, actualizadas: 0, vencidas: 0, contactos: 0 });

function add(tally: Tally, event: DomainEvent<(typeof TALLIED)[number]>): void {
  if (event.type === 'gestion.created') tally.creadas += 1;
  else if (event.type === 'gestion.updated') tally.actualizadas += 1;
  else if (event.type === 'gestion.expired') tally.vencidas += event.count;
  else tally.contactos += 1;
}

/** The dashboard messages a window of changes becomes: at most one per kind. */
export function dashboardMessages(tally: Tally): DashboardEvent[] {
  const messages: DashboardEvent[] = [];
  if (tally.creadas + tally.actualizadas + tally.vencidas > 0) {
    messages.push({ type: 'gestion', creadas: tally.creadas, actualizadas: tally.actualizadas, vencidas: tally.vencidas });
  }
  if (tally.contactos > 0) messages.push({ type: 'contactos', cambios: tally.contactos });
  return messages;
}

/** Open dashboards hear of gestiones and contacts changing, a burst (200 changes a second) coalesced into one message per kind and window. */
export const dashboardEventListener = defineEventListener({
  types: TALLIED,
  start(send) {
    let tally = emptyTally();
    let timer: NodeJS.Timeout | null = null;
    const flush = () => {
      timer = null;
      const messages = dashboardMessages(tally);
      tally = emptyTally();
      for (const message of messages) send(DASHBOARD_TOPIC, message);
    };
    return {
      receive(event) {
        add(tally, event);
        timer ??= setTimeout(flush, COALESCE_MS);
      },
      stop() {
        if (timer) clearTimeout(timer);
      },
    };
  },
});
