import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Anchor, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconHistory, IconKey, IconPencil, IconPlus, IconTrash, IconUserQuestion } from '@tabler/icons-react';
import { PERMISSIONS, USER_MSG, type UserRead } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { DataTable, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { confirmDelete } from '../../ui/confirm';
import { deleteUser, USERS_KEY } from './users.api';

function RoleCell({ user }: { user: UserRead }) {
  return (
    <Anchor component={Link} to={`/rol/update_rol/${user.id}`} aria-label={`Rol de ${user.username}`}>
      {user.rol ? (
        <Badge variant="light" tt="none">{user.rol}</Badge>
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

  const askDelete = (user: UserRead) =>
    confirmDelete({
      question: USER_MSG.confirmDelete,
      subject: user.username,
      success: USER_MSG.deleted,
      onConfirm: async () => {
        await deleteUser(user.id);
        await queryClient.invalidateQueries({ queryKey: [USERS_KEY] });
      },
    });

  const columns: Column<UserRead>[] = [
    { header: '#', width: 60, render: (_, index) => index + 1 },
    { header: 'Nombres', render: (u) => u.first_name },
    { header: 'Apellidos', render: (u) => u.last_name },
    { header: 'Username', render: (u) => u.username },
    { header: 'Rol', render: (u) => <RoleCell user={u} /> },
    {
      header: 'Acciones',
      width: 190,
      render: (u) => (
        <Group gap={4} wrap="nowrap">
          {canEdit && (
            <Tooltip label="Editar">
              <ActionIcon variant="subtle" component={Link} to={`/users/${u.id}/edit_user`} aria-label={`Editar ${u.username}`}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {canDelete && u.id !== me.id && (
            <Tooltip label="Eliminar">
              <ActionIcon variant="subtle" color="red" onClick={() => askDelete(u)} aria-label={`Eliminar ${u.username}`}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {canAssign && (
            <Tooltip label="Permisos">
              <ActionIcon variant="subtle" color="grape" component={Link} to={`/users/permission_assign/${u.id}`}
                aria-label={`Permisos de ${u.username}`}>
                <IconKey size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Historial de conexión">
            <ActionIcon variant="subtle" color="gray" component={Link} to={`/sessionList/${u.id}`}
              aria-label={`Historial de conexión de ${u.username}`}>
              <IconHistory size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
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
        queryKey={USERS_KEY}
        columns={columns}
        rowKey={(u) => u.id}
        searchPlaceholder="Buscar por usuario, nombres o apellidos"
      />
    </>
  );
}
