import { BarChart } from '@mantine/charts';
import type { CampaignReport } from '@atiende/shared';
import { formatCount, formatPercent } from './report-format';
import { topResultados } from './report-rows';
import { ReportFrame } from './ReportFrame';
import { ReportTable, type ReportColumn } from './ReportTable';
import { reportExports, reportLoaders } from './reports.api';

type Row = CampaignReport['filas'][number];
type Totals = CampaignReport['totales'];
/** A row of the table: a campaign, or the totals (no name, no resultados). */
type TableRow = Totals & { campana?: string; resultados?: Row['resultados'] };

const COLUMNS: ReportColumn<TableRow>[] = [
  { header: 'Campaña', render: (row) => row.campana ?? 'Total' },
  { header: 'Gestiones', numeric: true, render: (row) => formatCount(row.gestiones) },
  { header: 'Finalizadas', numeric: true, render: (row) => formatCount(row.finalizadas) },
  { header: 'Vencidas', numeric: true, render: (row) => formatCount(row.vencidas) },
  { header: 'Abiertas', numeric: true, render: (row) => formatCount(row.abiertas) },
  { header: 'Tipificadas', numeric: true, render: (row) => formatCount(row.tipificadas) },
  { header: 'Tasa de contacto %', numeric: true, render: (row) => formatPercent(row.tasa_contacto) },
  { header: 'Tasa de vencimiento %', numeric: true, render: (row) => formatPercent(row.tasa_vencimiento) },
  { header: 'Principales resultados', render: (row) => (row.resultados ? topResultados(row.resultados) : '') },
];

function CampaignBars({ report }: { report: CampaignReport }) {
  return (
    <BarChart
      h={Math.max(260, report.filas.length * 36)}
      data={report.filas}
      dataKey="campana"
      type="stacked"
      orientation="vertical"
      yAxisProps={{ width: 120 }}
      withLegend
      series={[
        { name: 'finalizadas', label: 'Finalizadas', color: 'green.6' },
        { name: 'vencidas', label: 'Vencidas', color: 'red.6' },
        { name: 'abiertas', label: 'Abiertas', color: 'yellow.6' },
      ]}
    />
  );
}

/** /reports/campaign-report: the range's gestiones per campaign, with their outcome and rates. */
export function CampaignReportPage() {
  return (
    <ReportFrame
      title="Reporte por campaña"
      definition="Gestiones creadas en el rango, por campaña. Tasa de contacto: gestiones con resultado sobre el total. Tasa de vencimiento: vencidas sobre finalizadas más vencidas."
      name="campanas"
      fields={['agents', 'campaign', 'type']}
      load={reportLoaders.campanas}
      isEmpty={(data) => data.filas.length === 0}
      exportReport={reportExports.campanas}
      chartTitle="Gestiones por campaña"
      chart={(data) => <CampaignBars report={data} />}
      tables={(data) => (
        <ReportTable<TableRow> title="Detalle por campaña" columns={COLUMNS} rows={data.filas} rowKey={(row) => row.campana ?? ''}
          totals={data.totales} minWidth={960} />
      )}
    />
  );
}
