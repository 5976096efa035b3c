import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useScreenSearchParams } from '../../ui/use-url-param';
import { Alert, Anchor, Badge, Button, Card, Paper, Select, SimpleGrid, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { PERMISSIONS, type SupervisionGestion, type SupervisionRow, type UserStatus, type WaitingConversations, } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { formatDateTime } from '../../ui/dates';
import { PageHeader } from '../../ui/PageHeader';
import { ForbiddenState } from '../../ui/ForbiddenState';
import { useCampaignOptions } from '../campaigns/campaigns.api';
import { useDashboardLive } from '../dashboard/dashboard.api';
import { GestionListModal, type GestionRow } from '../dashboard/GestionListModal';
import { useSupervisionReport } from './reports.api';
import { SpyMenu } from './SpyMenu';

const TITLE = 'Reporte de Supervisión';
const ALL_CAMPAIGNS = 'todas';
const STATUS_COLORS: Record<UserStatus, string> = { CONECTADO: 'green', PAUSA: 'orange', DESCONECTADO: 'gray' };

/** The two lists of gestiones each agent row opens. */
const GESTION_LISTS = {
  enGestion: {
    title: 'En gestión',
    rows: (agent: SupervisionRow) => agent.gestiones_en_gestion,
    count: (agent: SupervisionRow) => agent.gestiones_en_gestion_count,
  },
  finalizadas: {
    title: 'Finalizadas hoy',
    rows: (agent: SupervisionRow) => agent.gestiones_finalizadas_hoy,
    count: (agent: SupervisionRow) => agent.gestiones_finalizadas_hoy_count,
  },
  chats: {
    title: 'Chats abiertos',
    rows: (agent: SupervisionRow) => agent.conversaciones_en_gestion,
    count: (agent: SupervisionRow) => agent.conversaciones_en_gestion_count,
  },
} as const;
type GestionListKind = keyof typeof GESTION_LISTS;

const toModalRow = (g: SupervisionGestion): GestionRow => ({
  id: g.id, created_date: g.created_date, contacto: g.contacto, campaign: g.campana, type: g.type, estado: g.estado,
});

function CampaignSelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  const campaigns = useCampaignOptions();
  const data = [
    { value: ALL_CAMPAIGNS, label: 'Todas las campañas' },
    ...(campaigns.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  return (
    <Select label="Campaña" data={data} value={value} onChange={(next) => onChange(next ?? ALL_CAMPAIGNS)}
      allowDeselect={false} searchable w={260} />
  );
}

function WaitingCard({ waiting }: { waiting: WaitingConversations }) {
  const name = waiting.campaign ?? 'Sin campaña';
  return (
    <Card withBorder radius="md" padding="md" aria-label={`En espera en ${name}`}>
      <Text size="sm" c="dimmed" fw={600} lineClamp={2} title={name}>{name}</Text>
      <Text fz={28} fw={700}>{waiting.total.toLocaleString('es-CO')}</Text>
      <Text size="xs" c="dimmed">{waiting.total === 1 ? 'conversación' : 'conversaciones'}</Text>
    </Card>
  );
}

/** The conversations waiting in each campaign's queue, one card per campaign. */
function WaitingSection({ waiting, loading }: { waiting?: WaitingConversations[]; loading: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" mb="lg">
      <Title order={2} size="h4">En espera</Title>
      <Text size="sm" c="dimmed" mb="sm">Conversaciones pendientes por campaña</Text>
      {loading && <Skeleton h={84} radius="md" />}
      {waiting?.length === 0 && <Text c="dimmed" ta="center" py="md">No hay conversaciones en espera.</Text>}
      {!!waiting?.length && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {waiting.map((w) => <WaitingCard key={w.campaign_id ?? 'none'} waiting={w} />)}
        </SimpleGrid>
      )}
    </Paper>
  );
}

function CountButton({ agent, kind, onOpen }: { agent: SupervisionRow; kind: GestionListKind; onOpen(): void }) {
  const count = GESTION_LISTS[kind].count(agent);
  if (count === 0) return <Text size="sm" c="dimmed" pl="xs">0</Text>;
  return (
    <Button variant="light" size="compact-sm" aria-label={`${GESTION_LISTS[kind].title} de ${agent.full_name}: ${count}`} onClick={onOpen}>
      {count.toLocaleString('es-CO')}
    </Button>
  );
}

interface AgentsTableProps {
  agents?: SupervisionRow[];
  loading: boolean;
  onOpenList(agentId: number, kind: GestionListKind): void;
}

function AgentsTable({ agents, loading, onOpenList }: AgentsTableProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">Agentes</Title>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Agente</Table.Th>
              <Table.Th>Estado</Table.Th>
              <Table.Th>En gestión</Table.Th>
              <Table.Th>Chats abiertos</Table.Th>
              <Table.Th>Finalizadas hoy</Table.Th>
              <Table.Th title="Encuestas de cierre respondidas hoy con la mejor opción">CSAT hoy</Table.Th>
              <Table.Th>Último ingreso</Table.Th>
              <Table.Th><VisuallyHidden>Llamada</VisuallyHidden></Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading && [0, 1, 2].map((n) => <Table.Tr key={n}><Table.Td colSpan={8}><Skeleton h={16} /></Table.Td></Table.Tr>)}
            {agents?.map((agent) => (
              <Table.Tr key={agent.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/sessionList/${agent.contact_id}`} size="sm" fw={500}>{agent.full_name}</Anchor>
                </Table.Td>
                <Table.Td><Badge color={STATUS_COLORS[agent.status]} variant="light">{agent.status}</Badge></Table.Td>
                <Table.Td><CountButton agent={agent} kind="enGestion" onOpen={() => onOpenList(agent.id, 'enGestion')} /></Table.Td>
                <Table.Td><CountButton agent={agent} kind="chats" onOpen={() => onOpenList(agent.id, 'chats')} /></Table.Td>
                <Table.Td><CountButton agent={agent} kind="finalizadas" onOpen={() => onOpenList(agent.id, 'finalizadas')} /></Table.Td>
                <Table.Td><Text size="sm">{agent.csat_hoy === null ? '—' : `${agent.csat_hoy.toLocaleString('es-CO')} %`}</Text></Table.Td>
                <Table.Td><Text size="sm" style={{ whiteSpace: 'nowrap' }}>{agent.last_login ? formatDateTime(agent.last_login) : '—'}</Text></Table.Td>
                <Table.Td><SpyMenu agent={agent} /></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {agents?.length === 0 && <Text c="dimmed" ta="center" py="md">No hay agentes para mostrar.</Text>}
    </Paper>
  );
}

/** The list an agent's count opened, read from the latest report so that it follows live changes. */
function AgentGestionesModal({ agent, kind, onClose }: { agent?: SupervisionRow; kind: GestionListKind; onClose(): void }) {
  const list = GESTION_LISTS[kind];
  const rows = agent ? list.rows(agent) : [];
  const count = agent ? list.count(agent) : 0;
  const navigate = useNavigate();
  const chats = kind === 'chats';
  return (
    <GestionListModal
      rowNoun={chats ? 'conversación' : 'gestión'}
      onOpenRow={chats ? (row) => navigate(`/chat/${row.id}`) : undefined}
      title={agent ? `${list.title} · ${agent.full_name}` : list.title}
      opened={agent !== undefined}
      onClose={onClose}
      rows={rows.map(toModalRow)}
      note={count > rows.length ? `Se muestran las ${rows.length} más recientes de ${count.toLocaleString('es-CO')}.` : undefined}
    />
  );
}

function SupervisionReport() {
  const [params, setParams] = useScreenSearchParams();
  const campaign = params.get('campaign') ?? ALL_CAMPAIGNS;
  const report = useSupervisionReport(campaign === ALL_CAMPAIGNS ? null : Number(campaign));
  const [shown, setShown] = useState<{ agentId: number; kind: GestionListKind } | null>(null);
  useDashboardLive();

  const chooseCampaign = (value: string) => setParams(value === ALL_CAMPAIGNS ? {} : { campaign: value }, { replace: true });
  const shownAgent = shown ? report.data?.agentes.find((a) => a.id === shown.agentId) : undefined;
  return (
    <>
      <PageHeader title={TITLE} description="Agentes y conversaciones en espera por campaña"
        actions={<CampaignSelect value={campaign} onChange={chooseCampaign} />} />
      {report.isError ? (
        <Alert color="red">{report.error.message}</Alert>
      ) : (
        <>
          <WaitingSection waiting={report.data?.en_espera} loading={report.isPending} />
          <AgentsTable agents={report.data?.agentes} loading={report.isPending}
            onOpenList={(agentId, kind) => setShown({ agentId, kind })} />
        </>
      )}
      <AgentGestionesModal agent={shownAgent} kind={shown?.kind ?? 'enGestion'} onClose={() => setShown(null)} />
    </>
  );
}

/** /report_supervision: every agent's work in progress and today's, and the conversations waiting per campaign. */
export function SupervisionReportPage() {
  const me = useMe();
  if (!hasPermission(me, PERMISSIONS.supervisionView)) return <ForbiddenState title={TITLE} />;
  return <SupervisionReport />;
}
