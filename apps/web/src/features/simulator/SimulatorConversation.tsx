import { useEffect, useRef } from 'react';
import { Anchor, Box, Center, Group, Image, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCheck, IconChecks, IconFileText, IconMapPin } from '@tabler/icons-react';
import { simFileUrl, type SimMessage } from './simulator.api';

const KIND_LABELS: Record<SimMessage['kind'], string> = {
  text: 'Texto', image: 'Imagen', audio: 'Audio', video: 'Video', document: 'Documento', sticker: 'Sticker', location: 'Ubicación', template: 'Plantilla',
};

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('es-CO', { hour: '2-digit', minute: '2-digit' });

/** One tick sent, two delivered, two in blue read: on the customer's messages, whether the business read them. */
function Ticks({ status }: { status: SimMessage['status'] }) {
  if (status === 'sent') return <IconCheck size={14} aria-label="Enviado" />;
  if (status === 'delivered') return <IconChecks size={14} aria-label="Entregado" />;
  return <IconChecks size={14} color="var(--mantine-color-blue-5)" aria-label="Leído" />;
}

function FileBody({ message }: { message: SimMessage }) {
  const href = message.file ? simFileUrl(message.file.url) : message.link;
  const name = message.file?.filename ?? KIND_LABELS[message.kind];
  if (!href) return <Text size="sm" c="dimmed">{KIND_LABELS[message.kind]} sin archivo</Text>;
  if (message.kind === 'image' || message.kind === 'sticker') {
    return (
      <Anchor href={href} target="_blank" rel="noreferrer">
        <Image src={href} alt={message.text ?? name} maw={240} mah={240} fit="contain" radius="sm" />
      </Anchor>
    );
  }
  if (message.kind === 'audio') return <audio controls preload="none" src={href} style={{ maxWidth: 240 }} />;
  if (message.kind === 'video') return <video controls preload="none" src={href} style={{ maxWidth: 240 }} />;
  return (
    <Group gap={6} wrap="nowrap">
      <IconFileText size={18} aria-hidden />
      <Anchor href={href} target="_blank" rel="noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>{name}</Anchor>
    </Group>
  );
}

function Body({ message }: { message: SimMessage }) {
  if (message.location) {
    const { latitude, longitude, name } = message.location;
    const map = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
    return (
      <Group gap={6} wrap="nowrap">
        <IconMapPin size={18} aria-hidden />
        <Anchor href={map} target="_blank" rel="noreferrer" size="sm">{name ? `${name} (${latitude}, ${longitude})` : `Ubicación: ${latitude}, ${longitude}`}</Anchor>
      </Group>
    );
  }
  const text = message.text ? <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Text> : null;
  if (message.kind === 'text' || message.kind === 'template') return text;
  return (
    <Stack gap={4}>
      <FileBody message={message} />
      {text}
    </Stack>
  );
}

/** A message as the customer's phone shows it: the customer's own on the right, the agent's on the left. */
function Bubble({ message }: { message: SimMessage }) {
  const mine = message.from === 'customer';
  return (
    <Box style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper p="xs" radius="md" maw="75%" withBorder={!mine} bg={mine ? 'var(--mantine-color-green-light)' : undefined}
        data-testid="sim-message" data-from={message.from}>
        <Body message={message} />
        <Group gap={4} justify="flex-end" mt={2}>
          <Text size="xs" c="dimmed">{timeOf(message.created_at)}</Text>
          <Ticks status={message.status} />
        </Group>
      </Paper>
    </Box>
  );
}

/** The conversation, scrolled to the newest message whenever one arrives. */
export function SimulatorConversation({ messages, loading }: { messages: SimMessage[]; loading: boolean }) {
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages.length]);

  return (
    <ScrollArea viewportRef={viewport} h="55vh" type="auto" offsetScrollbars aria-label="Conversación del cliente">
      {loading ? (
        <Center py="xl"><Loader size="sm" aria-label="Cargando conversación" /></Center>
      ) : messages.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="xl">Aún no hay mensajes. Escriba como cliente para empezar la conversación.</Text>
      ) : (
        <Stack gap={6} p="xs">
          {messages.map((message) => <Bubble key={`${message.from}-${message.id}`} message={message} />)}
        </Stack>
      )}
    </ScrollArea>
  );
}
