import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Box, Button, Drawer, Group, Paper, ScrollArea, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowsExchange, IconBolt, IconClipboardCheck } from '@tabler/icons-react';
import { CHAT_MSG, type ChatMessageRead, formatPhone } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { queryKeys } from '../../app/query-keys';
import { notifyErrorMessage } from '../../ui/notices';
import { assignConversation, sendFile, sendText, startConversation, useConversationMessages, useShortcuts } from './chat.api';
import { byDay, dayLabel, fileKind, PRIORITY_COLOR, sendSegment } from './chat.format';
import { ContactPanel, ShortcutsPanel, TypificationPanel } from './ChatPanels';
import { NoteModal, TransferModal } from './ChatDialogs';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';

type Panel = 'tipificacion' | 'atajos' | 'contacto';

/** The centre of the workspace: the conversation, its actions (Crear, Atajos, Transferir) and the message box. */
export function ConversationView({ phone, elevated, viewers, onClosed }: { phone: string; elevated: boolean; viewers: string[]; onClosed(): void }) {
  const queryClient = useQueryClient();
  const messages = useConversationMessages(phone);
  const shortcuts = useShortcuts();
  const [panel, setPanel] = useState<Panel | null>(null);
  const [transfer, setTransfer] = useState(false);
  const [note, setNote] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);

  const pages = messages.data?.pages ?? [];
  const conversation = pages[0]?.conversation ?? null;
  const all: ChatMessageRead[] = [...pages].reverse().flatMap((page) => page.results);
  const lastId = all.at(-1)?.id;
  useEffect(() => {
    const timer = setTimeout(() => bottom.current?.scrollIntoView({ block: 'end' }), 100);
    return () => clearTimeout(timer);
  }, [lastId]);

  if (messages.isPending) return <Skeleton height={420} radius="md" />;
  if (messages.error instanceof ApiError && messages.error.status === 404) return <NoConversation phone={phone} />;
  if (messages.isError || !conversation) {
    return <Alert color="red">{messages.error instanceof ApiError ? messages.error.message : CHAT_MSG.conversationNotFound}</Alert>;
  }

  const open = conversation.estado === 'EN_GESTION';
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.all });
  const failed = (error: unknown) => notifyErrorMessage(error instanceof ApiError ? error.message : CHAT_MSG.sendFailed);
  const segment = sendSegment(conversation.type);
  const onSendText = async (text: string) => {
    try {
      await sendText(segment, conversation.phone, text);
    } catch (error) {
      failed(error);
      throw error;
    } finally {
      await refresh();
    }
  };
  const onSendFile = async (file: File) => {
    const kind = fileKind(file);
    if (!kind) {
      notifyErrorMessage('Tipo de archivo no permitido: imágenes, audio, video, .pdf, .doc o .docx.');
      return;
    }
    try {
      await sendFile(segment, conversation.phone, file, kind, '');
    } catch (error) {
      failed(error);
    } finally {
      await refresh();
    }
  };
  const take = async () => {
    try {
      await assignConversation(conversation.id);
      await refresh();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" style={{ borderLeft: `5px solid var(--mantine-color-${PRIORITY_COLOR[conversation.prioridad]}-6)` }}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Box>
          <Text fw={700}>{conversation.contacto.contact_name}</Text>
          <Group gap={6}>
            <Badge size="sm" variant="light">{conversation.type}</Badge>
            <Text size="xs" c="dimmed">{conversation.type === 'WhatsApp' ? formatPhone(`+${conversation.phone}`) : conversation.phone}</Text>
            {conversation.campaign && <Text size="xs" c="dimmed">· {conversation.campaign.name}</Text>}
            {conversation.agent && <Text size="xs" c="dimmed">· {conversation.agent.get_full_name}</Text>}
          </Group>
          {viewers.length > 0 && (
            <Text size="xs" c="orange" aria-live="polite">{`También la está viendo: ${viewers.join(', ')}`}</Text>
          )}
        </Box>
        <Group gap={6}>
          {conversation.estado === 'EN_ESPERA' && <Button size="xs" onClick={() => void take()}>Tomar conversación</Button>}
          {conversation.estado === 'FINALIZADA' && <Badge color="gray">Finalizada</Badge>}
          <Button size="xs" variant="light" leftSection={<IconClipboardCheck size={16} />} disabled={!open} onClick={() => setPanel('tipificacion')}>Crear</Button>
          {elevated && <Button size="xs" variant="light" leftSection={<IconBolt size={16} />} onClick={() => setPanel('atajos')}>Atajos</Button>}
          <Button size="xs" variant="light" leftSection={<IconArrowsExchange size={16} />} disabled={!open} onClick={() => setTransfer(true)}>Transferir</Button>
          <Button size="xs" variant="subtle" onClick={() => setPanel('contacto')}>Contacto</Button>
        </Group>
      </Group>
      <ScrollArea h="calc(100dvh - 400px)" mih={240} type="auto" offsetScrollbars>
        <Stack gap={6} pr="xs">
          {messages.hasNextPage && (
            <Button variant="subtle" size="xs" onClick={() => void messages.fetchNextPage()} loading={messages.isFetchingNextPage}>Cargar mensajes anteriores</Button>
          )}
          {all.length === 0 && <Text c="dimmed" ta="center" size="sm">Sin mensajes todavía.</Text>}
          {byDay(all).map((group) => (
            <Stack key={group.date} gap={6}>
              <Text size="xs" c="dimmed" ta="center" fw={600}>{dayLabel(group.date)}</Text>
              {group.messages.map((message) => <MessageBubble key={message.id} message={message} />)}
            </Stack>
          ))}
          <div ref={bottom} />
        </Stack>
      </ScrollArea>
      <Composer disabled={!open} shortcuts={shortcuts.data ?? []} onSendText={onSendText} onSendFile={onSendFile} onNote={() => setNote(true)} />
      <Drawer opened={panel !== null} onClose={() => setPanel(null)} position="right" size="md" title={conversation.contacto.contact_name}>
        <Tabs value={panel} onChange={(value) => setPanel(value as Panel)}>
          <Tabs.List grow mb="sm">
            <Tabs.Tab value="tipificacion">Tipificación</Tabs.Tab>
            {elevated && <Tabs.Tab value="atajos">Personalizar Atajos</Tabs.Tab>}
            <Tabs.Tab value="contacto">Contacto</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="tipificacion">
            <TypificationPanel conversation={conversation} onSaved={() => { setPanel(null); onClosed(); }} />
          </Tabs.Panel>
          {elevated && <Tabs.Panel value="atajos"><ShortcutsPanel conversation={conversation} /></Tabs.Panel>}
          <Tabs.Panel value="contacto"><ContactPanel conversation={conversation} /></Tabs.Panel>
        </Tabs>
      </Drawer>
      <TransferModal conversation={conversation} opened={transfer} onClose={() => setTransfer(false)} onDone={onClosed} />
      <NoteModal conversation={conversation} opened={note} onClose={() => setNote(false)} />
    </Paper>
  );
}

/** A number chosen in the directory or on a contact card with no conversation yet: offer to start one. */
function NoConversation({ phone }: { phone: string }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    try {
      await startConversation(phone);
      await queryClient.invalidateQueries({ queryKey: queryKeys.chat.all });
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
