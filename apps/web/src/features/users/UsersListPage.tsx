import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Badge, Button } from '@mantine/core';
import { IconHistory, IconKey, IconPlus, IconUserQuestion } from '@tabler/icons-react';
import { PERMISSIONS, USER_MSG, type UserRead } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { DataTable, indexColumn, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { RowActions, confirmedDeleteAction, editAction } from '../../ui/RowActions';
import { deleteUser } from './users.api';
import { TruncatedBadge } from '../../ui/Truncated';

function RoleCell({ user }: { user: UserRead }) {
  return (
    <Anchor component={Link} to={`/rol/update_rol/${user.id}`} aria-label={`${user.rol || 'Sin rol'}: cambiar el rol de ${user.username}`}>
      {user.rol ? (
        <TruncatedBadge variant="light" tt="none">{user.rol}</TruncatedBadge>
      ) : (
        <Badge variant="light" color="gray" tt="none">Sin rol</Badge>
      )}
    </Anchor>
  );
}

export function UsersListPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  const canEdit = hasPermission(me, PERMISSIONS.usersManage);
  const canDelete = hasPermission(me, PERMISSIONS.usersDelete);
  const canAssign = hasPermission(me, PERMISSIONS.permissionsAssign);

  const columns: Column<UserRead>[] = [
    indexColumn(),
    { header: 'Nombres', sort: 'first_name', render: (u) => u.first_name },
    { header: 'Apellidos', sort: 'last_name', render: (u) => u.last_name },
    { header: 'Username', sort: 'username', render: (u) => u.username },
    { header: 'Rol', render: (u) => <RoleCell user={u} /> },
    {
      header: 'Acciones',
      width: 190,
      render: (u) => (
        <RowActions
          actions={[
            canEdit && editAction(u.username, { to: `/users/${u.id}/edit_user` }),
            canDelete && u.id !== me.id && confirmedDeleteAction(u.username, {
              question: USER_MSG.confirmDelete,
              success: USER_MSG.deleted,
              remove: async () => {
                await deleteUser(u.id);
                await queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
              },
            }),
            canAssign && {
              label: 'Permisos', ariaLabel: `Permisos de ${u.username}`, icon: IconKey, color: 'grape',
              to: `/users/permission_assign/${u.id}`,
            },
            {
              label: 'Historial de conexión', ariaLabel: `Historial de conexión de ${u.username}`, icon: IconHistory, color: 'gray',
              to: `/sessionList/${u.id}`,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Usuarios"
        actions={
          <>
            <Button variant="default" component={Link} to="/users/user_por_vincular" leftSection={<IconUserQuestion size={18} />}>
              Usuarios por vincular
            </Button>
            {canEdit && (
              <Button component={Link} to="/users/add_user" leftSection={<IconPlus size={18} />}>
                Agregar usuario
              </Button>
            )}
          </>
        }
      />
      <DataTable<UserRead>
        path="/users/"
        keys={queryKeys.users}
        columns={columns}
        searchPlaceholder="Buscar por usuario, nombres o apellidos"
      />
    </>
  );
}
