import { useEffect, useMemo, useRef, useState } from 'react';
import { Anchor, Box, Center, Divider, Group, Image, Loader, Modal, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { InternalChatMessage } from '@atiende/shared';
import { getAccessToken } from '../../app/api';
import { INTERNAL_CHAT_SCROLL_DELAY_MS } from './internal-chat.api';
import { dayLabel, fileHref, groupByDay, isImageFile, type DatedMessage } from './internal-chat.format';

function FileContent({ message, onPreview }: { message: InternalChatMessage; onPreview(): void }) {
  const href = fileHref(message.file!, getAccessToken());
  const filename = message.filename ?? 'archivo';
  if (isImageFile(filename)) {
    return (
      <UnstyledButton onClick={onPreview} aria-label={`Ver imagen ${filename}`}>
        <Image src={href} alt={message.caption ?? filename} radius="sm" w={200} h={140} fit="cover" />
      </UnstyledButton>
    );
  }
  return (
    <Stack gap={4}>
      {filename.toLowerCase().endsWith('.wav') && <audio controls preload="none" src={href} style={{ width: 220 }} />}
      <Anchor href={href} target="_blank" rel="noreferrer" download={filename} size="sm">
        <Group gap={4} wrap="nowrap">
          <IconDownload size={14} />
          <span style={{ wordBreak: 'break-all' }}>Descargar {filename}</span>
        </Group>
      </Anchor>
    </Stack>
  );
}

function MessageBubble({ message, onPreview }: { message: InternalChatMessage; onPreview(): void }) {
  return (
    <Group justify={message.mine ? 'flex-end' : 'flex-start'} data-testid="chat-message" data-mine={message.mine}>
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="80%"
        bg={message.mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
      >
        {message.file ? (
          <Stack gap={4}>
            <FileContent message={message} onPreview={onPreview} />
            {message.caption && <Text size="sm" style={{ wordBreak: 'break-word' }}>{message.caption}</Text>}
          </Stack>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{message.message}</Text>
        )}
        <Text size="xs" c="dimmed" ta="right">{message.f_enviar}</Text>
      </Paper>
    </Group>
  );
}

/** A conversation's messages under date separators, scrolled to the newest one as they arrive. */
export function MessageList({ messages, loading }: { messages: DatedMessage[]; loading: boolean }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [preview, setPreview] = useState<InternalChatMessage | null>(null);
  const days = useMemo(() => groupByDay(messages), [messages]);

  useEffect(() => {
    const timer = setTimeout(() => {
      viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
    }, INTERNAL_CHAT_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [messages.length]);

  return (
    <>
      <ScrollArea viewportRef={viewport} style={{ flex: 1, minHeight: 0 }} type="auto" offsetScrollbars aria-label="Conversación">
        {loading ? (
          <Center py="xl"><Loader size="sm" aria-label="Cargando mensajes" /></Center>
        ) : messages.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="xl">Aún no hay mensajes. Escribe el primero.</Text>
        ) : (
          <Stack gap={6} p="xs">
            {days.map(({ day, messages: ofDay }) => (
              <Box key={day}>
                <Divider label={dayLabel(day)} labelPosition="center" my="xs" />
                <Stack gap={6}>
                  {ofDay.map((message) => (
                    <MessageBubble key={message.id} message={message} onPreview={() => setPreview(message)} />
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </ScrollArea>
      <Modal opened={preview !== null} onClose={() => setPreview(null)} title={preview?.filename ?? ''} size="lg" centered>
        {preview?.file && (
          <Stack>
            <Image src={fileHref(preview.file, getAccessToken())} alt={preview.caption ?? preview.filename ?? ''} radius="sm" fit="contain" mah="70vh" />
            {preview.caption && <Text>{preview.caption}</Text>}
          </Stack>
        )}
      </Modal>
    </>
  );
}
