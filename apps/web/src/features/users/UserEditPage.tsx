import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from '../../ui/use-form';
import { TextInput } from '@mantine/core';
import { USER_MSG, UserUpdate, type UserRead } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { queryKeys } from '../../app/query-keys';
import { NotFoundState } from '../errors/NotFoundPage';
import { FormCard, FormSkeleton } from '../../ui/FormCard';
import { PageHeader } from '../../ui/PageHeader';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import { updateUser } from './users.api';
import { rules } from './user-fields';
import { useFailAndReturn, useRouteUser } from './user-route';
import { UserCampaignsField, useMayAssignCampaigns } from './UserCampaignsField';

type EditUserValues = Pick<UserRead, 'username' | 'first_name' | 'last_name'> & { campaign: string[]; extension: string };

/**
 * The campaigns are sent only by who may change them; the others keep the user's as they are. The extension
 * is sent only when it changed, since changing it takes the right to manage users.
 */
const toPayload = (values: EditUserValues, initialExtension: string, withCampaigns = true) => {
  const { campaign, extension, ...rest } = values;
  return {
    ...rest, username: values.username.trim(),
    ...(withCampaigns ? { campaign: campaign.map(Number) } : {}),
    ...(extension.trim() !== initialExtension ? { extension: extension.trim() } : {}),
  };
};

function EditUserForm({ user }: { user: UserRead }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const failAndReturn = useFailAndReturn();
  const mayAssignCampaigns = useMayAssignCampaigns();
  const form = useForm<EditUserValues>({
    initialValues: {
      username: user.username, first_name: user.first_name, last_name: user.last_name, campaign: user.campaign.map(String),
      extension: user.extension ?? '',
    },
    validate: schemaValidator(UserUpdate, (values: EditUserValues) => toPayload(values, user.extension ?? ''), { username: rules.email }),
  });
  const save = useMutation({
    mutationFn: (values: EditUserValues) => updateUser(user.id, toPayload(values, user.extension ?? '', mayAssignCampaigns)),
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
      <TextInput label="Extensión" description="Vacía: 1203" inputMode="numeric" maxLength={10} {...form.getInputProps('extension')} />
      <UserCampaignsField value={form.values.campaign} onChange={(value) => form.setFieldValue('campaign', value)}
        error={form.errors.campaign} />
    </FormCard>
  );
}

export function UserEditPage() {
  const { data: user, missing } = useRouteUser();
  if (missing) return <NotFoundState />;
  return (
    <>
      <PageHeader title="Editar usuario" description={user?.get_full_name} />
      {user ? <EditUserForm user={user} /> : <FormSkeleton maw={560} />}
    </>
  );
}
