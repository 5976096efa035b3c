import { BarChart } from '@mantine/charts';
import { Text, Title } from '@mantine/core';
import type { SlaReport } from '@atiende/shared';
import { formatCount, formatDay, formatOptionalPercent, formatSeconds } from './report-format';
import { ReportFrame } from './ReportFrame';
import { ReportTable, SummaryCards, type ReportColumn } from './ReportTable';
import { reportExports, reportLoaders } from './reports.api';

type Figures = SlaReport['resumen'];
type CampaignRow = SlaReport['campanas'][number];
type AgentRow = SlaReport['agentes'][number];
type DayRow = SlaReport['filas'][number];

/** The 'Por día' table shows this many rows at most; the Excel file has them all. */
const DAY_ROWS_SHOWN = 200;

const SLA_DEFINITION = 'Conversaciones que inició el cliente en el rango, en campañas con objetivo de primera respuesta. '
  + 'El reloj corre desde el primer mensaje del cliente, o desde la apertura si escribió fuera de horario. '
  + 'Cumplimiento = dentro del objetivo / (dentro del objetivo + vencidas); las pendientes siguen en tiempo. '
  + 'CSAT: porcentaje de las encuestas de cierre respondidas con la mejor opción.';

/** The resolutions within their target of those decided, '3 de 4'; '—' with none (no target, or all still open in time). */
function resolutionInTime(row: Figures): string {
  const decided = row.resolucion_dentro + row.resolucion_vencidas;
  return decided === 0 ? '—' : `${formatCount(row.resolucion_dentro)} de ${formatCount(decided)}`;
}

/**
 * The figures every table has after its names. In the table per day, which has two names more, the two longest
 * words of the headers may break (a soft hyphen), so that it fits a laptop's screen.
 */
const figureColumns = (narrow: boolean): ReportColumn<Figures>[] => [
  { header: narrow ? 'Conver\u00ADsaciones' : 'Conversaciones', numeric: true, render: (row) => formatCount(row.conversaciones) },
  { header: 'Dentro del objetivo', numeric: true, render: (row) => formatCount(row.dentro_objetivo) },
  { header: 'Vencidas', numeric: true, render: (row) => formatCount(row.vencidas) },
  { header: 'Pendientes', numeric: true, render: (row) => formatCount(row.pendientes) },
  { header: narrow ? 'Cumpli\u00ADmiento' : 'Cumplimiento', numeric: true, render: (row) => formatOptionalPercent(row.cumplimiento) },
  { header: 'Mediana de primera respuesta', numeric: true, render: (row) => formatSeconds(row.mediana_primera_respuesta) },
  { header: 'Resolución a tiempo', numeric: true, render: resolutionInTime },
  { header: 'Encuestas', numeric: true, render: (row) => formatCount(row.encuestas) },
  { header: 'CSAT', numeric: true, render: (row) => formatOptionalPercent(row.csat) },
];

/** A row of the campaign or agent table, or their totals (no name: 'Total'). */
type NamedRow = Figures & { campana?: string; agente?: string };

const CAMPAIGN_COLUMNS: ReportColumn<NamedRow>[] = [{ header: 'Campaña', render: (row) => row.campana ?? 'Total' }, ...figureColumns(false)];
const AGENT_COLUMNS: ReportColumn<NamedRow>[] = [{ header: 'Agente', render: (row) => row.agente ?? 'Total' }, ...figureColumns(false)];
const DAY_COLUMNS: ReportColumn<DayRow>[] = [
  { header: 'Día', render: (row) => formatDay(row.dia) },
  { header: 'Campaña', render: (row) => row.campana },
  { header: 'Agente', render: (row) => row.agente },
  ...figureColumns(true),
];

/** The headline figures, then each campaign's compliance as a horizontal bar (long names fit a phone). */
function SlaChart({ report }: { report: SlaReport }) {
  const { resumen } = report;
  const measured = report.campanas.filter((row): row is CampaignRow & { cumplimiento: number } => row.cumplimiento !== null);
  return (
    <>
      <SummaryCards items={[
        { label: 'Conversaciones', value: formatCount(resumen.conversaciones) },
        { label: 'Cumplimiento', value: formatOptionalPercent(resumen.cumplimiento) },
        { label: 'Vencidas', value: formatCount(resumen.vencidas) },
        { label: 'Pendientes', value: formatCount(resumen.pendientes) },
        { label: 'Mediana de primera respuesta', value: formatSeconds(resumen.mediana_primera_respuesta) },
        { label: 'CSAT', value: formatOptionalPercent(resumen.csat) },
      ]} />
      <Title order={3} size="h5" mb="xs">Cumplimiento por campaña</Title>
      {measured.length === 0 ? (
        <Text size="sm" c="dimmed">Ninguna conversación del rango tiene aún su primera respuesta dentro del objetivo o vencida.</Text>
      ) : (
        <BarChart h={Math.max(180, measured.length * 36)} data={measured.map((row) => ({ campana: row.campana, cumplimiento: row.cumplimiento }))}
          dataKey="campana" orientation="vertical" yAxisProps={{ width: 120 }} xAxisProps={{ domain: [0, 100] }} maxBarWidth={32}
          valueFormatter={formatOptionalPercent}
          series={[{ name: 'cumplimiento', label: 'Cumplimiento', color: 'teal.6' }]} />
      )}
      {measured.length > 0 && measured.length < report.campanas.length && (
        <Text size="sm" c="dimmed" mt="xs">Las campañas cuyas conversaciones siguen todas pendientes no tienen barra.</Text>
      )}
    </>
  );
}

/** The day table's note when it shows only the first rows. */
const dayRowsNote = (total: number) =>
  (total > DAY_ROWS_SHOWN ? `Se muestran las primeras ${formatCount(DAY_ROWS_SHOWN)} filas de ${formatCount(total)}; el archivo de Excel las trae todas.` : undefined);

/** /reports/sla: first-response SLA compliance of the range's conversations, per campaign, agent and day, with CSAT. */
export function SlaReportPage() {
  return (
    <ReportFrame
      title="Cumplimiento de SLA"
      definition={SLA_DEFINITION}
      name="sla"
      fields={['agents', 'campaign', 'type']}
      load={reportLoaders.sla}
      isEmpty={(data) => data.resumen.conversaciones === 0}
      exportReport={reportExports.sla}
      chartTitle="Resumen"
      chart={(data) => <SlaChart report={data} />}
      tables={(data) => (
        <>
          <ReportTable<NamedRow> title="Por campaña" columns={CAMPAIGN_COLUMNS} rows={data.campanas}
            rowKey={(row) => (row as CampaignRow).campaign_id} totals={data.resumen} minWidth={960} dense />
          <ReportTable<NamedRow> title="Por agente" columns={AGENT_COLUMNS} rows={data.agentes}
            rowKey={(row, i) => (row as AgentRow).agent_id ?? `sin-agente-${i}`} totals={data.resumen} minWidth={960} dense />
          <ReportTable title="Por día" columns={DAY_COLUMNS} rows={data.filas.slice(0, DAY_ROWS_SHOWN)}
            rowKey={(row) => `${row.dia}-${row.campaign_id}-${row.agent_id ?? 'sin-agente'}`} note={dayRowsNote(data.filas.length)} minWidth={1100} dense />
        </>
      )}
    />
  );
}
