declare module '../../events/events.js' {
  interface DomainEvents {
    /** A template's review changed in one business account (submitted, or Meta's webhook). */
    'template.status': { template: number; name: string; channel: number; waba: string; status: string; reason: string | null };
  }
}

export const TEMPLATE_EVENT_TYPES = ['template.status'] as const;
