import { BarChart } from '@mantine/charts';
import type { CallsPerHour } from '@atiende/shared';
import { formatCount } from './report-format';
import { ReportFrame } from './ReportFrame';
import { ReportTable, type ReportColumn } from './ReportTable';
import { reportExports, reportLoaders } from './reports.api';

type Slot = CallsPerHour['franjas'][number];
type Estado = Exclude<keyof Slot, 'hora' | 'total'>;

/** The estados of a call, named as the CDR dispositions are (CALL_DISPOSITION_LABELS), in the plural. */
const ESTADOS: { key: Estado; label: string; color: string }[] = [
  { key: 'contestadas', label: 'Contestadas', color: 'green.6' },
  { key: 'perdidas', label: 'Perdidas', color: 'orange.6' },
  { key: 'ocupadas', label: 'Ocupadas', color: 'yellow.6' },
  { key: 'fallidas', label: 'Fallidas', color: 'red.6' },
  { key: 'congestion', label: 'Congestión', color: 'grape.6' },
];

const COLUMNS: ReportColumn<Slot>[] = [
  { header: 'Hora', render: (slot) => slot.hora },
  ...ESTADOS.map((estado): ReportColumn<Slot> => ({ header: estado.label, numeric: true, render: (slot) => formatCount(slot[estado.key]) })),
  { header: 'Total', numeric: true, render: (slot) => formatCount(slot.total) },
];

/** The column totals of the table's last row. */
function totalsOf(report: CallsPerHour): Slot {
  const sum = (key: Estado) => report.franjas.reduce((total, slot) => total + slot[key], 0);
  return {
    hora: 'Total', contestadas: sum('contestadas'), perdidas: sum('perdidas'), ocupadas: sum('ocupadas'), fallidas: sum('fallidas'),
    congestion: sum('congestion'), total: report.total,
  };
}

/** /reports/calls-per-hour: the PBX's calls per hour of the day, by estado. */
export function CallsPerHourPage() {
  return (
    <ReportFrame
      title="Llamadas por hora"
      definition="Llamadas registradas por la central (una por llamada, con todos sus tramos) según la hora de inicio en Bogotá y su estado."
      name="llamadasPorHora"
      fields={['agents']}
      load={reportLoaders.llamadasPorHora}
      isEmpty={(data) => data.total === 0}
      exportReport={reportExports.llamadasPorHora}
      chartTitle="Llamadas por hora y estado"
      chart={(data) => (
        <BarChart h={300} data={data.franjas} dataKey="hora" type="stacked" withLegend tickLine="y"
          series={ESTADOS.map(({ key, label, color }) => ({ name: key, label, color }))} />
      )}
      tables={(data) => (
        <ReportTable title="Detalle por hora" columns={COLUMNS} rows={data.franjas.filter((slot) => slot.total > 0)}
          rowKey={(slot) => slot.hora} totals={totalsOf(data)} minWidth={640} />
      )}
    />
  );
}
