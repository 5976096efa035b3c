import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isNotFound, useRouteId } from '../../ui/route-id';
import { NotFoundState } from '../errors/NotFoundPage';
import { Alert, Button, Group, MultiSelect, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { USER_MSG, type PermissionRead, type RoleRead } from '@atiende/shared';
import { notifyError, notifySuccess } from '../../ui/notices';
import { PageHeader } from '../../ui/PageHeader';
import { setRolePermissions, useRefreshRoles, useRole, useVisiblePermissions } from './roles.api';

const BACK_TO = '/rol/add_rol';

/** /rol/permission_assign/{id}: chooses the permissions of one role. */
export function RolePermissionsPage() {
  const roleId = useRouteId();
  const role = useRole(roleId ?? 0);
  const permissions = useVisiblePermissions();
  const failed = role.error ?? permissions.error;
  if (roleId === null || isNotFound(role.error)) return <NotFoundState />;

  return (
    <>
      <PageHeader title="Asignar permisos al rol" description="Los usuarios con este rol tendrán los permisos elegidos" />
      <Paper withBorder p="md" radius="md" maw={760}>
        {failed ? (
          <Stack align="flex-start">
            <Alert color="red" title="Lo Sentimos," w="100%">{failed.message}</Alert>
            <Button variant="default" component={Link} to={BACK_TO}>Volver</Button>
          </Stack>
        ) : role.data && permissions.data ? (
          <PermissionsForm role={role.data} options={permissions.data} />
        ) : (
          <Stack>
            <Skeleton h={20} w={200} />
            <Skeleton h={36} />
          </Stack>
        )}
      </Paper>
    </>
  );
}

function PermissionsForm({ role, options }: { role: RoleRead; options: PermissionRead[] }) {
  const navigate = useNavigate();
  const refreshRoles = useRefreshRoles();
  const data = options.map((p) => ({ value: String(p.id), label: p.name }));
  const [selected, setSelected] = useState(() => heldVisible(role, data));
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await setRolePermissions(role.id, selected.map(Number));
      notifySuccess(USER_MSG.permissionsAssigned);
      await refreshRoles();
      navigate(BACK_TO);
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save}>
      <Text mb="sm">
        Rol: <Text span fw={700} data-testid="role-name">{role.nombre}</Text>
      </Text>
      <MultiSelect
        label="Permisos"
        placeholder={selected.length ? undefined : 'Seleccione los permisos'}
        data={data}
        value={selected}
        onChange={setSelected}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage="No se encontraron resultados"
        maxDropdownHeight={300}
      />
      <Text size="xs" c="dimmed" mt={4}>{selected.length} permisos seleccionados</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => navigate(BACK_TO)}>Volver</Button>
        <Button type="submit" loading={saving}>Guardar</Button>
      </Group>
    </form>
  );
}

/** The ids of the role's permissions that can be chosen here (only visible permissions are assignable). */
function heldVisible(role: RoleRead, data: { value: string }[]): string[] {
  const choosable = new Set(data.map((option) => option.value));
  return role.permissions.map((p) => String(p.id)).filter((id) => choosable.has(id));
}
