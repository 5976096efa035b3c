declare module '../../events/events.js' {
  interface DomainEvents {
    'contact.created': { id: number };
    'contact.updated': { id: number };
    'contact.deleted': { id: number };
  }
}

export const CONTACT_EVENT_TYPES = ['contact.created', 'contact.updated', 'contact.deleted'] as const;
