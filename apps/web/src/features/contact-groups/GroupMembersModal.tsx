import { useState } from 'react';
import { Box, Button, Checkbox, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { CONTACT_MSG, type ContactListItem, type GroupRead, formatPhone } from '@atiende/shared';
import { DataTable, type Column } from '../../ui/DataTable';
import { notifyError, notifySuccess } from '../../ui/notices';
import { ContactMultiSelect, type ContactPickOption } from '../../ui/ContactPicker';
import { addGroupMembers, removeGroupMembers, useRefreshGroups } from './contact-groups.api';
import { queryKeys } from '../../app/query-keys';

interface GroupMembersModalProps {
  group: GroupRead | null;
  opened: boolean;
  canManage: boolean;
  onClose(): void;
}

/** The members of a group, with ticks to remove some and a contact search to add others. */
export function GroupMembersModal({ group, opened, canManage, onClose }: GroupMembersModalProps) {
  return (
    <Modal opened={opened && group !== null} onClose={onClose} title={group ? `Contactos del grupo ${group.name}` : ''} size="xl" centered>
      {group && (
        <Stack>
          {canManage && <AddMembers key={group.id} group={group} />}
          {canManage && <Divider />}
          <MemberList key={`list-${group.id}`} group={group} canManage={canManage} />
        </Stack>
      )}
    </Modal>
  );
}

function AddMembers({ group }: { group: GroupRead }) {
  const refreshGroups = useRefreshGroups();
  const [chosen, setChosen] = useState<ContactPickOption[]>([]);
  const [busy, setBusy] = useState(false);
  // A new picker after each addition, so the added contacts leave its options too.
  const [round, setRound] = useState(0);

  const add = async () => {
    setBusy(true);
    try {
      const { contactos_agregados } = await addGroupMembers(group.id, chosen.map((option) => Number(option.value)));
      notifySuccess(`Contactos agregados al grupo: ${contactos_agregados}`);
      setChosen([]);
      setRound((r) => r + 1);
      await refreshGroups();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group align="flex-end" wrap="nowrap">
      <Box style={{ flex: 1 }}>
        <ContactMultiSelect key={round} label="Agregar contactos" value={chosen} onChange={setChosen} />
      </Box>
      {chosen.length > 0 && (
        <Button leftSection={<IconUserPlus size={16} />} loading={busy} onClick={add}>Agregar</Button>
      )}
    </Group>
  );
}

function MemberList({ group, canManage }: { group: GroupRead; canManage: boolean }) {
  const refreshGroups = useRefreshGroups();
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);

  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const remove = async () => {
    setBusy(true);
    try {
      const { contactos_restantes } = await removeGroupMembers(group.id, [...ticked]);
      notifySuccess(`Contactos que quedan en el grupo: ${contactos_restantes}`);
      setTicked(new Set());
      await refreshGroups();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<ContactListItem>[] = [
    ...(canManage
      ? [{
          header: 'Remover',
          width: 80,
          render: (contact: ContactListItem) => (
            <Checkbox aria-label={`Remover ${contact.get_full_name}`} checked={ticked.has(contact.id)}
              onChange={() => toggle(contact.id)} />
          ),
        }]
      : []),
    { header: 'Nombre', sort: 'name', render: (contact) => contact.get_full_name || CONTACT_MSG.noName },
    { header: 'Documento', sort: 'documentNumber', render: (contact) => contact.documentNumber ?? CONTACT_MSG.noDocument },
    { header: 'Teléfono', render: (contact) => formatPhone(contact.phone) || CONTACT_MSG.noPhoneShort },
  ];

  return (
    <Stack gap="xs">
      <Text fw={600}>Miembros del grupo</Text>
      <DataTable<ContactListItem>
        path="/contact/grupoContacto/{id}/contactos/"
        pathParams={{ id: group.id }}
        keys={queryKeys.contactGroups}
        columns={columns}
        searchPlaceholder="Buscar contacto..."
        stateInUrl={false}
        toolbar={canManage && ticked.size > 0 && (
          <Button color="red" variant="light" leftSection={<IconUserMinus size={16} />} loading={busy} onClick={remove}>
            Remover ({ticked.size})
          </Button>
        )}
      />
    </Stack>
  );
}
