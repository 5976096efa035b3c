import { useQuery } from '@tanstack/react-query';
import { MASS_MESSAGES_TEMPLATE_FILENAME, type MassSendResult } from '@atiende/shared';
import { client, downloadFrom } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';

const keys = queryKeys.massMessaging;

/** How often the outcome of an upload still sending is read again. */
export const MASS_PROGRESS_POLL_MS = 2000;

/** The WhatsApp channels the user may send through, the server's default first. */
export function useMassChannels() {
  return useQuery({ queryKey: keys.options('canales'), queryFn: () => client.get('/whatsapp/masivo/canales/') });
}

/** Sends the file's rows through the channel (the server's default when none is named). */
export function uploadMassMessages(file: File, channel: number | null): Promise<MassSendResult> {
  const form = new FormData();
  form.set('file', file);
  if (channel !== null) form.set('channel', String(channel));
  return client.post('/whatsapp/masivo/upload/', { body: form });
}

export const downloadMassTemplate = () => downloadFrom('/whatsapp/masivo/plantilla/', MASS_MESSAGES_TEMPLATE_FILENAME);

export const massResultKey = (id: number | null) => keys.one(id);

/** An upload's outcome; read again every two seconds while it still sends in the background. */
export function useMassResult(id: number | null) {
  return useQuery({
    queryKey: massResultKey(id),
    queryFn: () => client.get('/whatsapp/masivo/{id}/', { path: { id: id! } }),
    enabled: id !== null,
    staleTime: (query) => (query.state.data?.status === 'FINALIZADO' ? Infinity : 0),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'FINALIZADO' ? MASS_PROGRESS_POLL_MS : false),
  });
}
