import { useState } from 'react';
import { Badge, Button } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, ROLE_MSG, type RoleRead } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { DataTable, indexColumn, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { RowActions, confirmedDeleteAction, editAction } from '../../ui/RowActions';
import { RoleFormModal } from './RoleFormModal';
import { deleteRole, useRefreshRoles } from './roles.api';

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
  const canEdit = hasPermission(me, PERMISSIONS.rolesManage);
  const canDelete = hasPermission(me, PERMISSIONS.rolesDelete);
  const canAssign = hasPermission(me, PERMISSIONS.permissionsAssign);

  const columns: Column<RoleRead>[] = [
    indexColumn(),
    { header: 'Nombre', sort: 'nombre', render: (role) => role.nombre },
    { header: 'Permisos', render: (role) => <Badge variant="light">{role.permissions.length}</Badge>, width: 110 },
    {
      header: 'Acciones',
      width: 150,
      render: (role) => {
        const isProtected = role.nombre === PROTECTED_ROLE;
        return (
          <RowActions
            actions={[
              canEdit && !isProtected && editAction(role.nombre, { onClick: () => openDialog(role) }),
              canAssign && {
                label: 'Asignar permisos', ariaLabel: `Asignar permisos a ${role.nombre}`, icon: IconKey, color: 'teal',
                to: `/rol/permission_assign/${role.id}`,
              },
              canDelete && !isProtected && confirmedDeleteAction(role.nombre, {
                question: ROLE_MSG.confirmDelete,
                success: ROLE_MSG.deleted,
                remove: () => deleteRole(role.id).then(refreshRoles),
              }),
            ]}
          />
        );
      },
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
        keys={queryKeys.roles}
        columns={columns}
        searchPlaceholder="Buscar rol..."
      />
      <RoleFormModal opened={dialog.opened} role={dialog.role} formKey={dialog.round} onClose={closeDialog} />
    </>
  );
}
