import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ActionIcon, Alert, Badge, Box, Center, Group, Loader, NavLink, ScrollArea, Stack, Text, TextInput, Tooltip, UnstyledButton,
} from '@mantine/core';
import { IconMessagePlus, IconSearch, IconX } from '@tabler/icons-react';
import type { InternalChatInbox } from '@atiende/shared';
import { ContactAvatar } from '../../ui/ContactAvatar';
import { nameMatches, type InternalChatContact } from './contacts';
import { useMessageSearch } from './internal-chat.api';
import { TruncatedText } from '../../ui/Truncated';

interface InboxViewProps {
  inbox: InternalChatInbox | undefined;
  /** The loading screen: the first opening, or the list not fetched yet. */
  loading: boolean;
  failed: boolean;
  onSelect(contact: InternalChatContact): void;
  onNewChat(): void;
  onClose(): void;
}

function ConnectedUsers({ users, onSelect }: { users: InternalChatInbox['user_on']; onSelect(contact: InternalChatContact): void }) {
  if (users.length === 0) return <Text size="xs" c="dimmed" px="sm" pb="xs">No hay usuarios conectados.</Text>;
  return (
    <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
      <Group gap="sm" wrap="nowrap" px="sm" pb={6} aria-label="Usuarios conectados" role="list">
        {users.map((user) => (
          <UnstyledButton key={user.id} onClick={() => onSelect(user)} aria-label={`Chatear con ${user.name}`} role="listitem">
            <Stack gap={2} align="center" w={56}>
              <ContactAvatar id={user.id} name={user.name} online size={38} />
              <Text size="xs" truncate="end" maw={56}>{user.name.split(' ')[0]}</Text>
            </Stack>
          </UnstyledButton>
        ))}
      </Group>
    </ScrollArea>
  );
}

/** Messages of the user's conversations that contain the searched text; a hit opens its conversation. */
function MessageHits({ term, onSelect }: { term: string; onSelect(contact: InternalChatContact): void }) {
  const hits = useMessageSearch(term);
  if (term.length < 2) return null;
  return (
    <Box aria-label="Mensajes encontrados" role="region">
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>Mensajes</Text>
      {hits.isPending ? (
        <Center py="sm"><Loader size="sm" aria-label="Buscando mensajes" /></Center>
      ) : hits.isError ? (
        <Text size="sm" c="red" px="sm">No se pudieron buscar los mensajes. Inténtelo de nuevo.</Text>
      ) : hits.data.results.length === 0 ? (
        <Text size="sm" c="dimmed" px="sm" pb="sm">Ningún mensaje contiene «{term}».</Text>
      ) : (
        hits.data.results.map((hit) => (
          <NavLink
            key={hit.id}
            component="button"
            data-testid="chat-message-hit"
            onClick={() => onSelect({ id: hit.id_contact, name: hit.name })}
            label={<Text size="sm" fw={500} truncate="end">{hit.name}</Text>}
            description={<Text size="xs" c="dimmed" lineClamp={2}>{hit.from_me ? 'Tú: ' : ''}{hit.message}</Text>}
            rightSection={<Text size="xs" c="dimmed">{hit.fecha.split('-').reverse().join('/')} {hit.hora}</Text>}
          />
        ))
      )}
    </Box>
  );
}

/** The widget's inbox: search, connected users and the conversations, newest first. */
export function InboxView({ inbox, loading, failed, onSelect, onNewChat, onClose }: InboxViewProps) {
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const online = new Set(inbox?.user_on.map((u) => u.id));
  const conversations = (inbox?.conversations ?? []).filter((c) => nameMatches(c.name, search));

  return (
    <>
      <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
        <Text fw={600}>Bandeja de entrada</Text>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Nuevo chat">
            <ActionIcon variant="light" aria-label="Nuevo chat" onClick={onNewChat}><IconMessagePlus size={18} /></ActionIcon>
          </Tooltip>
          <ActionIcon variant="subtle" color="gray" aria-label="Cerrar chat" onClick={onClose}><IconX size={18} /></ActionIcon>
        </Group>
      </Group>
      {loading ? (
        <Center style={{ flex: 1 }}>
          <Stack align="center" gap="xs">
            <Loader aria-label="Cargando chats" />
            <Text size="sm" c="dimmed">Cargando chats...</Text>
          </Stack>
        </Center>
      ) : (
        <>
          <Box px="sm" pb="xs">
            <TextInput
              aria-label="Buscar chat"
              placeholder="Buscar chat..."
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          </Box>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pb={4}>Usuarios conectados</Text>
          <ConnectedUsers users={inbox?.user_on ?? []} onSelect={onSelect} />
          {failed && <Alert color="red" mx="sm" variant="light">No se pudieron cargar los chats. Inténtelo de nuevo.</Alert>}
          <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto" aria-label="Chats">
            {conversations.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="lg" px="sm">
                {search.trim() ? 'No se encontraron resultados' : 'Aún no tienes chats. Inicia uno con el botón de nuevo chat.'}
              </Text>
            ) : (
              conversations.map((chat) => (
                <NavLink
                  key={chat.id}
                  component="button"
                  data-testid="chat-row"
                  onClick={() => onSelect({ id: chat.id_contact, name: chat.name })}
                  leftSection={<ContactAvatar id={chat.id_contact} name={chat.name} online={online.has(chat.id_contact) || chat.status === 'CONECTADO'} />}
                  label={<TruncatedText size="sm" fw={chat.unread > 0 ? 700 : 500}>{chat.name}</TruncatedText>}
                  description={<Text size="xs" c="dimmed" truncate="end">{chat.last_message}</Text>}
                  rightSection={
                    <Stack gap={4} align="flex-end">
                      <Text size="xs" c="dimmed">{chat.hora}</Text>
                      {chat.unread > 0 && (
                        <Badge size="sm" circle aria-label={`${chat.unread} sin leer`}>{chat.unread}</Badge>
                      )}
                    </Stack>
                  }
                />
              ))
            )}
            <MessageHits term={searched} onSelect={onSelect} />
          </ScrollArea>
        </>
      )}
    </>
  );
}
