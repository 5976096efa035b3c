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

/** The tab's title: the unread customer messages first, '(3) Chat', so they show from another tab. */
export function unreadTitle(unread: number): string {
  return unread > 0 ? `(${unread}) Chat` : 'Chat';
}

/** Unread customer messages over the given conversations. */
export function unreadTotal(conversations: Pick<ConversationRead, 'no_leidos'>[]): number {
  return conversations.reduce((total, conversation) => total + conversation.no_leidos, 0);
}

export interface Shortcut {
  atajo: string;
  text: string;
}

/** The shortcuts a '/NAME' being typed matches (by the start of their name); none when the text is not a '/word'. */
export function shortcutMatches(text: string, shortcuts: Shortcut[]): Shortcut[] | null {
  if (!text.startsWith('/') || /\s/.test(text)) return null;
  const typed = text.toUpperCase();
  return shortcuts.filter((shortcut) => shortcut.atajo.toUpperCase().startsWith(typed));
}

export type EnterAction = { action: 'send' } | { action: 'insert'; text: string } | { action: 'ignore' };

/**
 * What Enter does: a '/word' is never sent to the customer; it inserts the shortcut it names (the exact
 * one, else the first that starts with it) or does nothing when none matches. Any other text is sent.
 */
export function enterAction(text: string, shortcuts: Shortcut[]): EnterAction {
  const matches = shortcutMatches(text, shortcuts);
  if (matches === null) return { action: 'send' };
  const exact = matches.find((shortcut) => shortcut.atajo.toUpperCase() === text.toUpperCase());
  const chosen = exact ?? matches[0];
  return chosen ? { action: 'insert', text: chosen.text } : { action: 'ignore' };
}

/**
 * Who a message is from, as the thread labels it: 'Tú' only for what the signed-in user wrote, another
 * agent by name, 'Bot' for the automatic answers; null for the customer and for workspace lines.
 */
export function senderLabel(message: Pick<ChatMessageRead, 'role' | 'msg_type' | 'sent_by' | 'sent_by_id'>, me: number): string | null {
  if (message.role !== 'From_me' || message.msg_type === 'sistema') return null;
  if (message.sent_by_id === null) return 'Bot';
  if (message.sent_by_id === me) return 'Tú';
  return message.sent_by?.trim() || 'Otro agente';
}

/** How close to the end (in pixels) the thread counts as read to the end, so new content keeps it at the end. */
export const FOLLOW_THRESHOLD = 80;

/** Whether the thread should follow new content: only while the agent is at (or near) its end, not reading older messages. */
export function followsNewest(view: { scrollTop: number; scrollHeight: number; clientHeight: number }): boolean {
  return view.scrollHeight - view.scrollTop - view.clientHeight <= FOLLOW_THRESHOLD;
}

/** A file's size as the preview shows it: '820 B', '14,2 kB', '3,1 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${kilobytes.toFixed(1).replace('.', ',')} kB`;
  return `${(kilobytes / 1024).toFixed(1).replace('.', ',')} MB`;
}
