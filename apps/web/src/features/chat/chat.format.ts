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

type Mark = 'bold' | 'italic' | 'strike';
/** A run of text and how WhatsApp draws it. */
export type MarkupSegment = { text: string } & Partial<Record<Mark, true>>;

const MARKS: Record<string, Mark> = { '*': 'bold', _: 'italic', '~': 'strike' };
const WORD_CHAR = /[\p{L}\p{N}]/u;
const SPACE = /\s/;

/** Where the span opened at `open` closes: the same marker after a non-space, not inside a word, on the same line; -1 for none. */
function closingMarker(text: string, open: number): number {
  const marker = text[open];
  const first = text[open + 1];
  if (first === undefined || SPACE.test(first)) return -1;
  for (let at = open + 2; at < text.length; at += 1) {
    const char = text[at]!;
    if (char === '\n') return -1;
    const next = text[at + 1];
    if (char === marker && !SPACE.test(text[at - 1]!) && !(next !== undefined && WORD_CHAR.test(next))) return at;
  }
  return -1;
}

/**
 * WhatsApp's formatting of a text: *bold*, _italic_ and ~strikethrough~ (nested as well), the markers dropped.
 * A marker inside a word (2*3*4, nombre_de_usuario) or that opens or closes on a space is left as written.
 */
export function whatsappMarkup(text: string, style: Partial<Record<Mark, true>> = {}): MarkupSegment[] {
  const segments: MarkupSegment[] = [];
  let plain = '';
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    const mark = MARKS[char];
    const previous = text[at - 1];
    if (mark && !style[mark] && !(previous !== undefined && WORD_CHAR.test(previous))) {
      const close = closingMarker(text, at);
      if (close > 0) {
        if (plain) segments.push({ text: plain, ...style });
        plain = '';
        segments.push(...whatsappMarkup(text.slice(at + 1, close), { ...style, [mark]: true }));
        at = close + 1;
        continue;
      }
    }
    plain += char;
    at += 1;
  }
  if (plain) segments.push({ text: plain, ...style });
  return segments;
}

/** A template's body as the customer will read it: each `{{n}}` with its value, or left as `{{n}}` while still empty. */
export function templatePreview(body: string, values: readonly string[]): string {
  return body.replace(/\{\{\s*(\d{1,2})\s*\}\}/g, (whole, n: string) => values[Number(n) - 1]?.trim() || whole);
}
