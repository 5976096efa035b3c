import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';

/** DIFUSIÓN: WhatsApp broadcast campaigns. Its content (campaigns, sends, templates, confirmations) is built apart. */
export function BroadcastsTab() {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" py="lg">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden><IconSpeakerphone size={26} /></ThemeIcon>
        <Title order={2} size="h4">Campañas de difusión</Title>
        <Text c="dimmed" ta="center">Aún no hay campañas de difusión.</Text>
      </Stack>
    </Paper>
  );
}
