import { Link } from 'react-router';
import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconMessages } from '@tabler/icons-react';
import { NAVIGATION, viewerOf, visibleNavigation } from '@atiende/shared';
import { useMe } from '../../app/auth';
import { PageHeader } from '../../ui/PageHeader';
import { reportCards } from './reports-index';

/** What each report card says under its name. */
const DESCRIPTIONS: Record<string, string> = {
  managementList: 'Todas las gestiones con sus filtros, exportables a Excel.',
  supervision: 'Agentes conectados, sus conversaciones en gestión y las que esperan por campaña.',
  wallboard: 'La pantalla de pared: colas, agentes por estado, SLA y CSAT de hoy, en vivo.',
  leadsReport: 'Leads por franja horaria del día, con los leads de cada barra.',
  leadsHourReport: 'Los leads de cada hora del día en el rango, con filtros de estado, agentes, campaña y tipo.',
  callRecords: 'Las llamadas de la central, con su estado y su grabación.',
  massMessaging: 'Un mensaje de WhatsApp por fila de un archivo de Excel, con lo enviado y lo que no se envió.',
  whatsappHourReport: 'Gestiones de WhatsApp por hora del día, con las gestiones de cada barra.',
  botReport: 'Gestiones que pasaron por el bot y las que no, con sus listas.',
  hourReport: 'Gestiones por hora del día, con las gestiones de cada barra.',
  timePerStateReport: 'Cuánto tardan las gestiones en cada estado, en total y por agente.',
  campaignReport: 'Gestiones por campaña: finalizadas, vencidas, abiertas y sus tasas.',
  callsPerHourReport: 'Llamadas de la central por hora del día y estado.',
  outgoingCallDurationReport: 'Tiempo hablado en las llamadas salientes, por agente.',
  incomingCallDurationReport: 'Tiempo hablado en las llamadas entrantes, por agente.',
  firstAttentionReport: 'Cuánto espera el cliente la primera respuesta de un agente.',
  averageContactTimeReport: 'Cuánto tarda una conversación en quedar finalizada y tipificada.',
  tipificacionReport: 'Resultados y calificaciones de las gestiones, por campaña.',
  slaReport: 'Conversaciones respondidas dentro del objetivo de primera respuesta, por campaña, agente y día, con el CSAT.',
};

/** Each card's icon: a chart for the reports, its own for the tools of the group. */
const ICONS: Record<string, typeof IconChartBar> = { massMessaging: IconMessages };

/** /reports: a card per page of the Reportes group the user may open (the same rule as the sidebar), the spec's reports first. */
export function ReportsIndexPage() {
  const reports = reportCards(NAVIGATION, visibleNavigation(viewerOf(useMe())));
  return (
    <>
      <PageHeader title="Reportes" description="Los reportes de la operación que tu rol puede consultar" />
      {reports.length === 0 ? (
        <Text c="dimmed">No tienes reportes disponibles.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {reports.map((report) => {
            const Icon = ICONS[report.key] ?? IconChartBar;
            return (
              <Card key={report.key} withBorder radius="md" padding="lg" component={Link} to={report.to}>
                <ThemeIcon size={40} radius="md" variant="light" mb="sm" aria-hidden><Icon size={22} /></ThemeIcon>
                <Title order={2} size="h4">{report.label}</Title>
                {DESCRIPTIONS[report.key] && <Text size="sm" c="dimmed" mt={4}>{DESCRIPTIONS[report.key]}</Text>}
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </>
  );
}
