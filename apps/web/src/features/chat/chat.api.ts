import { useEffect, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ChatMessageRead, ContactMessagesPage, ConversationRead, FinalizadaFrecuencia } from '@atiende/shared';
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

/** The conversation's messages: the newest page first, older pages fetched as the list scrolls up. */
export function useConversationMessages(phone: string | null) {
  return useInfiniteQuery({
    queryKey: keys.part('messages', phone),
    queryFn: ({ pageParam }) =>
      client.get('/whatsapp/message/contact_messages/', { query: { phone_number: phone!, ...(pageParam ? { before: pageParam } : {}) } }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.before ?? undefined,
    enabled: phone !== null,
    // A number with no conversation yet will not get one by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

export const assignConversation = (id: number) => client.post('/conversation/{id}/assign_agent/', { path: { id } });

export function sendText(type: 'whatsapp' | 'telegram' | 'facebook', phone: string, body: string) {
  const path = `/${type}/message/` as '/whatsapp/message/';
  return client.post(path, { body: { phone, type: 'text', body } as never });
}

export function sendFile(type: 'whatsapp' | 'telegram' | 'facebook', phone: string, file: File, kind: string, caption: string) {
  const form = new FormData();
  form.set('phone', phone);
  form.set('type', kind);
  form.set('caption', caption);
  form.set('file', file);
  return client.post(`/${type}/message/` as '/whatsapp/message/', { body: form });
}

export const addNote = (phone: string, text: string) =>
  client.post('/conversation/{phone}/conversation_type_nota/', { path: { phone }, query: { message_nota: text } });

export const transferConversation = (phone: string, body: Body<'/conversation/{phone}/transfer_conversation/', 'post'>) =>
  client.post('/conversation/{phone}/transfer_conversation/', { path: { phone }, body });

export const startConversation = (phone: string) => client.post('/conversation/get_or_create_conversation/', { body: { phone } });

export const saveChatGestion = (contacto: number, body: Body<'/guardar_gestion/', 'post'>) =>
  client.post('/guardar_gestion/', { query: { contacto }, body });

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

function setStatus(data: MessagesData | undefined, number: number, status: string): MessagesData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      results: page.results.map((m) => (m.number === number ? { ...m, status: status as ChatMessageRead['status'] } : m)),
    })),
  };
}

/**
 * Keeps the lists and the open conversation live: the queue and my-list sockets refresh the lists; the
 * conversation socket appends messages and moves delivery ticks without reloading.
 */
export function useChatLive(phone: string | null): string[] {
  const queryClient = useQueryClient();
  const [viewers, setViewers] = useState<Map<number, string>>(new Map());
  useEffect(() => {
    const refreshLists = () => void queryClient.invalidateQueries({ queryKey: keys.part('list') });
    const sockets = [
      connectSocket('/ws/new_conversation/', { onMessage: refreshLists, onOpen: refreshLists }),
      connectSocket('/ws/en_gestion_conversation/', { onMessage: refreshLists }),
    ];
    return () => sockets.forEach((socket) => socket.close());
  }, [queryClient]);

  useEffect(() => {
    setViewers(new Map());
    if (!phone) return;
    const messagesKey = keys.part('messages', phone);
    const socket = connectSocket(`/ws/whatsapp/${encodeURIComponent(phone)}/`, {
      onMessage: (data) => {
        const frame = data as {
          type?: string; message?: ChatMessageRead; number?: number; status?: string; action?: string; user?: { id: number; name: string };
        };
        if (frame.type === 'message' && frame.message) {
          queryClient.setQueryData<MessagesData>(messagesKey, (cached) => upsertMessage(cached, frame.message!));
        } else if (frame.type === 'status' && frame.number !== undefined && frame.status) {
          if (frame.status === 'file') void queryClient.invalidateQueries({ queryKey: messagesKey });
          else queryClient.setQueryData<MessagesData>(messagesKey, (cached) => setStatus(cached, frame.number!, frame.status!));
        } else if (frame.type === 'presence' && frame.user) {
          const { id, name } = frame.user;
          setViewers((current) => {
            const next = new Map(current);
            if (frame.action === 'leave') next.delete(id);
            else next.set(id, name);
            return next;
          });
        } else if (frame.type === 'conversation') {
          void queryClient.invalidateQueries({ queryKey: messagesKey });
        } else {
          console.error('El objeto recibido no tiene el formato esperado.', data);
        }
      },
    });
    return () => socket.close();
  }, [phone, queryClient]);
  return [...viewers.values()];
}

