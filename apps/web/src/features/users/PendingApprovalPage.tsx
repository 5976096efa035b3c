import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../app/auth';
import { usePageTitle } from '../../app/page-title';

/** What an account sees until an administrator gives it a role: its own profile and a way out. */
export function PendingApprovalPage() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const signOut = async () => {
    await logout();
    navigate('/login');
  };
  usePageTitle('Cuenta pendiente de aprobación');
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={480}>
        <Stack align="center" gap="md">
          <IconHourglassHigh size={48} stroke={1.5} aria-hidden />
          <Title order={1} size="h2" ta="center">Cuenta pendiente de aprobación</Title>
          <Text ta="center">
            Hola{user?.first_name ? `, ${user.first_name}` : ''}. Su cuenta fue creada, pero un administrador todavía debe
            asignarle un rol. Cuando lo haga, podrá usar Atiende con normalidad.
          </Text>
          <Group>
            <Button component={Link} to="/userProfile" variant="light">Ver mi perfil</Button>
            <Button variant="default" onClick={() => void signOut()}>Cerrar sesión</Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
