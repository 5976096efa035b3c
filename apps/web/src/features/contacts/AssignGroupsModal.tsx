import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Checkbox, Group, Modal, ScrollArea, Skeleton, Text } from '@mantine/core';
import type { ContactListItem } from '@atiende/shared';
import { notifyError, notifySuccess } from '../../ui/notices';
import { addContactToGroups, removeContactFromGroups } from './contacts.api';
import { useGroupOptions } from '../contact-groups/contact-groups.api';
import { displayName } from './contact-fields';
import { groupMantineColor } from '../../ui/group-colors';
import { queryKeys } from '../../app/query-keys';
import { TruncatedBadge } from '../../ui/Truncated';

interface AssignGroupsModalProps {
  /** The contact whose groups change; null closes the dialog. */
  contact: ContactListItem | null;
  onClose(): void;
}

export function AssignGroupsModal({ contact, onClose }: AssignGroupsModalProps) {
  return (
    <Modal opened={contact !== null} onClose={onClose} title="Asignar Grupos" size="xl" centered>
      {contact && <GroupTicks key={contact.id} contact={contact} onDone={onClose} />}
    </Modal>
  );
}

function GroupTicks({ contact, onDone }: { contact: ContactListItem; onDone(): void }) {
  const queryClient = useQueryClient();
  const groups = useGroupOptions();
  const [ticked, setTicked] = useState<string[]>([]);
  const current = new Set(contact.grupos.map(([id]) => String(id)));
  const tickedOfContact = ticked.filter((id) => current.has(id));

  const change = useMutation({
    mutationFn: (action: 'add' | 'remove') =>
      action === 'add'
        ? addContactToGroups(contact.id, ticked.map(Number))
        : removeContactFromGroups(contact.id, tickedOfContact.map(Number)),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all });
      notifySuccess(result.detail);
      onDone();
    },
    onError: notifyError,
  });

  return (
    <>
      <Text size="sm" mb="sm">
        Contacto: <b>{displayName(contact)}</b>
      </Text>
      {groups.isPending && <Skeleton height={120} />}
      {groups.isError && <Alert color="red">No se pudieron cargar los grupos.</Alert>}
      {groups.data?.length === 0 && <Text c="dimmed" ta="center" py="md">No se encontraron resultados</Text>}
      {groups.data && groups.data.length > 0 && (
        <ScrollArea.Autosize mah={300} type="auto">
          <Checkbox.Group value={ticked} onChange={setTicked} aria-label="Grupos">
            <Group gap={0} align="flex-start">
              {groups.data.map((group) => (
                <Box key={group.id} w="25%" p={6}>
                  <Checkbox
                    value={String(group.id)}
                    label={
                      <Group gap={4} wrap="nowrap">
                        <TruncatedBadge color={groupMantineColor(group.etiqueta)} variant="light" tt="none">{group.name}</TruncatedBadge>
                        {current.has(String(group.id)) && <Text size="xs" c="dimmed">(asignado)</Text>}
                      </Group>
                    }
                    aria-label={group.name}
                  />
                </Box>
              ))}
            </Group>
          </Checkbox.Group>
        </ScrollArea.Autosize>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onDone}>Cancelar</Button>
        {tickedOfContact.length > 0 && (
          <Button color="red" variant="light" loading={change.isPending && change.variables === 'remove'}
            disabled={change.isPending} onClick={() => change.mutate('remove')}>
            Remover
          </Button>
        )}
        {ticked.length > 0 && (
          <Button loading={change.isPending && change.variables === 'add'} disabled={change.isPending}
            onClick={() => change.mutate('add')}>
            Agregar
          </Button>
        )}
      </Group>
    </>
  );
}
