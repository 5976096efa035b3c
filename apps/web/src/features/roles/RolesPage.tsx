import { useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconKey, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { ROLE_MSG, type RoleRead } from '@atiende/shared';
import { hasRole, useMe } from '../../app/auth';
import { DataTable, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { confirmDelete } from '../../ui/confirm';
import { RoleFormModal } from './RoleFormModal';
import { deleteRole, ROLES_KEY, useRefreshRoles } from './roles.api';

/** The server refuses to rename or delete this role, so those actions are not offered for it. */
const PROTECTED_ROLE = 'SuperAdmin';

/** The role dialog: `role` null adds; `round` gives each opening a fresh form. */
interface Dialog {
  opened: boolean;
  role: RoleRead | null;
  round: number;
}

export function RolesPage() {
  const me = useMe();
  const refreshRoles = useRefreshRoles();
  const [dialog, setDialog] = useState<Dialog>({ opened: false, role: null, round: 0 });
  const openDialog = (role: RoleRead | null) => setDialog((d) => ({ opened: true, role, round: d.round + 1 }));
  const closeDialog = () => setDialog((d) => ({ ...d, opened: false }));
  const canEdit = hasRole(me, 'SuperAdmin', 'Supervisor', 'Operador');
  const canDeleteAndAssign = hasRole(me, 'SuperAdmin', 'Supervisor');

  const askDelete = (role: RoleRead) =>
    confirmDelete({
      question: ROLE_MSG.confirmDelete,
      subject: role.nombre,
      success: ROLE_MSG.deleted,
      onConfirm: async () => {
        await deleteRole(role.id);
        await refreshRoles();
      },
    });

  const columns: Column<RoleRead>[] = [
    { header: '#', render: (_, index) => index + 1, width: 60 },
    { header: 'Nombre', render: (role) => role.nombre },
    { header: 'Permisos', render: (role) => <Badge variant="light">{role.permissions.length}</Badge>, width: 110 },
    {
      header: 'Acciones',
      width: 150,
      render: (role) => (
        <Group gap={4} wrap="nowrap">
          {canEdit && role.nombre !== PROTECTED_ROLE && (
            <Tooltip label="Editar">
              <ActionIcon variant="subtle" aria-label={`Editar ${role.nombre}`} onClick={() => openDialog(role)}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {canDeleteAndAssign && (
            <Tooltip label="Asignar permisos">
              <ActionIcon variant="subtle" color="teal" component={Link} to={`/rol/permission_assign/${role.id}`}
                aria-label={`Asignar permisos a ${role.nombre}`}>
                <IconKey size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {canDeleteAndAssign && role.nombre !== PROTECTED_ROLE && (
            <Tooltip label="Eliminar">
              <ActionIcon variant="subtle" color="red" aria-label={`Eliminar ${role.nombre}`} onClick={() => askDelete(role)}>
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
        title="Roles"
        description="Roles de los usuarios y sus permisos"
        actions={canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => openDialog(null)}>Agregar rol</Button>
        )}
      />
      <DataTable<RoleRead>
        path="/roles/"
        queryKey={ROLES_KEY}
        columns={columns}
        rowKey={(role) => role.id}
        searchPlaceholder="Buscar rol..."
      />
      <RoleFormModal opened={dialog.opened} role={dialog.role} formKey={dialog.round} onClose={closeDialog} />
    </>
  );
}
