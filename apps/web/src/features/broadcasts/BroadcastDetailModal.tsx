import { Modal, Stack, Text } from '@mantine/core';
import type { BroadcastDetailRow, BroadcastDetailTipo, BroadcastRead } from '@atiende/shared';
import { queryKeys } from '../../app/query-keys';
import { DataTable, type Column } from '../../ui/DataTable';
import { DETAIL_LABELS, phoneOutcome, sentPhone } from './broadcast-format';

/** Spec §9: the details' table scrolls at 350 px. */
const TABLE_HEIGHT = 350;

/** Each number sent to, with why it did not go out when it did not. */
function SentPhones({ row }: { row: BroadcastDetailRow }) {
  if (row.telefonos.length === 0) return <>—</>;
  return (
    <Stack gap={4}>
      {row.telefonos.map((phone, index) => {
        const outcome = phoneOutcome(phone.status, phone.error);
        return (
          <div key={`${phone.telefono}-${index}`}>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{sentPhone(phone.telefono) || 'Sin teléfono'}</Text>
            {outcome && phone.telefono && <Text size="xs" c={outcome.color} maw={320}>{outcome.text}</Text>}
          </div>
        );
      })}
    </Stack>
  );
}

const COLUMNS: Column<BroadcastDetailRow>[] = [
  { header: 'Contacto', render: (row) => row.nombre || '—' },
  { header: 'Teléfono Enviado', render: (row) => <SentPhones row={row} /> },
  { header: 'Mensajes Exitosos', width: 150, render: (row) => row.mensajes_exitosos },
];

const rowKey = (row: BroadcastDetailRow) => `${row.contact ?? ''}:${row.nombre}:${row.telefono}`;

interface BroadcastDetailModalProps {
  broadcast: BroadcastRead | null;
  tipo: BroadcastDetailTipo;
  onClose(): void;
}

/** 'Detalles': the contacts behind a figure of a broadcast, searchable by contact or number. */
export function BroadcastDetailModal({ broadcast, tipo, onClose }: BroadcastDetailModalProps) {
  return (
    <Modal opened={broadcast !== null} onClose={onClose} title="Detalles" size="xl" centered>
      {broadcast && (
        <>
          <Text size="sm" c="dimmed" mb="sm">{`${DETAIL_LABELS[tipo]} de la campaña de difusión ${broadcast.name}`}</Text>
          <DataTable<BroadcastDetailRow>
            path="/leads/campaign_broadcasts/{id}/detalle/"
            pathParams={{ id: broadcast.id }}
            keys={queryKeys.broadcasts}
            params={{ tipo }}
            columns={COLUMNS}
            rowKey={rowKey}
            stateInUrl={false}
            maxHeight={TABLE_HEIGHT}
            searchPlaceholder="Buscar por contacto o número"
          />
        </>
      )}
    </Modal>
  );
}
