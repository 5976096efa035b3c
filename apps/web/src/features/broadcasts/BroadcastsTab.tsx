import { useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Text, Tooltip, ActionIcon } from '@mantine/core';
import { IconChartDonut, IconFileUpload, IconPlus, IconSend, IconTemplate } from '@tabler/icons-react';
import { MSG, PERMISSIONS, type BroadcastDetailTipo, type BroadcastRead } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { DataTable, indexColumn, type Column } from '../../ui/DataTable';
import { DateRangeFilter, dateRangeParams, useUrlDateRange } from '../../ui/DateRangeFilter';
import { TruncatedText } from '../../ui/Truncated';
import { TemplatesModal } from '../templates/TemplatesModal';
import { BroadcastDetailModal } from './BroadcastDetailModal';
import { BroadcastFormModal } from './BroadcastFormModal';
import { sendEstado, sendOf } from './broadcast-format';
import { useBroadcastsLive } from './broadcasts.api';
import { BroadcastStatsModal } from './BroadcastStatsModal';
import { ConfirmationsUploadModal } from './ConfirmationsUploadModal';
import { SendBroadcastModal } from './SendBroadcastModal';

/** The range is kept in the address under the names the LEADS tab uses. */
const RANGE_NAMES = { from: 'fecha_inicio', to: 'fecha_fin' };

type Dialog =
  | { kind: 'confirmations' }
  | { kind: 'create' }
  | { kind: 'templates' }
  | { kind: 'send'; broadcast: BroadcastRead | null; following: number | null }
  | { kind: 'stats'; broadcast: BroadcastRead }
  | { kind: 'detail'; broadcast: BroadcastRead; tipo: BroadcastDetailTipo };

interface RowHandlers {
  open(dialog: Dialog): void;
  canSend: boolean;
}

/** A figure of the row's send that opens its contacts ('Detalles'); plain while it is 0 or there is no send. */
function CountCell({ broadcast, tipo, label, open }: { broadcast: BroadcastRead; tipo: BroadcastDetailTipo; label: string; open: RowHandlers['open'] }) {
  const send = sendOf(broadcast);
  if (!send) return <>—</>;
  const count = send.metadata[tipo as 'exitosos'];
  if (count === 0) return <>0</>;
  return (
    <Anchor component="button" type="button" fw={600} onClick={() => open({ kind: 'detail', broadcast, tipo })}
      aria-label={`${count} ${label} de ${broadcast.name}: ver detalles`}>
      {count}
    </Anchor>
  );
}

function columnsFor({ open, canSend }: RowHandlers): Column<BroadcastRead>[] {
  return [
    indexColumn(),
    { header: 'Nombre', render: (b) => <Text size="sm" fw={500} style={{ overflowWrap: 'break-word' }}>{b.name}</Text> },
    { header: 'Canal', render: (b) => b.channel_name },
    { header: 'Campaña', render: (b) => b.campaign_name },
    {
      header: 'Estado',
      render: (b) => {
        const estado = sendEstado(sendOf(b));
        return <Badge color={estado.color} variant="light" style={{ minWidth: 'max-content' }}>{estado.label}</Badge>;
      },
    },
    { header: 'Descripción', render: (b) => (b.descripcion ? <TruncatedText size="sm" lines={2} maw={160}>{b.descripcion}</TruncatedText> : '—') },
    { header: 'Template', render: (b) => <Text size="sm" maw={140} style={{ overflowWrap: 'anywhere' }}>{sendOf(b)?.template?.name ?? '—'}</Text> },
    { header: 'Exitosos', render: (b) => <CountCell broadcast={b} tipo="exitosos" label="exitosos" open={open} /> },
    { header: 'Fallidos', render: (b) => <CountCell broadcast={b} tipo="fallidos" label="fallidos" open={open} /> },
    { header: 'Múltiple Teléfono', render: (b) => <CountCell broadcast={b} tipo="multiples_telefonos" label="con múltiple teléfono" open={open} /> },
    {
      header: 'Descripción de la Gestión',
      render: (b) => {
        const description = sendOf(b)?.description;
        return description ? <TruncatedText size="sm" lines={2} maw={160}>{description}</TruncatedText> : '—';
      },
    },
    {
      header: 'Estadísticas',
      render: (b) => (
        <Tooltip label="Estadísticas">
          <ActionIcon variant="subtle" aria-label={`Estadísticas de ${b.name}`} onClick={() => open({ kind: 'stats', broadcast: b })}>
            <IconChartDonut size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
    {
      header: 'Enviar',
      render: (b) => (canSend && b.puede_enviar ? (
        <Tooltip label="Enviar">
          <ActionIcon variant="light" aria-label={`Enviar ${b.name}`} onClick={() => open({ kind: 'send', broadcast: b, following: null })}>
            <IconSend size={18} />
          </ActionIcon>
        </Tooltip>
      ) : '—'),
    },
  ];
}

/**
 * DIFUSIÓN: the WhatsApp broadcast campaigns with their one send each (state, template, figures and their
 * contacts, statistics), Enviar for those not sent yet, the confirmations upload and the templates. Search and
 * days are kept in the address; the sends' progress and the templates' reviews arrive over /ws/difusion/.
 */
export function BroadcastsTab() {
  const me = useMe();
  const canSend = hasPermission(me, PERMISSIONS.broadcastsManage);
  const canTemplates = hasPermission(me, PERMISSIONS.templatesManage);
  useBroadcastsLive();
  const [range, setRange] = useUrlDateRange(RANGE_NAMES);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const columns = useMemo(() => columnsFor({ open: setDialog, canSend }), [canSend]);
  const close = () => setDialog(null);

  if (!canSend) return <Alert color="red" data-testid="forbidden">{MSG.forbidden}</Alert>;

  return (
    <>
      <Group gap="sm" mb="md" wrap="wrap">
        <Button variant="light" leftSection={<IconFileUpload size={16} />} onClick={() => setDialog({ kind: 'confirmations' })}>
          Subir Confirmaciones
        </Button>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'create' })}>Agregar Campañas de Difusión</Button>
        {canTemplates && (
          <Button variant="light" color="teal" leftSection={<IconTemplate size={16} />} onClick={() => setDialog({ kind: 'templates' })}>
            Crear Templates
          </Button>
        )}
      </Group>
      <DataTable<BroadcastRead>
        path="/leads/campaign_broadcasts/"
        keys={queryKeys.broadcasts}
        columns={columns}
        searchPlaceholder="Buscar por nombre"
        horizontalSpacing={6}
        params={dateRangeParams(range)}
        toolbar={<DateRangeFilter value={range} onChange={setRange} />}
      />
      <ConfirmationsUploadModal opened={dialog?.kind === 'confirmations'} onClose={close} />
      <BroadcastFormModal opened={dialog?.kind === 'create'} onClose={close} />
      {canTemplates && <TemplatesModal opened={dialog?.kind === 'templates'} onClose={close} />}
      <SendBroadcastModal
        opened={dialog?.kind === 'send'}
        broadcast={dialog?.kind === 'send' ? dialog.broadcast : null}
        following={dialog?.kind === 'send' ? dialog.following : null}
        onStarted={(id) => setDialog((current) => (current?.kind === 'send' ? { ...current, following: id } : current))}
        onClose={close}
      />
      <BroadcastStatsModal broadcast={dialog?.kind === 'stats' ? dialog.broadcast : null} onClose={close}
        onDetail={(tipo) => setDialog((current) => (current?.kind === 'stats' ? { kind: 'detail', broadcast: current.broadcast, tipo } : current))} />
      <BroadcastDetailModal broadcast={dialog?.kind === 'detail' ? dialog.broadcast : null} tipo={dialog?.kind === 'detail' ? dialog.tipo : 'todos'}
        onClose={close} />
    </>
  );
}
