import { Alert, Group, Modal, Skeleton, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import { IconCircleCheck, IconClock, IconPlayerPlay, IconUserCheck } from '@tabler/icons-react';
import type { LeadEstado, LeadListItem } from '@atiende/shared';
import { formatDateTime } from '../../ui/dates';
import { LEAD_ESTADO_COLORS, timelineSteps } from './lead-format';
import { useLeadTimeline } from './leads.api';

const STEP_ICONS: Record<LeadEstado, typeof IconClock> = {
  SIN_ASIGNAR: IconUserCheck,
  PENDIENTE: IconClock,
  EN_PROCESO: IconPlayerPlay,
  FINALIZADO: IconCircleCheck,
};

/** The lead's timeline: each step with its date, who took it and the durations it closes (h:mm:ss). */
export function LeadTimelineModal({ lead, onClose }: { lead: LeadListItem | null; onClose(): void }) {
  const timeline = useLeadTimeline(lead?.id ?? null);
  const steps = timeline.data ? timelineSteps(timeline.data) : [];
  return (
    <Modal opened={lead !== null} onClose={onClose} title="Línea de tiempo del lead" centered size="md">
      {lead && <Text fw={600} mb="md">{lead.contact.full_name}</Text>}
      {timeline.isPending ? <Skeleton height={200} />
        : timeline.isError ? <Alert color="red">{timeline.error.message}</Alert>
          : (
            <Timeline active={steps.length - 1} bulletSize={28} lineWidth={2} data-testid="lead-timeline">
              {steps.map((step, index) => {
                const Icon = STEP_ICONS[step.estado];
                return (
                  <Timeline.Item key={`${step.estado}-${index}`} title={step.label} color={LEAD_ESTADO_COLORS[step.estado]}
                    bullet={<ThemeIcon size={28} radius="xl" color={LEAD_ESTADO_COLORS[step.estado]} aria-hidden><Icon size={16} /></ThemeIcon>}>
                    <Stack gap={2}>
                      <Text size="sm">{formatDateTime(step.fecha)}</Text>
                      <Text size="sm" c="dimmed">{step.user ? `Usuario: ${step.user}` : 'Sin usuario'}</Text>
                      {step.durations.map((duration) => (
                        <Group key={duration.label} gap={4}>
                          <Text size="sm">{`${duration.label}:`}</Text>
                          <Text size="sm" fw={700} ff="monospace">{duration.value}</Text>
                        </Group>
                      ))}
                    </Stack>
                  </Timeline.Item>
                );
              })}
            </Timeline>
          )}
    </Modal>
  );
}
