import { LEAD_MSG, LeadScheduleItem } from '@atiende/shared';
import type { ContactPickOption } from '../contacts/contact-fields';

/** One item of 'Programación Manual' as the form holds it. */
export interface ScheduleItemValues {
  /** Tells the items apart while some are added and removed. */
  key: string;
  /** A new contact written inline instead of one chosen from the list. */
  newContact: boolean;
  contact: ContactPickOption | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  campaign: string | null;
  agent: string | null;
  observaciones: string;
  /** 'YYYY-MM-DD'. */
  fecha: string | null;
  /** 'HH:MM', or empty for the end of the day. */
  hora: string;
}

let made = 0;

export function emptyScheduleItem(): ScheduleItemValues {
  made += 1;
  return {
    key: `item-${made}`, newContact: false, contact: null, first_name: '', last_name: '', email: '', phone: '',
    campaign: null, agent: null, observaciones: '', fecha: null, hora: '',
  };
}

/** What is sent for an item: the chosen contact or the new one, never both. */
export function scheduleItemPayload(item: ScheduleItemValues) {
  const who = item.newContact
    ? { new_contact: { first_name: item.first_name, last_name: item.last_name, email: item.email, phone: item.phone } }
    : { contact: item.contact ? Number(item.contact.value) : undefined };
  return {
    ...who,
    campaign: item.campaign ? Number(item.campaign) : undefined,
    agent: item.agent ? Number(item.agent) : undefined,
    observaciones: item.observaciones,
    fecha_vencimiento: item.fecha ? (item.hora ? `${item.fecha} ${item.hora}` : item.fecha) : '',
  };
}

/** The field of an item (as the form names it) that a problem of the payload's `path` belongs to, or null. */
export function scheduleFieldOf(path: readonly PropertyKey[]): keyof ScheduleItemValues | null {
  const [first, second] = path.map(String);
  if (first === 'new_contact') return (['first_name', 'last_name', 'email', 'phone'] as const).find((field) => field === second) ?? null;
  if (first === 'fecha_vencimiento') return 'fecha';
  return (['contact', 'campaign', 'agent', 'observaciones'] as const).find((field) => field === first) ?? null;
}

const itemPath = (index: number, field: string) => `items.${index}.${field}`;

/**
 * The form's errors for its items, with the messages the server would answer (the shared schema); each field
 * keeps its first message. An item left on 'contacto existente' without one says the field is required.
 */
export function scheduleFormErrors(items: ScheduleItemValues[]): Record<string, string> {
  const errors: Record<string, string> = {};
  items.forEach((item, index) => {
    if (!item.newContact && !item.contact) errors[itemPath(index, 'contact')] = LEAD_MSG.required;
    const result = LeadScheduleItem.safeParse(scheduleItemPayload(item));
    if (result.success) return;
    for (const issue of result.error.issues) {
      const field = scheduleFieldOf(issue.path);
      const path = field ? itemPath(index, field) : itemPath(index, 'contact');
      if (!(path in errors)) errors[path] = issue.message;
    }
  });
  return errors;
}

/**
 * The server's answer to a scheduling refused by field: `leads.{n}.{campo}` (and `leads.{n}.new_contact.{campo}`)
 * under the matching field of item n; whatever names no field of an item is said as a whole.
 */
export function serverScheduleErrors(fields: Record<string, string[]>): { byField: Record<string, string>; general: string[] } {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const [name, messages] of Object.entries(fields)) {
    const text = messages.join(' ');
    const [root, index, ...rest] = name.split('.');
    const field = root === 'leads' && index !== undefined && /^\d+$/.test(index) ? scheduleFieldOf(rest) : null;
    if (field) byField[itemPath(Number(index), field)] = text;
    else general.push(text);
  }
  return { byField, general };
}
