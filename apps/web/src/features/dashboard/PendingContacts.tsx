import { useNavigate } from 'react-router';
import { formatPhone } from '@atiende/shared';
import { ActionIcon, Group, Paper, Skeleton, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp, IconClipboardPlus } from '@tabler/icons-react';
import { formatDateTime } from '../../ui/dates';
import type { ContactPickOption } from '../../ui/ContactPicker';
import { GestionEstadoBadge } from '../gestiones/GestionEstadoBadge';
import { phoneAndName } from '../gestiones/ManualGestionModal';
import { usePendingContacts, type PendingContact } from './dashboard.api';

const HEADERS = ['#', 'Nombre', 'Estado', 'Teléfono', 'Última gestión', 'Campaña', 'Agente', 'Acciones'];

function Actions({ row, onManage }: { row: PendingContact; onManage(contact: ContactPickOption): void }) {
  const navigate = useNavigate();
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Abrir chat">
        <ActionIcon
          variant="subtle" color="green" aria-label={`Abrir chat con ${row.name}`} disabled={!row.phone}
          onClick={() => navigate('/chat', { state: { selectedChatId: row.phone, contactId: row.contacto_id, type: 'WhatsApp' } })}
        >
          <IconBrandWhatsapp size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Gestión Manual">
        <ActionIcon
          variant="subtle" aria-label={`Gestión manual de ${row.name}`}
          onClick={() => onManage({ value: String(row.contacto_id), label: phoneAndName(row.phone, row.name) })}
        >
          <IconClipboardPlus size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** 'Contactos por finalizar': the latest open gestión of each contact. */
export function PendingContacts({ onManage }: { onManage(contact: ContactPickOption): void }) {
  const { data, isPending, isError } = usePendingContacts();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">Contactos por finalizar</Title>
      <Table.ScrollContainer minWidth={800} maxHeight={400}>
        <Table striped highlightOnHover stickyHeader>
          <Table.Thead>
            <Table.Tr>{HEADERS.map((h) => <Table.Th key={h}>{h}</Table.Th>)}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {isPending && <Table.Tr><Table.Td colSpan={HEADERS.length}><Skeleton h={14} /></Table.Td></Table.Tr>}
            {data?.map((row, index) => (
              <Table.Tr key={row.gestion_id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td><GestionEstadoBadge estado={row.estado} /></Table.Td>
                <Table.Td>{formatPhone(row.phone) || '—'}</Table.Td>
                <Table.Td>{row.ultima_gestion ? formatDateTime(row.ultima_gestion) : '—'}</Table.Td>
                <Table.Td>{row.campaign ?? '—'}</Table.Td>
                <Table.Td>{row.agent ?? '—'}</Table.Td>
                <Table.Td><Actions row={row} onManage={onManage} /></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!isPending && (isError || data?.length === 0) && (
        <Text c="dimmed" ta="center" py="md">{isError ? 'No se pudo cargar la información.' : 'No se encontraron resultados'}</Text>
      )}
    </Paper>
  );
}
