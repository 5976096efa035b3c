import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Anchor, Button, Group, MultiSelect, Paper, Select } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconEraser, IconSearch } from '@tabler/icons-react';
import { PERMISSIONS, formatPhone } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { DataTable, indexColumn, type Column } from '../../ui/DataTable';
import { DateRangeFilter, dateRangeParams, rangeProblem, type DateRange } from '../../ui/DateRangeFilter';
import { formatDateTime } from '../../ui/dates';
import { notifyError } from '../../ui/notices';
import { PageHeader } from '../../ui/PageHeader';
import { RowActionButton, editAction, viewAction } from '../../ui/RowActions';
import { GestionDetailModal } from './GestionDetailModal';
import { GestionEstadoBadge } from './GestionEstadoBadge';
import {
  CHANNEL_OPTIONS, ESTADO_OPTIONS, exportGestiones, LEAD_OPTIONS, toSelectData, type GestionFilters, type GestionListItem,
} from './gestiones.api';
import { useCampaignOptions } from '../campaigns/campaigns.api';
import { useUserOptions } from '../users/users.api';

interface Draft {
  range: DateRange;
  estado: string | null;
  agents: string[];
  campaign: string | null;
  type: string | null;
  isLead: string | null;
}

const EMPTY_DRAFT: Draft = { range: { from: null, to: null }, estado: null, agents: [], campaign: null, type: null, isLead: null };

/** The filters as sent; the restricted ones only for the roles that may use them. */
function filtersOf(draft: Draft, elevated: boolean): GestionFilters {
  const filters: GestionFilters = { ...dateRangeParams(draft.range) };
  if (!elevated) return filters;
  return {
    ...filters,
    estado: (draft.estado ?? undefined) as GestionFilters['estado'],
    agents: draft.agents.length ? draft.agents.join(',') : undefined,
    campaign: draft.campaign ? Number(draft.campaign) : undefined,
    type: (draft.type ?? undefined) as GestionFilters['type'],
    is_leads: (draft.isLead ?? undefined) as GestionFilters['is_leads'],
  };
}

interface Opened {
  id: number;
  editable: boolean;
}

function RowAction({ row, onOpen }: { row: GestionListItem; onOpen(opened: Opened): void }) {
  const what = `gestión ${row.id}`;
  if (row.estado === 'EN_GESTION') {
    return <RowActionButton {...editAction(what, { onClick: () => onOpen({ id: row.id, editable: true }) })} />;
  }
  if (row.estado === 'FINALIZADO' || row.estado === 'VENCIDO') {
    return <RowActionButton {...viewAction(what, () => onOpen({ id: row.id, editable: false }))} />;
  }
  return null;
}

function columnsFor(showContact: boolean, onOpen: (opened: Opened) => void): Column<GestionListItem>[] {
  const contact: Column<GestionListItem>[] = showContact
    ? [{ header: 'Contacto', render: (g) => <Anchor component={Link} to={`/contact/${g.contacto_id}`} size="sm">{g.contacto}</Anchor> }]
    : [];
  return [
    indexColumn(),
    { header: 'Fecha', render: (g) => formatDateTime(g.created_date) },
    ...contact,
    { header: 'Campaña', render: (g) => g.campaign ?? '—' },
    { header: 'Teléfono', render: (g) => formatPhone(g.phone) || '—' },
    { header: 'Canal de Comunicación', render: (g) => g.type },
    { header: 'Calificación', render: (g) => g.calificacion ?? '—' },
    { header: 'Descripción', render: (g) => g.descripcion ?? '—' },
    { header: 'Agente', render: (g) => g.agent ?? '—' },
    { header: 'Estado', render: (g) => <GestionEstadoBadge estado={g.estado} /> },
    { header: 'Acción', width: 80, render: (g) => <RowAction row={g} onOpen={onOpen} /> },
  ];
}

function Filters({ draft, onChange, elevated, channelFixed, leadsFixed }: {
  draft: Draft; onChange(draft: Draft): void; elevated: boolean; channelFixed: boolean; leadsFixed: boolean;
}) {
  const agents = useUserOptions({ enabled: elevated });
  const campaigns = useCampaignOptions();
  const agentData = (agents.data ?? []).map((u) => ({ value: String(u.id), label: u.get_full_name || u.username }));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => onChange({ ...draft, [key]: value });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <DateRangeFilter value={draft.range} onChange={(range) => set('range', range)} />
      {elevated && (
        <>
          <Select label="Estado" placeholder="Todos" data={ESTADO_OPTIONS} clearable value={draft.estado} onChange={(v) => set('estado', v)} w={160} />
          <MultiSelect
            label="Agentes" placeholder={draft.agents.length ? undefined : 'Todos'} data={agentData} searchable clearable value={draft.agents} onChange={(v) => set('agents', v)}
            nothingFoundMessage="No se encontraron resultados" w={260}
          />
          <Select
            label="Campaña" placeholder="Todas" data={toSelectData(campaigns.data)} searchable clearable value={draft.campaign}
            onChange={(v) => set('campaign', v)} nothingFoundMessage="No se encontraron resultados" w={200}
          />
          {!channelFixed && (
            <Select label="Tipo" placeholder="Todos" data={CHANNEL_OPTIONS} clearable value={draft.type} onChange={(v) => set('type', v)} w={190} />
          )}
          {!leadsFixed && (
            <Select label="¿Lead?" placeholder="Todos" data={LEAD_OPTIONS} clearable value={draft.isLead} onChange={(v) => set('isLead', v)} w={110} />
          )}
        </>
      )}
    </Group>
  );
}

export interface GestionesHistoryProps {
  title: string;
  description?: string;
  /** The contact whose gestiones are listed; undefined lists every contact's. */
  contactId?: number;
  /** Where 'Volver' goes; no button without it. */
  backTo?: string;
  /** Only this channel (the WhatsApp-only history). */
  channel?: GestionFilters['type'];
  /** Always is_leads=true (the leads history). */
  leadsOnly?: boolean;
  /** Adds the 'Contacto' column (lists across contacts). */
  showContact?: boolean;
}

/** A history of gestiones with its filters, export, paging and detail dialog; its variants are props. */
export function GestionesHistory({ title, description, contactId, backTo, channel, leadsOnly = false, showContact = false }: GestionesHistoryProps) {
  const me = useMe();
  const elevated = hasPermission(me, PERMISSIONS.gestionesViewAll);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [applied, setApplied] = useState<GestionFilters>({});
  // `?gestion={id}` (a calendar entry's link) opens that gestión's detail.
  const [searchParams, setSearchParams] = useSearchParams();
  const [opened, setOpened] = useState<Opened | null>(() => {
    const linked = Number(searchParams.get('gestion'));
    return Number.isInteger(linked) && linked > 0 ? { id: linked, editable: true } : null;
  });
  const closeDetail = () => {
    setOpened(null);
    if (searchParams.has('gestion')) setSearchParams({}, { replace: true });
  };
  const [exporting, setExporting] = useState(false);

  const params: GestionFilters = {
    ...applied,
    contact: contactId,
    type: channel ?? applied.type,
    is_leads: leadsOnly ? 'true' : applied.is_leads,
  };
  const columns = useMemo(() => columnsFor(showContact, setOpened), [showContact]);

  const exportShown = async () => {
    if (rangeProblem(draft.range)) return;
    setExporting(true);
    try {
      await exportGestiones(params);
    } catch (error) {
      console.error('No se recibieron datos para exportar', error);
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          backTo && (
            <Button variant="default" component={Link} to={backTo} leftSection={<IconArrowLeft size={18} />}>Volver</Button>
          )
        }
      />
      <Paper withBorder p="md" radius="md" mb="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            // A reversed range is said under 'Hasta' and not sent (the server would refuse it).
            if (rangeProblem(draft.range)) return;
            setApplied(filtersOf(draft, elevated));
          }}
        >
          <Filters draft={draft} onChange={setDraft} elevated={elevated} channelFixed={!!channel} leadsFixed={leadsOnly} />
          <Group mt="md" gap="sm">
            <Button type="submit" leftSection={<IconSearch size={16} />}>Consultar</Button>
            <Button
              variant="default"
              leftSection={<IconEraser size={16} />}
              onClick={() => {
                setDraft(EMPTY_DRAFT);
                setApplied({});
              }}
            >
              Borrar
            </Button>
            <Button variant="light" color="teal" leftSection={<IconDownload size={16} />} loading={exporting} onClick={exportShown}>
              Exportar
            </Button>
          </Group>
        </form>
      </Paper>
      <DataTable<GestionListItem>
        path="/contact/gestionContacto/"
        keys={queryKeys.gestiones}
        columns={columns}
        searchable={false}
        params={{ ...params }}
      />
      <GestionDetailModal gestionId={opened?.id ?? null} editable={opened?.editable} onClose={closeDetail} />
    </>
  );
}
