import { Link } from 'react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../app/page-title';

const NOT_FOUND_TITLE = 'Página no encontrada';

function NotFoundContent() {
  return (
    <Stack align="center" gap="md" data-testid="not-found">
      <Title order={1} c="blue" fz={72}>404</Title>
      <Text size="xl" fw={600} ta="center">Lo sentimos, Página no encontrada</Text>
      <Button component={Link} to="/dashboard">Volver al inicio</Button>
    </Stack>
  );
}

/** Any unknown path, outside the layout. */
export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <Center component="main" mih="100vh" p="md">
      <NotFoundContent />
    </Center>
  );
}

/**
 * The same page inside the layout: a detail or edit screen whose id is malformed or whose record does not
 * exist (or may not be seen, which the server answers alike).
 */
export function NotFoundState() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <Center mih="50vh" p="md">
      <NotFoundContent />
    </Center>
  );
}
