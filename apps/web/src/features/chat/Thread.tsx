import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Badge, Box, Button, Collapse, Group, Paper, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconHistory } from '@tabler/icons-react';
import type { ChatMessageRead, ConversationRead } from '@atiende/shared';
import { formatDateTime } from '../../ui/dates';
import { useConversationMessages, type PastConversation } from './chat.api';
import { byDay, dayLabel, followsNewest } from './chat.format';
import { MessageBubble } from './MessageBubble';

/** 'Resultado · Calificación', how a typification is named in one line. */
export function typificationText(typification: PastConversation['tipificacion']): string | null {
  return typification ? [typification.resultado, typification.calificacion].filter(Boolean).join(' · ') : null;
}

/** Messages under their day, as the thread and the earlier conversations show them. */
function Days({ messages, me, onRetry }: { messages: ChatMessageRead[]; me: number; onRetry?(message: ChatMessageRead): Promise<void> }) {
  return byDay(messages).map((group) => (
    <Stack key={group.date} gap={6}>
      <Text size="xs" c="dimmed" ta="center" fw={600}>{dayLabel(group.date)}</Text>
      {group.messages.map((message) => <MessageBubble key={message.id} message={message} me={me} onRetry={onRetry} />)}
    </Stack>
  ));
}

interface ThreadProps {
  messages: ChatMessageRead[];
  me: number;
  /** Set by the thread: takes it to its end and keeps it there (after the agent sends). */
  followRef: RefObject<() => void>;
  onRetry?(message: ChatMessageRead): Promise<void>;
  /** What goes above the messages (earlier conversations, older pages). */
  before: ReactNode;
}

/**
 * The scrolling thread. It stays at the newest message while the agent is at the end, also when an image
 * or a player loads and grows it; once the agent scrolls up to read, new content leaves the position alone.
 */
export function Thread({ messages, me, followRef, onRetry, before }: ThreadProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useEffect(() => {
    const toEnd = () => {
      const view = viewport.current;
      if (view) view.scrollTop = view.scrollHeight;
    };
    followRef.current = () => {
      following.current = true;
      toEnd();
    };
    if (!content.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current) toEnd();
    });
    observer.observe(content.current);
    return () => observer.disconnect();
  }, [followRef]);

  return (
    <Box ref={viewport} tabIndex={0} role="log" aria-label="Hilo de la conversación" data-testid="chat-thread"
      onScroll={(event) => { following.current = followsNewest(event.currentTarget); }}
      style={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', paddingRight: 4, marginBottom: 8 }}>
      <Stack ref={content} gap={6}>
        {/* Opening earlier conversations or older pages is reading back: the thread stops following the end. */}
        <Stack gap={6} onClickCapture={() => { following.current = false; }}>{before}</Stack>
        {messages.length === 0 && <Text c="dimmed" ta="center" size="sm">Sin mensajes todavía.</Text>}
        <Days messages={messages} me={me} onRetry={onRetry} />
      </Stack>
    </Box>
  );
}

/** Conversaciones anteriores: the contact's earlier conversations, folded; each opens to read its messages. */
export function EarlierConversations({ current, history, me }: { current: ConversationRead; history: PastConversation[]; me: number }) {
  const [open, setOpen] = useState(false);
  const earlier = history.filter((c) => c.id !== current.id && c.creado < current.creado);
  if (earlier.length === 0) return null;
  return (
    <Box>
      <Button variant="subtle" size="xs" fullWidth leftSection={<IconHistory size={14} />} aria-expanded={open}
        rightSection={open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />} onClick={() => setOpen((o) => !o)}>
        {`Conversaciones anteriores (${earlier.length})`}
      </Button>
      <Collapse expanded={open}>
        <Stack gap={6} mt={6}>
          {earlier.map((conversation) => <EarlierConversation key={conversation.id} conversation={conversation} me={me} />)}
        </Stack>
      </Collapse>
    </Box>
  );
}

function EarlierConversation({ conversation, me }: { conversation: PastConversation; me: number }) {
  const [open, setOpen] = useState(false);
  const dates = `${formatDateTime(conversation.creado)}${conversation.cerrado ? ` – ${formatDateTime(conversation.cerrado)}` : ''}`;
  const typification = typificationText(conversation.tipificacion);
  return (
    <Paper withBorder radius="md" p="xs" bg="var(--mantine-color-default-hover)" data-testid="earlier-conversation">
      <UnstyledButton w="100%" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        <Group justify="space-between" wrap="nowrap" gap={6}>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" fw={600}>{dates}</Text>
            <Text size="xs" c="dimmed" truncate>
              {[conversation.type, conversation.campaign?.name, conversation.agent?.get_full_name ?? 'Sin agente'].filter(Boolean).join(' · ')}
            </Text>
            <Text size="xs">{typification ?? (conversation.estado === 'FINALIZADA' ? 'Sin tipificación' : 'Abierta')}</Text>
            <VisuallyHidden>{open ? 'Ocultar mensajes' : 'Ver mensajes'}</VisuallyHidden>
          </Stack>
          <Group gap={4} wrap="nowrap">
            {conversation.estado !== 'FINALIZADA' && <Badge size="xs" variant="light">Abierta</Badge>}
            {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
          </Group>
        </Group>
      </UnstyledButton>
      {open && <PastMessages conversation={conversation.id} me={me} />}
    </Paper>
  );
}

function PastMessages({ conversation, me }: { conversation: number; me: number }) {
  const messages = useConversationMessages({ conversation });
  if (messages.isPending) return <Skeleton height={80} mt="xs" />;
  if (messages.isError) return <Text size="sm" c="red.8" mt="xs">No se pudieron cargar los mensajes.</Text>;
  const all = [...messages.data.pages].reverse().flatMap((page) => page.results);
  return (
    <Stack gap={6} mt="xs">
      {messages.hasNextPage && (
        <Button variant="subtle" size="xs" onClick={() => void messages.fetchNextPage()} loading={messages.isFetchingNextPage}>
          Cargar mensajes anteriores
        </Button>
      )}
      {all.length === 0 ? <Text size="sm" c="dimmed">Sin mensajes.</Text> : <Days messages={all} me={me} />}
    </Stack>
  );
}
