import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClipboardList, IconList, IconPlus } from '@tabler/icons-react';

/** The contact hub's 'Gestiones del Contacto' card: a dialog with the list and the form of the contact's gestiones. */
export function ContactGestionesCard({ contactId }: { contactId: number }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      {/* Named by its visible text (title and hint), so the name contains what it shows (WCAG 2.5.3). */}
      <Card withBorder radius="md" padding="lg" component="button" type="button" onClick={() => setOpened(true)}
        style={{ textAlign: 'left', cursor: 'pointer', font: 'inherit', color: 'inherit' }}>
        <Group wrap="nowrap">
          <ThemeIcon size={48} radius="md" variant="light" color="teal">
            <IconClipboardList size={28} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600}>Gestiones del Contacto</Text>
            <Text size="sm" c="dimmed">Historial de gestiones y registro de una nueva gestión.</Text>
          </Stack>
        </Group>
      </Card>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Gestiones del Contacto" centered>
        <Stack>
          <Button component={Link} to={`/gestionContacto/${contactId}`} variant="light" leftSection={<IconList size={18} />}>
            Lista de Gestiones
          </Button>
          <Button component={Link} to={`/gestionContactoCreate/${contactId}`} leftSection={<IconPlus size={18} />}>
            Agregar Gestión
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
