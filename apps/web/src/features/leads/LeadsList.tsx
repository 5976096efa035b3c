import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Badge, Box, Button, Group, Menu, Paper, SegmentedControl, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  IconBrandWhatsapp, IconCalendarPlus, IconDots, IconDownload, IconInfoCircle, IconPencil, IconPhone, IconTimeline, IconUpload,
  IconUserPlus,
} from '@tabler/icons-react';
import { formatPhone, LEAD_ESTADO_LABELS, LEAD_ESTADOS, PERMISSIONS, type LeadEstado, type LeadListItem, type LeadTipo } from '@atiende/shared';
import { hasPermission, useAllows, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { FilterActions } from '../../ui/FilterActions';
import { DataTable, indexColumn, type Column } from '../../ui/DataTable';
import { rangeProblem } from '../../ui/DateRangeFilter';
import { formatDateTime } from '../../ui/dates';
import { notifyError } from '../../ui/notices';
import { RowActions, type RowAction } from '../../ui/RowActions';
import { TruncatedText } from '../../ui/Truncated';
import { useAddressDraft } from '../../ui/use-url-param';
import { CallButton } from '../telephony/CallButton';
import { AssignLeadModal } from './AssignLeadModal';
import { useLeadWork } from './lead-actions';
import { EMPTY_LEAD_DRAFT, leadDraftFromSearch, leadFilterParams, searchWithLeadDraft } from './lead-filters-url';
import { leadAgent, leadEmail, leadPhone } from './lead-format';
import { LeadDetailsModal } from './LeadDetailsModal';
import { LeadEstadoBadge } from './LeadEstadoBadge';
import { LeadFilterFields } from './LeadFilterFields';
import { LeadTimelineModal } from './LeadTimelineModal';
import { exportLeads } from './leads.api';
import { ManualScheduleModal } from './ManualScheduleModal';
import { ScheduleUploadModal } from './ScheduleUploadModal';

const ALL = 'TODAS';
const ESTADO_BUTTONS = [{ value: ALL, label: 'Todas' }, ...LEAD_ESTADOS.map((value) => ({ value, label: LEAD_ESTADO_LABELS[value] }))];

type Dialog = 'details' | 'timeline' | 'assign';

interface Opened {
  dialog: Dialog;
  lead: LeadListItem;
}

/** What a row offers: its chat, a call, its timeline and, for who manages leads, Asignar and edit under 'Más acciones'. */
function LeadRowActions({ lead, manage, canChat, canCall, onOpen }: {
  lead: LeadListItem; manage: boolean; canChat: boolean; canCall: boolean; onOpen(opened: Opened): void;
}) {
  const work = useLeadWork();
  const name = lead.contact.full_name;
  const phone = leadPhone(lead);
  const actions: (RowAction | false)[] = [
    canChat && !!phone && { label: 'Abrir chat', ariaLabel: `Abrir chat de ${name}`, icon: IconBrandWhatsapp, color: 'teal', onClick: () => void work.openChat(lead) },
    canCall && !!phone && { label: 'Llamar', ariaLabel: `Llamar a ${name}`, icon: IconPhone, color: 'blue', onClick: () => void work.call(lead) },
    { label: 'Línea de tiempo', ariaLabel: `Línea de tiempo de ${name}`, icon: IconTimeline, onClick: () => onOpen({ dialog: 'timeline', lead }) },
  ];
  return (
    <Group gap={4} wrap="nowrap">
      <RowActions actions={actions} />
      {manage && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Más acciones de ${name}`}><IconDots size={18} /></ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {lead.estado !== 'FINALIZADO' && (
              <Menu.Item leftSection={<IconUserPlus size={16} />} onClick={() => onOpen({ dialog: 'assign', lead })}>Asignar</Menu.Item>
            )}
            <Menu.Item leftSection={<IconPencil size={16} />} component={Link} to={`/leads/update/${lead.id}`}>Editar</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}

/** The lead's phone with its click-to-call (for who may call), which first starts a PENDIENTE lead as the row's 'Llamar' does. */
function LeadPhone({ lead }: { lead: LeadListItem }) {
  const work = useLeadWork();
  const phone = leadPhone(lead);
  if (!phone) return <>—</>;
  return (
    <Group gap={2} wrap="nowrap">
      <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(phone)}</span>
      <CallButton phone={phone} contactId={lead.contact.id} beforeCall={() => work.start(lead)} />
    </Group>
  );
}

/** An e-mail that may break after its '@' (and only there) in a narrow column. */
function EmailText({ email }: { email: string | null }) {
  if (!email) return <>—</>;
  const at = email.indexOf('@');
  return at < 0 ? <>{email}</> : <>{email.slice(0, at)}<wbr />{email.slice(at)}</>;
}

/** A day and its time on two lines: 'DD/MM/YYYY' over 'HH:mm'. */
function DayAndTime({ iso, color }: { iso: string; color?: string }) {
  const [day, time] = formatDateTime(iso).split(' ');
  return (
    <Text size="sm" c={color} fw={color ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
      {day}{' '}<br />{time}
    </Text>
  );
}

/** Vencimiento: the due date, in red with 'Vencido' once past while the lead is open. */
function DueDate({ lead }: { lead: LeadListItem }) {
  if (!lead.fecha_vencimiento) return <>—</>;
  if (!lead.vencido) return <DayAndTime iso={lead.fecha_vencimiento} />;
  return (
    <Stack gap={2} align="flex-start">
      <DayAndTime iso={lead.fecha_vencimiento} color="red" />
      <Badge color="red" variant="filled" size="sm" style={{ minWidth: 'max-content' }}>Vencido</Badge>
    </Stack>
  );
}

/**
 * Below these widths of the table's area (px) the list folds: Email and Teléfono go under the name, Origen under
 * the creation date, each with its column's name for screen readers, so every column fits without scrolling
 * sideways (1,400 px with the sidebar open) and none is lost.
 */
const FOLD_BELOW: Record<LeadTipo, number> = { event: 1420, programado: 1500 };

/** A folded column's value under another's: small, with its column's name for screen readers. */
function Folded({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed" component="div">
      <VisuallyHidden>{`${label}: `}</VisuallyHidden>
      {children}
    </Text>
  );
}

function columnsFor(tipo: LeadTipo, fold: boolean, row: (lead: LeadListItem) => ReactNode, onOpen: (opened: Opened) => void): Column<LeadListItem>[] {
  const due: Column<LeadListItem>[] = tipo === 'programado' ? [{ header: 'Vencimiento', render: (lead) => <DueDate lead={lead} /> }] : [];
  const name: Column<LeadListItem> = {
    header: 'Nombre',
    render: (lead) => (
      <Stack gap={2} maw={fold ? 210 : 180}>
        <TruncatedText size="sm" lines={2}>{lead.contact.full_name}</TruncatedText>
        {fold && <Folded label="Teléfono"><LeadPhone lead={lead} /></Folded>}
        {fold && (
          <Folded label="Email">
            <TruncatedText size="xs" c="dimmed" tooltip={leadEmail(lead) ?? undefined}>{leadEmail(lead) ?? '—'}</TruncatedText>
          </Folded>
        )}
      </Stack>
    ),
  };
  const created: Column<LeadListItem> = {
    header: 'Creación',
    render: (lead) => (
      <>
        <DayAndTime iso={lead.created_date} />
        {fold && <Folded label="Origen">{lead.source}</Folded>}
      </>
    ),
  };
  return [
    indexColumn(),
    ...(fold ? [] : [{ header: 'Origen', render: (lead: LeadListItem) => lead.source }]),
    created,
    name,
    { header: 'Estado', render: (lead) => <LeadEstadoBadge estado={lead.estado} /> },
    ...(fold ? [] : [
      { header: 'Teléfono', render: (lead: LeadListItem) => <LeadPhone lead={lead} /> },
      { header: 'Email', render: (lead: LeadListItem) => <EmailText email={leadEmail(lead)} /> },
    ]),
    { header: 'Campaña', width: 150, render: (lead) => <TruncatedText size="sm" lines={2} maw={170}>{lead.campaign?.name ?? '—'}</TruncatedText> },
    { header: 'Agente', width: 130, render: (lead) => <TruncatedText size="sm" lines={2} maw={150}>{leadAgent(lead)?.name ?? 'Sin asignar'}</TruncatedText> },
    ...due,
    {
      header: 'Detalles',
      render: (lead) => (
        <Tooltip label="Detalles Adicionales">
          <ActionIcon variant="subtle" aria-label={`Ver detalles de ${lead.contact.full_name}`} onClick={() => onOpen({ dialog: 'details', lead })}>
            <IconInfoCircle size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
    { header: 'Acciones', render: row },
  ];
}

/**
 * The leads of one tab (LEADS: event, PROGRAMACIONES: programado): filters kept in the address and applied by
 * Consultar, the estado buttons, export, the paged table and its dialogs.
 */
export function LeadsList({ tipo }: { tipo: LeadTipo }) {
  const me = useMe();
  const elevated = useAllows('leadsAllAgents');
  const manage = useAllows('leadsManage');
  const canChat = useAllows('chat');
  const canCall = hasPermission(me, PERMISSIONS.telephonyUse);
  const { applied, draft, setDraft, apply } = useAddressDraft(leadDraftFromSearch, searchWithLeadDraft);
  const filters = leadFilterParams(applied, elevated);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [exporting, setExporting] = useState(false);
  const [manual, setManual] = useState(false);
  const [upload, setUpload] = useState<number | null>(null);
  const area = useElementSize();
  const fold = area.width > 0 && area.width < FOLD_BELOW[tipo];

  const columns = useMemo(() => columnsFor(
    tipo,
    fold,
    (lead) => <LeadRowActions lead={lead} manage={manage} canChat={canChat} canCall={canCall} onOpen={setOpened} />,
    setOpened,
  ), [tipo, fold, manage, canChat, canCall]);

  const exportShown = async () => {
    setExporting(true);
    try {
      await exportLeads({ ...filters, tipo_lead: tipo });
    } catch (error) {
      console.error('Error al exportar el archivo:', error);
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };
  const close = () => setOpened(null);
  const scheduling = tipo === 'programado' && manage && (
    <Group gap="sm">
      <Button variant="light" leftSection={<IconUpload size={16} />} onClick={() => setUpload(Date.now())}>Subir Programaciones</Button>
      <Button leftSection={<IconCalendarPlus size={16} />} onClick={() => setManual(true)}>Programación Manual</Button>
    </Group>
  );

  return (
    <>
      <Paper withBorder p="md" radius="md" mb="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (rangeProblem(draft.range)) return;
            apply({ ...draft, estado: applied.estado });
          }}
        >
          <LeadFilterFields draft={draft} onChange={setDraft} elevated={elevated} />
          <FilterActions
            onClear={() => {
              setDraft(EMPTY_LEAD_DRAFT);
              apply(EMPTY_LEAD_DRAFT);
            }}
          >
            <Button variant="light" color="teal" leftSection={<IconDownload size={16} />} loading={exporting} onClick={() => void exportShown()}>
              Exportar
            </Button>
          </FilterActions>
        </form>
      </Paper>
      <SegmentedControl mb="md" aria-label="Filtrar por estado" data={ESTADO_BUTTONS} value={applied.estado ?? ALL}
        onChange={(value) => apply({ ...applied, estado: value === ALL ? null : (value as LeadEstado) })} />
      <Box ref={area.ref}>
        <DataTable<LeadListItem>
          path="/leads/leads/"
          keys={queryKeys.leads}
          columns={columns}
          searchable={false}
          toolbar={scheduling || undefined}
          params={{ tipo_lead: tipo, ...filters }}
        />
      </Box>
      <LeadDetailsModal lead={opened?.dialog === 'details' ? opened.lead : null} onClose={close} />
      <LeadTimelineModal lead={opened?.dialog === 'timeline' ? opened.lead : null} onClose={close} />
      {manage && <AssignLeadModal lead={opened?.dialog === 'assign' ? opened.lead : null} onClose={close} />}
      {tipo === 'programado' && manage && (
        <>
          <ManualScheduleModal opened={manual} onClose={() => setManual(false)} />
          <ScheduleUploadModal opened={upload !== null} formKey={upload ?? 0} onClose={() => setUpload(null)} />
        </>
      )}
    </>
  );
}
