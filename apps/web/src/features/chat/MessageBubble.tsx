import { useState } from 'react';
import { Anchor, Box, Button, Group, Image, Paper, Stack, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconAlertCircle, IconCheck, IconChecks, IconClock, IconFileText, IconMapPin, IconNote, IconShoppingCart, IconTemplate, IconUser,
} from '@tabler/icons-react';
import { CHAT_MSG, type ChatMessageRead } from '@atiende/shared';
import { ApiError, getAccessToken } from '../../app/api';
import { notifyErrorMessage } from '../../ui/notices';
import { senderLabel } from './chat.format';
import { WhatsAppText } from '../../ui/WhatsAppText';

/** A file URL the browser can open by itself: the token goes in the query. */
const withToken = (url: string) => `${url}?token=${encodeURIComponent(getAccessToken() ?? '')}`;

/** The colour of a bubble's sender, time and marks: readable on the green and yellow bubbles in both schemes. */
const META = 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))';

/** The element id of a message in the thread, where a quote of it scrolls to. */
export const messageAnchor = (id: number) => `mensaje-${id}`;

/** sent one tick, delivered two, read two in blue; a failure says why and offers to send it again. */
function Ticks({ message, onRetry }: { message: ChatMessageRead; onRetry?(message: ChatMessageRead): Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  if (message.role !== 'From_me' || message.msg_type === 'nota') return null;
  switch (message.status) {
    case 'pending': return <IconClock size={14} aria-label="Enviando" />;
    case 'sent': return <IconCheck size={14} aria-label="Enviado" />;
    case 'delivered': return <IconChecks size={14} aria-label="Entregado" />;
    case 'read': return <IconChecks size={14} color="var(--mantine-color-blue-7)" aria-label="Leído" />;
    case 'failed': {
      const reason = message.status_reason ?? 'No se pudo enviar';
      const retry = async () => {
        setRetrying(true);
        try {
          await onRetry?.(message);
        } catch (error) {
          notifyErrorMessage(error instanceof ApiError ? error.message : CHAT_MSG.sendFailed);
        } finally {
          setRetrying(false);
        }
      };
      return (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={reason} multiline w={260}>
            <IconAlertCircle size={16} color="var(--mantine-color-red-7)" aria-label={`No enviado: ${reason}`} tabIndex={0} role="img" />
          </Tooltip>
          {onRetry && <Button size="compact-xs" color="red" variant="light" loading={retrying} onClick={() => void retry()}>Reintentar</Button>}
        </Group>
      );
    }
    default: return null;
  }
}

function Caption({ message }: { message: ChatMessageRead }) {
  const described = message.caption && message.caption !== CHAT_MSG.noCaption ? message.caption : null;
  return described ? <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{described}</Text> : null;
}

function Media({ message, file }: { message: ChatMessageRead; file: string | null }) {
  // A file that is gone (not available from the provider, deleted by retention or suppression) says why.
  const gone = file ? null : message.status_reason;
  const waiting = (what: string) => <Text size="sm" c="dimmed" fs={gone ? 'italic' : undefined}>{gone ?? `Descargando ${what}…`}</Text>;
  switch (message.msg_type) {
    case 'image':
    case 'sticker':
      return file ? (
        <Anchor href={file} target="_blank" rel="noreferrer">
          <Image src={file} alt={message.caption && message.caption !== CHAT_MSG.noCaption ? message.caption : 'Imagen'} maw={260} mah={260} fit="contain" radius="sm" />
        </Anchor>
      ) : waiting('imagen');
    case 'audio':
      return file ? <audio controls src={file} preload="metadata" style={{ maxWidth: 260 }} aria-label="Audio" /> : waiting('audio');
    case 'video':
      return file ? <video controls src={file} preload="metadata" style={{ maxWidth: 260 }} aria-label="Video" /> : waiting('video');
    default:
      return (
        <Group gap={6} wrap="nowrap">
          <IconFileText size={18} aria-hidden />
          {file ? <Anchor href={file} target="_blank" rel="noreferrer" size="sm">{message.filename ?? 'Documento'}</Anchor> : waiting('documento')}
        </Group>
      );
  }
}

function Location({ message }: { message: ChatMessageRead }) {
  const { latitude: lat, longitude: lon } = message;
  const place = message.extra?.lugar;
  const map = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=13/${lat}/${lon}`;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconMapPin size={18} aria-hidden />
      <Stack gap={0}>
        {place?.nombre && <Text size="sm" fw={600}>{place.nombre}</Text>}
        {place?.direccion && <Text size="sm">{place.direccion}</Text>}
        <Anchor href={map} target="_blank" rel="noreferrer" size="sm">{`Ver en el mapa (${lat}, ${lon})`}</Anchor>
      </Stack>
    </Group>
  );
}

function Contacts({ message }: { message: ChatMessageRead }) {
  const cards = message.extra?.contactos ?? [];
  if (cards.length === 0) return <Text size="sm">{message.body || 'Contacto compartido'}</Text>;
  return (
    <Stack gap={6}>
      {cards.map((card, index) => (
        <Group key={`${card.nombre}-${index}`} gap={6} wrap="nowrap" align="flex-start">
          <IconUser size={18} aria-hidden />
          <Stack gap={0}>
            <Text size="sm" fw={600}>{card.nombre}</Text>
            {card.telefonos.map((phone) => (
              <Anchor key={phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm">{phone}</Anchor>
            ))}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

function Body({ message }: { message: ChatMessageRead }) {
  if (message.revoked) return <Text size="sm" fs="italic" c="dimmed">Mensaje eliminado</Text>;
  const text = <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>;
  switch (message.msg_type) {
    case 'image':
    case 'sticker':
    case 'audio':
    case 'video':
    case 'document':
      return (
        <>
          <Media message={message} file={message.file ? withToken(message.file) : null} />
          <Caption message={message} />
        </>
      );
    case 'location':
      return <Location message={message} />;
    case 'contacts':
      return <Contacts message={message} />;
    case 'order':
      return (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconShoppingCart size={18} aria-hidden />
          <Stack gap={0}>
            <Text size="sm" fw={600}>Pedido</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{message.extra?.pedido?.resumen ?? message.body}</Text>
          </Stack>
        </Group>
      );
    case 'nota':
      return (
        <Group gap={6} align="flex-start" wrap="nowrap">
          <IconNote size={16} aria-label="Nota interna" />
          {text}
        </Group>
      );
    case 'unsupported':
      return <Text size="sm" fs="italic" c="dimmed">{`Mensaje no compatible (${message.extra?.tipo_original ?? 'desconocido'})`}</Text>;
    case 'text':
      return <WhatsAppText>{message.body}</WhatsAppText>;
    case 'template':
      return (
        <Stack gap={2}>
          <Group gap={4} wrap="nowrap">
            <IconTemplate size={14} aria-hidden color={META} />
            <Text size="xs" c={META}>{`Plantilla ${message.extra?.plantilla?.name ?? ''}`.trim()}</Text>
          </Group>
          <WhatsAppText>{message.body}</WhatsAppText>
        </Stack>
      );
    default:
      return <Text size="sm" c="dimmed">Este archivo no se puede previsualizar.</Text>;
  }
}

/** The quoted message above a reply; a click takes the thread to it. */
function Quote({ quote }: { quote: NonNullable<ChatMessageRead['reply_to']> }) {
  const goTo = () => document.getElementById(messageAnchor(quote.id))?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  return (
    <UnstyledButton onClick={goTo} w="100%" mb={4} p={6}
      style={{ borderLeft: '3px solid var(--mantine-color-blue-6)', borderRadius: 4, background: 'var(--mantine-color-default-hover)' }}>
      <VisuallyHidden>Ir al mensaje citado:</VisuallyHidden>
      <Text size="xs" fw={600}>{quote.role === 'received' ? 'Cliente' : 'Respuesta'}</Text>
      <Text size="xs" lineClamp={2}>{quote.body || 'Archivo adjunto'}</Text>
    </UnstyledButton>
  );
}

function Reactions({ reactions }: { reactions: ChatMessageRead['reactions'] }) {
  if (reactions.length === 0) return null;
  return (
    <Group gap={4} mt={-4} role="group" aria-label="Reacciones">
      {reactions.map((reaction, index) => (
        <Paper key={`${reaction.emoji}-${reaction.role}-${index}`} component="span" role="img" withBorder radius="xl" px={6} py={0} fz="sm"
          aria-label={`${reaction.emoji} de ${reaction.role === 'received' ? 'el cliente' : 'un agente'}`}>
          {reaction.emoji}
        </Paper>
      ))}
    </Group>
  );
}

interface MessageBubbleProps {
  message: ChatMessageRead;
  /** The signed-in user, so only their own messages read 'Tú'. */
  me: number;
  onRetry?(message: ChatMessageRead): Promise<void>;
}

/**
 * One message: the customer's on the left, ours on the right with who wrote it, notes in yellow (never
 * sent), workspace lines (a transfer, an assignment) centred without a bubble.
 */
export function MessageBubble({ message, me, onRetry }: MessageBubbleProps) {
  if (message.msg_type === 'sistema') {
    return (
      <Text id={messageAnchor(message.id)} size="xs" c="dimmed" ta="center" py={2} data-testid="chat-system-line">
        {`${message.body} · ${message.time}`}
      </Text>
    );
  }
  const mine = message.role === 'From_me';
  const note = message.msg_type === 'nota';
  const sender = senderLabel(message, me);
  return (
    <Box id={messageAnchor(message.id)} style={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        p="xs"
        radius="md"
        maw="min(75%, 520px)"
        withBorder={!mine}
        bg={note ? 'var(--mantine-color-yellow-light)' : mine ? 'var(--mantine-color-green-light)' : undefined}
        data-testid="chat-message"
      >
        {sender && <Text size="xs" fw={700} c={META} mb={2}>{sender}</Text>}
        {message.reply_to && <Quote quote={message.reply_to} />}
        <Body message={message} />
        <Group gap={4} justify="flex-end" mt={2} wrap="nowrap">
          {message.edited && !message.revoked && <Text size="xs" c={META} fs="italic">editado</Text>}
          <Text size="xs" c={META}>{message.time}</Text>
          <Ticks message={message} onRetry={onRetry} />
        </Group>
      </Paper>
      <Reactions reactions={message.reactions} />
    </Box>
  );
}
