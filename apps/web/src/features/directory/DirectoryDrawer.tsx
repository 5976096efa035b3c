import { useState, type UIEvent } from 'react';
import { ActionIcon, Box, Center, Drawer, Loader, Select, Skeleton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconAddressBook, IconSearch } from '@tabler/icons-react';
import { CONTACT_MSG } from '@atiende/shared';
import { hasModule, useMe } from '../../app/auth';
import { useGroupOptions } from '../contact-groups/contact-groups.api';
import { DirectoryContactCard } from './DirectoryContactCard';
import { useDirectoryContacts } from './directory.api';

/** At most 80% of the screen, and never past the drawer's bottom edge (the group and search boxes sit above it). */
const LIST_MAX_HEIGHT = 'min(80vh, calc(100dvh - 200px))';
/** How close to the bottom of the list (px) the next contacts are asked for. */
const LOAD_MORE_WITHIN_PX = 10;
const ALL_GROUPS = 'todos';

/** The top-bar button of 'Directorio de Contactos', for users with the Contactos module. */
export function DirectoryButton() {
  const me = useMe();
  const [opened, { open, close }] = useDisclosure(false);
  if (!hasModule(me, 'Contactos')) return null;
  return (
    <>
      <Tooltip label="Directorio de Contactos">
        <ActionIcon variant="subtle" size="lg" aria-label="Directorio de Contactos" onClick={open}>
          <IconAddressBook size={20} />
        </ActionIcon>
      </Tooltip>
      <Drawer opened={opened} onClose={close} position="right" title="Directorio de Contactos" size="md">
        <Directory onChat={close} />
      </Drawer>
    </>
  );
}

function Directory({ onChat }: { onChat(): void }) {
  const groups = useGroupOptions();
  const [group, setGroup] = useState(ALL_GROUPS);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const contacts = useDirectoryContacts(group === ALL_GROUPS ? null : Number(group), debounced);
  const rows = contacts.data?.pages.flatMap((page) => page.results) ?? [];

  const loadMoreNearBottom = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    const nearBottom = list.scrollHeight - list.scrollTop - list.clientHeight <= LOAD_MORE_WITHIN_PX;
    if (nearBottom && contacts.hasNextPage && !contacts.isFetchingNextPage) void contacts.fetchNextPage();
  };

  return (
    <Stack gap="sm">
      <Select
        label="Grupo"
        data={[{ value: ALL_GROUPS, label: 'Todos los grupos' }, ...(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))]}
        value={group}
        onChange={(value) => setGroup(value ?? ALL_GROUPS)}
        allowDeselect={false}
        searchable
        error={groups.isError ? 'No se pudieron cargar los grupos.' : undefined}
      />
      <TextInput
        placeholder="Buscar contacto..."
        aria-label="Buscar contacto"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Box mah={LIST_MAX_HEIGHT} style={{ overflowY: 'auto' }} onScroll={loadMoreNearBottom} data-testid="directory-list">
        <Stack gap="xs">
          {contacts.isPending && Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={64} radius="md" />)}
          {contacts.isError && <Text c="red" size="sm" ta="center" py="md">No se pudieron cargar los contactos.</Text>}
          {contacts.isSuccess && rows.length === 0 && (
            <Text c="dimmed" size="sm" ta="center" py="md">{CONTACT_MSG.emptyList}</Text>
          )}
          {rows.map((contact) => <DirectoryContactCard key={contact.id} contact={contact} onChat={onChat} />)}
          {contacts.isFetchingNextPage && <Center py="xs"><Loader size="sm" aria-label="Cargando más contactos" /></Center>}
        </Stack>
      </Box>
    </Stack>
  );
}
