import { Title } from '@mantine/core';
import type { AuditEntry } from '@atiende/shared';
import { DataTable, indexColumn, type Column } from '../../ui/DataTable';
import { DateRangeFilter, dateRangeParams, useUrlDateRange } from '../../ui/DateRangeFilter';
import { formatDateTime } from '../../ui/dates';
import { PageHeader } from '../../ui/PageHeader';
import { queryKeys } from '../../app/query-keys';

const COLUMNS: Column<AuditEntry>[] = [
  indexColumn(),
  { header: 'Fecha y Hora', sort: 'created_date', render: (a) => formatDateTime(a.created_date), width: 150 },
  { header: 'Tipo', sort: 'content_type', render: (a) => a.content_type },
  { header: 'Gestión', render: (a) => a.tipo_gestion },
  { header: 'Estado', render: (a) => a.estado },
  { header: 'Descripción', render: (a) => a.descripcion },
  { header: 'Usuario', sort: 'user', render: (a) => a.user },
];

/** /audits: who changed what and when, newest first. */
export function AuditsPage() {
  const [range, setRange] = useUrlDateRange();
  return (
    <>
      <PageHeader title="Auditoría" description="Registro de los cambios hechos en la aplicación" />
      <Title order={2} size="h4" mb="sm">Historial</Title>
      <DataTable<AuditEntry>
        path="/audits/audits/"
        keys={queryKeys.audits}
        columns={COLUMNS}
        searchPlaceholder="Usuario, Estado ..."
        params={dateRangeParams(range)}
        toolbar={<DateRangeFilter value={range} onChange={setRange} />}
      />
    </>
  );
}
