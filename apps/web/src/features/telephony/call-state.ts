import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CALL_CHANGED_EVENT, PERMISSIONS, SOFTPHONE_EXTENSION, type AmiState, type PhoneCallRead, type TelephonyStatus,
} from '@atiende/shared';
import { ApiError } from '../../app/api';
import { client } from '../../app/api.client';
import { hasPermission, useMe } from '../../app/auth';
import { connectSocket } from '../../app/realtime/socket';
import { notifyError } from '../../ui/notices';
import { isCallInProgress, laterCall, placedCall } from './call-status';

/** The link to the PBX and the user's last call: the one going on, or the one that just ended. */
const STATUS_KEY = ['telephony', 'estado'] as const;
/** The link to the PBX is not announced on the socket: it is read again this often. */
const STATUS_EVERY_MS = 30_000;

type CallStatus = TelephonyStatus;

function statusOf(queryClient: QueryClient): CallStatus | undefined {
  return queryClient.getQueryData<CallStatus>(STATUS_KEY);
}

function showCall(queryClient: QueryClient, call: PhoneCallRead) {
  queryClient.setQueryData<CallStatus>(STATUS_KEY, (current) => ({
    ami: current?.ami ?? 'conectado',
    llamada: laterCall(current?.llamada, call),
  }));
}

/**
 * The server answers only a call still going. A call shown as going that the server no longer has ended while
 * its news were lost; a call shown as ended stays, so its last state ('Llamada terminada', 'Ocupado') remains visible.
 */
async function readStatus(queryClient: QueryClient): Promise<CallStatus> {
  const fresh = await client.get('/issabel/estado/');
  const shown = statusOf(queryClient)?.llamada ?? null;
  if (fresh.llamada) return { ami: fresh.ami, llamada: laterCall(shown, fresh.llamada) };
  return { ami: fresh.ami, llamada: isCallInProgress(shown) ? null : shown };
}

export function useCanCall(): boolean {
  return hasPermission(useMe(), PERMISSIONS.telephonyUse);
}

export interface CurrentCall {
  /** The call going on, or the last one once it ended (null before any). */
  call: PhoneCallRead | null;
  /** The link to the PBX; undefined until read. */
  ami: AmiState | undefined;
  inProgress: boolean;
  /** Places a call to `number` (what the PBX dials), for `contacto` when given; answers whether it started. */
  place(number: string, contacto?: number): Promise<boolean>;
  /** Hangs up the call going on. */
  hangup(): Promise<void>;
}

/** The user's call and the link to the PBX, shared by the pad, the click-to-call buttons and the chat. */
export function useCurrentCall(): CurrentCall {
  const queryClient = useQueryClient();
  const enabled = useCanCall();
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => readStatus(queryClient),
    enabled,
    refetchInterval: STATUS_EVERY_MS,
    staleTime: STATUS_EVERY_MS,
  });
  const call = status.data?.llamada ?? null;

  const place = async (number: string, contacto?: number) => {
    try {
      const answer = await client.post('/issabel/make_call/', { body: { number, extension: SOFTPHONE_EXTENSION, contacto } });
      showCall(queryClient, placedCall(answer.data, number, contacto ?? null));
      return true;
    } catch (error) {
      notifyError(error);
      // 'AMI desconectado' or 'Telefonía no configurada': the pad shows it instead of letting the user dial.
      if (error instanceof ApiError && error.status === 503) void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
      return false;
    }
  };

  const hangup = async () => {
    const current = statusOf(queryClient)?.llamada;
    if (!current || !isCallInProgress(current)) return;
    try {
      await client.post('/issabel/hangup/', { body: { channel_id: current.channel_id } });
      showCall(queryClient, { ...current, estado: 'colgada', terminada: new Date().toISOString() });
    } catch (error) {
      // Already over (404): the server's state says how it ended.
      if (!(error instanceof ApiError && error.status === 404)) notifyError(error);
      void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    }
  };

  return { call, ami: status.data?.ami, inProgress: isCallInProgress(call), place, hangup };
}

function isCallChanged(data: unknown): data is { type: typeof CALL_CHANGED_EVENT; llamada: PhoneCallRead } {
  const frame = data as { type?: unknown; llamada?: unknown } | null;
  return frame?.type === CALL_CHANGED_EVENT && typeof frame.llamada === 'object' && frame.llamada !== null;
}

/**
 * Follows the user's calls on /ws/telephony/ (once, in the layout). The socket reconnects by itself; once back,
 * the state is read again, since what happened meanwhile was not announced.
 */
export function useCallStateLive(): void {
  const queryClient = useQueryClient();
  const enabled = useCanCall();
  useEffect(() => {
    if (!enabled) return;
    const socket = connectSocket('/ws/telephony/', {
      onMessage: (data) => {
        if (isCallChanged(data)) showCall(queryClient, data.llamada);
      },
      onOpen: () => void queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
      onDrop: () => {},
    });
    return () => socket.close();
  }, [enabled, queryClient]);
}
