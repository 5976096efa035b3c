import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { INTERNAL_CHAT_DEFAULT_CAPTION, INTERNAL_CHAT_MAX_FILE_BYTES, INTERNAL_CHAT_MSG } from '@atiende/shared';
import { useMe } from '../../app/auth';
import { INBOX_KEY } from './internal-chat.api';
import { connectSocket, type SocketConnection } from '../../app/realtime/socket';
import { isHistoryFrame, mergeHistory, type DatedMessage } from './internal-chat.format';

export interface InternalChatSocketState {
  messages: DatedMessage[];
  /** The first frame (the history) has arrived, or the socket gave up. */
  loaded: boolean;
  connected: boolean;
  /** The last refusal the server sent, in Spanish. */
  error: string | null;
  /** Sends a text as the floating widget does; an empty text (after trimming) is not sent. */
  sendText(text: string): boolean;
  /** Sends a text as the internal chat page does ({type: 'message', message, id}). */
  sendPageText(text: string): boolean;
  /** Sends a file; without a caption it goes as 'Sin descripción'. */
  sendFile(file: Blob, filename: string, caption?: string): Promise<boolean>;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo.'));
    reader.readAsDataURL(file);
  });
}

function isErrorFrame(value: unknown): value is { error: string } {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string';
}

/**
 * The conversation socket with one contact (/ws/chat/{me}/{contact}/). It opens when a contact is given
 * and closes when the contact changes or the component goes away. Messages are shown as the server
 * echoes them, never optimistically.
 */
export function useChatSocket(contactId: number | null): InternalChatSocketState {
  const me = useMe();
  const queryClient = useQueryClient();
  const connection = useRef<SocketConnection | null>(null);
  const [messages, setMessages] = useState<DatedMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [connected, setConnected] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setMessages([]);
    setLoaded(false);
    setConnected(false);
    setError(null);
    if (contactId === null) return;
    const socket = connectSocket(`/ws/chat/${me.id}/${contactId}/`, {
      onOpen: () => setConnected(true),
      onMessage: (data) => {
        if (isErrorFrame(data)) {
          setError(data.error);
          return;
        }
        if (!isHistoryFrame(data)) {
          console.error('El objeto recibido no tiene el formato esperado.', data);
          return;
        }
        setMessages((shown) => mergeHistory(shown, data));
        setLoaded(true);
        setError(null);
        // Reaching an open conversation marks the message read: the unread counts change.
        void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
      },
      onClose: (event) => {
        console.error('La conexión del chat se cerró.', event.code, event.reason);
        setConnected(false);
        setLoaded(true);
        if (event.reason) setError(event.reason);
      },
    });
    connection.current = socket;
    return () => {
      socket.close();
      connection.current = null;
    };
  }, [me.id, contactId, queryClient]);

  const sendText = useCallback((text: string) => {
    const message = text.trim();
    if (!message || contactId === null) return false;
    return connection.current?.send({ message, id_contact: contactId, date: new Date().toISOString() }) ?? false;
  }, [contactId]);

  const sendPageText = useCallback((text: string) => {
    const message = text.trim();
    if (!message || contactId === null) return false;
    return connection.current?.send({ type: 'message', message, id: contactId }) ?? false;
  }, [contactId]);

  const sendFile = useCallback(async (file: Blob, filename: string, caption?: string) => {
    if (contactId === null) return false;
    if (file.size > INTERNAL_CHAT_MAX_FILE_BYTES) {
      setError(INTERNAL_CHAT_MSG.fileTooLarge);
      return false;
    }
    let data: string;
    try {
      data = await readAsDataUrl(file);
    } catch (failure) {
      console.error('No se pudo leer el archivo.', failure);
      return false;
    }
    return connection.current?.send({
      file: data,
      filename,
      caption: caption?.trim() || INTERNAL_CHAT_DEFAULT_CAPTION,
      id_contact: contactId,
      date: new Date().toISOString(),
    }) ?? false;
  }, [contactId]);

  return { messages, loaded, connected, error, sendText, sendPageText, sendFile };
}
