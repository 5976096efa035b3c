import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled, IconClipboardText, IconTools } from '@tabler/icons-react';
import { CASE_ESTADO_COLORS, CASE_MSG, type CaseListItem } from '@atiende/shared';
import { CaseActions } from './CaseActions';
import { MaterialsModal, ReportModal } from './CaseWorkModals';
import { clientsText, formatDay, namesOf } from './case-format';
import { useCase } from './cases.api';
import { TruncatedText } from '../../ui/Truncated';

export function EstadoBadge({ estado }: { estado: CaseListItem['estado'] }) {
  return <Badge color={CASE_ESTADO_COLORS[estado]} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>{estado}</Badge>;
}

/** A case as a card: the header opens its edit form, the body its detail; the footer has its actions. */
export function CaseCard({ item, canEdit }: { item: CaseListItem; canEdit: boolean }) {
  const [open, setOpen] = useState<'materiales' | 'informe' | null>(null);
  const atWork = item.estado === 'EN_PROCESO' && item.puede_gestionar;
  const header = (
    <Group justify="space-between" wrap="nowrap">
      <Group gap={6} wrap="nowrap">
        {item.estado === 'FINALIZADO' && (
          <ThemeIcon color="green" variant="transparent" size="sm" aria-label="Finalizado"><IconCircleCheckFilled /></ThemeIcon>
        )}
        <Text fw={700}>{item.name}</Text>
      </Group>
      <EstadoBadge estado={item.estado} />
    </Group>
  );
  return (
    <Card withBorder radius="md" padding="md" data-testid={`case-card-${item.id}`}>
      <Card.Section withBorder inheritPadding py="xs">
        {canEdit ? <UnstyledButton component={Link} to={`/casos/update/${item.id}`} w="100%">{header}</UnstyledButton> : header}
      </Card.Section>
      <UnstyledButton component={Link} to={`/casos/view/${item.id}`} mt="sm" style={{ flex: 1 }}>
        <Stack gap={4}>
          <TruncatedText size="sm" lines={3}>{item.descripcion || CASE_MSG.noDescription}</TruncatedText>
          <Text size="xs" c="dimmed">Cliente(s): {clientsText(item)}</Text>
          <Text size="xs" c="dimmed">Agente(s): {item.contacto.length > 0 ? namesOf(item.contacto) : '—'}</Text>
          <Text size="xs" c="dimmed">{item.tipo_servicio ?? CASE_MSG.noServiceType} · {item.tipo_visita ?? ''}</Text>
          <Text size="xs" c="dimmed">Asignado para: {item.fecha_asignacion ? `${formatDay(item.fecha_asignacion)} ${item.hora_entrada ?? ''}` : '—'}</Text>
        </Stack>
      </UnstyledButton>
      <Stack gap="xs" mt="md">
        <CaseActions item={item} />
        {atWork && (
          <Group gap="xs">
            <Button size="xs" variant="default" leftSection={<IconTools size={14} />} onClick={() => setOpen('materiales')}>Materiales</Button>
            <Button size="xs" variant="default" leftSection={<IconClipboardText size={14} />} onClick={() => setOpen('informe')}>Informe</Button>
          </Group>
        )}
      </Stack>
      {open === 'materiales' && <MaterialsModal item={item} opened onClose={() => setOpen(null)} />}
      {open === 'informe' && <CardReportModal item={item} onClose={() => setOpen(null)} />}
    </Card>
  );
}

/** The report modal of a card loads the case first, so a saved report is edited rather than typed again. */
function CardReportModal({ item, onClose }: { item: CaseListItem; onClose(): void }) {
  const { data } = useCase(item.id);
  if (!data) return null;
  return <ReportModal item={item} report={data.informe} opened onClose={onClose} />;
}
