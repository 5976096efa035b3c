import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Card, Grid, Group, Paper, SimpleGrid, Skeleton, Table, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAddressBook, IconCalendarStats, IconCalendarWeek, IconClipboardCheck, IconClipboardPlus, IconMessages, IconSpeakerphone,
} from '@tabler/icons-react';
import { PERMISSIONS, routeAccess, viewerOf, type DashboardFigures, type DayRange } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import type { ContactPickOption } from '../../ui/ContactPicker';
import { PageHeader } from '../../ui/PageHeader';
import { managementListLink } from '../gestiones/gestion-filters-url';
import { ManualGestionModal } from '../gestiones/ManualGestionModal';
import { useAgentsStatus, useDashboardFigures, useDashboardLive } from './dashboard.api';
import { PendingContacts } from './PendingContacts';
import { UpcomingContacts } from './UpcomingContacts';

// The charts library is large: it loads after the page has shown its figures.
const BotChart = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.BotChart })));
const HourChart = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.HourChart })));

interface FigureCardSpec {
  title: string;
  value(f: DashboardFigures): number;
  hint?(f: DashboardFigures): string;
  icon: typeof IconAddressBook;
  color: string;
  /** Where the card leads: what it counts, listed. */
  to(f: DashboardFigures): string;
}

/** The gestiones of the days a card counts. */
const daysOf = (range: DayRange) => managementListLink({ range: { from: range.fecha_inicio, to: range.fecha_fin } });

const CARDS: FigureCardSpec[] = [
  { title: 'Contactos', value: (f) => f.contactos_activos, hint: () => 'Contactos activos', icon: IconAddressBook, color: 'blue', to: () => '/contacts' },
  {
    title: 'Gestiones de Hoy', value: (f) => f.gestiones, hint: (f) => `${f.gestiones_finalizadas_hoy} finalizadas hoy`, icon: IconClipboardCheck,
    color: 'teal', to: (f) => daysOf(f.periodos.hoy),
  },
  { title: 'Campañas', value: (f) => f.campaign, hint: () => 'Campañas activas', icon: IconSpeakerphone, color: 'grape', to: () => '/campaign' },
  {
    title: 'Gestiones de la Semana', value: (f) => f.gestiones_semana, hint: () => 'Desde el lunes', icon: IconCalendarWeek, color: 'orange',
    to: (f) => daysOf(f.periodos.semana),
  },
  {
    title: 'Gestiones del mes', value: (f) => f.gestiones_mes, hint: () => 'Desde el día 1', icon: IconCalendarStats, color: 'cyan',
    to: (f) => daysOf(f.periodos.mes),
  },
  {
    title: 'Conversaciones en Gestión', value: (f) => f.conversaciones_en_gestion, hint: () => 'Abiertas ahora', icon: IconMessages, color: 'pink',
    to: () => managementListLink({ enCurso: true }),
  },
];

/**
 * A figure; a link to what it counts once the figures have come (the link carries their days) and when the
 * user may open that screen (an agent may not open the Lista de Gestiones: their cards only show).
 */
function FigureCard({ card, figures }: { card: FigureCardSpec; figures?: DashboardFigures }) {
  const me = useMe();
  const to = figures ? card.to(figures) : null;
  const linked = to !== null && routeAccess(viewerOf(me), to.split('?')[0]!, me.id).allowed;
  const body = (
    <Group justify="space-between" wrap="nowrap">
      <div>
        {/* The card's title heads it; its figure is a value, not a paragraph styled as a heading. */}
        <Text component="h2" m={0} size="sm" c="dimmed" fw={600} tt="uppercase">{card.title}</Text>
        {figures ? <Text component="div" fz={32} fw={700} data-testid={`card-${card.title}`}>{(card.value(figures) ?? 0).toLocaleString('es-CO')}</Text> : <Skeleton h={36} w={80} mt={4} />}
        {figures && card.hint && <Text size="xs" c="dimmed">{card.hint(figures)}</Text>}
      </div>
      <ThemeIcon size={52} radius="md" variant="light" color={card.color}><card.icon size={28} /></ThemeIcon>
    </Group>
  );
  if (!linked) return <Card withBorder radius="md" padding="lg">{body}</Card>;
  return <Card withBorder radius="md" padding="lg" component={Link} to={to}>{body}</Card>;
}

/** Agents and their connection status, with a link to the supervision report; each agent opens their connection history. */
function AgentsStatus() {
  const { data, isPending } = useAgentsStatus();
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">Estado de los agentes</Title>
        <Anchor component={Link} to="/report_supervision" size="sm">Ver reporte</Anchor>
      </Group>
      <Table.ScrollContainer minWidth={300} maxHeight={400}>
        <Table striped stickyHeader>
          <Table.Thead><Table.Tr><Table.Th>Agentes</Table.Th><Table.Th>Estado</Table.Th></Table.Tr></Table.Thead>
          <Table.Tbody>
            {isPending && <Table.Tr><Table.Td colSpan={2}><Skeleton h={14} /></Table.Td></Table.Tr>}
            {data?.agentes.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/sessionList/${a.id}`} size="sm">{a.full_name}</Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge color={a.status === 'CONECTADO' ? 'green' : a.status === 'PAUSA' ? 'orange' : 'red'} variant="light">{a.status}</Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data?.agentes.length === 0 && <Text c="dimmed" ta="center" py="md">No se encontraron resultados</Text>}
    </Paper>
  );
}

const chartFallback = <Skeleton h={300} radius="md" />;

export function DashboardPage() {
  const me = useMe();
  const { data } = useDashboardFigures();
  const [manual, setManual] = useState<{ contact: ContactPickOption | null } | null>(null);
  useDashboardLive();
  const elevated = hasPermission(me, PERMISSIONS.supervisionView);
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`Hola, ${me.first_name || me.username}`}
        actions={
          <Button leftSection={<IconClipboardPlus size={18} />} onClick={() => setManual({ contact: null })}>
            Gestión Manual
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mb="lg">
        {CARDS.map((card) => <FigureCard key={card.title} card={card} figures={data} />)}
      </SimpleGrid>
      <Grid mb="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Suspense fallback={chartFallback}><BotChart /></Suspense>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Suspense fallback={chartFallback}><HourChart /></Suspense>
        </Grid.Col>
        <Grid.Col span={12}>
          <PendingContacts onManage={(contact) => setManual({ contact })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: elevated ? 7 : 12 }}>
          <UpcomingContacts />
        </Grid.Col>
        {elevated && (
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <AgentsStatus />
          </Grid.Col>
        )}
      </Grid>
      <ManualGestionModal opened={manual !== null} onClose={() => setManual(null)} initialContact={manual?.contact ?? null} />
    </>
  );
}
