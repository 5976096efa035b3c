import { useQuery } from '@tanstack/react-query';
import { CONFIRMATIONS_TEMPLATE_FILENAME, type BroadcastRead, type MassSendResult } from '@atiende/shared';
import { client, downloadFrom, type Body } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';
import { noticeType, useLiveRefresh } from '../../app/realtime/live-refresh';

const keys = queryKeys.broadcasts;

export type BroadcastCreateBody = Body<'/leads/campaign_broadcasts/', 'post'>;
export type DifusionBody = Body<'/leads/campaign_broadcasts/difusion/', 'post'>;

export const createBroadcast = (body: BroadcastCreateBody) => client.post('/leads/campaign_broadcasts/', { body });

/** Enviar: the broadcast's one send, which goes on in the background (its progress comes over /ws/difusion/). */
export const sendBroadcast = (body: DifusionBody) => client.post('/leads/campaign_broadcasts/difusion/', { body });

/** The broadcasts not sent yet (the newest 100), for the send dialog's select. */
export function useSendableBroadcasts(enabled: boolean) {
  return useQuery({
    queryKey: keys.options('sendable'),
    queryFn: () => client.get('/leads/campaign_broadcasts/', { query: { limit: 100 } }),
    select: (page): BroadcastRead[] => page.results.filter((broadcast) => broadcast.puede_enviar),
    enabled,
  });
}

/** The figures of a broadcast's send: exitosos, fallidos, sin_telefono, multiples_telefonos, total_contactos and the progress. */
export function useBroadcastStats(id: number | null) {
  return useQuery({
    queryKey: keys.part('stats', id),
    queryFn: () => client.get('/leads/campaign_broadcasts/{id}/estadisticas/', { path: { id: id! } }),
    enabled: id !== null,
    // The socket says when a batch went; reading now and then too covers a socket that is reconnecting.
    refetchInterval: (query) => (query.state.data && query.state.data.management > 0 && query.state.data.status !== 'FINALIZADO' ? 5000 : false),
  });
}

/** 'Subir Confirmaciones': the spreadsheet in the multipart field `file`. */
export function uploadConfirmations(file: File): Promise<MassSendResult> {
  const form = new FormData();
  form.set('file', file);
  return client.post('/leads/campaign_broadcasts/send_confirmacion_servicio/', { body: form });
}

/** A confirmations upload that goes on in the background: read again until it is done (the socket also says when it moves). */
export function useConfirmationsUpload(id: number | null) {
  return useQuery({
    queryKey: keys.part('confirmaciones', id),
    queryFn: () => client.get('/leads/campaign_broadcasts/send_confirmacion_servicio/{id}/', { path: { id: id! } }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'FINALIZADO' ? false : 3000),
  });
}

export const downloadConfirmationsTemplate = () =>
  downloadFrom('/leads/campaign_broadcasts/send_confirmacion_servicio/plantilla/', CONFIRMATIONS_TEMPLATE_FILENAME);

/**
 * Keeps the DIFUSIÓN tab live from /ws/difusion/: a send's progress reads the broadcasts again (list, figures,
 * details, uploads), a template's review reads the templates again; at most once a second.
 */
export function useBroadcastsLive() {
  useLiveRefresh('/ws/difusion/', {
    onOpen: [keys.all, queryKeys.templates.all],
    keysOf: (message) => {
      const type = noticeType(message);
      if (type === 'difusion') return [keys.all];
      if (type === 'plantilla') return [queryKeys.templates.all];
      return [];
    },
  });
}
