import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFile, IconInbox, IconPencil, IconSend } from '@tabler/icons-react';
import { PageHeader } from '../../ui/PageHeader';

const FOLDERS = [
  { label: 'Recibidos', icon: IconInbox },
  { label: 'Enviados', icon: IconSend },
  { label: 'Borradores', icon: IconFile },
];

/**
 * /email: the product's static mock (§2.12): Redactar and the folders Recibidos, Enviados and Borradores, with
 * Recibidos shown. There is no behaviour: no mailbox is connected, so Redactar is disabled and the folders are text.
 */
export function EmailPage() {
  return (
    <>
      <PageHeader title="Correo" description="Vista de ejemplo: el correo electrónico no está conectado." />
      <Grid gap="md" data-testid="email-mock">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <Stack gap="sm">
            <Button leftSection={<IconPencil size={16} />} disabled fullWidth>Redactar</Button>
            <Stack component="ul" gap={2} aria-label="Carpetas" m={0} p={0} style={{ listStyle: 'none' }}>
              {FOLDERS.map(({ label, icon: Icon }, index) => (
                <Group
                  component="li" key={label} gap={8} px="sm" py={6} wrap="nowrap" aria-current={index === 0 ? 'true' : undefined}
                  style={{
                    borderRadius: 'var(--mantine-radius-sm)', fontWeight: index === 0 ? 700 : 400,
                    background: index === 0 ? 'var(--mantine-color-default-hover)' : undefined,
                  }}
                >
                  <Icon size={18} stroke={1.6} aria-hidden />
                  <Text size="sm" inherit>{label}</Text>
                </Group>
              ))}
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          <Paper withBorder radius="md" p="md" mih={320}>
            <Title order={2} size="h4" mb="sm">Recibidos</Title>
            <Text c="dimmed" size="sm">No hay mensajes.</Text>
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
