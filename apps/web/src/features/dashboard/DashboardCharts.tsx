import { useState, type ReactNode } from 'react';
import { BarChart, PieChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Button, Center, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import type { GestionesPorBot, GestionesPorHora } from '@atiende/shared';
import { GestionListModal } from './GestionListModal';
import { RANGO_OPTIONS, useBotReport, useBotSliceList, useHourDetail, useHourReport, type Rango } from './dashboard.api';

const NO_DATA = 'No hay datos para mostrar.';

interface ChartPanelProps<D> {
  title: string;
  rango: Rango;
  onRango(rango: Rango): void;
  report: { data: D | undefined; isPending: boolean; isError: boolean };
  isEmpty(data: D): boolean;
  /** The chart, once the report has come and has something to show. */
  chart(data: D): ReactNode;
  /** The detail dialog, kept mounted whatever the report's state. */
  detail: ReactNode;
}

/** A chart card with its 'Hoy' / 'Última Semana' switch, and the loading, error and empty states. */
function ChartPanel<D>({ title, rango, onRango, report, isEmpty, chart, detail }: ChartPanelProps<D>) {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">{title}</Title>
        <SegmentedControl size="xs" aria-label={`Periodo de ${title}`} data={RANGO_OPTIONS} value={rango} onChange={(v) => onRango(v as Rango)} />
      </Group>
      <ChartBody report={report} isEmpty={isEmpty} chart={chart} />
      {detail}
    </Paper>
  );
}

function ChartBody<D>({ report, isEmpty, chart }: Pick<ChartPanelProps<D>, 'report' | 'isEmpty' | 'chart'>) {
  if (report.isPending) return <Skeleton h={220} />;
  if (report.isError || report.data === undefined) {
    return <Text c="red" ta="center" py="xl">No se pudo cargar la información.</Text>;
  }
  if (isEmpty(report.data)) return <Center h={220}><Text c="dimmed">{NO_DATA}</Text></Center>;
  return chart(report.data);
}

const BOT_SLICES = [
  { enBot: true, name: 'En el bot', color: 'indigo.6' },
  { enBot: false, name: 'Fuera del bot', color: 'orange.6' },
] as const;

function botSlices(report: GestionesPorBot) {
  return BOT_SLICES.map((slice) => ({ ...slice, value: slice.enBot ? report.gestiones_en_bot : report.gestiones_fuera_bot }));
}

/** Each slice of the pie, and its button below, lists that slice's gestiones. */
function BotPie({ report, onOpen }: { report: GestionesPorBot; onOpen(enBot: boolean): void }) {
  const slices = botSlices(report);
  const shown = slices.filter((slice) => slice.value > 0);
  return (
    <Stack align="center" gap="xs">
      <PieChart
        data={shown.map(({ name, value, color }) => ({ name, value, color }))}
        size={200}
        strokeWidth={shown.length > 1 ? 1 : 0}
        withLabels
        labelsType="value"
        withTooltip
        tooltipDataSource="segment"
        pieProps={{
          onClick: (segment: { name?: string }) => onOpen(segment.name === 'En el bot'),
          style: { cursor: 'pointer' },
        }}
      />
      <Text size="sm" c="dimmed">Ver detalle:</Text>
      <Group gap="xs" justify="center">
        {slices.map((slice) => (
          <Button key={slice.name} size="xs" variant="default" disabled={slice.value === 0} leftSection={<IconList size={14} />}
            onClick={() => onOpen(slice.enBot)} aria-label={`${slice.name}: ${slice.value}, ver detalle`}>
            <span style={{ width: 10, height: 10, borderRadius: 5, marginRight: 6, background: `var(--mantine-color-${slice.color.replace('.', '-')})` }} />
            {slice.name}: {slice.value}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** 'Ingresados al Bot': gestiones that went through the bot against those that did not; a slice lists its gestiones. */
export function BotChart() {
  const [rango, setRango] = useState<Rango>('hoy');
  const [enBot, setEnBot] = useState<boolean | null>(null);
  const report = useBotReport(rango);
  const detail = useBotSliceList(report.data, enBot);
  const count = detail.data?.count ?? 0;
  const shownRows = detail.data?.results.length ?? 0;
  return (
    <ChartPanel
      title="Ingresados al Bot"
      rango={rango}
      onRango={(next) => {
        setRango(next);
        setEnBot(null);
      }}
      report={report}
      isEmpty={(data) => data.gestiones_en_bot + data.gestiones_fuera_bot === 0}
      chart={(data) => <BotPie report={data} onOpen={setEnBot} />}
      detail={
        <GestionListModal
          title={`Ingresados al Bot: ${enBot ? 'en el bot' : 'fuera del bot'}`}
          opened={enBot !== null}
          onClose={() => setEnBot(null)}
          rows={detail.data?.results}
          loading={detail.isPending && enBot !== null}
          note={count > shownRows ? `Se muestran las ${shownRows} más recientes de ${count}.` : undefined}
        />
      }
    />
  );
}

const filledSlots = (report: GestionesPorHora) => report.slots.filter((slot) => slot.contador > 0);

/** The bars of each hour slot and a button per slot with gestiones; both open that hour's list. */
function HourBars({ report, onOpen }: { report: GestionesPorHora; onOpen(slot: string): void }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">Total: {report.total_gestiones}</Text>
      <BarChart
        h={220}
        data={report.slots}
        dataKey="hora"
        series={[{ name: 'contador', label: 'Gestiones', color: 'teal.6' }]}
        tickLine="y"
        barProps={{
          onClick: (bar: { payload?: { hora?: string } }) => bar.payload?.hora && onOpen(bar.payload.hora),
          style: { cursor: 'pointer' },
        }}
      />
      <Group gap={6} aria-label="Ver gestiones por hora">
        {filledSlots(report).map((slot) => (
          <Button key={slot.hora} size="compact-xs" variant="light" color="teal" onClick={() => onOpen(slot.hora)}
            aria-label={`Ver gestiones de las ${slot.hora} (${slot.contador})`}>
            {slot.hora} ({slot.contador})
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** 'Por hora': gestiones per hour slot; a bar (or its button) lists that hour's gestiones. */
export function HourChart() {
  const [rango, setRango] = useState<Rango>('hoy');
  const [hora, setHora] = useState<string | null>(null);
  const report = useHourReport(rango);
  const detail = useHourDetail(rango, hora);
  return (
    <ChartPanel
      title="Por hora"
      rango={rango}
      onRango={setRango}
      report={report}
      isEmpty={(data) => filledSlots(data).length === 0}
      chart={(data) => <HourBars report={data} onOpen={(slot) => setHora(slot.slice(0, 2))} />}
      detail={
        <GestionListModal
          title={`Gestiones de las ${hora ?? ''}:00`}
          opened={hora !== null}
          onClose={() => setHora(null)}
          rows={detail.data}
          loading={detail.isPending && hora !== null}
        />
      }
    />
  );
}
