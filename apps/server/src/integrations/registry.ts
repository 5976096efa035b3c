import { CHAT_CHANNEL_TYPES, type ChatChannelType } from '@atiende/shared';
import type { ChannelProvider } from './channel.js';
import { whatsappProvider } from './whatsapp/whatsapp.provider.js';
import { telegramProvider } from './telegram/telegram.provider.js';
import { messengerProvider } from './messenger/messenger.provider.js';

/** Every customer channel type and its provider: a new channel is its folder and one line here. */
const PROVIDERS: Record<ChatChannelType, ChannelProvider> = {
  WhatsApp: whatsappProvider,
  Telegram: telegramProvider,
  Facebook: messengerProvider,
};

export const channelProviders = (): ChannelProvider[] => CHAT_CHANNEL_TYPES.map((type) => PROVIDERS[type]);

export const providerOf = (type: ChatChannelType): ChannelProvider => PROVIDERS[type];

/** The channel types whose addresses are phone numbers (the plus button starts conversations on them). */
export const phoneChannelTypes = (): ChatChannelType[] => channelProviders().filter((p) => p.addressIsPhone).map((p) => p.type);
