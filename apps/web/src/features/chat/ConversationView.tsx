import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Alert, Badge, Box, Button, Drawer, Group, Paper, Skeleton, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowsExchange, IconBolt, IconClipboardCheck, IconUser } from '@tabler/icons-react';
import { CHAT_MSG, type ChatMessageRead, type ConversationRead, formatPhone, PERMISSIONS, type TemplateRead } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { hasPermission, useMe } from '../../app/auth';
import { PHONE_QUERY } from '../../app/layout/layout-settings';
import { queryKeys } from '../../app/query-keys';
import { notifyErrorMessage } from '../../ui/notices';
import { TruncatedText } from '../../ui/Truncated';
import {
  assignConversation, markRead, replaceMessage, retryMessage, sendFile, sendTemplate, sendText, useConversationHistory, useConversationLive,
  useConversationMessages, useShortcuts,
} from './chat.api';
import { fileKind, PRIORITY_COLOR, sendSegment } from './chat.format';
import { ContactPanel, ShortcutsPanel, TypificationPanel } from './ChatPanels';
import { NoteModal, TransferModal } from './ChatDialogs';
import { Composer } from './Composer';
import { SlaBadge } from './SlaBadge';
import { isSupervising, SupervisingBadge, SupervisionBar } from './SupervisionBar';
import { EarlierConversations, Thread, typificationText } from './Thread';

type Panel = 'tipificacion' | 'atajos' | 'contacto';

/** From this screen width the panels open beside the conversation (when the thread keeps room enough); below it, over it. */
const SIDE_PANEL_QUERY = '(min-width: 75em)';
const SIDE_PANEL_WIDTH = 330;
const MIN_THREAD_WIDTH = 380;

interface ConversationViewProps {
  conversationId: number;
  elevated: boolean;
  /** Back to the list (phone widths, where list and conversation are two views). */
  onBack?(): void;
  /** The conversation left this agent's hands (transferred). */
  onLeave(): void;
  /** The lead the chat was opened from: its typification starts as a lead's and finishes it. */
  leadId?: number | null;
  /** Opened from the contact directory, which asks for a template first (spec §2.3). */
  offerTemplate?: boolean;
}

/** The centre of the workspace: the conversation, its actions (Crear, Atajos, Transferir, Contacto) and the message box. */
export function ConversationView({ conversationId, elevated, onBack, onLeave, leadId = null, offerTemplate = false }: ConversationViewProps) {
  const me = useMe();
  const messages = useConversationMessages({ conversation: conversationId });
  const conversation = messages.data?.pages[0]?.conversation ?? null;

  if (messages.isPending) return <Skeleton height="100%" radius="md" />;
  if (messages.isError || !conversation) {
    const gone = messages.error instanceof ApiError && messages.error.status !== 404 ? messages.error.message : CHAT_MSG.conversationNotFound;
    return (
      <Stack>
        {onBack && <BackButton onBack={onBack} />}
        <Alert color="red">{gone}</Alert>
      </Stack>
    );
  }
  return (
    <OpenConversation conversation={conversation} messages={messages} me={me.id} elevated={elevated} onBack={onBack} onLeave={onLeave}
      leadId={leadId} offerTemplate={offerTemplate} seesAll={hasPermission(me, PERMISSIONS.gestionesViewAll)} />
  );
}

function BackButton({ onBack }: { onBack(): void }) {
  return (
    <Tooltip label="Volver a la lista">
      <ActionIcon variant="subtle" aria-label="Volver a la lista" onClick={onBack}><IconArrowLeft size={20} /></ActionIcon>
    </Tooltip>
  );
}

interface OpenConversationProps extends Omit<ConversationViewProps, 'conversationId'> {
  conversation: ConversationRead;
  messages: ReturnType<typeof useConversationMessages>;
  me: number;
  /** 'Ver Gestiones de todos los agentes': what the server asks to read, note in and take over any agent's conversation. */
  seesAll: boolean;
}

function OpenConversation({
  conversation, messages, me, elevated, seesAll, onBack, onLeave, leadId = null, offerTemplate = false,
}: OpenConversationProps) {
  const queryClient = useQueryClient();
  const shortcuts = useShortcuts();
  const history = useConversationHistory(conversation.contacto.contact_id);
  const wideScreen = useMediaQuery(SIDE_PANEL_QUERY, false, { getInitialValueInEffect: false });
  const area = useElementSize();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [panel, setPanel] = useState<Panel | null>(null);
  // Where the panels go is decided when they open and kept while they are open: a form half filled in one
  // place would be lost if a passing change of size moved it to the other.
  const [wide, setWide] = useState(false);
  const togglePanel = (next: Panel) => {
    if (panel === null) setWide(wideScreen && area.width >= SIDE_PANEL_WIDTH + MIN_THREAD_WIDTH);
    setPanel(panel === next ? null : next);
  };
  const [transfer, setTransfer] = useState(false);
  const [note, setNote] = useState(false);
  const follow = useRef<() => void>(() => {});

  const mine = conversation.estado === 'EN_GESTION' && conversation.agent?.id === me;
  // A supervisor reading an agent's conversation: no message box (a note or taking it over instead), nothing marked read.
  const supervising = isSupervising(conversation, me, seesAll);
  const readIt = useCallback(() => {
    void markRead(conversation.id)
      .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.chat.part('list') }))
      .catch((error: unknown) => console.error('No se pudo marcar la conversación como leída.', error));
  }, [conversation.id, queryClient]);
  const unread = conversation.no_leidos > 0;
  useEffect(() => {
    if (mine && unread) readIt();
  }, [mine, unread, readIt]);
  const viewers = useConversationLive(conversation, () => {
    if (mine && document.hasFocus()) readIt();
  });

  const all: ChatMessageRead[] = [...(messages.data?.pages ?? [])].reverse().flatMap((page) => page.results);
  const open = conversation.estado === 'EN_GESTION';
  const closed = conversation.estado === 'FINALIZADA';
  const typification = history.data?.results.find((c) => c.id === conversation.id)?.tipificacion ?? null;
  const failed = (error: unknown) => notifyErrorMessage(error instanceof ApiError ? error.message : CHAT_MSG.sendFailed);
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.part('list') });
  const segment = sendSegment(conversation.type);

  const sent = async (send: () => Promise<{ message: ChatMessageRead }>) => {
    follow.current();
    try {
      const answer = await send();
      replaceMessage(queryClient, conversation.id, answer.message);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'window_closed') {
        // Not a failure to announce: the composer keeps the text and offers the templates; the conversation is read
        // again so that it says a template is required.
        await queryClient.invalidateQueries({ queryKey: queryKeys.chat.part('messages', { conversation: conversation.id }) });
      } else {
        failed(error);
      }
      throw error;
    } finally {
      await refreshLists();
    }
  };
  const onSendText = (text: string) => sent(() => sendText(segment, conversation, text));
  // A refused template is said in the picker, under its variables.
  const onSendTemplate = async (template: TemplateRead, variables: string[]) => {
    follow.current();
    try {
      const answer = await sendTemplate(segment, conversation, template.id, variables);
      replaceMessage(queryClient, conversation.id, answer.message);
    } finally {
      await refreshLists();
    }
  };
  const templates = conversation.type === 'WhatsApp'
    ? { conversation, required: conversation.plantilla_requerida, offered: offerTemplate, onSend: onSendTemplate }
    : null;
  const onSendFile = async (file: File, caption: string) => {
    const kind = fileKind(file);
    if (!kind) {
      notifyErrorMessage(CHAT_MSG.unsupportedFile);
      return;
    }
    await sent(() => sendFile(segment, conversation, file, kind, caption));
  };
  const onRetry = async (message: ChatMessageRead) => {
    const answer = await retryMessage(message.id);
    replaceMessage(queryClient, conversation.id, answer.message);
  };
  const take = async () => {
    try {
      await assignConversation(conversation.id);
      await queryClient.invalidateQueries({ queryKey: queryKeys.chat.all });
    } catch (error) {
      failed(error);
    }
  };

  const panels = (
    <Tabs value={panel} onChange={(value) => setPanel(value as Panel)}>
      <Tabs.List grow mb="sm">
        <Tabs.Tab value="tipificacion">Tipificación</Tabs.Tab>
        {elevated && <Tabs.Tab value="atajos">Atajos</Tabs.Tab>}
        <Tabs.Tab value="contacto">Contacto</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="tipificacion">
        {closed ? <ClosedTypification typification={typificationText(typification)} />
          : <TypificationPanel conversation={conversation} leadId={leadId} onSaved={() => setPanel(null)} />}
      </Tabs.Panel>
      {elevated && <Tabs.Panel value="atajos"><ShortcutsPanel conversation={conversation} /></Tabs.Panel>}
      <Tabs.Panel value="contacto"><ContactPanel conversation={conversation} /></Tabs.Panel>
    </Tabs>
  );
  const beside = wide && panel !== null;

  return (
    <Group ref={area.ref} h="100%" gap="sm" wrap="nowrap" align="stretch">
      <Paper withBorder radius="md" p="sm" h="100%" data-testid="chat-conversation"
        style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', borderLeft: `5px solid var(--mantine-color-${PRIORITY_COLOR[conversation.prioridad]}-6)` }}>
        <Group justify="space-between" mb="xs" wrap="wrap" gap={6} align="flex-start">
          {/* The actions wrap under the name rather than squeeze it. */}
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }} align="flex-start">
            {onBack && <BackButton onBack={onBack} />}
            <Box style={{ minWidth: 0, flex: 1 }}>
              <Group gap={6} wrap="nowrap">
                <TruncatedText fw={700} style={{ minWidth: 0 }}>{conversation.contacto.contact_name}</TruncatedText>
                {supervising && <SupervisingBadge />}
              </Group>
              <Group gap={6} wrap="nowrap">
                <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>{conversation.type}</Badge>
                {leadId !== null && <Badge size="sm" variant="light" color="grape" style={{ flexShrink: 0 }}>{`Lead ${leadId}`}</Badge>}
                <SlaBadge conversation={conversation} size="sm" />
                <TruncatedText size="xs" c="dimmed">{conversationDetails(conversation)}</TruncatedText>
              </Group>
              {closed && (
                <Group gap={6} mt={2}>
                  <Badge color="gray">Finalizada</Badge>
                  {typification && <Text size="xs">{typificationText(typification)}</Text>}
                </Group>
              )}
              {viewers.length > 0 && (
                <Text size="xs" c="orange" aria-live="polite">{`También la está viendo: ${viewers.join(', ')}`}</Text>
              )}
            </Box>
          </Group>
          <Group gap={6}>
            {conversation.estado === 'EN_ESPERA' && <Button size="xs" onClick={() => void take()}>Tomar conversación</Button>}
            <PanelButton active={panel === 'tipificacion'} icon={<IconClipboardCheck size={16} />} label="Crear" disabled={(!open && !closed) || supervising}
              onClick={() => togglePanel('tipificacion')} />
            {elevated && <PanelButton active={panel === 'atajos'} icon={<IconBolt size={16} />} label="Atajos" onClick={() => togglePanel('atajos')} />}
            <Button size="xs" variant="light" leftSection={<IconArrowsExchange size={16} />} disabled={!open} onClick={() => setTransfer(true)}>Transferir</Button>
            <PanelButton active={panel === 'contacto'} icon={<IconUser size={16} />} label="Contacto" onClick={() => togglePanel('contacto')} />
          </Group>
        </Group>
        <Thread
          messages={all}
          me={me}
          followRef={follow}
          onRetry={mine ? onRetry : undefined}
          before={(
            <>
              <EarlierConversations current={conversation} history={history.data?.results ?? []} me={me} />
              {messages.hasNextPage && (
                <Button variant="subtle" size="xs" onClick={() => void messages.fetchNextPage()} loading={messages.isFetchingNextPage}>
                  Cargar mensajes anteriores
                </Button>
              )}
            </>
          )}
        />
        {supervising ? (
          <SupervisionBar conversation={conversation} onNote={() => setNote(true)} />
        ) : (
          <Composer disabled={!mine} disabledHint={composerHint(conversation, closed)}
            shortcuts={shortcuts.data ?? []} templates={templates} onSendText={onSendText} onSendFile={onSendFile} onNote={() => setNote(true)} />
        )}
      </Paper>
      {beside && (
        <Paper withBorder radius="md" p="sm" w={SIDE_PANEL_WIDTH} h="100%" style={{ flexShrink: 0, overflowY: 'auto' }}
          component="aside" aria-label="Panel de la conversación">
          {panels}
        </Paper>
      )}
      <Drawer opened={!wide && panel !== null} onClose={() => setPanel(null)} position="right" size={phone ? '100%' : 'md'}
        title={conversation.contacto.contact_name}>
        {panels}
      </Drawer>
      <TransferModal conversation={conversation} opened={transfer} onClose={() => setTransfer(false)} onDone={onLeave} />
      <NoteModal conversation={conversation} opened={note} onClose={() => setNote(false)} />
    </Group>
  );
}

/** Why the composer is closed: the conversation ended, waits to be taken, or is another agent's (taken over, transferred). */
function composerHint(conversation: ConversationRead, closed: boolean): string {
  if (closed) return 'La conversación está finalizada.';
  return conversation.estado === 'EN_GESTION' ? CHAT_MSG.notYours : 'Toma la conversación para responder';
}

/** The address, campaign and agent of a conversation in one line. */
function conversationDetails(conversation: ConversationRead): string {
  const address = conversation.type === 'WhatsApp' ? formatPhone(`+${conversation.phone}`) : conversation.phone;
  return [address, conversation.campaign?.name, conversation.agent?.get_full_name].filter(Boolean).join(' · ');
}

function PanelButton({ active, icon, label, disabled, onClick }: { active: boolean; icon: ReactNode; label: string; disabled?: boolean; onClick(): void }) {
  return (
    <Button size="xs" variant={active ? 'filled' : 'light'} leftSection={icon} disabled={disabled} onClick={onClick} aria-pressed={active}>
      {label}
    </Button>
  );
}

function ClosedTypification({ typification }: { typification: string | null }) {
  return (
    <Text size="sm">{typification ? `Tipificada: ${typification}` : 'La conversación está finalizada y no tiene tipificación.'}</Text>
  );
}
