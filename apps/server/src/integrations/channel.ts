import type { ChatChannelType, ChatMessageType, InboundMessage, StatusUpdate } from '@atiende/shared';
import type { ZodType } from 'zod';
import type { Provider } from './provider-error.js';

/** What the server keeps of a channel and hands its provider: every config value, secrets in clear. */
export type ChannelConfig = Record<string, string>;

/** A customer's reaction to a message: an empty emoji takes the reaction back. */
export interface InboundReaction {
  address: string;
  /** The provider id of the message reacted to. */
  target: string;
  emoji: string;
}

/** The customer changed (`text`) or deleted for everyone (`text` null) one of their messages. */
export interface InboundChange {
  address: string;
  target: string;
  text: string | null;
  at: Date;
}

/** A template's review outcome (`message_template_status_update`). */
export interface TemplateStatus {
  /** The provider's id of the template, when the delivery names it. */
  providerId: string | null;
  name: string;
  language: string | null;
  status: string;
  reason: string | null;
}

/** The header file of a template: its kind and the bytes the provider is given. */
export interface TemplateHeaderFile {
  kind: 'image' | 'video' | 'document';
  bytes: Buffer;
  mimeType: string;
  filename: string;
}

/** A template as it is submitted for review to the channel's business account. */
export interface TemplateDefinition {
  name: string;
  language: string;
  category: string;
  /** With positional variables {{1}}, {{2}}…, and one example value for each. */
  body: string;
  examples: string[];
  header: TemplateHeaderFile | null;
}

/** What the provider answered to a submission: its id for the template, its first review status and category. */
export interface TemplateSubmitted {
  id: string;
  status: string;
  category: string | null;
}

/** An approved template to one customer: its values in order, and its header file uploaded beforehand (`uploadMedia`). */
export interface TemplateMessage {
  name: string;
  language: string;
  parameters: string[];
  header?: { kind: TemplateHeaderFile['kind']; mediaId: string } | null;
}

/** Everything one webhook delivery says, in the channel-neutral shape. */
export interface ChannelEvents {
  messages: InboundMessage[];
  statuses: StatusUpdate[];
  reactions: InboundReaction[];
  changes: InboundChange[];
  /** The customer read everything we sent up to `at` (Messenger's watermark). */
  readUpTo: { address: string; at: Date }[];
  templateStatuses: TemplateStatus[];
  /** Provider-side acknowledgements to send once the delivery is stored (Telegram's answerCallbackQuery ids). */
  acknowledgements: string[];
  /** Items that could not be read, with why, for the warning log. */
  ignored: string[];
}

export const noEvents = (): ChannelEvents => ({
  messages: [], statuses: [], reactions: [], changes: [], readUpTo: [], templateStatuses: [], acknowledgements: [], ignored: [],
});

/** A webhook request as the provider's proof needs it. */
export interface WebhookRequest {
  rawBody: Buffer;
  header(name: string): string | undefined;
}

export interface OutgoingFile {
  kind: ChatMessageType;
  bytes: Buffer;
  filename: string;
  mimeType: string;
  /** The agent's text with the file, or null when they wrote none (nothing is sent in its place). */
  caption: string | null;
}

export interface SendContext {
  /** The customer wrote within the service window (always true for channels without one). */
  windowOpen: boolean;
}

/** A channel's account at its provider: every call answers the id under which the message is stored. */
export interface ChannelClient {
  sendText(address: string, text: string, context: SendContext): Promise<string>;
  sendFile(address: string, file: OutgoingFile, context: SendContext): Promise<string>;
  /** An approved template: what may go out where the service window is closed. */
  sendTemplate?(address: string, template: TemplateMessage): Promise<string>;
  /** Submits a template for review to the channel's business account (WhatsApp: `POST /{waba_id}/message_templates`). */
  createTemplate?(definition: TemplateDefinition): Promise<TemplateSubmitted>;
  /** Uploads a file to the provider's media store and answers its id (a template header sent to many customers is uploaded once). */
  uploadMedia?(file: TemplateHeaderFile): Promise<string>;
  /** The bytes of a file the customer sent; MediaUnavailable when the reference cannot be fetched safely. */
  downloadMedia(ref: string): Promise<{ bytes: Buffer; mimeType: string | null }>;
  /** Tells the provider the agent read the customer's messages up to this one. */
  markRead?(providerId: string): Promise<void>;
  /** Sends the acknowledgements a delivery asked for. */
  acknowledge?(ids: string[]): Promise<void>;
}

/**
 * The customer-service window: WhatsApp refuses free text 24 hours after the customer's last message
 * ('refuse': only templates), Messenger lets a human agent answer with the HUMAN_AGENT tag ('tag').
 */
export interface ServiceWindow {
  hours: number;
  outside: 'refuse' | 'tag';
}

/**
 * One customer channel's provider: its configuration, how its webhook proves itself and what it says,
 * and how the server talks to it. A new channel is one folder implementing this and one registry line.
 */
export interface ChannelProvider {
  type: ChatChannelType;
  /** Name in logs and provider errors. */
  provider: Provider;
  /** /api/webhooks/{segment}/{id}/ */
  webhookSegment: string;
  /** /api/{segment}/message/ */
  sendSegment: string;
  config: {
    schema: ZodType<Record<string, string | undefined>>;
    /** Write-only fields, stored encrypted and read back masked. */
    secretFields: readonly string[];
    defaultApiUrl: string;
  };
  /** Addresses are phone numbers (matched against contacts' phones). */
  addressIsPhone: boolean;
  serviceWindow: ServiceWindow | null;
  /** Longest text the provider delivers; longer inbound text is cut to it. */
  maxTextLength: number;
  /** True when the delivery carries the channel's proof (HMAC of the raw body, secret header). */
  verifyDelivery(request: WebhookRequest, config: ChannelConfig): boolean;
  /** The subscription check (GET): the challenge to echo, or null when refused. Absent when the provider has none. */
  challenge?(query: Record<string, unknown>, config: ChannelConfig): string | null;
  parseDelivery(payload: unknown): ChannelEvents;
  client(config: ChannelConfig): ChannelClient;
}

/** A file reference the server will not fetch (not the provider's id format, not an allowed host). */
export class MediaUnavailable extends Error {}

/** The channel's API base: its configured stand-in or the provider's. */
export const apiUrlOf = (provider: ChannelProvider, config: ChannelConfig) => config.api_url || provider.config.defaultApiUrl;

/** Text cut to what the provider allows, so an oversized delivery is never stored whole. */
export function withinLimit(text: string | null | undefined, max: number): string | null {
  if (typeof text !== 'string') return null;
  return text.length <= max ? text : Array.from(text.slice(0, max * 2)).slice(0, max).join('');
}
