import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Badge, Button, Grid, Group, Modal, Paper, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPhone, IconPlus, IconSettings, IconUserStar } from '@tabler/icons-react';
import { CHAT_MSG, PERMISSIONS, type ConversationRead } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { hasPermission, useMe } from '../../app/auth';
import { usePageTitle } from '../../app/page-title';
import { queryKeys } from '../../app/query-keys';
import { notifyErrorMessage } from '../../ui/notices';
import { assignConversation, useChatLive, type ChatTab } from './chat.api';
import { ChatSettings, NewChatModal } from './ChatDialogs';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';

/** What the contact directory, a lead or a contact card hands over to open a conversation. */
function addressFromState(state: unknown): string | null {
  const selected = (state as { selectedChatId?: unknown } | null)?.selectedChatId;
  return typeof selected === 'string' && selected ? selected.replace(/^\+/, '') : null;
}

/** /chat: the customer chat workspace (spec §2.2). */
export function ChatPage() {
  const queryClient = useQueryClient();
  const me = useMe();
  const elevated = hasPermission(me, PERMISSIONS.chatConfigure);
  const location = useLocation();
  const routeAddress = useParams().id ?? null;
  const [phone, setPhone] = useState<string | null>(addressFromState(location.state) ?? routeAddress);
  const [openTab, setOpenTab] = useState<ChatTab>('mine');
  const [newChat, setNewChat] = useState(false);
  const [settings, setSettings] = useState(false);
  const [phoneModal, setPhoneModal] = useState(false);
  usePageTitle('Chat');
  const viewers = useChatLive(phone);

  useEffect(() => {
    const fromState = addressFromState(location.state);
    if (fromState) setPhone(fromState);
  }, [location.state]);

  const select = async (conversation: ConversationRead, tab: ChatTab | 'closed') => {
    if (tab === 'waiting') {
      try {
        await assignConversation(conversation.id);
      } catch (error) {
        notifyErrorMessage(error instanceof ApiError ? error.message : CHAT_MSG.alreadyAssigned);
        await queryClient.invalidateQueries({ queryKey: queryKeys.chat.part('list') });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.chat.all });
      setOpenTab('mine');
    }
    setPhone(conversation.phone);
  };

  return (
    <>
      {/* The screen shows no title; its heading is for screen readers and the focus after a navigation. */}
      <VisuallyHidden><Title order={1} tabIndex={-1}>Chat</Title></VisuallyHidden>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Paper withBorder p="sm" pb={64} radius="md" pos="relative" mih={{ base: 0, md: 320 }}>
            <Group gap={6} mb="xs" wrap="nowrap">
              <Tooltip label="Gestión Telefónica">
                <ActionIcon variant="light" aria-label="Gestión Telefónica" onClick={() => setPhoneModal(true)}><IconPhone size={18} /></ActionIcon>
              </Tooltip>
              <Tooltip label="Leads pendientes">
                <Badge variant="light" leftSection={<IconUserStar size={12} />} aria-label="Leads pendientes: 0">Leads 0</Badge>
              </Tooltip>
              {elevated && (
                <Tooltip label="Configuración">
                  <ActionIcon variant="light" aria-label="Configuración" onClick={() => setSettings(true)}><IconSettings size={18} /></ActionIcon>
                </Tooltip>
              )}
            </Group>
            <ConversationList selected={phone} open={openTab} onOpenChange={setOpenTab} onSelect={(c, tab) => void select(c, tab)} />
            <Tooltip label="Nuevo chat">
              <ActionIcon size={48} radius="xl" aria-label="Nuevo chat" onClick={() => setNewChat(true)} pos="absolute" bottom={12} right={12}
                style={{ boxShadow: 'var(--mantine-shadow-md)' }}>
                <IconPlus size={24} />
              </ActionIcon>
            </Tooltip>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          {phone ? (
            <ConversationView key={phone} phone={phone} elevated={elevated} viewers={viewers} onClosed={() => setPhone(null)} />
          ) : (
            <Paper withBorder p="xl" radius="md" ta="center">
              <Text c="dimmed">Elige una conversación de Mis Gestiones o toma una En Espera.</Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
      <NewChatModal opened={newChat} onClose={() => setNewChat(false)} onStarted={(conversation) => { setOpenTab('mine'); setPhone(conversation.phone); }} />
      <Modal opened={settings} onClose={() => setSettings(false)} title="Configuración del chat" centered>
        <ChatSettings />
      </Modal>
      <Modal opened={phoneModal} onClose={() => setPhoneModal(false)} title="Gestión Telefónica" centered>
        <Text size="sm">Usa el teléfono de la barra superior para marcar; la llamada queda registrada al tipificarla.</Text>
        <Group justify="flex-end" mt="md"><Button variant="default" onClick={() => setPhoneModal(false)}>Cerrar</Button></Group>
      </Modal>
    </>
  );
}
