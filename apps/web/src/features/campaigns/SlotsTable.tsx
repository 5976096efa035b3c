import type { ReactNode } from 'react';
import { ActionIcon, Badge, Table, Text, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { MSG } from '@atiende/shared';
import { dayText, shortTime, weekdayLabel, type ExceptionSlot, type RecurrentSlot } from './availability';

/** A slot of the table: one still to save (`pending`) or one the server holds. */
export type SlotRow<T> = { key: string; slot: T } & ({ status: 'pending' } | { status: 'saved'; id: number });

interface SlotsTableProps<T> {
  rows: SlotRow<T>[];
  onRemove(row: SlotRow<T>): void;
  /** Which row is being removed on the server. */
  removingKey?: string | null;
  canEdit: boolean;
}

function StatusBadge({ status }: { status: SlotRow<unknown>['status'] }) {
  return status === 'pending'
    ? <Badge color="blue" variant="filled" tt="none">Pendiente</Badge>
    : <Badge color="teal" variant="light" tt="none">Guardado</Badge>;
}

function RemoveButton<T>({ row, label, props }: { row: SlotRow<T>; label: string; props: SlotsTableProps<T> }) {
  if (!props.canEdit) return null;
  return (
    <Tooltip label="Quitar">
      <ActionIcon variant="subtle" color="red" aria-label={`Quitar ${label}`} loading={props.removingKey === row.key}
        onClick={() => props.onRemove(row)}>
        <IconX size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

function SlotsFrame({ headers, empty, children }: { headers: string[]; empty: boolean; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" aria-label="Horarios">
        <Table.Thead>
          <Table.Tr>{headers.map((header) => <Table.Th key={header}>{header}</Table.Th>)}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
      {empty && <Text ta="center" c="dimmed" py="lg">{MSG.emptyResults}</Text>}
    </Table.ScrollContainer>
  );
}

const hours = (slot: { hora_inicio: string; hora_fin: string }) => `${shortTime(slot.hora_inicio)} a ${shortTime(slot.hora_fin)}`;

export function RecurrentSlotsTable(props: SlotsTableProps<RecurrentSlot>) {
  return (
    <SlotsFrame headers={['Día', 'Hora inicio', 'Hora fin', 'Máximo de citas', 'Estado', '']} empty={props.rows.length === 0}>
      {props.rows.map((row) => (
        <Table.Tr key={row.key}>
          <Table.Td>{weekdayLabel(row.slot.dia_semana)}</Table.Td>
          <Table.Td>{shortTime(row.slot.hora_inicio)}</Table.Td>
          <Table.Td>{shortTime(row.slot.hora_fin)}</Table.Td>
          <Table.Td>{row.slot.max_citas}</Table.Td>
          <Table.Td><StatusBadge status={row.status} /></Table.Td>
          <Table.Td w={50}>
            <RemoveButton row={row} props={props} label={`${weekdayLabel(row.slot.dia_semana)} ${hours(row.slot)}`} />
          </Table.Td>
        </Table.Tr>
      ))}
    </SlotsFrame>
  );
}

export function ExceptionSlotsTable(props: SlotsTableProps<ExceptionSlot>) {
  return (
    <SlotsFrame headers={['Fecha', 'Motivo', 'Hora inicio', 'Hora fin', 'Máximo de citas', 'Horario especial', 'Estado', '']}
      empty={props.rows.length === 0}>
      {props.rows.map((row) => (
        <Table.Tr key={row.key}>
          <Table.Td>{dayText(row.slot.fecha)}</Table.Td>
          <Table.Td>{row.slot.motivo || <Text span size="sm" c="dimmed">Sin motivo</Text>}</Table.Td>
          <Table.Td>{shortTime(row.slot.hora_inicio)}</Table.Td>
          <Table.Td>{shortTime(row.slot.hora_fin)}</Table.Td>
          <Table.Td>{row.slot.max_citas}</Table.Td>
          <Table.Td>{row.slot.horario_especial ? 'Sí' : 'No'}</Table.Td>
          <Table.Td><StatusBadge status={row.status} /></Table.Td>
          <Table.Td w={50}>
            <RemoveButton row={row} props={props} label={`${dayText(row.slot.fecha)} ${hours(row.slot)}`} />
          </Table.Td>
        </Table.Tr>
      ))}
    </SlotsFrame>
  );
}
