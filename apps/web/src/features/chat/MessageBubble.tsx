import { Anchor, Box, Group, Image, Paper, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock, IconFileText, IconMapPin, IconNote } from '@tabler/icons-react';
import { CHAT_MSG, type ChatMessageRead } from '@atiende/shared';
import { getAccessToken } from '../../app/api';

/** A file URL the browser can open by itself: the token goes in the query. */
const withToken = (url: string) => `${url}?token=${encodeURIComponent(getAccessToken() ?? '')}`;

/** sent one tick, delivered two, read two in blue; a failure says why. */
function Ticks({ message }: { message: ChatMessageRead }) {
  if (message.role !== 'From_me' || message.msg_type === 'nota') return null;
  switch (message.status) {
    case 'pending': return <IconClock size={14} aria-label="Enviando" />;
    case 'sent': return <IconCheck size={14} aria-label="Enviado" />;
    case 'delivered': return <IconChecks size={14} aria-label="Entregado" />;
    case 'read': return <IconChecks size={14} color="var(--mantine-color-blue-5)" aria-label="Leído" />;
    case 'failed':
      return (
        <Tooltip label={message.status_reason ?? 'No se pudo enviar'} multiline w={260}>
          <IconAlertCircle size={14} color="var(--mantine-color-red-6)" aria-label={`No enviado: ${message.status_reason ?? ''}`} />
        </Tooltip>
      );
    default: return null;
  }
}

function Body({ message }: { message: ChatMessageRead }) {
  const file = message.file ? withToken(message.file) : null;
  const described = message.caption && message.caption !== CHAT_MSG.noCaption ? message.caption : null;
  const caption = described ? <Text size="sm">{described}</Text> : null;
  switch (message.msg_type) {
    case 'image':
    case 'sticker':
      return (
        <>
          {file ? (
            <Anchor href={file} target="_blank" rel="noreferrer">
              <Image src={file} alt={described ?? 'Imagen'} maw={260} mah={260} fit="contain" radius="sm" />
            </Anchor>
          ) : <Text size="sm" c="dimmed">Descargando imagen…</Text>}
          {caption}
        </>
      );
    case 'audio':
      return file ? <audio controls src={file} preload="none" style={{ maxWidth: 260 }} /> : <Text size="sm" c="dimmed">Descargando audio…</Text>;
    case 'video':
      return (
        <>
          {file ? <video controls src={file} preload="none" style={{ maxWidth: 260 }} /> : <Text size="sm" c="dimmed">Descargando video…</Text>}
          {caption}
        </>
      );
    case 'document':
      return (
        <>
          <Group gap={6} wrap="nowrap">
            <IconFileText size={18} aria-hidden />
            {file ? <Anchor href={file} target="_blank" rel="noreferrer" size="sm">{message.filename ?? 'Documento'}</Anchor>
              : <Text size="sm" c="dimmed">Descargando documento…</Text>}
          </Group>
          {caption}
        </>
      );
    case 'location': {
      const coords = `${message.latitude}, ${message.longitude}`;
      const map = `https://www.openstreetmap.org/?mlat=${message.latitude}&mlon=${message.longitude}#map=13/${message.latitude}/${message.longitude}`;
      return (
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={18} aria-hidden />
          <Anchor href={map} target="_blank" rel="noreferrer" size="sm">{`Ubicación: ${coords}`}</Anchor>
        </Group>
      );
    }
    case 'nota':
      return (
        <Group gap={6} align="flex-start" wrap="nowrap">
          <IconNote size={16} aria-label="Nota interna" />
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Text>
        </Group>
      );
    case 'text':
      return <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>;
    default:
      return <Text size="sm" c="dimmed">Este archivo no se puede previsualizar.</Text>;
  }
}

/** One message: the customer's on the left, ours on the right, notes in yellow (never sent). */
export function MessageBubble({ message }: { message: ChatMessageRead }) {
  const mine = message.role === 'From_me';
  const note = message.msg_type === 'nota';
  return (
    <Box style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        p="xs"
        radius="md"
        maw="75%"
        withBorder={!mine}
        bg={note ? 'var(--mantine-color-yellow-light)' : mine ? 'var(--mantine-color-green-light)' : undefined}
        data-testid="chat-message"
      >
        <Body message={message} />
        <Group gap={4} justify="flex-end" mt={2}>
          {mine && message.sent_by && <Text size="xs" c="dimmed">{message.sent_by}</Text>}
          <Text size="xs" c="dimmed">{message.time}</Text>
          <Ticks message={message} />
        </Group>
      </Paper>
    </Box>
  );
}
