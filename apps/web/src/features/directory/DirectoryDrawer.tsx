import { useState, type UIEvent } from 'react';
import { ActionIcon, Box, Center, Drawer, Loader, Select, Skeleton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAddressBook, IconSearch } from '@tabler/icons-react';
import { CONTACT_MSG, FullListQuery, PERMISSIONS } from '@atiende/shared';
import { hasModule, hasPermission, useMe } from '../../app/auth';
import { useGroupOptions } from '../contact-groups/contact-groups.api';
import { DirectoryContactCard } from './DirectoryContactCard';
import { useDirectoryContacts } from './directory.api';
import { maxLengthOf } from '../../ui/form';

/** At most 80% of the screen, and never past the drawer's bottom edge (the group and search boxes sit above it). */
const LIST_MAX_HEIGHT = 'min(80vh, calc(100dvh - 200px))';
/** How close to the bottom of the list (px) the next contacts are asked for. */
const LOAD_MORE_WITHIN_PX = 10;
const ALL_GROUPS = 'todos';

/** Who sees 'Directorio de Contactos': users with the Contactos module who may see contacts. */
export function useDirectoryAllowed(): boolean {
  const me = useMe();
  return hasModule(me, 'Contactos') && hasPermission(me, PERMISSIONS.contactsView);
}

/** The drawer of 'Directorio de Contactos'; the top bar opens it from its button or, on a phone, its menu. */
export function DirectoryDrawer({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Directorio de Contactos" size="md">
      <Directory onChat={onClose} />
    </Drawer>
  );
}

/** The top-bar button of 'Directorio de Contactos'. */
export function DirectoryButton({ onOpen }: { onOpen(): void }) {
  return (
    <Tooltip label="Directorio de Contactos">
      <ActionIcon variant="subtle" size="lg" aria-label="Directorio de Contactos" onClick={onOpen}>
        <IconAddressBook size={20} />
      </ActionIcon>
    </Tooltip>
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
        maxLength={maxLengthOf(FullListQuery.shape.search)}
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
