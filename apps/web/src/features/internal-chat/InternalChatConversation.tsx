import { Text } from '@mantine/core';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { useChatSocket } from './useChatSocket';

/**
 * The live conversation with one contact: messages and composer over one socket, open while this is shown.
 * The widget sends as {message, id_contact, date} and offers files and audio; the page sends {type: 'message', message, id}.
 */
export function InternalChatConversation({ contactId, variant }: { contactId: number; variant: 'widget' | 'page' }) {
  const chat = useChatSocket(contactId);
  const widget = variant === 'widget';

  return (
    <>
      <MessageList messages={chat.messages} loading={!chat.loaded} />
      {chat.error && (
        <Text size="xs" c="red" px="sm" role="alert" data-testid="chat-error">{chat.error}</Text>
      )}
      <Composer
        placeholder={widget ? 'Escribe un mensaje...' : 'No puedes enviar textos vacíos'}
        onSendText={widget ? chat.sendText : chat.sendPageText}
        onSendFile={widget ? (file, filename, caption) => void chat.sendFile(file, filename, caption) : undefined}
      />
    </>
  );
}
