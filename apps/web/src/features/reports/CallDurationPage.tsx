import { BarChart } from '@mantine/charts';
import type { CallDuration } from '@atiende/shared';
import { formatCount, formatSeconds } from './report-format';
import { ReportFrame } from './ReportFrame';
import { ReportTable, SummaryCards, type ReportColumn } from './ReportTable';
import { reportExports, reportLoaders, type CallDirection } from './reports.api';

type Agent = CallDuration['agentes'][number];

const VARIANTS: Record<CallDirection, { title: string; definition: string }> = {
  saliente: {
    title: 'Duración de llamadas salientes',
    definition: 'Tiempo hablado (desde que contestan hasta que cuelgan) de las llamadas contestadas salientes, por agente según la extensión.',
  },
  entrante: {
    title: 'Duración de llamadas entrantes',
    definition: 'Tiempo hablado (desde que contestan hasta que cuelgan) de las llamadas contestadas entrantes, por agente según la extensión.',
  },
};

const COLUMNS: ReportColumn<Agent>[] = [
  { header: 'Agente', render: (a) => a.agente },
  { header: 'Llamadas', numeric: true, render: (a) => formatCount(a.llamadas) },
  { header: 'Contestadas', numeric: true, render: (a) => formatCount(a.cantidad) },
  { header: 'Promedio', numeric: true, render: (a) => formatSeconds(a.promedio) },
  { header: 'Mediana', numeric: true, render: (a) => formatSeconds(a.p50) },
  { header: 'P90', numeric: true, render: (a) => formatSeconds(a.p90) },
  { header: 'Tiempo total', numeric: true, render: (a) => formatSeconds(a.total_segundos) },
];

function DurationChart({ report }: { report: CallDuration }) {
  const { resumen } = report;
  return (
    <>
      <SummaryCards items={[
        { label: 'Llamadas', value: formatCount(resumen.llamadas) },
        { label: 'Contestadas', value: formatCount(resumen.cantidad) },
        { label: 'Promedio', value: formatSeconds(resumen.promedio) },
        { label: 'Mediana', value: formatSeconds(resumen.p50) },
        { label: 'P90', value: formatSeconds(resumen.p90) },
        { label: 'Tiempo total', value: formatSeconds(resumen.total_segundos) },
      ]} />
      <BarChart h={Math.max(220, report.agentes.length * 36)} data={report.agentes.map((a) => ({ agente: a.agente, promedio: a.promedio ?? 0 }))}
        dataKey="agente" orientation="vertical" yAxisProps={{ width: 140 }} valueFormatter={formatSeconds}
        series={[{ name: 'promedio', label: 'Promedio', color: 'indigo.6' }]} />
    </>
  );
}

/** /reports/outgoing-call-duration and /reports/incoming-call-duration: the talk time of the answered calls, per agent. */
export function CallDurationPage({ direccion }: { direccion: CallDirection }) {
  return (
    <ReportFrame
      {...VARIANTS[direccion]}
      name={`duracion-${direccion}`}
      fields={['agents']}
      load={reportLoaders.duracionLlamadas(direccion)}
      isEmpty={(data) => data.resumen.llamadas === 0}
      exportReport={reportExports.duracionLlamadas(direccion)}
      chartTitle="Promedio por agente"
      chart={(data) => <DurationChart report={data} />}
      tables={(data) => (
        <ReportTable title="Detalle por agente" columns={COLUMNS} rows={data.agentes} rowKey={(a, i) => a.agent_id ?? `sin-${i}`} minWidth={720} />
      )}
    />
  );
}

export const OutgoingCallDurationPage = () => <CallDurationPage direccion="saliente" />;
export const IncomingCallDurationPage = () => <CallDurationPage direccion="entrante" />;
