import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../app/page-title';

/** Shown instead of a blank screen when a page fails to render. */
export function RouteErrorPage() {
  usePageTitle('Algo salió mal');
  return (
    <Center component="main" mih="60vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">Algo salió mal</Title>
        <Text c="dimmed">No pudimos mostrar esta página. Recárgala o vuelve al inicio.</Text>
        <Group>
          <Button variant="default" onClick={() => window.location.reload()}>Recargar</Button>
          <Button onClick={() => window.location.assign('/dashboard')}>Ir al inicio</Button>
        </Group>
      </Stack>
    </Center>
  );
}
