declare module '../../events/events.js' {
  interface DomainEvents {
    'gestion.created': { id: number };
    'gestion.updated': { id: number };
    /** Open gestiones that ran out of time (or conversations closed for it) in one pass. */
    'gestion.expired': { count: number };
  }
}

export const GESTION_EVENT_TYPES = ['gestion.created', 'gestion.updated', 'gestion.expired'] as const;
