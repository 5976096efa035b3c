import { INTERNAL_CHAT_IMAGE_EXTENSIONS, TIME_ZONE, type InternalChatHistory, type InternalChatMessage } from '@atiende/shared';

/** A message with the day ('YYYY-MM-DD', Colombian time) the server filed it under. */
export interface DatedMessage {
  day: string;
  message: InternalChatMessage;
}

/** One day of a conversation, oldest message first. */
export interface InternalChatDay {
  day: string;
  messages: InternalChatMessage[];
}

export function isImageFile(filename: string | null | undefined): boolean {
  const dot = filename?.lastIndexOf('.') ?? -1;
  if (!filename || dot < 0) return false;
  return (INTERNAL_CHAT_IMAGE_EXTENSIONS as readonly string[]).includes(filename.slice(dot + 1).toLowerCase());
}

/** The file path of a message with the access token, for <img src> and download links. */
export function fileHref(file: string, token: string | null): string {
  return token ? `${file}?token=${encodeURIComponent(token)}` : file;
}

const dayParts = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const longDate = new Intl.DateTimeFormat('es-CO', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/** 'YYYY-MM-DD' of an instant, in Colombian time (the same days the server groups by). */
export function internalChatDayOf(date: Date): string {
  const parts = dayParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function previousDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** The separator above a day: 'Hoy', 'Ayer' or '12 de marzo de 2026'. */
export function dayLabel(day: string, today: string = internalChatDayOf(new Date())): string {
  if (day === today) return 'Hoy';
  if (day === previousDay(today)) return 'Ayer';
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return longDate.format(new Date(Date.UTC(y, m - 1, d)));
}

/** Adds what a socket frame carried to what is shown, skipping messages already there, keeping time order. */
export function mergeHistory(shown: DatedMessage[], frame: InternalChatHistory): DatedMessage[] {
  const known = new Set(shown.map((item) => item.message.id));
  const added: DatedMessage[] = [];
  for (const [day, messages] of Object.entries(frame)) {
    for (const message of messages) {
      if (known.has(message.id)) continue;
      known.add(message.id);
      added.push({ day, message });
    }
  }
  if (added.length === 0) return shown;
  return [...shown, ...added].sort(
    (a, b) => a.message.date.localeCompare(b.message.date) || a.message.id - b.message.id,
  );
}

/** Messages in order, cut into days. */
export function groupByDay(items: DatedMessage[]): InternalChatDay[] {
  const days: InternalChatDay[] = [];
  for (const { day, message } of items) {
    const last = days[days.length - 1];
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days;
}

/** Whether a socket frame is a history: an object of 'YYYY-MM-DD' keys holding message arrays. */
export function isHistoryFrame(value: unknown): value is InternalChatHistory {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, list]) => /^\d{4}-\d{2}-\d{2}$/.test(key) && Array.isArray(list));
}
