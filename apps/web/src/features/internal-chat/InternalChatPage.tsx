import { useState } from 'react';
import { Alert, Center, Grid, NavLink, Paper, ScrollArea, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconMessages, IconSearch } from '@tabler/icons-react';
import { useMe } from '../../app/auth';
import { PageHeader } from '../../ui/PageHeader';
import { useUserOptions } from '../users/users.api';
import { InternalChatConversation } from './InternalChatConversation';
import { ContactAvatar } from '../../ui/ContactAvatar';
import { ConversationHeader } from './ConversationHeader';
import { nameMatches, type InternalChatContact } from './contacts';

/** User statuses change while the page is open; the list is read again now and then. */
const STATUS_REFRESH_MS = 30_000;
const PANEL_HEIGHT = 'calc(100vh - 240px)';

/** /chatWeb/: every user on the left, the live conversation with the chosen one on the right. */
export function InternalChatPage() {
  const me = useMe();
  const users = useUserOptions({ refetchInterval: STATUS_REFRESH_MS });
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<InternalChatContact | null>(null);
  const others = (users.data ?? [])
    .filter((u) => u.id !== me.id)
    .map((u) => ({ id: u.id, name: u.get_full_name || u.username, username: u.username, online: u.status === 'CONECTADO' }));
  const shown = others.filter((u) => nameMatches(u.name, search));
  const selectedOnline = others.find((u) => u.id === selected?.id)?.online ?? false;

  return (
    <>
      <PageHeader title="Chat interno" description="Conversa en tiempo real con los demás usuarios." />
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" h={PANEL_HEIGHT} mih={360} style={{ display: 'flex', flexDirection: 'column' }}>
            <TextInput
              m="sm"
              aria-label="Buscar usuario"
              placeholder="Buscar usuario..."
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto" aria-label="Contactos">
              {users.isPending ? (
                <Stack px="sm">{[0, 1, 2, 3, 4].map((i) => <Skeleton key={i} h={44} />)}</Stack>
              ) : users.isError ? (
                <Alert color="red" mx="sm" variant="light">No se pudieron cargar los contactos. Inténtelo de nuevo.</Alert>
              ) : shown.length === 0 ? (
                <Text size="sm" c="dimmed" ta="center" py="lg">No se encontraron resultados</Text>
              ) : (
                shown.map((user) => (
                  <NavLink
                    key={user.id}
                    component="button"
                    active={user.id === selected?.id}
                    onClick={() => setSelected({ id: user.id, name: user.name })}
                    leftSection={<ContactAvatar id={user.id} name={user.name} online={user.online} size={36} />}
                    label={user.name}
                    description={user.online ? 'En línea' : 'Desconectado'}
                  />
                ))
              )}
            </ScrollArea>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" h={PANEL_HEIGHT} mih={360} style={{ display: 'flex', flexDirection: 'column' }}>
            {selected ? (
              <>
                <ConversationHeader contact={selected} online={selectedOnline} />
                <InternalChatConversation key={selected.id} contactId={selected.id} variant="page" />
              </>
            ) : (
              <Center style={{ flex: 1 }}>
                <Stack align="center" gap="xs">
                  <IconMessages size={40} stroke={1.4} color="var(--mantine-color-dimmed)" />
                  <Text c="dimmed">Selecciona un contacto para empezar a chatear.</Text>
                </Stack>
              </Center>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
