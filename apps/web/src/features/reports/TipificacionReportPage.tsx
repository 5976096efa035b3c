import { BarChart, PieChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { REPORT_MSG, type GestionesPorTipificacion } from '@atiende/shared';
import { useUrlParam } from '../../ui/use-url-param';
import { formatCount, formatPercent } from './report-format';
import { typificationRows, type TypificationRow } from './report-rows';
import { ReportFrame } from './ReportFrame';
import { ReportTable, type ReportColumn } from './ReportTable';
import { reportExports, reportLoaders } from './reports.api';

type Campana = GestionesPorTipificacion['campanas'][number];
type Resultado = Campana['resultados'][number];

const PALETTE = ['indigo.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'pink.6', 'lime.7', 'yellow.6', 'blue.6', 'red.6'];
const colorAt = (index: number) => PALETTE[index % PALETTE.length]!;

const COLUMNS: ReportColumn<TypificationRow>[] = [
  { header: 'Resultado', render: (row) => row.resultado },
  { header: 'Calificación', render: (row) => row.calificacion },
  { header: 'Gestiones', numeric: true, render: (row) => formatCount(row.total) },
  { header: '%', numeric: true, render: (row) => formatPercent(row.porcentaje) },
];

/** A resultado's calificaciones as a pie with their shares, or the spec's text when it has none. */
function CalificacionPie({ resultado }: { resultado: Resultado }) {
  const filled = resultado.calificaciones.filter((c) => c.total > 0);
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={3} size="h5" mb="xs">{`${resultado.nombre} (${formatCount(resultado.total)})`}</Title>
      {filled.length === 0 ? <Text size="sm" c="dimmed">{REPORT_MSG.noCalificacion}</Text> : (
        <Stack align="center" gap="xs">
          <PieChart size={160} withTooltip tooltipDataSource="segment" withLabels labelsType="percent"
            data={filled.map((c, index) => ({ name: c.nombre, value: c.total, color: colorAt(index) }))} />
          <Stack gap={2} w="100%">
            {filled.map((c) => <Text key={c.id} size="xs">{`${c.nombre}: ${formatCount(c.total)} (${formatPercent(c.porcentaje)})`}</Text>)}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}

/** A campaign's tab: its resultados as bars, each resultado's calificaciones as a pie, and the table. */
function CampanaPanel({ campana }: { campana: Campana }) {
  if (campana.total === 0) return <Text c="dimmed" ta="center" py="xl">{REPORT_MSG.noData}</Text>;
  const bars = campana.resultados.map((r) => ({ resultado: r.nombre, total: r.total }));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {`Gestiones tipificadas: ${formatCount(campana.total)}` + (campana.sin_resultado ? ` · sin resultado: ${formatCount(campana.sin_resultado)}` : '')}
      </Text>
      <BarChart h={Math.max(200, bars.length * 40)} data={bars} dataKey="resultado" orientation="vertical" yAxisProps={{ width: 130 }}
        series={[{ name: 'total', label: 'Gestiones', color: 'indigo.6' }]} withBarValueLabel />
      <Stack gap={2}>
        {campana.resultados.map((r) => <Text key={r.id} size="sm">{`${r.nombre}: ${formatCount(r.total)} (${formatPercent(r.porcentaje)})`}</Text>)}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {campana.resultados.map((r) => <CalificacionPie key={r.id} resultado={r} />)}
      </SimpleGrid>
      <ReportTable title={`Tipificación de ${campana.nombre}`} columns={COLUMNS} rows={typificationRows(campana)} rowKey={(row) => row.key} minWidth={480} />
    </Stack>
  );
}

/** One tab per campaign, the open one kept in the address. */
function CampanaTabs({ report }: { report: GestionesPorTipificacion }) {
  const [asked, setAsked] = useUrlParam('pestana');
  const current = report.campanas.some((c) => String(c.id) === asked) ? asked! : String(report.campanas[0]!.id);
  return (
    <Tabs value={current} onChange={(value) => setAsked(value)} keepMounted={false}>
      <Tabs.List mb="md">
        {report.campanas.map((c) => <Tabs.Tab key={c.id} value={String(c.id)}>{c.nombre}</Tabs.Tab>)}
      </Tabs.List>
      {report.campanas.map((c) => <Tabs.Panel key={c.id} value={String(c.id)}><CampanaPanel campana={c} /></Tabs.Panel>)}
    </Tabs>
  );
}

/** /report_type: the typification of the range's gestiones, per campaign. */
export function TipificacionReportPage() {
  return (
    <ReportFrame
      title="Reporte de tipificación"
      definition="Gestiones creadas en el rango por resultado y calificación, en una pestaña por campaña."
      name="tipificacion"
      fields={['agents']}
      load={reportLoaders.tipificacion}
      isEmpty={(data) => data.campanas.every((c) => c.total === 0)}
      exportReport={reportExports.tipificacion}
      chartTitle="Resultados y calificaciones"
      chart={(data) => <CampanaTabs report={data} />}
    />
  );
}
