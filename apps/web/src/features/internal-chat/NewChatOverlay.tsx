import { useState } from 'react';
import { ActionIcon, Alert, Box, Center, Group, Loader, NavLink, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useMe } from '../../app/auth';
import { useUserOptions } from '../users/users.api';
import { ContactAvatar } from '../../ui/ContactAvatar';
import { nameMatches, type InternalChatContact } from './contacts';

/** Covers the inbox with every other user; choosing one opens the conversation. */
export function NewChatOverlay({ onSelect, onClose }: { onSelect(contact: InternalChatContact): void; onClose(): void }) {
  const me = useMe();
  const users = useUserOptions();
  const [search, setSearch] = useState('');
  const others = (users.data ?? []).filter((u) => u.id !== me.id && nameMatches(u.get_full_name || u.username, search));

  return (
    <Paper
      role="dialog"
      aria-label="Selecciona un contacto"
      pos="absolute"
      inset={0}
      radius="md"
      style={{ zIndex: 2, display: 'flex', flexDirection: 'column' }}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <Group justify="space-between" px="sm" py="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0}>
          <Text fw={600}>Selecciona un contacto</Text>
          <Text size="xs" c="dimmed">Inicia un nuevo chat</Text>
        </Stack>
        <ActionIcon variant="subtle" color="gray" aria-label="Cerrar selección de contacto" onClick={onClose}><IconX size={18} /></ActionIcon>
      </Group>
      <Box px="sm" pb="xs">
        <TextInput
          aria-label="Buscar usuario"
          placeholder="Buscar usuario..."
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
          autoFocus
        />
      </Box>
      <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto">
        {users.isPending ? (
          <Center py="xl"><Loader size="sm" aria-label="Cargando contactos" /></Center>
        ) : users.isError ? (
          <Alert color="red" mx="sm" variant="light">No se pudieron cargar los contactos. Inténtelo de nuevo.</Alert>
        ) : others.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">No se encontraron resultados</Text>
        ) : (
          others.map((user) => {
            const name = user.get_full_name || user.username;
            return (
              <NavLink
                key={user.id}
                component="button"
                onClick={() => onSelect({ id: user.id, name })}
                leftSection={<ContactAvatar id={user.id} name={name} online={user.status === 'CONECTADO'} size={34} />}
                label={name}
                description={user.username}
              />
            );
          })
        )}
      </ScrollArea>
    </Paper>
  );
}
