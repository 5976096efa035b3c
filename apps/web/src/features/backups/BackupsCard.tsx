import { useState } from 'react';
import { Alert, Badge, Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { BACKUP_MSG, type BackupState } from '@atiende/shared';
import { formatDateTime } from '../../ui/dates';
import { notifyErrorMessage } from '../../ui/notices';
import { downloadBackup, useBackupStatus } from './backups.api';
import { describeRun, formatBytes } from './backups.format';

const STATE_LABELS: Record<BackupState, { label: string; color: string }> = {
  ok: { label: BACKUP_MSG.ok, color: 'teal' },
  error: { label: BACKUP_MSG.error, color: 'red' },
  pendiente: { label: 'Pendiente', color: 'gray' },
  desactivado: { label: 'Desactivado', color: 'gray' },
};

/** The SuperAdmin's backups: download a whole archive now, and how the daily backup went. */
export function BackupsCard() {
  const { data, isPending, error } = useBackupStatus(true);
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      await downloadBackup();
    } catch {
      notifyErrorMessage(BACKUP_MSG.downloadFailed);
    } finally {
      // The browser takes over the download; the button is free again once it has asked for it.
      setTimeout(() => setStarting(false), 3000);
    }
  };
  const last = data?.ultimo ?? null;
  const state = data ? STATE_LABELS[data.estado] : null;
  return (
    <Paper withBorder radius="md" p="md" mt="lg" component="section" aria-labelledby="respaldos-titulo">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="respaldos-titulo">{BACKUP_MSG.title}</Title>
          <Text size="sm" c="dimmed">La base de datos y los archivos guardados, en un solo archivo .tar.gz que se restaura con npm run restore.</Text>
        </Stack>
        <Button leftSection={<IconDownload size={16} />} onClick={start} loading={starting}>{BACKUP_MSG.download}</Button>
      </Group>
      {error && <Alert color="red" mt="md" title="Lo Sentimos,">{error.message}</Alert>}
      {isPending && <Skeleton h={60} mt="md" />}
      {data && state && (
        <Stack gap="xs" mt="md">
          <Group gap="xs">
            <Text size="sm" fw={600}>{BACKUP_MSG.lastRun}:</Text>
            <Badge color={state.color} variant="light">{state.label}</Badge>
            {last && <Text size="sm">{formatDateTime(last.fin)}</Text>}
          </Group>
          {data.estado === 'desactivado' && <Text size="sm" c="dimmed">{BACKUP_MSG.disabled}</Text>}
          {data.estado === 'pendiente' && <Text size="sm" c="dimmed">{BACKUP_MSG.never}</Text>}
          {last?.estado === 'ok' && last.archivo && (
            <Text size="sm">{describeRun(last)}</Text>
          )}
          {last?.estado === 'error' && <Text size="sm" c="red">{last.error}</Text>}
          <Text size="sm" c="dimmed">
            {BACKUP_MSG.schedule}: {data.programacion} {BACKUP_MSG.folder}: {data.carpeta}. {BACKUP_MSG.keep}: {data.conservar}.
          </Text>
          <Text size="sm" fw={600} mt="xs">{BACKUP_MSG.kept}</Text>
          {data.archivos.length === 0
            ? <Text size="sm" c="dimmed">{BACKUP_MSG.noneKept}</Text>
            : (
              <List size="sm" spacing={2}>
                {data.archivos.map((file) => <List.Item key={file.nombre}>{file.nombre} ({formatBytes(file.bytes)})</List.Item>)}
              </List>
            )}
        </Stack>
      )}
    </Paper>
  );
}
