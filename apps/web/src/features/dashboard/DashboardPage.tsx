import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Group, Paper, SimpleGrid, Skeleton, Table, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAddressBook, IconCalendarStats, IconCalendarWeek, IconClipboardCheck, IconMessages, IconSpeakerphone,
} from '@tabler/icons-react';
import { ELEVATED_ROLES } from '@atiende/shared';
import { api } from '../../app/api';
import { hasRole, useMe } from '../../app/auth';
import { PageHeader } from '../../ui/PageHeader';

interface DashboardFigures {
  contactos_activos: number;
  gestiones: number;
  campaign: number;
  gestiones_semana: number;
  gestiones_mes: number;
  gestiones_finalizadas_hoy: number;
  conversaciones_en_gestion: number;
}

interface AgentStatus {
  id: number;
  full_name: string;
  status: string;
}

const CARDS: { title: string; value(f: DashboardFigures): number; hint?(f: DashboardFigures): string; icon: typeof IconAddressBook; color: string; to?: string }[] = [
  { title: 'Contactos', value: (f) => f.contactos_activos, hint: () => 'Contactos activos', icon: IconAddressBook, color: 'blue' },
  { title: 'Gestiones de Hoy', value: (f) => f.gestiones, hint: (f) => `${f.gestiones_finalizadas_hoy} finalizadas hoy`, icon: IconClipboardCheck, color: 'teal' },
  { title: 'Campañas', value: (f) => f.campaign, hint: () => 'Campañas registradas', icon: IconSpeakerphone, color: 'grape' },
  { title: 'Gestiones de la Semana', value: (f) => f.gestiones_semana, hint: () => 'Desde el lunes', icon: IconCalendarWeek, color: 'orange' },
  { title: 'Gestiones del mes', value: (f) => f.gestiones_mes, hint: () => 'Desde el día 1', icon: IconCalendarStats, color: 'cyan' },
  { title: 'Conversaciones en Gestión', value: (f) => f.conversaciones_en_gestion, hint: () => 'Abiertas ahora', icon: IconMessages, color: 'pink' },
];

function FigureCard({ card, figures }: { card: (typeof CARDS)[number]; figures?: DashboardFigures }) {
  const body = (
    <Group justify="space-between" wrap="nowrap">
      <div>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">{card.title}</Text>
        {figures ? <Text fz={32} fw={700} data-testid={`card-${card.title}`}>{(card.value(figures) ?? 0).toLocaleString('es-CO')}</Text> : <Skeleton h={36} w={80} mt={4} />}
        {figures && card.hint && <Text size="xs" c="dimmed">{card.hint(figures)}</Text>}
      </div>
      <ThemeIcon size={52} radius="md" variant="light" color={card.color}><card.icon size={28} /></ThemeIcon>
    </Group>
  );
  return card.to ? (
    <Card withBorder radius="md" padding="lg" component={Link} to={card.to}>{body}</Card>
  ) : (
    <Card withBorder radius="md" padding="lg">{body}</Card>
  );
}

function AgentsStatus() {
  const { data, isPending } = useQuery({
    queryKey: ['dashboard', 'agents'],
    queryFn: () => api<{ agentes: AgentStatus[] }>('/contact/reporte_status/'),
    refetchInterval: 30_000,
  });
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">Estado de los agentes</Title>
      <Table.ScrollContainer minWidth={300} mah={400}>
        <Table striped>
          <Table.Thead><Table.Tr><Table.Th>Agentes</Table.Th><Table.Th>Estado</Table.Th></Table.Tr></Table.Thead>
          <Table.Tbody>
            {isPending && <Table.Tr><Table.Td colSpan={2}><Skeleton h={14} /></Table.Td></Table.Tr>}
            {data?.agentes.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{a.full_name}</Table.Td>
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

export function DashboardPage() {
  const me = useMe();
  const { data } = useQuery({ queryKey: ['dashboard'], queryFn: () => api<DashboardFigures>('/dashboard/') });
  return (
    <>
      <PageHeader title="Dashboard" description={`Hola, ${me.first_name || me.username}`} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mb="lg">
        {CARDS.map((card) => <FigureCard key={card.title} card={card} figures={data} />)}
      </SimpleGrid>
      {hasRole(me, ...ELEVATED_ROLES) && <AgentsStatus />}
    </>
  );
}
