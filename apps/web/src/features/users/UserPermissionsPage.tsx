import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from '../../ui/use-form';
import { MultiSelect } from '@mantine/core';
import { USER_MSG, type PermissionRead, type UserRead } from '@atiende/shared';
import { FormCard, FormSkeleton } from '../../ui/FormCard';
import { PageHeader } from '../../ui/PageHeader';
import { showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import { useVisiblePermissions } from '../roles/roles.api';
import { setUserPermissions } from './users.api';
import { useFailAndReturn, useRouteUser } from './user-route';
import { queryKeys } from '../../app/query-keys';
import { NotFoundState } from '../errors/NotFoundPage';

interface PermissionValues {
  user_permission: string[];
}

function PermissionsForm({ user, permissions }: { user: UserRead; permissions: PermissionRead[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<PermissionValues>({
    initialValues: { user_permission: user.user_permission.map(([, id]) => String(id)) },
  });
  const save = useMutation({
    mutationFn: (values: PermissionValues) => setUserPermissions(user.id, values.user_permission.map(Number)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      notifySuccess(USER_MSG.permissionsAssigned);
      navigate('/users');
    },
    onError: (error) => showServerErrors(form, error),
  });

  return (
    <FormCard onSubmit={form.onSubmit((values) => save.mutate(values))} submitLabel="Guardar" busy={save.isPending}
      backTo="/users">
      <MultiSelect
        label="Permisos"
        placeholder="Buscar permiso..."
        description="Permisos asignados directamente al usuario, además de los de su rol."
        data={permissions.map((p) => ({ value: String(p.id), label: p.name }))}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage="No se encontraron resultados"
        {...form.getInputProps('user_permission')}
      />
    </FormCard>
  );
}

export function UserPermissionsPage() {
  const { data: user, missing } = useRouteUser();
  const permissions = useVisiblePermissions();
  const failAndReturn = useFailAndReturn();
  useEffect(() => {
    if (permissions.error) failAndReturn(permissions.error);
  }, [permissions.error, failAndReturn]);
  if (missing) return <NotFoundState />;
  return (
    <>
      <PageHeader title="Asignar permisos" description={user ? `${user.get_full_name} (${user.username})` : undefined} />
      {user && permissions.data ? (
        <PermissionsForm user={user} permissions={permissions.data} />
      ) : (
        <FormSkeleton rows={1} />
      )}
    </>
  );
}
