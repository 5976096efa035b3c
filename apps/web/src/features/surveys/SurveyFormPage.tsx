import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Skeleton, Stack, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { NOTICE_AUTO_CLOSE_MS, SURVEY_MSG, type SurveyRead } from '@atiende/shared';
import { isNotFound, useRouteId } from '../../ui/route-id';
import { NotFoundState } from '../errors/NotFoundPage';
import { FormSkeleton } from '../../ui/FormCard';
import { PageHeader } from '../../ui/PageHeader';
import { notifyError, notifySuccess } from '../../ui/notices';
import { PublicLink } from './PublicLink';
import { QuestionsEditor } from './QuestionsEditor';
import { SurveyHeaderForm } from './SurveyHeaderForm';
import { createSurvey, saveQuestions, updateSurvey, useRefreshSurveys, useSurvey, useSurveyQuestions } from './surveys.api';

function QuestionsSection({ survey, onSaved }: { survey: SurveyRead; onSaved(): void }) {
  const { data, isPending } = useSurveyQuestions(survey.id);
  const refreshSurveys = useRefreshSurveys();
  return (
    <Stack gap="sm">
      <Title order={4}>Preguntas</Title>
      {isPending || !data ? <Skeleton height={180} radius="md" /> : (
        <QuestionsEditor surveyId={survey.id} questions={data.questions} locked={survey.responses_count > 0}
          onSave={async (payload) => {
            const saved = await saveQuestions(payload);
            await refreshSurveys();
            notifySuccess(saved.message);
            onSaved();
          }} />
      )}
    </Stack>
  );
}

/** /survey/create: the header is saved first; then its fields lock and the questions can be added. */
export function SurveyCreatePage() {
  const navigate = useNavigate();
  const refreshSurveys = useRefreshSurveys();
  const [survey, setSurvey] = useState<SurveyRead | null>(null);
  return (
    <>
      <PageHeader title="Agregar encuesta" description="Primero el encabezado; después, las preguntas" />
      <Stack>
        <SurveyHeaderForm locked={survey !== null} submitLabel="Guardar encabezado" onSave={async (payload) => {
          const created = await createSurvey(payload);
          await refreshSurveys();
          notifySuccess(SURVEY_MSG.created);
          setSurvey(created);
        }} />
        {survey?.public_token && <PublicLink token={survey.public_token} />}
        {survey && <QuestionsSection survey={survey} onSaved={() => navigate('/survey')} />}
        {!survey && <Button variant="default" component={Link} to="/survey" w="fit-content">Volver</Button>}
      </Stack>
    </>
  );
}

/** /survey/update/{id}: header and questions; the questions stay as they are once the survey has responses. */
export function SurveyUpdatePage() {
  const id = useRouteId();
  const navigate = useNavigate();
  const refreshSurveys = useRefreshSurveys();
  const { data: survey, error } = useSurvey(id ?? 0);
  const missing = id === null || isNotFound(error);
  useEffect(() => {
    if (!error || missing) return;
    notifyError(error);
    const timer = setTimeout(() => navigate('/survey'), NOTICE_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [error, missing, navigate]);
  if (missing) return <NotFoundState />;

  return (
    <>
      <PageHeader title="Editar encuesta" description={survey?.name} actions={survey && (
        <Button variant="default" component={Link} to={`/survey/resultados/${survey.id}`} leftSection={<IconChartBar size={16} />}>
          Resultados
        </Button>
      )} />
      {!survey ? <FormSkeleton rows={3} /> : (
        <Stack>
          <SurveyHeaderForm survey={survey} submitLabel="Guardar encabezado" onSave={async (payload) => {
            const saved = await updateSurvey(survey.id, payload);
            await refreshSurveys();
            notifySuccess(saved.message);
          }} />
          {survey.public_token && <PublicLink token={survey.public_token} />}
          <QuestionsSection key={survey.id} survey={survey} onSaved={() => navigate('/survey')} />
        </Stack>
      )}
    </>
  );
}
