import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { ActionIcon, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { CASE_ESTADO_COLORS, type CaseListItem } from '@atiende/shared';
import { Link } from 'react-router';

const WEEK_DAYS = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'];
const GRID_WEEKS = 6;
/** The agent hours the calendar shows are fixed text. */
const AGENT_HOURS = '08:00 - 17:00';

/** Six weeks from the Monday on or before the first of the month. */
function monthGrid(month: Dayjs): Dayjs[] {
  const first = month.startOf('month');
  const start = first.subtract((first.day() + 6) % 7, 'day');
  return Array.from({ length: GRID_WEEKS * 7 }, (_, i) => start.add(i, 'day'));
}

/** The calendar view: a month grid (Monday to Sunday) with the cases on their assigned day, the agents and a schedule area. */
export function CasesCalendar({ items }: { items: CaseListItem[] }) {
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const byDay = new Map<string, CaseListItem[]>();
  for (const item of items) {
    if (item.fecha_asignacion) byDay.set(item.fecha_asignacion, [...(byDay.get(item.fecha_asignacion) ?? []), item]);
  }
  const agents = new Map<number, string>();
  for (const item of items) for (const [name, id] of item.contacto) agents.set(id, name);

  return (
    <SimpleGrid cols={{ base: 1, lg: 4 }} spacing="md">
      <Paper withBorder radius="md" p="sm" style={{ gridColumn: 'span 3' }}>
        <Group justify="space-between" mb="sm">
          <ActionIcon variant="default" aria-label="Mes anterior" onClick={() => setMonth(month.subtract(1, 'month'))}><IconChevronLeft size={16} /></ActionIcon>
          <Title order={4} tt="capitalize">{month.locale('es').format('MMMM YYYY')}</Title>
          <ActionIcon variant="default" aria-label="Mes siguiente" onClick={() => setMonth(month.add(1, 'month'))}><IconChevronRight size={16} /></ActionIcon>
        </Group>
        <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
          {WEEK_DAYS.map((day) => <Text key={day} size="xs" fw={700} ta="center" c="dimmed">{day}</Text>)}
          {monthGrid(month).map((day) => {
            const key = day.format('YYYY-MM-DD');
            const inMonth = day.month() === month.month();
            return (
              // Days of the months around: a dashed border and secondary text (not faded: faded text fails contrast).
              <Paper key={key} withBorder radius="sm" p={4} mih={72} style={inMonth ? undefined : { borderStyle: 'dashed' }}>
                <Text size="xs" fw={day.isSame(dayjs(), 'day') ? 700 : 400} c={inMonth ? undefined : 'dimmed'}>{day.date()}</Text>
                <Stack gap={2}>
                  {(byDay.get(key) ?? []).map((item) => (
                    <Badge key={item.id} component={Link} to={`/casos/view/${item.id}`} size="xs" radius="sm" fullWidth
                      color={CASE_ESTADO_COLORS[item.estado]} style={{ cursor: 'pointer' }}
                      title={`${item.hora_entrada ?? ''} ${item.name}: ${item.descripcion}`.trim()}>
                      {item.name}
                    </Badge>
                  ))}
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Paper>
      <Stack>
        <Paper withBorder radius="md" p="sm">
          <Title order={5} mb="xs">Agentes</Title>
          {agents.size === 0 && <Text size="sm" c="dimmed">Sin agentes asignados</Text>}
          {[...agents].map(([id, name]) => (
            <Group key={id} justify="space-between" wrap="nowrap">
              <Text size="sm">{name}</Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{AGENT_HOURS}</Text>
            </Group>
          ))}
        </Paper>
        <Paper withBorder radius="md" p="sm" mih={160}>
          <Title order={5} mb="xs">Agenda</Title>
          <Text size="sm" c="dimmed">Seleccione un caso del calendario para ver su detalle.</Text>
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}
