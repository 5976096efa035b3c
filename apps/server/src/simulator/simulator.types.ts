/** Who wrote a simulated message: the person playing the customer, or the agent through the adapters. */
export type SimAuthor = 'customer' | 'agent';
export type SimStatus = 'sent' | 'delivered' | 'read';
export type SimKind = 'text' | 'image' | 'audio' | 'video' | 'document' | 'sticker' | 'location' | 'template';

/** A file the simulator keeps: uploaded by the agent through the adapters, or sent by the customer. */
export interface SimFile {
  id: string;
  channelId: number;
  bytes: Buffer;
  mimeType: string;
  filename: string | null;
  sha256: string;
  /** Telegram's file_path under /file/bot<token>/ (null for WhatsApp media). */
  path: string | null;
}

export interface SimMessage {
  /** The provider's id: the wamid, or Telegram's message_id. */
  id: string;
  from: SimAuthor;
  kind: SimKind;
  /** The text, or the caption of a file. */
  text: string | null;
  fileId: string | null;
  filename: string | null;
  /** Media sent by URL rather than uploaded. */
  link: string | null;
  location: { latitude: number; longitude: number; name: string | null } | null;
  at: Date;
  /** When the bot last edited it (editMessageText). */
  editedAt?: Date;
  status: SimStatus;
}

/** What one customer address sees on one channel. */
export interface SimConversation {
  channelId: number;
  address: string;
  name: string;
  /** The id Graph gives the 24-hour conversation in status deliveries. */
  graphConversationId: string;
  lastCustomerAt: Date | null;
  messages: SimMessage[];
}

/** A template submitted to a simulated WhatsApp Business account, as Meta's review keeps it. */
export interface SimTemplate {
  id: string;
  wabaId: string;
  name: string;
  language: string;
  category: string;
  body: string;
  variableCount: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'PAUSED' | 'DISABLED';
  createdAt: Date;
}
