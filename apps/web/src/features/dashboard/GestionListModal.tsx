import { useState } from 'react';
import { Modal, Skeleton, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../ui/dates';
import { RowActionButton, viewAction } from '../../ui/RowActions';
import { GestionDetailModal } from '../gestiones/GestionDetailModal';
import { GestionEstadoBadge } from '../gestiones/GestionEstadoBadge';

/** One gestión of a chart's detail list. */
export interface GestionRow {
  id: number;
  created_date: string;
  contacto: string;
  campaign: string | null;
  type: string;
  estado: string;
}

interface GestionListModalProps {
  title: string;
  opened: boolean;
  onClose(): void;
  rows: GestionRow[] | undefined;
  loading?: boolean;
  /** Shown under the list, e.g. when it holds only the newest of more gestiones. */
  note?: string;
  /** What the eye of a row opens, when the rows are not gestiones (the gestión's detail otherwise). */
  onOpenRow?(row: GestionRow): void;
  /** What a row is, in the eye's label ('gestión' by default). */
  rowNoun?: string;
}

/** The gestiones behind a chart segment, each with an eye that opens its detail. */
export function GestionListModal({ title, opened, onClose, rows, loading, note, onOpenRow, rowNoun = 'gestión' }: GestionListModalProps) {
  const [shownId, setShownId] = useState<number | null>(null);
  return (
    <>
      <Modal opened={opened} onClose={onClose} title={title} size="xl" centered>
        <Table.ScrollContainer minWidth={560} maxHeight={350}>
          <Table striped highlightOnHover stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Contacto</Table.Th>
                <Table.Th>Campaña</Table.Th>
                <Table.Th>Canal de Comunicación</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Acción</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loading && (
                <Table.Tr><Table.Td colSpan={7}><Skeleton h={14} /></Table.Td></Table.Tr>
              )}
              {rows?.map((row, index) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{formatDateTime(row.created_date)}</Table.Td>
                  <Table.Td>{row.contacto}</Table.Td>
                  <Table.Td>{row.campaign ?? '—'}</Table.Td>
                  <Table.Td>{row.type}</Table.Td>
                  <Table.Td><GestionEstadoBadge estado={row.estado} /></Table.Td>
                  <Table.Td>
                    <RowActionButton {...viewAction(`${rowNoun} ${row.id}`, () => (onOpenRow ? onOpenRow(row) : setShownId(row.id)))} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {!loading && rows?.length === 0 && <Text c="dimmed" ta="center" py="md">No se encontraron resultados</Text>}
        {note && <Text c="dimmed" size="sm" mt="sm">{note}</Text>}
      </Modal>
      <GestionDetailModal gestionId={shownId} onClose={() => setShownId(null)} />
    </>
  );
}
