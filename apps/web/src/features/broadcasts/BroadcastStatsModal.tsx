import { Anchor, Center, Group, Modal, Paper, RingProgress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { BroadcastDetailTipo, BroadcastRead } from '@atiende/shared';
import { STAT_RINGS, statShare } from './broadcast-format';
import { useBroadcastStats } from './broadcasts.api';
import { SendProgress } from './SendBroadcastModal';

interface BroadcastStatsModalProps {
  broadcast: BroadcastRead | null;
  onClose(): void;
  /** Opens the contacts behind a figure. */
  onDetail(tipo: BroadcastDetailTipo): void;
}

/**
 * 'Estadísticas': exitosos, fallidos, sin_telefono and multiples_telefonos as rings of their share of
 * total_contactos (0 without contacts), with the total, and the send's progress while it goes.
 */
export function BroadcastStatsModal({ broadcast, onClose, onDetail }: BroadcastStatsModalProps) {
  const stats = useBroadcastStats(broadcast?.id ?? null);
  const progress = stats.data;
  const total = progress?.metadata.total_contactos ?? 0;
  return (
    <Modal opened={broadcast !== null} onClose={onClose} title="Estadísticas" size="xl" centered>
      {broadcast && <Text size="sm" c="dimmed" mb="md">{`Campaña de difusión ${broadcast.name}`}</Text>}
      {stats.isError && <Text c="red" ta="center" py="xl">No se pudo cargar la información.</Text>}
      {!progress && !stats.isError && <Skeleton h={200} />}
      {progress && (
        <Stack>
          <Paper withBorder p="sm" radius="md">
            <Group justify="space-between">
              <Text fw={600}>Total de contactos</Text>
              <Text fw={700} size="xl" data-testid="stats-total">{total}</Text>
            </Group>
          </Paper>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {STAT_RINGS.map((ring) => {
              const count = progress.metadata[ring.key];
              const share = statShare(count, total);
              return (
                <Paper key={ring.key} withBorder p="sm" radius="md" data-testid={`stat-${ring.key}`}>
                  <Stack gap={4} align="center">
                    <RingProgress size={120} thickness={12} roundCaps sections={[{ value: share, color: ring.color }]} aria-hidden
                      label={<Center><Text fw={700} size="lg">{`${share} %`}</Text></Center>} />
                    <Text fw={600} size="sm">{ring.label}</Text>
                    <Text size="sm" c="dimmed">{`${count} de ${total}`}</Text>
                    {count > 0 && (
                      <Anchor component="button" type="button" size="sm" onClick={() => onDetail(ring.key)}
                        aria-label={`Ver detalles de ${ring.label.toLowerCase()}`}>
                        Ver detalles
                      </Anchor>
                    )}
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
          {progress.management > 0 && <SendProgress broadcastId={broadcast!.id} />}
          {progress.management === 0 && <Text size="sm" c="dimmed">La campaña de difusión aún no se ha enviado.</Text>}
        </Stack>
      )}
    </Modal>
  );
}
