import { useState } from 'react';
import { Paper, Skeleton, Table, Tabs, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { PAGE_SIZE, formatPhone } from '@atiende/shared';
import { Pager, pageCount } from '../../ui/Pager';
import { RowActionButton, viewAction } from '../../ui/RowActions';
import { GestionDetailModal } from '../gestiones/GestionDetailModal';
import { useUpcomingContacts, type ProximoFiltro } from './dashboard.api';

const TABS: { value: ProximoFiltro; label: string }[] = [
  { value: 'hoy', label: 'Hoy' },
  { value: 'manana', label: 'Mañana' },
  { value: 'semana', label: 'Semana' },
];

function UpcomingList({ filtro, onOpen }: { filtro: ProximoFiltro; onOpen(id: number): void }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useUpcomingContacts(filtro, (page - 1) * PAGE_SIZE);
  if (isPending) return <Skeleton h={80} mt="sm" />;
  if (isError) return <Text c="red" ta="center" py="md">No se pudo cargar la información.</Text>;
  if (data.results.length === 0) return <Text c="dimmed" ta="center" py="md">No se encontraron resultados</Text>;
  const pages = pageCount(data, page, PAGE_SIZE);
  return (
    <>
    <Table.ScrollContainer minWidth={480} maxHeight={350}>
      <Table striped stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Contacto</Table.Th>
            <Table.Th>Teléfono</Table.Th>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Campaña</Table.Th>
            <Table.Th>Acción</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.results.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.contacto}</Table.Td>
              <Table.Td>{formatPhone(row.phone) || '—'}</Table.Td>
              <Table.Td>
                {dayjs(row.fecha_proximo_contacto).format('DD/MM/YYYY')} {row.hora_proximo_contacto?.slice(0, 5) ?? ''}
              </Table.Td>
              <Table.Td>{row.campaign ?? '—'}</Table.Td>
              <Table.Td>
                <RowActionButton {...viewAction(`gestión ${row.id}`, () => onOpen(row.id))} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
    {pages > 1 && <Pager page={page} totalPages={pages} more={Boolean(data.count_capped)} onChange={setPage} />}
    </>
  );
}

/** 'Contactar': contacts whose next contact falls today, tomorrow or this week. */
export function UpcomingContacts() {
  const [tab, setTab] = useState<ProximoFiltro>('hoy');
  const [shownId, setShownId] = useState<number | null>(null);
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Title order={2} size="h4" mb="sm">Contactar</Title>
      <Tabs value={tab} onChange={(v) => setTab((v as ProximoFiltro) ?? 'hoy')}>
        <Tabs.List>
          {TABS.map((t) => <Tabs.Tab key={t.value} value={t.value}>{t.label}</Tabs.Tab>)}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="xs">
            {tab === t.value && <UpcomingList filtro={t.value} onOpen={setShownId} />}
          </Tabs.Panel>
        ))}
      </Tabs>
      <GestionDetailModal gestionId={shownId} onClose={() => setShownId(null)} />
    </Paper>
  );
}
