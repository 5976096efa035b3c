import { BarChart } from '@mantine/charts';
import { SimpleGrid, Text, Title } from '@mantine/core';
import type { AttentionReport } from '@atiende/shared';
import type { ReportFilters } from './report-filters';
import { formatCount, formatSeconds } from './report-format';
import { ReportFrame } from './ReportFrame';
import { ReportTable, SummaryCards, type ReportColumn } from './ReportTable';
import { reportExports, reportLoaders } from './reports.api';

type Row = AttentionReport['canales'][number];

const VARIANTS = {
  primeraAtencion: {
    title: 'Tiempo de primera atención',
    definition: 'Desde el primer mensaje del cliente hasta la primera respuesta de un agente (el bot no cuenta). Las conversaciones que inició la empresa no se miden.',
    load: reportLoaders.primeraAtencion,
    exportReport: reportExports.primeraAtencion,
  },
  tiempoContacto: {
    title: 'Tiempo promedio de contacto',
    definition: 'Desde que se abre la conversación hasta que se tipifica: se guarda su gestión y la conversación se cierra. Las que se cerraron sin tipificar no se miden.',
    load: reportLoaders.tiempoContacto,
    exportReport: reportExports.tiempoContacto,
  },
} satisfies Record<string, { title: string; definition: string; load(f: ReportFilters): Promise<AttentionReport>; exportReport(f: ReportFilters): Promise<void> }>;

export type AttentionKind = keyof typeof VARIANTS;

const columns = (first: string): ReportColumn<Row>[] => [
  { header: first, render: (row) => row.nombre },
  { header: 'Medidas', numeric: true, render: (row) => formatCount(row.cantidad) },
  { header: 'Promedio', numeric: true, render: (row) => formatSeconds(row.promedio) },
  { header: 'Mediana', numeric: true, render: (row) => formatSeconds(row.p50) },
  { header: 'P90', numeric: true, render: (row) => formatSeconds(row.p90) },
];

/** The average of each row as a horizontal bar, so that long names fit a phone. */
function AverageBars({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <div>
      <Title order={3} size="h5" mb="xs">{title}</Title>
      {rows.length === 0 ? <Text size="sm" c="dimmed">No se encontraron resultados</Text> : (
        <BarChart h={Math.max(180, rows.length * 36)} data={rows.map((row) => ({ nombre: row.nombre, promedio: row.promedio ?? 0 }))}
          dataKey="nombre" orientation="vertical" yAxisProps={{ width: 120 }} valueFormatter={formatSeconds}
          series={[{ name: 'promedio', label: 'Promedio', color: 'teal.6' }]} />
      )}
    </div>
  );
}

function AttentionChart({ report }: { report: AttentionReport }) {
  const { resumen } = report;
  return (
    <>
      <SummaryCards items={[
        { label: 'Conversaciones', value: formatCount(resumen.conversaciones) },
        { label: 'Medidas', value: formatCount(resumen.cantidad) },
        { label: 'Promedio', value: formatSeconds(resumen.promedio) },
        { label: 'Mediana', value: formatSeconds(resumen.p50) },
        { label: 'P90', value: formatSeconds(resumen.p90) },
      ]} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AverageBars title="Promedio por canal" rows={report.canales} />
        <AverageBars title="Promedio por agente" rows={report.agentes} />
      </SimpleGrid>
    </>
  );
}

/** /reports/first-attention-time and /reports/average-contact-time: a duration over the range's conversations. */
export function AttentionReportPage({ kind }: { kind: AttentionKind }) {
  const { title, definition, load, exportReport } = VARIANTS[kind];
  return (
    <ReportFrame
      title={title}
      definition={definition}
      name={kind}
      fields={['agents', 'campaign', 'type']}
      load={load}
      isEmpty={(data) => data.resumen.conversaciones === 0}
      exportReport={exportReport}
      chartTitle="Resumen"
      chart={(data) => <AttentionChart report={data} />}
      tables={(data) => (
        <>
          <ReportTable title="Por canal" columns={columns('Canal')} rows={data.canales} rowKey={(row) => row.clave} minWidth={520} />
          <ReportTable title="Por agente" columns={columns('Agente')} rows={data.agentes} rowKey={(row) => row.clave} minWidth={520} />
        </>
      )}
    />
  );
}

export const FirstAttentionPage = () => <AttentionReportPage kind="primeraAtencion" />;
export const AverageContactTimePage = () => <AttentionReportPage kind="tiempoContacto" />;
