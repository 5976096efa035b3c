import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from '../../ui/use-form';
import { PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { USER_MSG, UserCreate } from '@atiende/shared';
import { FormCard } from '../../ui/FormCard';
import { PageHeader } from '../../ui/PageHeader';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import { createUser, useRoleOptions } from './users.api';
import { DOCUMENT_TYPE_OPTIONS, onlyDigits } from './user-fields';
import { queryKeys } from '../../app/query-keys';
import { UserCampaignsField } from './UserCampaignsField';

interface AddUserValues {
  username: string;
  password: string;
  confirm_password: string;
  first_name: string;
  last_name: string;
  documentType: string | null;
  documentNumber: string;
  roles: string | null;
  campaign: string[];
}

function toPayload(values: AddUserValues) {
  return {
    ...values,
    username: values.username.trim(),
    documentType: values.documentType as UserCreate['documentType'],
    roles: values.roles ? [Number(values.roles)] : undefined,
    campaign: values.campaign.map(Number),
  };
}

export function UserAddPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const roles = useRoleOptions();
  const form = useForm<AddUserValues>({
    initialValues: {
      username: '', password: '', confirm_password: '', first_name: '', last_name: '',
      documentType: null, documentNumber: '', roles: null, campaign: [],
    },
    validate: schemaValidator(UserCreate, toPayload),
  });
  const save = useMutation({
    mutationFn: (values: AddUserValues) => createUser(toPayload(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      notifySuccess(USER_MSG.created);
      navigate('/users');
    },
    onError: (error) => showServerErrors(form, error),
  });

  return (
    <>
      <PageHeader title="Agregar usuario" />
      <FormCard onSubmit={form.onSubmit((values) => save.mutate(values))} submitLabel="Guardar" busy={save.isPending}
        backTo="/users" maw={860}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Usuario (correo electrónico)" type="email" autoComplete="off" withAsterisk autoFocus
            {...form.getInputProps('username')} />
          <Select label="Rol" placeholder={roles.isPending ? 'Cargando roles...' : 'Seleccione un rol'}
            data={roles.data ?? []} clearable {...form.getInputProps('roles')}
            error={form.errors.roles ?? (roles.isError ? 'No se pudieron cargar los roles.' : undefined)} />
          <PasswordInput label="Contraseña" autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
          <PasswordInput label="Confirmar contraseña" autoComplete="new-password" withAsterisk
            {...form.getInputProps('confirm_password')} />
          <TextInput label="Nombres" withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label="Apellidos" withAsterisk {...form.getInputProps('last_name')} />
          <Select label="Tipo de documento" placeholder="Seleccione" data={DOCUMENT_TYPE_OPTIONS} withAsterisk
            {...form.getInputProps('documentType')} />
          <TextInput label="Número de documento" inputMode="numeric" withAsterisk {...form.getInputProps('documentNumber')}
            onChange={(e) => form.setFieldValue('documentNumber', onlyDigits(e.currentTarget.value))} />
        </SimpleGrid>
        <UserCampaignsField value={form.values.campaign} onChange={(value) => form.setFieldValue('campaign', value)}
          error={form.errors.campaign} />
      </FormCard>
    </>
  );
}
