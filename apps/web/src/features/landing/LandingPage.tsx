import { Link } from 'react-router';
import { Button, Center, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAddressBook, IconChartBar, IconMessages } from '@tabler/icons-react';
import { usePageTitle } from '../../app/page-title';

const FEATURES = [
  { icon: IconMessages, title: 'Conversaciones', text: 'WhatsApp, Telegram, Facebook y telefonía en un solo lugar, con cada conversación registrada como gestión.' },
  { icon: IconAddressBook, title: 'Contactos y campañas', text: 'Personas y empresas, sus datos, grupos, campañas, leads, casos y encuestas.' },
  { icon: IconChartBar, title: 'Reportes', text: 'Gestiones por hora y por canal, el trabajo de cada agente y la supervisión en vivo.' },
];

/** /landingPage: what the product is, for a visitor; linked from the sign-in page. */
export function LandingPage() {
  usePageTitle('Bienvenido');
  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Container size="md" py="xl">
        <Stack gap="xl">
          <Stack gap="xs" ta="center">
            <Title order={1}>Atiende</Title>
            <Text size="lg" c="dimmed">El centro de contacto y CRM de tu empresa: atiende, registra y mide cada conversación con tus clientes.</Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {FEATURES.map((feature) => (
              <Paper key={feature.title} withBorder p="lg" radius="md">
                <ThemeIcon size={44} radius="md" variant="light" mb="sm"><feature.icon size={26} /></ThemeIcon>
                <Title order={2} size="h4" mb={4}>{feature.title}</Title>
                <Text size="sm" c="dimmed">{feature.text}</Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Group justify="center">
            <Button component={Link} to="/login" size="md">Iniciar sesión</Button>
          </Group>
        </Stack>
      </Container>
    </Center>
  );
}
