import { Badge } from '@mantine/core';
import { LEAD_ESTADO_LABELS, type LeadEstado } from '@atiende/shared';
import { LEAD_ESTADO_COLORS } from './lead-format';

export function LeadEstadoBadge({ estado }: { estado: LeadEstado }) {
  return <Badge color={LEAD_ESTADO_COLORS[estado]} variant="light" style={{ minWidth: 'max-content' }}>{LEAD_ESTADO_LABELS[estado]}</Badge>;
}
