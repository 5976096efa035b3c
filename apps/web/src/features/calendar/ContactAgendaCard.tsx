import { Link } from 'react-router';
import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';

/** The contact hub's 'Agenda' card: the contact's next contacts and case visits (/contact/calendar/{id}). */
export function ContactAgendaCard({ contactId }: { contactId: number }) {
  return (
    // Named by its visible title and hint, so the name contains what it shows (WCAG 2.5.3).
    <Card withBorder radius="md" padding="lg" component={Link} to={`/contact/calendar/${contactId}`}>
      <Group wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light" color="grape">
          <IconCalendarEvent size={28} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600}>Agenda</Text>
          <Text size="sm" c="dimmed">Próximos contactos y visitas de casos del contacto.</Text>
        </Stack>
      </Group>
    </Card>
  );
}
