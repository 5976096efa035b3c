import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from '@mantine/form';
import { TextInput } from '@mantine/core';
import { USER_MSG, UserUpdate, type UserRead } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { queryKeys } from '../../app/query-keys';
import { FormCard, FormSkeleton } from '../../ui/FormCard';
import { PageHeader } from '../../ui/PageHeader';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import { updateUser } from './users.api';
import { rules } from './user-fields';
import { useFailAndReturn, useRouteUser } from './user-route';

type EditUserValues = Pick<UserRead, 'username' | 'first_name' | 'last_name'>;

const toPayload = (values: EditUserValues) => ({ ...values, username: values.username.trim() });

function EditUserForm({ user }: { user: UserRead }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const failAndReturn = useFailAndReturn();
  const form = useForm<EditUserValues>({
    initialValues: { username: user.username, first_name: user.first_name, last_name: user.last_name },
    validate: schemaValidator(UserUpdate, toPayload, { username: rules.email }),
  });
  const save = useMutation({
    mutationFn: (values: EditUserValues) => updateUser(user.id, toPayload(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      notifySuccess(USER_MSG.updated);
      navigate('/users');
    },
    onError: (error) => {
      const hasFieldErrors = error instanceof ApiError && Object.keys(error.fields).length > 0;
      if (hasFieldErrors) showServerErrors(form, error);
      else failAndReturn(error);
    },
  });

  return (
    <FormCard onSubmit={form.onSubmit((values) => save.mutate(values))} submitLabel="Guardar" busy={save.isPending}
      backTo="/users" maw={560}>
      <TextInput label="Usuario (correo electrónico)" type="email" withAsterisk autoFocus {...form.getInputProps('username')} />
      <TextInput label="Nombres" withAsterisk {...form.getInputProps('first_name')} />
      <TextInput label="Apellidos" withAsterisk {...form.getInputProps('last_name')} />
    </FormCard>
  );
}

export function UserEditPage() {
  const { data: user } = useRouteUser();
  return (
    <>
      <PageHeader title="Editar usuario" description={user?.get_full_name} />
      {user ? <EditUserForm user={user} /> : <FormSkeleton maw={560} />}
    </>
  );
}
