import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconFileUpload, IconPlus, IconUsers } from '@tabler/icons-react';
import { PERMISSIONS, type GroupRead } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { DataTable, indexColumn, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { RowActions, confirmedDeleteAction } from '../../ui/RowActions';
import { deleteGroup, useRefreshGroups } from './contact-groups.api';
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
  const canAdd = canManage;
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none', round: 0 });
  const open = (kind: Dialog['kind']) => setDialog((d) => ({ kind, round: d.round + 1 }));
  const close = () => setDialog((d) => ({ ...d, kind: 'none' }));
  // The group stays set while its dialog closes, so the dialog keeps its content during the closing animation.
  const [members, setMembers] = useState<{ group: GroupRead | null; opened: boolean }>({ group: null, opened: false });

  const columns: Column<GroupRead>[] = [
    indexColumn(),
    {
      header: 'Nombre',
      sort: 'name',
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
        <RowActions
          actions={[
            {
              label: 'Contactos del grupo', ariaLabel: `Contactos de ${group.name}`, icon: IconUsers,
              onClick: () => setMembers({ group, opened: true }),
            },
            canManage && confirmedDeleteAction(group.name, {
              question: '¿Estás seguro de que quieres eliminar este Grupo ?',
              success: 'Se ha eliminado el Grupo con éxito',
              remove: () => deleteGroup(group.id).then(refreshGroups),
            }),
          ]}
        />
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
        keys={queryKeys.contactGroups}
        columns={columns}
        searchPlaceholder="Buscar grupo..."
      />
      <GroupFormModal opened={dialog.kind === 'add'} onClose={close} />
      <GroupUploadModal opened={dialog.kind === 'upload'} formKey={dialog.round} onClose={close} />
      <GroupMembersModal group={members.group} opened={members.opened} canManage={canManage}
        onClose={() => setMembers((m) => ({ ...m, opened: false }))} />
    </>
  );
}
