import { useCallback, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Group, Loader, MultiSelect, Paper, Select, Text } from '@mantine/core';
import { IconDownload, IconSpeakerphone, IconTrash, IconUserPlus, IconUsersGroup, IconX } from '@tabler/icons-react';
import {
  BULK_ACTION_PERMISSIONS, BULK_MAX_CONTACTS, BULK_MSG, MSG, PERMISSIONS, type BulkActionName, type ContactBulkResult,
  type ContactListItem, type Paged,
} from '@atiende/shared';
import { ApiError } from '../../app/api';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import type { Column } from '../../ui/DataTable';
import { ModalForm } from '../../ui/ModalForm';
import { confirmDelete } from '../../ui/confirm';
import { notifyError, notifySuccess } from '../../ui/notices';
import { useCampaignOptions } from '../campaigns/campaigns.api';
import { useGroupOptions } from '../contact-groups/contact-groups.api';
import { displayName } from './contact-fields';
import { exportSelection, runBulkAction, useAssignableAgents, type BulkActionBody } from './contacts.api';
import {
  ALL_MATCHING, NO_SELECTION, isEmpty, isSelected, pageTick, selectAllLabel, selectedCount, selectedLabel, selectedPhrase,
  selectionBody, toggleContact, togglePage, type ContactSelectionState, type MatchCount, type PageTick,
} from './contact-selection';

type Picker = 'asignar_campana' | 'asignar_agente' | 'agregar_grupo';
type Running = BulkActionName | 'exportar' | null;

const RUNNING_TEXT: Record<Exclude<Running, null>, string> = {
  asignar_campana: 'Asignando a la campaña…',
  asignar_agente: 'Asignando agentes…',
  agregar_grupo: 'Agregando al grupo…',
  eliminar: 'Eliminando…',
  exportar: 'Exportando…',
};

/** What the signed-in user may do with a selection; nothing at all means the list has no checkboxes. */
function useAllowedActions() {
  const me = useMe();
  const may = (action: BulkActionName) => hasPermission(me, BULK_ACTION_PERMISSIONS[action]);
  return {
    asignar_campana: may('asignar_campana'),
    asignar_agente: may('asignar_agente'),
    agregar_grupo: may('agregar_grupo'),
    eliminar: may('eliminar'),
    exportar: hasPermission(me, PERMISSIONS.contactsImportExport),
  };
}
type Allowed = ReturnType<typeof useAllowedActions>;

/** Field errors with no field on screen (the selection's) read as one message, for a notice. */
function asDetail(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.detail !== undefined) return error;
  const messages = Object.values(error.fields).flat();
  return messages.length > 0 ? new ApiError(error.status, { detail: messages.join(' ') }, error.code) : error;
}

interface BulkFilters {
  /** The search the list sent (trimmed, debounced). */
  search: string;
  campaign: string | null;
}

/**
 * Selection of the contacts list (checkboxes in the table and on the cards, across pages) and the bar of
 * actions on it. A new search or campaign filter starts a new selection.
 */
export function useContactsBulk(filters: BulkFilters) {
  const allowed = useAllowedActions();
  const enabled = Object.values(allowed).some(Boolean);
  const filterKey = JSON.stringify(filters);
  const [state, setState] = useState({ key: filterKey, selection: NO_SELECTION });
  if (state.key !== filterKey) setState({ key: filterKey, selection: NO_SELECTION });
  const selection = state.key === filterKey ? state.selection : NO_SELECTION;
  const update = (change: (current: ContactSelectionState) => ContactSelectionState) =>
    setState((current) => ({ key: current.key, selection: change(current.selection) }));

  const [page, setPage] = useState<Paged<ContactListItem> | undefined>(undefined);
  const onPageData = useCallback((data: Paged<ContactListItem> | undefined) => setPage(data), []);
  const pageIds = page?.results.map((c) => c.id) ?? [];
  const matches: MatchCount | null = page ? { count: page.count, capped: Boolean(page.count_capped) } : null;
  const tick = pageTick(selection, pageIds);
  const onTogglePage = () => update((current) => togglePage(current, pageIds));

  const selectColumn: Column<ContactListItem> = {
    header: 'Seleccionar',
    width: 44,
    renderHeader: () => <PageCheckbox tick={tick} disabled={pageIds.length === 0} onToggle={onTogglePage} />,
    render: (contact) => (
      <Checkbox aria-label={`Seleccionar fila de ${displayName(contact)}`} checked={isSelected(selection, contact.id)}
        onChange={() => update((current) => toggleContact(current, contact.id))} />
    ),
  };

  return {
    enabled,
    onPageData,
    /** The table's columns, after a checkbox column when the user may act on a selection. */
    columns: (columns: Column<ContactListItem>[]) => (enabled ? [selectColumn, ...columns] : columns),
    /** The props that put a checkbox on a contact's card. */
    cardSelection: (contact: ContactListItem) => (enabled
      ? { selected: isSelected(selection, contact.id), onSelectedChange: () => update((current) => toggleContact(current, contact.id)) }
      : {}),
    /** The card view's page checkbox (the table has it in its header). */
    pageCheckbox: enabled
      ? <PageCheckbox tick={tick} disabled={pageIds.length === 0} onToggle={onTogglePage} withLabel />
      : null,
    bar: enabled
      ? <ContactsBulkBar selection={selection} matches={matches} filters={filters} allowed={allowed}
        onSelectAll={() => update(() => ALL_MATCHING)} onClear={() => update(() => NO_SELECTION)} />
      : null,
  };
}

function PageCheckbox({ tick, disabled, onToggle, withLabel = false }: {
  tick: PageTick; disabled: boolean; onToggle(): void; withLabel?: boolean;
}) {
  return (
    <Checkbox checked={tick === 'all'} indeterminate={tick === 'some'} disabled={disabled} onChange={onToggle}
      aria-label={withLabel ? undefined : 'Seleccionar página'} label={withLabel ? 'Seleccionar página' : undefined} />
  );
}

function exportedMessage(count: number | null): string {
  if (count === null) return 'Se exportaron los contactos seleccionados.';
  return count === 1 ? 'Se exportó 1 contacto.' : `Se exportaron ${count.toLocaleString('es-CO')} contactos.`;
}

interface ContactsBulkBarProps {
  selection: ContactSelectionState;
  matches: MatchCount | null;
  filters: BulkFilters;
  allowed: Allowed;
  onSelectAll(): void;
  onClear(): void;
}

/** 'N seleccionados · Seleccionar los X que coinciden' and the actions on the selected contacts. */
function ContactsBulkBar({ selection, matches, filters, allowed, onSelectAll, onClear }: ContactsBulkBarProps) {
  const queryClient = useQueryClient();
  const [picker, setPicker] = useState<Picker | null>(null);
  const [running, setRunning] = useState<Running>(null);
  const count = selectedCount(selection, matches);
  const seleccion = selectionBody(selection, { search: filters.search, campaign: filters.campaign ? Number(filters.campaign) : null });
  const overCap = count !== null && count > BULK_MAX_CONTACTS;
  const phrase = selectedPhrase(count, matches);

  /** Runs an action on the selection; the list and the counts it shows are read again, and the selection cleared. */
  const run = async (body: BulkActionBody): Promise<ContactBulkResult> => {
    setRunning(body.accion);
    try {
      const result = await runBulkAction(body);
      onClear();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.contactGroups.all }),
      ]);
      return result;
    } finally {
      setRunning(null);
    }
  };

  const exportFile = async () => {
    setRunning('exportar');
    try {
      await exportSelection(seleccion);
      notifySuccess(exportedMessage(count));
    } catch (error) {
      notifyError(error);
    } finally {
      setRunning(null);
    }
  };

  const askDelete = () => confirmDelete<ContactBulkResult>({
    question: `¿Estás seguro de que quieres eliminar ${phrase}?`,
    subject: selection.todos && filters.search ? `Todos los que coinciden con «${filters.search}»` : undefined,
    success: (result) => result.detail,
    cancelMessage: 'Los contactos están a salvo',
    onConfirm: () => run({ accion: 'eliminar', seleccion }).catch((error: unknown) => {
      throw asDetail(error);
    }),
  });

  const busy = running !== null;
  const changing = !busy && !overCap;
  const actions: { key: string; shown: boolean; node: ReactNode }[] = [
    {
      key: 'campana', shown: allowed.asignar_campana,
      node: <Button size="xs" variant="default" leftSection={<IconSpeakerphone size={16} />} disabled={!changing}
        onClick={() => setPicker('asignar_campana')}>Asignar a Campaña</Button>,
    },
    {
      key: 'agente', shown: allowed.asignar_agente,
      node: <Button size="xs" variant="default" leftSection={<IconUserPlus size={16} />} disabled={!changing}
        onClick={() => setPicker('asignar_agente')}>Asignar agente</Button>,
    },
    {
      key: 'grupo', shown: allowed.agregar_grupo,
      node: <Button size="xs" variant="default" leftSection={<IconUsersGroup size={16} />} disabled={!changing}
        onClick={() => setPicker('agregar_grupo')}>Agregar a grupo</Button>,
    },
    {
      key: 'exportar', shown: allowed.exportar,
      node: <Button size="xs" variant="default" leftSection={<IconDownload size={16} />} disabled={busy}
        loading={running === 'exportar'} onClick={exportFile}>Exportar</Button>,
    },
    {
      key: 'eliminar', shown: allowed.eliminar,
      node: <Button size="xs" color="red" variant="light" leftSection={<IconTrash size={16} />} disabled={!changing}
        loading={running === 'eliminar'} onClick={askDelete}>Eliminar</Button>,
    },
  ];

  return (
    <>
      {(!isEmpty(selection, matches) || busy) && (
        <Paper withBorder radius="md" p="sm" mb="md" component="section" aria-label="Contactos seleccionados"
          style={{ background: 'var(--mantine-primary-color-light)' }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap={6} wrap="wrap">
              <Text fw={600} size="sm" role="status" data-testid="bulk-selected">{selectedLabel(selection, matches)}</Text>
              {!selection.todos && matches && count !== null && matches.count > count && (
                <>
                  <Text size="sm" aria-hidden>·</Text>
                  <Button variant="subtle" size="compact-sm" onClick={onSelectAll}>{selectAllLabel(matches)}</Button>
                </>
              )}
              {selection.todos && (
                <Text size="sm">
                  {selection.excluidos.size > 0 ? `(todos los que coinciden, menos ${selection.excluidos.size})` : '(todos los que coinciden)'}
                </Text>
              )}
              <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconX size={14} />} disabled={busy} onClick={onClear}>
                Quitar selección
              </Button>
            </Group>
            <Group gap={6} wrap="wrap">
              {running !== null && (
                <Group gap={6} role="status" aria-live="polite">
                  <Loader size="xs" />
                  <Text size="sm">{RUNNING_TEXT[running]}</Text>
                </Group>
              )}
              {actions.filter((a) => a.shown).map((a) => <span key={a.key}>{a.node}</span>)}
            </Group>
          </Group>
          {overCap && (
            <Text size="xs" mt={6}>
              {`Las acciones admiten hasta ${BULK_MAX_CONTACTS.toLocaleString('es-CO')} contactos por vez; acote la búsqueda. Exportar no tiene límite.`}
            </Text>
          )}
        </Paper>
      )}
      {picker === 'asignar_campana' && (
        <CampaignPicker phrase={phrase} onClose={() => setPicker(null)}
          onSubmit={(campaign) => run({ accion: 'asignar_campana', campaign, seleccion })} />
      )}
      {picker === 'asignar_agente' && (
        <AgentsPicker phrase={phrase} onClose={() => setPicker(null)}
          onSubmit={(agents) => run({ accion: 'asignar_agente', agents, seleccion })} />
      )}
      {picker === 'agregar_grupo' && (
        <GroupPicker phrase={phrase} onClose={() => setPicker(null)}
          onSubmit={(group) => run({ accion: 'agregar_grupo', group, seleccion })} />
      )}
    </>
  );
}

/** A dialog that asks what to assign; it is mounted only while open, so its options load when needed. */
interface PickerProps<V> {
  /** 'los 3 contactos seleccionados'. */
  phrase: string;
  onClose(): void;
  onSubmit(value: V): Promise<ContactBulkResult>;
}

const forWhom = (phrase: string) => (
  <Text size="sm">Para {phrase}.</Text>
);

interface ChoicePickerProps extends PickerProps<number> {
  title: string;
  label: string;
  submitLabel: string;
  /** Said under the field when the form is sent without a choice. */
  required: string;
  options: { data?: { id: number; name: string }[]; isPending: boolean };
}

/** 'Asignar a Campaña' and 'Agregar a grupo': one of a list of named options. */
function ChoicePicker({ phrase, onClose, onSubmit, title, label, submitLabel, required, options }: ChoicePickerProps) {
  return (
    <ModalForm<{ choice: string | null }, ContactBulkResult> opened title={title} onClose={onClose}
      initialValues={{ choice: null }} submitLabel={submitLabel} success={(result) => result.detail}
      validate={{ choice: (value) => (value ? null : required) }}
      onSubmit={(values) => onSubmit(Number(values.choice))}>
      {(form) => (
        <>
          {forWhom(phrase)}
          <Select label={label} placeholder={options.isPending ? 'Cargando…' : 'Seleccione'} withAsterisk searchable data-autofocus
            nothingFoundMessage={MSG.emptyResults}
            data={(options.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))} {...form.getInputProps('choice')} />
        </>
      )}
    </ModalForm>
  );
}

function CampaignPicker(props: PickerProps<number>) {
  const campaigns = useCampaignOptions();
  return <ChoicePicker {...props} title="Asignar a Campaña" label="Campaña" submitLabel="Asignar" required={BULK_MSG.campaignRequired} options={campaigns} />;
}

function GroupPicker(props: PickerProps<number>) {
  const groups = useGroupOptions();
  return <ChoicePicker {...props} title="Agregar a grupo" label="Grupo" submitLabel="Agregar" required={BULK_MSG.groupRequired} options={groups} />;
}

function AgentsPicker({ phrase, onClose, onSubmit }: PickerProps<number[]>) {
  const agents = useAssignableAgents(true);
  return (
    <ModalForm<{ agents: string[] }, ContactBulkResult> opened title="Asignar agente" onClose={onClose}
      initialValues={{ agents: [] }} submitLabel="Asignar" success={(result) => result.detail}
      validate={{ agents: (value) => (value.length > 0 ? null : BULK_MSG.agentsRequired) }}
      onSubmit={(values) => onSubmit(values.agents.map(Number))}>
      {(form) => (
        <>
          {forWhom(phrase)}
          <MultiSelect label="Agentes" placeholder={agents.isPending ? 'Cargando agentes...' : 'Seleccione uno o más agentes'}
            withAsterisk searchable clearable data-autofocus nothingFoundMessage={MSG.emptyResults}
            description="Se agregan a los agentes que cada contacto ya tenga."
            data={(agents.data ?? []).map((a) => ({ value: String(a.id), label: a.get_full_name }))} {...form.getInputProps('agents')} />
        </>
      )}
    </ModalForm>
  );
}
