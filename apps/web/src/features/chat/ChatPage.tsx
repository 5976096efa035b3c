import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Alert, Anchor, Badge, Box, Button, Group, Loader, Modal, Paper, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell, IconBellOff, IconPhone, IconPlus, IconSettings, IconUserStar, IconWifiOff } from '@tabler/icons-react';
import { CHAT_MSG, PERMISSIONS, type ConversationRead } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { hasPermission, useAllows, useMe } from '../../app/auth';
import { FLOATING_BAND, PHONE_QUERY } from '../../app/layout/layout-settings';
import { usePageTitle } from '../../app/page-title';
import { queryKeys } from '../../app/query-keys';
import { notifyErrorMessage } from '../../ui/notices';
import { assignConversation, startConversation, useConversationList, useConversationMessages, useListsLive, useReconnecting, type ChatTab } from './chat.api';
import { unreadTitle, unreadTotal } from './chat.format';
import { useSoundSetting, useUnreadChime } from './chat.sound';
import { ChatSettings, NewChatModal } from './ChatDialogs';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import { leadOfChatState, useLeadsLive, usePendingLeadsToday } from '../leads/leads.api';
import { leadsLink } from '../leads/lead-filters-url';
import { bogotaToday } from '../leads/lead-format';
import { CallStatusPanel } from '../telephony/CallStatusPanel';

/** The number the contact directory, a lead or a contact card hands over to open its conversation. */
function addressFromState(state: unknown): string | null {
  const selected = (state as { selectedChatId?: unknown } | null)?.selectedChatId;
  return typeof selected === 'string' && selected ? selected.replace(/^\+/, '') : null;
}

/** The conversation id in /chat/{id}, or null. */
function conversationIdOf(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) ? Number(param) : null;
}

/** The workspace fills the screen below the top bar, above the band of the floating buttons: the message box is always in view. */
const WORKSPACE_HEIGHT = `calc(100dvh - var(--app-shell-header-height, 64px) - 2 * var(--app-shell-padding, 16px) - ${FLOATING_BAND}px)`;
const LIST_WIDTH = 350;

/** /chat and /chat/{id}: the customer chat workspace (spec §2.2); the open conversation is in the address. */
export function ChatPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useMe();
  const elevated = hasPermission(me, PERMISSIONS.chatConfigure);
  // Agents' open conversations are listed by agent in the supervision report ('Chats abiertos'), which opens them here.
  const supervises = hasPermission(me, PERMISSIONS.gestionesViewAll) && hasPermission(me, PERMISSIONS.supervisionView);
  const location = useLocation();
  const [search] = useSearchParams();
  const conversationId = conversationIdOf(useParams().id);
  const phoneToOpen = conversationId === null ? (addressFromState(location.state) ?? search.get('telefono')) : null;
  // Opened from a lead: its conversation keeps the lead's state, so the typification finishes the lead.
  const leadId = leadOfChatState(location.state);
  // Opened from the contact directory: the conversation offers its templates first.
  const offerTemplate = (location.state as { template?: unknown } | null)?.template === true;
  const [openTab, setOpenTab] = useState<ChatTab>('mine');
  const [newChat, setNewChat] = useState(false);
  const [settings, setSettings] = useState(false);
  const [phoneModal, setPhoneModal] = useState(false);
  const [sound, setSound] = useSoundSetting();
  const phoneWidth = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const reconnecting = useReconnecting();
  useListsLive();
  const seesLeads = useAllows('leads');
  useLeadsLive(seesLeads);

  const mine = useConversationList('mine');
  const unread = unreadTotal(mine.results);
  usePageTitle(unreadTitle(unread));
  useUnreadChime(mine.isPending ? null : unread, sound);

  const openConversation = (id: number, replace = false) => navigate(`/chat/${id}`, { replace, state: replace ? location.state : undefined });
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
    void openConversation(conversation.id);
  };
  const selected = conversationId !== null || phoneToOpen !== null;
  const backToList = () => void navigate('/chat');

  return (
    <Stack gap="xs" h={WORKSPACE_HEIGHT} mih={420}>
      {/* The screen shows no title; its heading is for screen readers and the focus after a navigation. */}
      <VisuallyHidden><Title order={1} tabIndex={-1}>Chat</Title></VisuallyHidden>
      {reconnecting && (
        <Alert color="orange" variant="light" py={6} icon={<IconWifiOff size={18} />} role="status" title="Reconectando…">
          Se perdió la conexión en vivo; al volver se cargará lo que llegó mientras tanto.
        </Alert>
      )}
      <Group gap="sm" wrap="nowrap" align="stretch" style={{ flex: 1, minHeight: 0 }}>
        {(!phoneWidth || !selected) && (
          <Paper withBorder p="sm" pb={64} radius="md" pos="relative" w={phoneWidth ? '100%' : LIST_WIDTH}
            style={{ flexShrink: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }} component="section" aria-label="Conversaciones">
            <Group gap={6} mb="xs" wrap="nowrap">
              <Tooltip label="Gestión Telefónica">
                <ActionIcon variant="light" aria-label="Gestión Telefónica" onClick={() => setPhoneModal(true)}><IconPhone size={18} /></ActionIcon>
              </Tooltip>
              {seesLeads && <PendingLeadsBadge />}
              <Tooltip label={sound ? 'Sonido de aviso activado' : 'Sonido de aviso desactivado'}>
                <ActionIcon variant={sound ? 'light' : 'subtle'} aria-label="Sonido de aviso" aria-pressed={sound} onClick={() => setSound(!sound)}>
                  {sound ? <IconBell size={18} /> : <IconBellOff size={18} />}
                </ActionIcon>
              </Tooltip>
              {elevated && (
                <Tooltip label="Configuración">
                  <ActionIcon variant="light" aria-label="Configuración" onClick={() => setSettings(true)}><IconSettings size={18} /></ActionIcon>
                </Tooltip>
              )}
            </Group>
            <ConversationList selected={conversationId} open={openTab} onOpenChange={setOpenTab} onSelect={(c, tab) => void select(c, tab)} />
            <Tooltip label="Nuevo chat">
              <ActionIcon size={48} radius="xl" aria-label="Nuevo chat" onClick={() => setNewChat(true)} pos="absolute" bottom={12} right={12}
                style={{ boxShadow: 'var(--mantine-shadow-md)' }}>
                <IconPlus size={24} />
              </ActionIcon>
            </Tooltip>
          </Paper>
        )}
        {(!phoneWidth || selected) && (
          <Box style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
            {conversationId !== null ? (
              <ConversationView key={conversationId} conversationId={conversationId} elevated={elevated} leadId={leadId} offerTemplate={offerTemplate}
                onBack={phoneWidth ? backToList : undefined} onLeave={backToList} />
            ) : phoneToOpen !== null ? (
              <OpenByPhone phone={phoneToOpen} onFound={(id) => void openConversation(id, true)} />
            ) : (
              <Paper withBorder p="xl" radius="md" ta="center">
                <Text c="dimmed">Elige una conversación de Mis Gestiones o toma una En Espera.</Text>
                {supervises && (
                  <Text size="sm" mt="xs">
                    {'Para supervisar la conversación de un agente, ábrela desde sus Chats abiertos en el '}
                    <Anchor component={Link} to="/report_supervision" inherit>Reporte de Supervisión</Anchor>.
                  </Text>
                )}
              </Paper>
            )}
          </Box>
        )}
      </Group>
      <NewChatModal opened={newChat} onClose={() => setNewChat(false)} onStarted={(conversation) => { setOpenTab('mine'); void openConversation(conversation.id); }} />
      <Modal opened={settings} onClose={() => setSettings(false)} title="Configuración del chat" centered>
        <ChatSettings />
      </Modal>
      <Modal opened={phoneModal} onClose={() => setPhoneModal(false)} title="Gestión Telefónica" centered>
        <CallStatusPanel />
        <Group justify="flex-end" mt="md"><Button variant="default" onClick={() => setPhoneModal(false)}>Cerrar</Button></Group>
      </Modal>
    </Stack>
  );
}

/** 'Leads {n}': today's event leads still PENDIENTE (live on /ws/leads/); it opens them on /leads. */
function PendingLeadsBadge() {
  const pending = usePendingLeadsToday(true);
  const count = pending.data ?? 0;
  const today = bogotaToday();
  return (
    <Tooltip label="Leads pendientes de hoy">
      <Badge component={Link} to={leadsLink({ estado: 'PENDIENTE', range: { from: today, to: today } })} variant="light"
        leftSection={<IconUserStar size={12} />} aria-label={`Leads ${count} pendientes de hoy`} style={{ cursor: 'pointer' }} data-testid="leads-badge">
        {`Leads ${count}`}
      </Badge>
    </Tooltip>
  );
}

/** A number chosen in the directory or on a contact card: its open conversation, or the offer to start one. */
function OpenByPhone({ phone, onFound }: { phone: string; onFound(id: number): void }) {
  const found = useConversationMessages({ phone });
  const id = found.data?.pages[0]?.conversation?.id ?? null;
  useEffect(() => {
    if (id !== null) onFound(id);
  }, [id, onFound]);
  if (found.isPending || id !== null) return <Loader aria-label="Buscando la conversación" />;
  if (found.error instanceof ApiError && found.error.status !== 404) return <Alert color="red">{found.error.message}</Alert>;
  return <NoConversation phone={phone} onStarted={onFound} />;
}

function NoConversation({ phone, onStarted }: { phone: string; onStarted(id: number): void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    try {
      const started = await startConversation(phone);
      await queryClient.invalidateQueries({ queryKey: queryKeys.chat.part('list') });
      onStarted(started.conversation.id);
    } catch (failure) {
      setError(failure instanceof ApiError ? (Object.values(failure.fields)[0]?.[0] ?? failure.message) : CHAT_MSG.phoneCheckFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="flex-start">
        <Text>{`No hay una conversación abierta con ${/^\d+$/.test(phone) ? `+${phone}` : phone}.`}</Text>
        <Button onClick={() => void start()} loading={busy}>Iniciar conversación</Button>
        {error && <Alert color="red" w="100%">{error}</Alert>}
      </Stack>
    </Paper>
  );
}
