import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from '../../ui/use-form';
import { Select } from '@mantine/core';
import { USER_MSG, UserUpdate, type UserRead } from '@atiende/shared';
import { FormCard, FormSkeleton } from '../../ui/FormCard';
import { PageHeader } from '../../ui/PageHeader';
import { notifySuccess } from '../../ui/notices';
import { updateUser, useRoleOptions } from './users.api';
import { schemaValidator } from '../../ui/form';
import { rules } from './user-fields';
import { useFailAndReturn, useRouteUser } from './user-route';
import { queryKeys } from '../../app/query-keys';
import { NotFoundState } from '../errors/NotFoundPage';

interface RoleValues {
  roles: string | null;
}

const toPayload = (values: RoleValues) => ({ roles: values.roles ? [Number(values.roles)] : [] });

function RoleForm({ user, options }: { user: UserRead; options: { value: string; label: string }[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const failAndReturn = useFailAndReturn();
  const current = user.roles[0];
  const form = useForm<RoleValues>({
    initialValues: { roles: current ? String(current.id) : null },
    validate: schemaValidator(UserUpdate, toPayload, { roles: rules.required }),
  });
  const save = useMutation({
    mutationFn: (values: RoleValues) => updateUser(user.id, toPayload(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      notifySuccess(USER_MSG.roleAssigned);
      navigate('/users');
    },
    onError: failAndReturn,
  });

  return (
    <FormCard onSubmit={form.onSubmit((values) => save.mutate(values))} submitLabel="Asignar" busy={save.isPending}
      backTo="/users" maw={480}>
      <Select label="Rol" placeholder="Seleccione un rol" data={options} withAsterisk searchable
        nothingFoundMessage="No se encontraron resultados" {...form.getInputProps('roles')} />
    </FormCard>
  );
}

export function UserRoleAssignPage() {
  const { data: user, missing } = useRouteUser();
  const roles = useRoleOptions();
  const failAndReturn = useFailAndReturn();
  useEffect(() => {
    if (roles.error) failAndReturn(roles.error);
  }, [roles.error, failAndReturn]);
  if (missing) return <NotFoundState />;

  return (
    <>
      <PageHeader title="Actualizar Rol" description={user ? `${user.get_full_name} (${user.username})` : undefined} />
      {user && roles.data ? <RoleForm user={user} options={roles.data} /> : <FormSkeleton rows={1} maw={480} />}
    </>
  );
}
