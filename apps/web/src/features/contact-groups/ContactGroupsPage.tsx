import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconFileUpload, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { ELEVATED_ROLES, PERMISSIONS, type GroupRead } from '@atiende/shared';
import { hasPermission, hasRole, useMe } from '../../app/auth';
import { DataTable, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { confirmDelete } from '../../ui/confirm';
import { deleteGroup, GROUPS_KEY, useRefreshGroups } from './contact-groups.api';
import { groupColorName, groupMantineColor } from '../../ui/group-colors';
import { GroupFormModal } from './GroupFormModal';
import { GroupMembersModal } from './GroupMembersModal';
import { GroupUploadModal } from './GroupUploadModal';

/** Which dialog is open; `round` gives each opening a fresh form. */
type Dialog = { kind: 'none' | 'add' | 'upload'; round: number };

export function ContactGroupsPage() {
  const me = useMe();
  const refreshGroups = useRefreshGroups();
  const canManage = hasPermission(me, PERMISSIONS.contactGroupsManage);
  const canAdd = canManage && hasRole(me, ...ELEVATED_ROLES);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none', round: 0 });
  const open = (kind: Dialog['kind']) => setDialog((d) => ({ kind, round: d.round + 1 }));
  const close = () => setDialog((d) => ({ ...d, kind: 'none' }));
  // The group stays set while its dialog closes, so the dialog keeps its content during the closing animation.
  const [members, setMembers] = useState<{ group: GroupRead | null; opened: boolean }>({ group: null, opened: false });

  const askDelete = (group: GroupRead) =>
    confirmDelete({
      question: '¿Estás seguro de que quieres eliminar este Grupo ?',
      subject: group.name,
      success: 'Se ha eliminado el Grupo con éxito',
      onConfirm: async () => {
        await deleteGroup(group.id);
        await refreshGroups();
      },
    });

  const columns: Column<GroupRead>[] = [
    { header: '#', render: (_, index) => index + 1, width: 60 },
    {
      header: 'Nombre',
      render: (group) => (
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" fw={500}>{group.name}</Text>
          <Badge variant="dot" color={groupMantineColor(group.etiqueta)}>{groupColorName(group.etiqueta)}</Badge>
        </Group>
      ),
    },
    { header: 'Contactos', width: 120, render: (group) => <Badge variant="light">{group.contacts_count}</Badge> },
    {
      header: 'Acción',
      width: 120,
      render: (group) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Contactos del grupo">
            <ActionIcon variant="subtle" aria-label={`Contactos de ${group.name}`} onClick={() => setMembers({ group, opened: true })}>
              <IconUsers size={18} />
            </ActionIcon>
          </Tooltip>
          {canManage && (
            <Tooltip label="Eliminar">
              <ActionIcon variant="subtle" color="red" aria-label={`Eliminar ${group.name}`} onClick={() => askDelete(group)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Grupos de contactos"
        description="Grupos con los que se organizan los contactos"
        actions={
          <>
            {canManage && (
              <Button variant="default" leftSection={<IconFileUpload size={16} />} onClick={() => open('upload')}>
                Cargar Excel
              </Button>
            )}
            {canAdd && <Button leftSection={<IconPlus size={16} />} onClick={() => open('add')}>Agregar Grupo</Button>}
          </>
        }
      />
      <DataTable<GroupRead>
        path="/contact/grupoContacto/"
        queryKey={GROUPS_KEY}
        columns={columns}
        rowKey={(group) => group.id}
        searchPlaceholder="Buscar grupo..."
      />
      <GroupFormModal opened={dialog.kind === 'add'} onClose={close} />
      <GroupUploadModal opened={dialog.kind === 'upload'} formKey={dialog.round} onClose={close} />
      <GroupMembersModal group={members.group} opened={members.opened} canManage={canManage}
        onClose={() => setMembers((m) => ({ ...m, opened: false }))} />
    </>
  );
}
