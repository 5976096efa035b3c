import { counted } from '../../ui/plural';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChartBar, IconPencil, IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, SURVEY_MSG, type SurveyRead } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { DataTable, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { SurveyPreviewModal } from './SurveyPreviewModal';
import classes from './SurveysPage.module.css';
import { TruncatedText } from '../../ui/Truncated';

export const MEDIUM_COLORS: Record<string, string> = { telefonia: 'blue', whatsapp: 'green', general: 'grape' };

function SurveyCard({ survey, canManage, onOpen }: { survey: SurveyRead; canManage: boolean; onOpen(): void }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="survey-card" className={classes.card}>
      <Stack gap={6} style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <UnstyledButton onClick={onOpen} aria-label={`Ver ${survey.name}`} className={classes.open}>
            <TruncatedText fw={600} lines={2}>{survey.name}</TruncatedText>
          </UnstyledButton>
          <Badge color={MEDIUM_COLORS[survey.survey_medium]} variant="light" style={{ flexShrink: 0 }}>{survey.survey_type}</Badge>
        </Group>
        <Text size="sm" c="dimmed">Campaña: {survey.campaign_name}</Text>
        {survey.description && <Text size="sm" lineClamp={2}>{survey.description}</Text>}
        <Text size="xs" c="dimmed">{counted(survey.questions_count, 'pregunta')} · {counted(survey.responses_count, 'respuesta')}</Text>
      </Stack>
      <Group gap="xs" mt="md" justify="flex-end" className={classes.actions}>
        <Button size="xs" variant="default" component={Link} to={`/survey/resultados/${survey.id}`}
          leftSection={<IconChartBar size={14} />} aria-label={`Resultados de ${survey.name}`}>
          Resultados
        </Button>
        {canManage && (
          <Button size="xs" variant="light" component={Link} to={`/survey/update/${survey.id}`}
            leftSection={<IconPencil size={14} />} aria-label={`Editar ${survey.name}`}>
            Editar
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** The cards have no headers: these are what the 'Ordenar por' select offers. */
const SORTS: Column<SurveyRead>[] = [
  { header: 'Nombre', sort: 'name', render: (survey) => survey.name },
  { header: 'Fecha de creación', sort: 'created_date', render: (survey) => survey.created_date },
];

/** /survey: survey cards with search and Agregar; a card opens its read-only preview. */
export function SurveysPage() {
  const canManage = hasPermission(useMe(), PERMISSIONS.surveysManage);
  const [previewed, setPreviewed] = useState<SurveyRead | null>(null);
  return (
    <>
      <PageHeader
        title="Encuestas"
        description="Encuestas de las campañas: por teléfono, WhatsApp o enlace general"
        actions={canManage && (
          <Button component={Link} to="/survey/create" leftSection={<IconPlus size={16} />}>Agregar</Button>
        )}
      />
      <DataTable<SurveyRead>
        path="/survey/survey/"
        keys={queryKeys.surveys}
        columns={SORTS}
        searchPlaceholder="Buscar encuesta por nombre"
        renderBody={(surveys) => surveys.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">{SURVEY_MSG.emptyList}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {surveys.map((survey) => (
              <SurveyCard key={survey.id} survey={survey} canManage={canManage} onOpen={() => setPreviewed(survey)} />
            ))}
          </SimpleGrid>
        )}
      />
      <SurveyPreviewModal survey={previewed} onClose={() => setPreviewed(null)} />
    </>
  );
}
