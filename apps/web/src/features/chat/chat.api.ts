import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ChatMessageRead, ContactMessagesPage, ConversationHistoryItem, ConversationRead, FinalizadaFrecuencia } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { client, type Body } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';
import { connectSocket } from '../../app/realtime/socket';

const keys = queryKeys.chat;

/** Conversations a list shows at a time (the spec's page size). */
export const CHAT_PAGE_SIZE = 30;

export type ChatTab = 'mine' | 'waiting';

/** Where the next page starts: after every conversation loaded so far, while the server says there is more. */
export function nextOffset(page: { next: string | null }, pages: { next: string | null; results: unknown[] }[]): number | undefined {
  return page.next ? pages.reduce((n, p) => n + p.results.length, 0) : undefined;
}

interface ConversationPage {
  count: number;
  next: string | null;
  results: ConversationRead[];
}

/** A conversation list read 30 at a time; 'Cargar más' adds the next page under the loaded ones. */
function useConversationPages(
  queryKey: readonly unknown[],
  fetchPage: (offset: number) => Promise<ConversationPage>,
  refetchInterval?: number,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }): Promise<ConversationPage> => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    placeholderData: keepPreviousData,
    refetchInterval,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    count: pages[0]?.count ?? 0,
    results: pages.flatMap((page) => page.results),
  };
}

export type ConversationPages = ReturnType<typeof useConversationPages>;

export function useConversationList(tab: ChatTab) {
  return useConversationPages(
    keys.list({ tab }),
    (offset) => (tab === 'mine'
      ? client.get('/conversation/get_conversation_gestion/', { query: { limit: CHAT_PAGE_SIZE, offset } })
      : client.get('/conversation/get_conversation_new/', { query: { limit: CHAT_PAGE_SIZE, offset } })),
    // The prioridad colour follows the customer's waiting time, so the lists are read again each minute.
    60_000,
  );
}

export function useClosedConversations(frecuencia: FinalizadaFrecuencia) {
  return useConversationPages(
    keys.list({ tab: 'closed', frecuencia }),
    (offset) => client.get('/get_gestion_finalizada/', { query: { frecuencia, limit: CHAT_PAGE_SIZE, offset } }),
  );
}

/** Which conversation the thread shows: by its id, or by the number a contact card handed over (its open conversation). */
export type ThreadTarget = { conversation: number } | { phone: string };

const threadQuery = (target: ThreadTarget) =>
  ('conversation' in target ? { conversation: target.conversation } : { phone_number: target.phone });

/** A conversation's messages, open or closed: the newest page first, older pages fetched on demand. */
export function useConversationMessages(target: ThreadTarget | null) {
  return useInfiniteQuery({
    queryKey: keys.part('messages', target),
    queryFn: ({ pageParam }) => client.get('/whatsapp/message/contact_messages/', {
      query: { ...threadQuery(target!), ...(pageParam ? { before: pageParam } : {}) },
    }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.before ?? undefined,
    enabled: target !== null,
    // A number with no conversation yet will not get one by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

/** The contact's conversations the user may see, newest first. */
export function useConversationHistory(contact: number) {
  return useQuery({
    queryKey: keys.part('history', contact),
    queryFn: () => client.get('/conversation/historial/', { query: { contact } }),
  });
}

export const assignConversation = (id: number) => client.post('/conversation/{id}/assign_agent/', { path: { id } });

/** The assigned agent has read the conversation: its unread count goes back to 0. */
export const markRead = (id: number) => client.post('/conversation/{id}/leido/', { path: { id } });

export const retryMessage = (id: number) => client.post('/chat/mensajes/{id}/reintentar/', { path: { id } });

/** A contact's conversation in its history, with how it was typified. */
export type PastConversation = ConversationHistoryItem;

type ChannelSegment = 'whatsapp' | 'telegram' | 'facebook';
/** What a send, a note, a transfer or a typification names: the conversation and its address. */
export type ConversationRef = Pick<ConversationRead, 'id' | 'phone'>;

export const sendText = (segment: ChannelSegment, to: ConversationRef, body: string) =>
  // The send routes take JSON or multipart; the API document describes only the multipart form.
  client.post(`/${segment}/message/` as '/whatsapp/message/', { body: { phone: to.phone, conversation: to.id, type: 'text', body } as never });

/** An approved template with the values of its variables: what goes where the customer's 24 hours are over. */
export const sendTemplate = (segment: ChannelSegment, to: ConversationRef, template: number, variables: string[]) =>
  client.post(`/${segment}/message/` as '/whatsapp/message/', {
    body: { phone: to.phone, conversation: to.id, type: 'template', template, variables } as never,
  });

/** The templates a conversation may send (approved in its channel's account, of its campaign); asked only while shown. */
export function useConversationTemplates(conversation: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.part('templates', conversation),
    queryFn: () => client.get('/whatsapp/template/FullList/', { query: { conversation } }),
    enabled,
  });
}

/** A file with its caption; an empty caption is left out. */
export function sendFile(segment: ChannelSegment, to: ConversationRef, file: File, kind: string, caption: string) {
  const form = new FormData();
  form.set('phone', to.phone);
  form.set('conversation', String(to.id));
  form.set('type', kind);
  if (caption.trim()) form.set('caption', caption.trim());
  form.set('file', file);
  return client.post(`/${segment}/message/` as '/whatsapp/message/', { body: form });
}

export const addNote = (to: ConversationRef, text: string) =>
  client.post('/conversation/{phone}/conversation_type_nota/', { path: { phone: to.phone }, query: { message_nota: text, conversation: to.id } });

/** A supervisor (who sees every conversation) takes over an agent's open conversation; the agent is told. */
export const takeOverConversation = (id: number) => client.post('/conversation/{id}/tomar_control/', { path: { id } });

export const transferConversation = (to: ConversationRef, body: Body<'/conversation/{phone}/transfer_conversation/', 'post'>) =>
  client.post('/conversation/{phone}/transfer_conversation/', { path: { phone: to.phone }, query: { conversation: to.id }, body });

export const startConversation = (phone: string) => client.post('/conversation/get_or_create_conversation/', { body: { phone } });

export const saveChatGestion = (contacto: number, conversation: number, body: Body<'/guardar_gestion/', 'post'>) =>
  client.post('/guardar_gestion/', { query: { contacto, conversation }, body });

export const registerContact = (id: number, body: Body<'/contact/contacto/{id}/registrar_contacto/', 'post'>) =>
  client.post('/contact/contacto/{id}/registrar_contacto/', { path: { id }, body });

export function useCampaignAgents(campaign: number | null) {
  return useQuery({
    queryKey: keys.part('agents', campaign),
    queryFn: () => client.get('/get_contact_campaign_agent/', { query: { campaign: campaign! } }),
    enabled: campaign !== null,
  });
}

export function usePriorities() {
  return useQuery({ queryKey: keys.part('priorities'), queryFn: () => client.get('/whatsapp/prioridad/') });
}

export const updatePriority = (id: number, time: number) => client.patch('/whatsapp/prioridad/{id}/', { path: { id }, body: { time } });

export function useShortcuts() {
  return useQuery({ queryKey: keys.part('shortcuts'), queryFn: () => client.get('/whatsapp/atajos/') });
}

export const createShortcut = (body: Body<'/whatsapp/atajos/', 'post'>) => client.post('/whatsapp/atajos/', { body });

type MessagesData = InfiniteData<ContactMessagesPage, number>;

/** Puts a message in the cached conversation, or replaces it when already there (the sender's own echo). */
function upsertMessage(data: MessagesData | undefined, message: ChatMessageRead): MessagesData | undefined {
  if (!data) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const exists = newest.results.some((m) => m.id === message.id);
  const results = exists ? newest.results.map((m) => (m.id === message.id ? message : m)) : [...newest.results, message];
  return { ...data, pages: [{ ...newest, results }, ...older] };
}

/** The customer wrote: the channel takes free text again for 24 hours, so the composer need not offer templates only. */
export function windowOpened(data: MessagesData | undefined): MessagesData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => (page.conversation?.plantilla_requerida
      ? { ...page, conversation: { ...page.conversation, plantilla_requerida: false } }
      : page)),
  };
}

function setStatus(data: MessagesData | undefined, frame: StatusFrame): MessagesData | undefined {
  if (!data) return data;
  const status = frame.status as ChatMessageRead['status'];
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      results: page.results.map((m) => (m.number === frame.number ? { ...m, status, status_reason: frame.reason ?? null } : m)),
    })),
  };
}

/** Puts a message that changed (a retried send) in place in the cached conversation. */
export function replaceMessage(queryClient: QueryClient, conversation: number, message: ChatMessageRead) {
  queryClient.setQueryData<MessagesData>(keys.part('messages', { conversation }), (cached) => upsertMessage(cached, message));
}

interface StatusFrame {
  number: number;
  status: string;
  reason?: string;
}

// Which sockets of the workspace are down right now: while any is, the screen says it is reconnecting.
const droppedSockets = new Set<string>();
const connectionListeners = new Set<() => void>();
function setDropped(name: string, dropped: boolean) {
  if (dropped === droppedSockets.has(name)) return;
  if (dropped) droppedSockets.add(name);
  else droppedSockets.delete(name);
  connectionListeners.forEach((listener) => listener());
}

/** True while a socket of the chat workspace has dropped and is reconnecting. */
export function useReconnecting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
    () => droppedSockets.size > 0,
  );
}

/**
 * A workspace socket that reconnects by itself; once back after a drop, everything the workspace shows is
 * read again (lists, the open conversation, its history), so what happened meanwhile appears.
 */
function liveSocket(queryClient: QueryClient, path: string, onMessage: (data: unknown) => void, onOpen?: () => void) {
  let dropped = false;
  const socket = connectSocket(path, {
    onMessage,
    onOpen: () => {
      onOpen?.();
      if (!dropped) return;
      dropped = false;
      setDropped(path, false);
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
    onDrop: () => {
      dropped = true;
      setDropped(path, true);
    },
  });
  return () => {
    setDropped(path, false);
    socket.close();
  };
}

/** Keeps the lists live: the queue and my-list sockets refresh them; a change of a campaign's shortcuts reloads the shortcuts. */
export function useListsLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refreshLists = () => void queryClient.invalidateQueries({ queryKey: keys.part('list') });
    const onFrame = (data: unknown) => {
      if ((data as { type?: string } | null)?.type === 'atajos') void queryClient.invalidateQueries({ queryKey: keys.part('shortcuts') });
      else refreshLists();
    };
    const closers = [
      liveSocket(queryClient, '/ws/new_conversation/', onFrame, refreshLists),
      liveSocket(queryClient, '/ws/en_gestion_conversation/', onFrame),
    ];
    return () => closers.forEach((close) => close());
  }, [queryClient]);
}

interface ConversationFrame {
  type?: string;
  message?: ChatMessageRead;
  number?: number;
  status?: string;
  reason?: string;
  action?: string;
  user?: { id: number; name: string };
}

/**
 * Keeps the open conversation live: its socket appends messages and moves delivery ticks without reloading,
 * and says who else is looking at it. `onCustomerMessage` hears each new customer message.
 */
export function useConversationLive(conversation: ConversationRef | null, onCustomerMessage: () => void): string[] {
  const queryClient = useQueryClient();
  const [viewers, setViewers] = useState<Map<number, string>>(new Map());
  const heard = useRef(onCustomerMessage);
  heard.current = onCustomerMessage;
  const id = conversation?.id ?? null;
  const phone = conversation?.phone ?? null;

  useEffect(() => {
    setViewers(new Map());
    if (id === null || phone === null) return;
    const messagesKey = keys.part('messages', { conversation: id });
    const onFrame = (data: unknown) => {
      const frame = data as ConversationFrame;
      if (frame.type === 'message' && frame.message) {
        const message = frame.message;
        queryClient.setQueryData<MessagesData>(messagesKey, (cached) => {
          const updated = upsertMessage(cached, message);
          return message.role === 'received' ? windowOpened(updated) : updated;
        });
        if (message.role === 'received') heard.current();
      } else if (frame.type === 'status' && frame.number !== undefined && frame.status) {
        if (frame.status === 'file') void queryClient.invalidateQueries({ queryKey: messagesKey });
        else queryClient.setQueryData<MessagesData>(messagesKey, (cached) => setStatus(cached, frame as StatusFrame));
      } else if (frame.type === 'presence' && frame.user) {
        const { id: userId, name } = frame.user;
        setViewers((current) => {
          const next = new Map(current);
          if (frame.action === 'leave') next.delete(userId);
          else next.set(userId, name);
          return next;
        });
      } else if (frame.type === 'conversation') {
        void queryClient.invalidateQueries({ queryKey: messagesKey });
      } else {
        console.error('El objeto recibido no tiene el formato esperado.', data);
      }
    };
    return liveSocket(queryClient, `/ws/whatsapp/${encodeURIComponent(phone)}/?conversation=${id}`, onFrame);
  }, [id, phone, queryClient]);
  return [...viewers.values()];
}
