import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useForm } from '../../ui/use-form';
import { PasswordInput } from '@mantine/core';
import { PasswordChange, USER_MSG } from '@atiende/shared';
import { useMe } from '../../app/auth';
import { FormCard } from '../../ui/FormCard';
import { PageHeader } from '../../ui/PageHeader';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import { changePassword } from './users.api';

export function ChangePasswordPage() {
  const me = useMe();
  const navigate = useNavigate();
  const form = useForm<PasswordChange>({
    initialValues: { current_password: '', password: '', confirm_password: '' },
    validate: schemaValidator(PasswordChange),
  });
  const save = useMutation({
    mutationFn: (values: PasswordChange) => changePassword(me.id, values),
    onSuccess: () => {
      notifySuccess(USER_MSG.passwordChanged);
      navigate('/dashboard');
    },
    onError: (error) => showServerErrors(form, error),
  });

  return (
    <>
      <PageHeader title="Cambiar contraseña" description={me.username} />
      <FormCard onSubmit={form.onSubmit((values) => save.mutate(values))} submitLabel="Guardar" busy={save.isPending}
        backTo="/dashboard" maw={480}>
        <PasswordInput label="Contraseña actual" autoComplete="current-password" withAsterisk autoFocus
          {...form.getInputProps('current_password')} />
        <PasswordInput label="Nueva contraseña" autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
        <PasswordInput label="Confirmar contraseña" autoComplete="new-password" withAsterisk
          {...form.getInputProps('confirm_password')} />
      </FormCard>
    </>
  );
}
