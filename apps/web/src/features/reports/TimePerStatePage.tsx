import { BarChart } from '@mantine/charts';
import { GESTION_ESTADO_LABELS, type GestionEstado, type TimePerState } from '@atiende/shared';
import { formatCount, formatSeconds } from './report-format';
import { inEstadoOrder } from './report-rows';
import { ReportFrame } from './ReportFrame';
import { ReportTable, type ReportColumn } from './ReportTable';
import { reportExports, reportLoaders } from './reports.api';

type EstadoRow = TimePerState['estados'][number];
type AgentRow = TimePerState['agentes'][number];

/** The estado's Spanish name ('EN_GESTION' → 'En Gestión'); a name the server already wrote stays. */
const estadoLabel = (estado: string) => GESTION_ESTADO_LABELS[estado.replace(' ', '_') as GestionEstado] ?? estado;

const ESTADO_COLUMNS: ReportColumn<EstadoRow>[] = [
  { header: 'Estado', render: (row) => estadoLabel(row.estado) },
  { header: 'Gestiones', numeric: true, render: (row) => formatCount(row.cantidad) },
  { header: 'Promedio', numeric: true, render: (row) => formatSeconds(row.promedio) },
  { header: 'Mediana', numeric: true, render: (row) => formatSeconds(row.p50) },
  { header: 'P90', numeric: true, render: (row) => formatSeconds(row.p90) },
];

/** An agent's row: the average of each estado, with its gestiones, in the order of the report's estados. */
function agentColumns(estados: string[]): ReportColumn<AgentRow>[] {
  return [
    { header: 'Agente', render: (row) => row.agente },
    ...estados.map((estado): ReportColumn<AgentRow> => ({
      header: estadoLabel(estado),
      numeric: true,
      render: (row) => {
        const found = row.estados.find((e) => e.estado === estado);
        return found && found.cantidad > 0 ? `${formatSeconds(found.promedio)} (${formatCount(found.cantidad)})` : '—';
      },
    })),
  ];
}

/** /report_for_time: how long the range's gestiones take in each estado, overall and per agent. */
export function TimePerStatePage() {
  return (
    <ReportFrame
      title="Tiempo por estado"
      definition="Finalizado: de la creación a la finalización. Vencido: de la creación al vencimiento. En gestión y Pendiente: antigüedad hasta ahora."
      name="tiempoPorEstado"
      fields={['agents', 'campaign', 'type']}
      load={reportLoaders.tiempoPorEstado}
      isEmpty={(data) => data.estados.every((row) => row.cantidad === 0)}
      exportReport={reportExports.tiempoPorEstado}
      chartTitle="Tiempo promedio por estado"
      chart={(data) => (
        <BarChart h={280} data={inEstadoOrder(data.estados).map((row) => ({ estado: estadoLabel(row.estado), promedio: row.promedio ?? 0 }))}
          dataKey="estado" valueFormatter={formatSeconds} tickLine="y" yAxisProps={{ width: 70 }}
          series={[{ name: 'promedio', label: 'Promedio', color: 'indigo.6' }]} />
      )}
      tables={(data) => (
        <>
          <ReportTable title="Por estado" columns={ESTADO_COLUMNS} rows={inEstadoOrder(data.estados)} rowKey={(row) => row.estado} minWidth={520} />
          <ReportTable title="Por agente (promedio y gestiones)" columns={agentColumns(inEstadoOrder(data.estados).map((row) => row.estado))}
            rows={data.agentes} rowKey={(row, i) => row.agent_id ?? `sin-${i}`} minWidth={720} />
        </>
      )}
    />
  );
}
