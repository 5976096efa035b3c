import { useQuery } from '@tanstack/react-query';
import { buildUrl, getAccessToken } from '../../app/api';
import { client, type Answer, type Body } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';

export type SimChannel = Answer<'/sim/channels/', 'get'>['channels'][number];
export type SimMessage = Answer<'/sim/conversation/', 'get'>['messages'][number];
export type CustomerMessage = Body<'/sim/messages/', 'post'>;

/** How often the page asks for the agent's replies. */
export const SIM_REFRESH_MS = 2_000;

/** The simulator's queries live under the chat's key: a chat refresh reads them again too. */
const keys = { channels: queryKeys.chat.part('simulator', 'channels'), conversation: (channel: number, address: string) => queryKeys.chat.part('simulator', channel, address) };

/** The channels the simulator serves; a 404 means the simulator is off on this server. */
export function useSimChannels() {
  return useQuery({ queryKey: keys.channels, queryFn: () => client.get('/sim/channels/'), retry: false });
}

/** The conversation as the customer sees it, read again every 2 seconds while `enabled`. */
export function useSimConversation(channel: number | null, address: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.conversation(channel ?? 0, address),
    queryFn: () => client.get('/sim/conversation/', { query: { channel: channel!, address } }),
    enabled: enabled && channel !== null,
    refetchInterval: SIM_REFRESH_MS,
  });
}

export const conversationKey = keys.conversation;

export const sendCustomerMessage = (body: CustomerMessage) => client.post('/sim/messages/', { body });

export const markRead = (channel: number, address: string) => client.post('/sim/read/', { body: { channel, address } });

/** A file of the conversation as <img src> or a link can open it: the token goes in the query. */
export function simFileUrl(url: string): string {
  const path = url.startsWith('/api/') ? url.slice(4) : url;
  return buildUrl(path, { token: getAccessToken() });
}

/** A Colombian mobile number as WhatsApp writes it: 57 300 and seven digits. */
export const randomColombianMobile = () => `57300${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/** A Telegram private chat id: the user's id, nine or ten digits. */
export const randomTelegramChat = () => String(100_000_000 + Math.floor(Math.random() * 900_000_000));

/** The file's bytes in base64, as the simulator's API takes them. */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo.'));
    reader.readAsDataURL(file);
  });
}
