import { counted } from '../../ui/plural';
import { useState } from 'react';
import { Link } from 'react-router';
import { isNotFound, useRouteId } from '../../ui/route-id';
import { NotFoundState } from '../errors/NotFoundPage';
import {
  Alert, Badge, Button, Group, Paper, Progress, ScrollArea, SimpleGrid, Skeleton, Stack, Table, Text, Title,
} from '@mantine/core';
import { IconDownload, IconPencil } from '@tabler/icons-react';
import { PERMISSIONS, QUESTION_TYPE_LABELS, type QuestionResult, type QuestionType } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { formatDateTime } from '../../ui/dates';
import { PageHeader } from '../../ui/PageHeader';
import { notifyError } from '../../ui/notices';
import { PublicLink } from './PublicLink';
import { MEDIUM_COLORS } from './SurveysPage';
import { exportResults, useSurveyResults } from './surveys.api';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">{label}</Text>
      <Text fz={28} fw={700}>{value}</Text>
    </Paper>
  );
}

function ChoiceResult({ question }: { question: QuestionResult }) {
  return (
    <Stack gap={8}>
      {question.options.map((option) => (
        <div key={option.number}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{option.text}</Text>
            <Text size="sm" fw={600}>{option.count} · {option.percentage.toLocaleString('es-CO')} %</Text>
          </Group>
          <Progress value={option.percentage} size="lg" radius="sm" aria-label={`${option.text}: ${option.percentage} %`} />
        </div>
      ))}
    </Stack>
  );
}

function OpenResult({ question }: { question: QuestionResult }) {
  if (question.open_answers.length === 0) return <Text size="sm" c="dimmed">Sin respuestas</Text>;
  return (
    <ScrollArea.Autosize mah={300}>
      <Table striped verticalSpacing={6}>
        <Table.Tbody>
          {question.open_answers.map((answer, index) => (
            <Table.Tr key={index}>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{answer.text}</Table.Td>
              <Table.Td w={170}><Text size="xs" c="dimmed">{formatDateTime(answer.created_date)}</Text></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/** /survey/resultados/{id}: per question, counts and percentages of each option, and the open answers. */
export function SurveyResultsPage() {
  const id = useRouteId();
  const canManage = hasPermission(useMe(), PERMISSIONS.surveysManage);
  const { data, isPending, error } = useSurveyResults(id ?? 0);
  const [exporting, setExporting] = useState(false);
  if (id === null || isNotFound(error)) return <NotFoundState />;
  // The page has its heading while the results load, so it is announced and titled at once.
  if (isPending) return <><PageHeader title="Resultados de la encuesta" /><Skeleton height={320} radius="md" /></>;
  if (error) return <><PageHeader title="Resultados de la encuesta" /><Alert color="red">{error.message}</Alert></>;
  const { survey } = data;

  const download = async () => {
    setExporting(true);
    await exportResults(survey.id, survey.name).catch(notifyError);
    setExporting(false);
  };

  return (
    <>
      <PageHeader title={`Resultados: ${survey.name}`} description={`Campaña ${survey.campaign_name}`} actions={(
        <>
          {canManage && (
            <Button variant="default" component={Link} to={`/survey/update/${survey.id}`} leftSection={<IconPencil size={16} />}>Editar</Button>
          )}
          <Button onClick={download} loading={exporting} leftSection={<IconDownload size={16} />}>Exportar Excel</Button>
        </>
      )} />
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure label="Respuestas" value={data.total_responses} />
          <Figure label="Por agentes en gestión" value={data.by_source.agente} />
          <Figure label="Por enlace público" value={data.by_source.enlace} />
        </SimpleGrid>
        {survey.public_token && <PublicLink token={survey.public_token} />}
        {data.questions.length === 0 && <Text c="dimmed">La encuesta aún no tiene preguntas.</Text>}
        {data.questions.map((question) => (
          <Paper key={question.id} withBorder p="lg" radius="md" data-testid="question-result">
            <Group justify="space-between" align="flex-start" mb="sm">
              <Title order={5}>{question.number}. {question.text}</Title>
              <Group gap="xs">
                <Badge variant="light" color={MEDIUM_COLORS[survey.survey_medium]}>{QUESTION_TYPE_LABELS[question.question_type_id as QuestionType]}</Badge>
                <Text size="xs" c="dimmed">{counted(question.answered, 'respuesta')}</Text>
              </Group>
            </Group>
            {question.question_type_id === 3 ? <OpenResult question={question} /> : <ChoiceResult question={question} />}
          </Paper>
        ))}
      </Stack>
    </>
  );
}
