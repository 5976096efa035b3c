import { Badge, Group, MultiSelect, Paper, Select } from '@mantine/core';
import { CALL_DISPOSITION_OPTIONS, PERMISSIONS, REPORT_MSG, type CallDisposition, type CallRecordRead } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { FilterActions } from '../../ui/FilterActions';
import { DataTable, indexColumn, type Column } from '../../ui/DataTable';
import { DateRangeFilter, rangeProblem } from '../../ui/DateRangeFilter';
import { formatDateTime } from '../../ui/dates';
import { PageHeader } from '../../ui/PageHeader';
import { useAddressDraft } from '../../ui/use-url-param';
import { useUserOptions } from '../users/users.api';
import {
  callRecordsDraftFromSearch, callRecordsParams, DISPOSITION_COLORS, EMPTY_CALL_RECORDS_DRAFT, formatCallDuration,
  searchWithCallRecordsDraft,
} from './call-records';

const COLUMNS: Column<CallRecordRead>[] = [
  indexColumn(),
  { header: 'Fecha', render: (call) => formatDateTime(call.fecha) },
  { header: 'Origen', render: (call) => call.numero_origen || '—' },
  { header: 'Destino', render: (call) => call.numero_destino || '—' },
  { header: 'Agente', render: (call) => call.agente?.nombre || '—' },
  { header: 'Contacto', render: (call) => call.contacto?.nombre || '—' },
  {
    header: 'Estado',
    render: (call) => (
      <Badge color={DISPOSITION_COLORS[call.estado]} variant="light" tt="none" miw="max-content">{call.estado_nombre}</Badge>
    ),
  },
  { header: 'Duración', render: (call) => formatCallDuration(call.duracion) },
  {
    header: 'Grabación',
    width: 300,
    render: (call) => (call.grabacion
      ? <audio controls preload="none" src={call.grabacion} aria-label={`Grabación de la llamada del ${formatDateTime(call.fecha)}`} style={{ height: 32, width: 280 }} />
      : '—'),
  },
];

/**
 * /issabelReport: the PBX's call records with their recordings, filtered by days, estado and, for who sees every
 * agent's calls ('Ver Gestiones de todos los agentes', as the server decides), agents; an agent sees their own.
 */
export function CallRecordsPage() {
  const seesAll = hasPermission(useMe(), PERMISSIONS.gestionesViewAll);
  const agents = useUserOptions({ enabled: seesAll });
  const agentData = (agents.data ?? []).map((user) => ({ value: String(user.id), label: user.get_full_name || user.username }));
  const { applied, draft, setDraft, apply } = useAddressDraft(callRecordsDraftFromSearch, searchWithCallRecordsDraft);
  return (
    <>
      <PageHeader title="Registro de llamadas" description="Llamadas de la central telefónica (Issabel) con sus grabaciones" />
      <Paper withBorder p="md" radius="md" mb="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (rangeProblem(draft.range)) return;
            apply(draft);
          }}
        >
          <Group align="flex-start" gap="sm" wrap="wrap">
            <DateRangeFilter value={draft.range} onChange={(range) => setDraft({ ...draft, range })} />
            <Select
              label="Estado" placeholder="Todos" data={CALL_DISPOSITION_OPTIONS} clearable w={180}
              value={draft.estado} onChange={(estado) => setDraft({ ...draft, estado: estado as CallDisposition | null })}
            />
            {seesAll && (
              <MultiSelect
                label="Agentes" placeholder={draft.agents.length ? undefined : 'Todos'} data={agentData} searchable clearable
                value={draft.agents} onChange={(value) => setDraft({ ...draft, agents: value })} nothingFoundMessage={REPORT_MSG.empty}
                w={{ base: '100%', xs: 260 }}
              />
            )}
          </Group>
          <FilterActions
            onClear={() => {
              setDraft(EMPTY_CALL_RECORDS_DRAFT);
              apply(EMPTY_CALL_RECORDS_DRAFT);
            }}
          />
        </form>
      </Paper>
      <DataTable<CallRecordRead>
        path="/issabel/call_records/"
        keys={queryKeys.callRecords}
        columns={COLUMNS}
        searchable={false}
        params={callRecordsParams(applied, seesAll)}
      />
    </>
  );
}
