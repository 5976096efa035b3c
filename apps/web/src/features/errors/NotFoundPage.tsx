import { Link } from 'react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../app/page-title';

export function NotFoundPage() {
  usePageTitle('Página no encontrada');
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md">
        <Title order={1} c="blue" fz={72}>404</Title>
        <Text size="xl" fw={600}>Lo sentimos, Página no encontrada</Text>
        <Button component={Link} to="/dashboard">Volver al inicio</Button>
      </Stack>
    </Center>
  );
}
