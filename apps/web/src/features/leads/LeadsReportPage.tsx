import { useState } from 'react';
import { Link } from 'react-router';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Alert, Button, Center, Group, Modal, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { LEAD_MSG, type LeadsPorHora } from '@atiende/shared';
import { useAllows } from '../../app/auth';
import { FilterActions } from '../../ui/FilterActions';
import { rangeProblem } from '../../ui/DateRangeFilter';
import { formatDateTime } from '../../ui/dates';
import { PageHeader } from '../../ui/PageHeader';
import { useAddressDraft } from '../../ui/use-url-param';
import {
  EMPTY_LEAD_DRAFT, leadDraftFromSearch, leadFilterParams, reportRangeMissing, searchWithLeadDraft, type LeadDraft,
} from './lead-filters-url';
import { franjaLabel } from './lead-format';
import { LeadEstadoBadge } from './LeadEstadoBadge';
import { LeadFilterFields, TYPE_OPTIONS } from './LeadFilterFields';
import { useLeadsPorHora, type LeadsReportQuery } from './leads.api';

type Franja = LeadsPorHora['franjas'][number];

const TYPE_LABELS = Object.fromEntries(TYPE_OPTIONS.map((option) => [option.value, option.label]));

/** The report's query for the applied filters, or null while the range is missing or reversed (nothing is asked). */
function reportQuery(draft: LeadDraft, elevated: boolean): LeadsReportQuery | null {
  if (reportRangeMissing(draft.range) || rangeProblem(draft.range)) return null;
  return { ...leadFilterParams(draft, elevated), fecha_inicio: draft.range.from!, fecha_fin: draft.range.to!, type: draft.type ?? undefined };
}

/** The bars of each franja and a button per franja with leads; both open that franja's leads. */
function FranjaBars({ report, onOpen }: { report: LeadsPorHora; onOpen(franja: Franja): void }) {
  const data = report.franjas.map((franja) => ({ hora: franjaLabel(franja.hora), contador: franja.contador }));
  const filled = report.franjas.filter((franja) => franja.contador > 0);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">{`Total de leads: ${report.total_leads}`}</Text>
      <BarChart
        h={300}
        data={data}
        dataKey="hora"
        series={[{ name: 'contador', label: 'Leads', color: 'indigo.6' }]}
        tickLine="y"
        xAxisProps={{ interval: 0 }}
        barProps={{
          onClick: (bar: { payload?: { hora?: string } }) => {
            const found = report.franjas.find((franja) => franjaLabel(franja.hora) === bar.payload?.hora);
            if (found && found.contador > 0) onOpen(found);
          },
          style: { cursor: 'pointer' },
        }}
      />
      <Group gap={6} role="group" aria-label="Ver leads por franja">
        {filled.map((franja) => (
          <Button key={franja.hora} size="compact-sm" variant="light" onClick={() => onOpen(franja)}
            aria-label={`Ver leads de ${franjaLabel(franja.hora)} (${franja.contador})`}>
            {`${franjaLabel(franja.hora)} (${franja.contador})`}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** The leads behind a bar: the newest of the franja when it has more than the report lists. */
function FranjaLeadsModal({ franja, onClose }: { franja: Franja | null; onClose(): void }) {
  return (
    <Modal opened={franja !== null} onClose={onClose} title={franja ? `Leads de ${franjaLabel(franja.hora)}` : ''} size="xl" centered>
      {franja && (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={520} maxHeight={350}>
            <Table striped highlightOnHover stickyHeader data-testid="franja-leads">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Creación</Table.Th>
                  <Table.Th>Contacto</Table.Th>
                  <Table.Th>Tipo</Table.Th>
                  <Table.Th>Estado</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {franja.leads.map((lead, index) => (
                  <Table.Tr key={lead.id}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>{formatDateTime(lead.created_date)}</Table.Td>
                    <Table.Td>{lead.contacto}</Table.Td>
                    <Table.Td>{TYPE_LABELS[lead.type] ?? lead.type}</Table.Td>
                    <Table.Td><LeadEstadoBadge estado={lead.estado} /></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {franja.contador > franja.leads.length && (
            <Text size="sm" c="dimmed">{`Se muestran los ${franja.leads.length} más recientes de ${franja.contador}.`}</Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}

/** /leads/report and /reports/leads: leads per franja of the day for a range of days, with the leads of each bar. */
export function LeadsReportPage() {
  const elevated = useAllows('leadsAllAgents');
  const { applied, draft, setDraft, apply } = useAddressDraft(leadDraftFromSearch, searchWithLeadDraft);
  const [missingRange, setMissingRange] = useState(false);
  const [franja, setFranja] = useState<Franja | null>(null);
  const query = reportQuery(applied, elevated);
  const report = useLeadsPorHora(query);

  return (
    <>
      <PageHeader
        title="Reporte de Leads"
        description="Leads por franja horaria del día (hora de Bogotá)"
        actions={<Button variant="default" component={Link} to="/reports" leftSection={<IconArrowLeft size={18} />}>Volver</Button>}
      />
      <Paper withBorder p="md" radius="md" mb="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const missing = reportRangeMissing(draft.range);
            setMissingRange(missing);
            if (missing || rangeProblem(draft.range)) return;
            apply(draft);
          }}
        >
          <LeadFilterFields draft={draft} onChange={setDraft} elevated={elevated} report />
          {missingRange && <Alert color="red" mt="sm" role="alert">{LEAD_MSG.dateRangeRequired}</Alert>}
          <FilterActions
            onClear={() => {
              setMissingRange(false);
              setDraft(EMPTY_LEAD_DRAFT);
              apply(EMPTY_LEAD_DRAFT);
            }}
          />
        </form>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">Leads por hora</Title>
        {query === null ? (
          <Center h={200}><Text c="dimmed">Elija un rango de fechas y pulse Consultar.</Text></Center>
        ) : report.isPending ? <Skeleton h={300} />
          : report.isError ? <Alert color="red">{report.error.message}</Alert>
            : report.data.total_leads === 0 ? <Center h={200}><Text c="dimmed">No se encontraron resultados</Text></Center>
              : <FranjaBars report={report.data} onOpen={setFranja} />}
      </Paper>
      <FranjaLeadsModal franja={franja} onClose={() => setFranja(null)} />
    </>
  );
}
