import { useEffect, useState } from 'react';
import { ActionIcon, Affix, Indicator, Paper } from '@mantine/core';
import { IconArrowLeft, IconMessageCircle, IconX } from '@tabler/icons-react';
import { INTERNAL_CHAT_LIST_LOADING_MS, useInbox } from './internal-chat.api';
import { InternalChatConversation } from './InternalChatConversation';
import { ConversationHeader } from './ConversationHeader';
import { InboxView } from './InboxView';
import { NewChatOverlay } from './NewChatOverlay';
import type { InternalChatContact } from './contacts';
import { FLOATING_BUTTON_BOTTOM, FLOATING_BUTTON_GAP, FLOATING_BUTTON_SIZE } from '../../app/layout/layout-settings';

/** The list shows its loading screen for a moment the first time the widget opens. */
function useFirstOpenLoading(open: boolean): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!open || done) return;
    const timer = setTimeout(() => setDone(true), INTERNAL_CHAT_LIST_LOADING_MS);
    return () => clearTimeout(timer);
  }, [open, done]);
  return !done;
}

/** Floating internal chat (bottom right): the inbox, and a conversation whose socket lives while it is shown. */
export function InternalChatWidget() {
  const [open, setOpen] = useState(false);
  const [contact, setContact] = useState<InternalChatContact | null>(null);
  const [choosing, setChoosing] = useState(false);
  const firstLoading = useFirstOpenLoading(open);
  const inbox = useInbox();
  const unread = inbox.data?.conversations.reduce((sum, c) => sum + c.unread, 0) ?? 0;

  const select = (chosen: InternalChatContact) => {
    setChoosing(false);
    setContact(chosen);
  };
  const isOnline = (id: number) =>
    !!inbox.data?.user_on.some((u) => u.id === id)
    || !!inbox.data?.conversations.some((c) => c.id_contact === id && c.status === 'CONECTADO');

  return (
    <Affix position={{ bottom: FLOATING_BUTTON_BOTTOM, right: FLOATING_BUTTON_GAP }} zIndex={100}>
      {open ? (
        <Paper
          shadow="xl"
          radius="md"
          withBorder
          w="min(380px, calc(100vw - 32px))"
          h="min(560px, calc(100vh - 100px))"
          pos="relative"
          style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
          role="region"
          aria-label="Chat"
        >
          {contact ? (
            <>
              <ConversationHeader
                contact={contact}
                online={isOnline(contact.id)}
                before={
                  <ActionIcon variant="subtle" color="gray" aria-label="Volver a la bandeja" onClick={() => setContact(null)}>
                    <IconArrowLeft size={18} />
                  </ActionIcon>
                }
                after={
                  <ActionIcon variant="subtle" color="gray" aria-label="Cerrar chat" onClick={() => setOpen(false)}>
                    <IconX size={18} />
                  </ActionIcon>
                }
              />
              <InternalChatConversation key={contact.id} contactId={contact.id} variant="widget" />
            </>
          ) : (
            <InboxView
              inbox={inbox.data}
              loading={firstLoading || inbox.isPending}
              failed={inbox.isError}
              onSelect={select}
              onNewChat={() => setChoosing(true)}
              onClose={() => setOpen(false)}
            />
          )}
          {choosing && !contact && <NewChatOverlay onSelect={select} onClose={() => setChoosing(false)} />}
        </Paper>
      ) : (
        <Indicator
          disabled={unread === 0}
          label={<span data-testid="chat-unread">{unread}</span>}
          size={20}
          color="red"
          offset={6}
        >
          <ActionIcon
            size={FLOATING_BUTTON_SIZE}
            radius="xl"
            variant="filled"
            aria-label={unread > 0 ? `Abrir chat (${unread} sin leer)` : 'Abrir chat'}
            onClick={() => setOpen(true)}
          >
            <IconMessageCircle size={26} />
          </ActionIcon>
        </Indicator>
      )}
    </Affix>
  );
}
