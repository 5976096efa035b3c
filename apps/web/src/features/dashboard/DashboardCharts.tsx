import { useState, type ReactNode } from 'react';
import { BarChart, PieChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Button, Center, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { GestionListModal } from './GestionListModal';
import { RANGO_OPTIONS, useBotReport, useHourDetail, useHourReport, type Rango } from './dashboard.api';

function ChartPanel({ title, rango, onRango, children }: { title: string; rango: Rango; onRango(r: Rango): void; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={4}>{title}</Title>
        <SegmentedControl size="xs" aria-label={`Periodo de ${title}`} data={RANGO_OPTIONS} value={rango} onChange={(v) => onRango(v as Rango)} />
      </Group>
      {children}
    </Paper>
  );
}

const NO_DATA = 'No hay datos para mostrar.';

/** 'Ingresados al Bot': gestiones that went through the bot against those that did not. */
export function BotChart() {
  const [rango, setRango] = useState<Rango>('hoy');
  const [listOpen, setListOpen] = useState(false);
  const { data, isPending, isError } = useBotReport(rango);
  const slices = data
    ? [
        { name: 'En el bot', value: data.gestiones_en_bot, color: 'indigo.6' },
        { name: 'Fuera del bot', value: data.gestiones_fuera_bot, color: 'orange.6' },
      ]
    : [];
  const empty = !!data && data.gestiones_en_bot + data.gestiones_fuera_bot === 0;
  return (
    <ChartPanel title="Ingresados al Bot" rango={rango} onRango={setRango}>
      {isPending ? (
        <Skeleton h={220} />
      ) : isError ? (
        <Text c="red" ta="center" py="xl">No se pudo cargar la información.</Text>
      ) : empty ? (
        <Center h={220}><Text c="dimmed">{NO_DATA}</Text></Center>
      ) : (
        <Stack align="center" gap="xs">
          <PieChart
            data={slices.filter((slice) => slice.value > 0)}
            size={200}
            withLabels
            labelsType="value"
            withTooltip
            tooltipDataSource="segment"
            pieProps={{ onClick: () => setListOpen(true), style: { cursor: 'pointer' } }}
          />
          <Group gap="md">
            {slices.map((slice) => (
              <Group key={slice.name} gap={6}>
                <span style={{ width: 10, height: 10, borderRadius: 5, background: `var(--mantine-color-${slice.color.replace('.', '-')})` }} />
                <Text size="sm">{slice.name}: {slice.value}</Text>
              </Group>
            ))}
          </Group>
          <Button size="xs" variant="light" leftSection={<IconList size={14} />} onClick={() => setListOpen(true)}>
            Ver detalle
          </Button>
        </Stack>
      )}
      <GestionListModal
        title="Ingresados al Bot"
        opened={listOpen}
        onClose={() => setListOpen(false)}
        rows={data?.gestiones_fuera_bot_list.map((g) => ({ ...g, campaign: g.campana }))}
      />
    </ChartPanel>
  );
}

/** 'Por hora': gestiones per hour slot; a bar (or its button) lists that hour's gestiones. */
export function HourChart() {
  const [rango, setRango] = useState<Rango>('hoy');
  const [hora, setHora] = useState<string | null>(null);
  const { data, isPending, isError } = useHourReport(rango);
  const detail = useHourDetail(rango, hora);
  const filled = (data?.slots ?? []).filter((slot) => slot.contador > 0);
  const open = (slot: string) => setHora(slot.slice(0, 2));
  return (
    <ChartPanel title="Por hora" rango={rango} onRango={setRango}>
      {isPending ? (
        <Skeleton h={220} />
      ) : isError ? (
        <Text c="red" ta="center" py="xl">No se pudo cargar la información.</Text>
      ) : filled.length === 0 ? (
        <Center h={220}><Text c="dimmed">{NO_DATA}</Text></Center>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">Total: {data.total_gestiones}</Text>
          <BarChart
            h={220}
            data={data.slots}
            dataKey="hora"
            series={[{ name: 'contador', label: 'Gestiones', color: 'teal.6' }]}
            tickLine="y"
            barProps={{
              onClick: (bar: { payload?: { hora?: string } }) => bar.payload?.hora && open(bar.payload.hora),
              style: { cursor: 'pointer' },
            }}
          />
          <Group gap={6} aria-label="Ver gestiones por hora">
            {filled.map((slot) => (
              <Button key={slot.hora} size="compact-xs" variant="light" color="teal" onClick={() => open(slot.hora)}
                aria-label={`Ver gestiones de las ${slot.hora}`}>
                {slot.hora} ({slot.contador})
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      <GestionListModal
        title={`Gestiones de las ${hora ?? ''}:00`}
        opened={hora !== null}
        onClose={() => setHora(null)}
        rows={detail.data}
        loading={detail.isPending && hora !== null}
      />
    </ChartPanel>
  );
}
