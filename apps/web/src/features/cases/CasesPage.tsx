import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, SegmentedControl, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCalendar, IconCircleCheckFilled, IconLayoutGrid, IconList, IconPlus } from '@tabler/icons-react';
import { CASE_ESTADOS, CASE_MSG, PERMISSIONS, type CaseListItem } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { DataTable, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { useUrlParam } from '../../ui/use-url-param';
import { CaseCard, EstadoBadge } from './CaseCard';
import { CasesCalendar } from './CasesCalendar';
import { clientsText, formatDay, namesOf } from './case-format';
import { TruncatedText } from '../../ui/Truncated';

type View = 'cards' | 'list' | 'calendar';
const ALL = 'TODOS';

const VIEW_OPTIONS = [
  { value: 'cards', label: <Group gap={4} wrap="nowrap"><IconLayoutGrid size={14} />Tarjetas</Group> },
  { value: 'list', label: <Group gap={4} wrap="nowrap"><IconList size={14} />Lista</Group> },
  { value: 'calendar', label: <Group gap={4} wrap="nowrap"><IconCalendar size={14} />Calendario</Group> },
];

/** /casos: search, estado filters, Agregar and the card, list and calendar views. */
export function CasesPage() {
  const canEdit = hasPermission(useMe(), PERMISSIONS.casesManage);
  const [estadoParam, setEstadoParam] = useUrlParam('estado');
  const estado = (CASE_ESTADOS as readonly string[]).includes(estadoParam ?? '') ? estadoParam! : ALL;
  const setEstado = (value: string) => setEstadoParam(value === ALL ? null : value);
  const [view, setView] = useState<View>('cards');

  const columns: Column<CaseListItem>[] = [
    { header: 'Caso N°', sort: 'name', width: 140, render: (item) => (
      <Group gap={4} wrap="nowrap">
        {item.estado === 'FINALIZADO' && <ThemeIcon color="green" variant="transparent" size="xs"><IconCircleCheckFilled /></ThemeIcon>}
        <Anchor component={Link} to={canEdit ? `/casos/update/${item.id}` : `/casos/view/${item.id}`} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>{item.name}</Anchor>
      </Group>
    ) },
    { header: 'Descripción', render: (item) => <TruncatedText size="sm" lines={2}>{item.descripcion || CASE_MSG.noDescription}</TruncatedText> },
    { header: 'Agente(s)', render: (item) => namesOf(item.contacto) || '—' },
    { header: 'Cliente(s)', render: clientsText },
    { header: 'Tipo servicio', sort: 'tipo_servicio', render: (item) => item.tipo_servicio ?? CASE_MSG.noServiceType },
    { header: 'Creación', sort: 'created_date', render: (item) => formatDay(item.created_date) },
    { header: 'Estado', sort: 'estado', width: 130, render: (item) => <EstadoBadge estado={item.estado} /> },
    { header: 'Finalización', sort: 'fecha_finalizacion', render: (item) => formatDay(item.fecha_finalizacion) },
  ];

  const renderBody = view === 'list' ? undefined : (items: CaseListItem[]) => {
    if (view === 'calendar') return <CasesCalendar items={items} />;
    if (items.length === 0) return <Text c="dimmed" ta="center" py="xl">No se encontraron resultados</Text>;
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {items.map((item) => <CaseCard key={item.id} item={item} canEdit={canEdit} />)}
      </SimpleGrid>
    );
  };

  return (
    <>
      <PageHeader
        title="Casos"
        description="Casos de servicio en campo: asignación, materiales e informe firmado"
        actions={canEdit && <Button component={Link} to="/casos/create" leftSection={<IconPlus size={16} />}>Agregar</Button>}
      />
      <Group justify="space-between" mb="md" wrap="wrap">
        <SegmentedControl aria-label="Filtrar por estado" value={estado} onChange={setEstado}
          data={[{ value: ALL, label: 'Todos' }, ...CASE_ESTADOS.map((value) => ({ value, label: value.replace('_', ' ') }))]} />
        <SegmentedControl aria-label="Vista" value={view} onChange={(value) => setView(value as View)} data={VIEW_OPTIONS} />
      </Group>
      <DataTable<CaseListItem>
        path="/casos/casos/casos_por_estado/"
        keys={queryKeys.cases}
        params={{ estado: estado === ALL ? '' : estado }}
        columns={columns}
        searchPlaceholder={CASE_MSG.searchPlaceholder}
        renderBody={renderBody}
      />
    </>
  );
}
