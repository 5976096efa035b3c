import type { ChatMessageRead, ConversationRead, PriorityLevel } from '@atiende/shared';

const DAY = new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', weekday: 'long', day: 'numeric', month: 'long' });
const YMD = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: '2-digit', day: '2-digit' });

/** How a day heads its messages: 'HOY', 'AYER', or the date in Spanish. */
export function dayLabel(date: string, now = new Date()): string {
  const today = YMD.format(now);
  const yesterday = YMD.format(new Date(now.getTime() - 86_400_000));
  if (date === today) return 'HOY';
  if (date === yesterday) return 'AYER';
  return DAY.format(new Date(`${date}T12:00:00-05:00`)).toUpperCase();
}

/** Groups messages under their day, in order. */
export function byDay(messages: ChatMessageRead[]): { date: string; messages: ChatMessageRead[] }[] {
  const groups: { date: string; messages: ChatMessageRead[] }[] = [];
  for (const message of messages) {
    const last = groups.at(-1);
    if (last?.date === message.date) last.messages.push(message);
    else groups.push({ date: message.date, messages: [message] });
  }
  return groups;
}

/** The border colour of a conversation by prioridad: MEDIO yellow, ALTO red, otherwise green. */
export const PRIORITY_COLOR: Record<PriorityLevel, string> = { BAJO: 'green', MEDIO: 'yellow', ALTO: 'red' };

/** The route segment of the send call for a conversation's channel. */
export function sendSegment(type: ConversationRead['type']): 'whatsapp' | 'telegram' | 'facebook' {
  return type === 'Telegram' ? 'telegram' : type === 'Facebook' ? 'facebook' : 'whatsapp';
}

/** The message type a file goes as (§2.2): image, video, audio, document; null when it is not accepted. */
export function fileKind(file: File): 'image' | 'video' | 'audio' | 'document' | null {
  if (file.type.startsWith('image/') && !file.type.includes('svg')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  if (file.type.startsWith('audio/')) return 'audio';
  return /\.(pdf|docx?)$/i.test(file.name) ? 'document' : null;
}

/** A waiting time as the lists show it: '3 min', '2 h 5 min'. */
export function waited(since: string | null, now = Date.now()): string | null {
  if (!since) return null;
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
