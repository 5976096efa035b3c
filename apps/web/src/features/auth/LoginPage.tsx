import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoginRequest } from '@atiende/shared';
import { Link, useNavigate } from 'react-router';
import { useForm } from '../../ui/use-form';
import { Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { ApiError, RETURN_TO_KEY } from '../../app/api';
import { client } from '../../app/api.client';
import { useAuth } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { schemaValidator } from '../../ui/form';
import { usePageTitle } from '../../app/page-title';
import { preloadSignedInApp } from '../../app/preload';

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [help, setHelp] = useState(false);
  const notice = sessionStorage.getItem('atiende.loginNotice');
  // The link to sign up shows only while self-registration is open (REGISTRATION_ENABLED).
  const { data: registration } = useQuery({
    queryKey: queryKeys.registration,
    queryFn: () => client.get('/users/register/', { anonymous: true }),
  });
  usePageTitle('Iniciar sesión');
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: schemaValidator(LoginRequest),
  });

  const submit = form.onSubmit(async ({ username, password }) => {
    setBusy(true);
    setFailure(null);
    sessionStorage.removeItem('atiende.loginNotice');
    preloadSignedInApp();
    try {
      await login(username, password);
      const returnTo = sessionStorage.getItem(RETURN_TO_KEY);
      sessionStorage.removeItem(RETURN_TO_KEY);
      navigate(returnTo && returnTo !== '/login' ? returnTo : '/dashboard', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.detail) setFailure(error.detail);
      else if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.fields)) form.setFieldError(field, messages.join(' '));
      } else setFailure('No se pudo conectar con el servidor.');
    } finally {
      setBusy(false);
    }
  });

  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Paper withBorder shadow="md" p="xl" radius="md" w={420}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <div>
              <Title order={1} size="h2">Atiende</Title>
              <Text c="dimmed" size="sm">Inicia sesión para continuar</Text>
            </div>
            {notice && <Text c="teal" size="sm">{notice}</Text>}
            <TextInput label="Usuario" placeholder="usuario@empresa.co" autoComplete="username" autoFocus {...form.getInputProps('username')} />
            <div>
              <PasswordInput label="Contraseña" autoComplete="current-password" {...form.getInputProps('password')} />
              {failure && <Text c="red" size="sm" mt={6} role="alert" data-testid="login-error">{failure}</Text>}
            </div>
            <Anchor component="button" type="button" size="sm" ta="right"
              onClick={() => setHelp(true)}>¿Olvidaste tu contraseña?</Anchor>
            {help && <Text size="sm" c="dimmed">Pide a un administrador de tu empresa que te asigne una contraseña nueva.</Text>}
            <Button type="submit" loading={busy} fullWidth>Iniciar sesión</Button>
            {registration?.enabled && (
              <Text size="sm" ta="center">
                ¿No tienes cuenta? <Anchor component={Link} to="/users/add_user2">Regístrate</Anchor>
              </Text>
            )}
            <Text size="sm" ta="center">
              <Anchor component={Link} to="/landingPage">Conoce Atiende</Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
