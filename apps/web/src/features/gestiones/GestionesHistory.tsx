import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FilterActions } from '../../ui/FilterActions';
import { useAddressDraft } from '../../ui/use-url-param';
import { Anchor, Button, Checkbox, Group, MultiSelect, Paper, Select } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { PERMISSIONS, formatPhone } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { DataTable, indexColumn, type Column } from '../../ui/DataTable';
import { DateRangeFilter, rangeProblem } from '../../ui/DateRangeFilter';
import { formatDateTime } from '../../ui/dates';
import { notifyError } from '../../ui/notices';
import { PageHeader } from '../../ui/PageHeader';
import { RowActionButton, editAction, viewAction } from '../../ui/RowActions';
import { GestionDetailModal } from './GestionDetailModal';
import { GestionEstadoBadge } from './GestionEstadoBadge';
import {
  CHANNEL_OPTIONS, ESTADO_OPTIONS, exportGestiones, LEAD_OPTIONS, toSelectData, type GestionFilters, type GestionListItem,
} from './gestiones.api';
import { draftFromSearch, EMPTY_DRAFT, filtersOf, searchWithDraft, type GestionDraft } from './gestion-filters-url';
import { useCampaignOptions } from '../campaigns/campaigns.api';
import { useUserOptions } from '../users/users.api';

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
  draft: GestionDraft; onChange(draft: GestionDraft): void; elevated: boolean; channelFixed: boolean; leadsFixed: boolean;
}) {
  const agents = useUserOptions({ enabled: elevated });
  const campaigns = useCampaignOptions();
  const agentData = (agents.data ?? []).map((u) => ({ value: String(u.id), label: u.get_full_name || u.username }));
  const set = <K extends keyof GestionDraft>(key: K, value: GestionDraft[K]) => onChange({ ...draft, [key]: value });
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
      <Select label="¿Pasó por el bot?" placeholder="Todas" data={LEAD_OPTIONS} clearable value={draft.enBot} onChange={(v) => set('enBot', v)} w={150} />
      <Checkbox
        label="Solo conversaciones en curso" checked={draft.enCurso} onChange={(e) => set('enCurso', e.currentTarget.checked)} mb={8}
      />
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
  // The applied filters live in the address (a dashboard card links to them; reload and back keep them);
  // the form edits a draft of them until Consultar.
  const {
    applied: appliedDraft, draft, setDraft, apply: applyDraft, searchParams, setSearchParams,
  } = useAddressDraft(draftFromSearch, searchWithDraft);
  const applied = filtersOf(appliedDraft, elevated);
  // `?gestion={id}` (a calendar entry's link) opens that gestión's detail.
  const [opened, setOpened] = useState<Opened | null>(() => {
    const linked = Number(searchParams.get('gestion'));
    return Number.isInteger(linked) && linked > 0 ? { id: linked, editable: true } : null;
  });
  const closeDetail = () => {
    setOpened(null);
    if (searchParams.has('gestion')) {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('gestion');
        return next;
      }, { replace: true });
    }
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
            applyDraft(draft);
          }}
        >
          <Filters draft={draft} onChange={setDraft} elevated={elevated} channelFixed={!!channel} leadsFixed={leadsOnly} />
          <FilterActions
            onClear={() => {
              setDraft(EMPTY_DRAFT);
              applyDraft(EMPTY_DRAFT);
            }}
          >
            <Button variant="light" color="teal" leftSection={<IconDownload size={16} />} loading={exporting} onClick={exportShown}>
              Exportar
            </Button>
          </FilterActions>
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
