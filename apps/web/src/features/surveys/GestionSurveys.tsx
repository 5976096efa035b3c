import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { PERMISSIONS, allows, viewerOf, type GestionSurveyItem } from '@atiende/shared';
import { useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { notifySuccess } from '../../ui/notices';
import { SurveyAnswerForm } from './SurveyAnswerForm';
import { answerInGestion, useGestionSurveys } from './surveys.api';

const SURVEY_ANSWER = { permission: PERMISSIONS.surveysAnswer, module: 'Encuestas' };

function SurveyItem({ gestionId, survey }: { gestionId: number; survey: GestionSurveyItem }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const answered = survey.response_id !== null;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between">
        <div>
          <Text fw={600} size="sm">{survey.name}</Text>
          <Text size="xs" c="dimmed">{survey.campaign_name}</Text>
        </div>
        {answered ? <Badge color="teal" variant="light">Respondida</Badge> : (
          <Button size="xs" variant={open ? 'default' : 'light'} onClick={() => setOpen((v) => !v)}>
            {open ? 'Cerrar' : 'Responder encuesta'}
          </Button>
        )}
      </Group>
      {open && !answered && (
        <Stack gap="xs" mt="sm">
          {survey.welcome_message && <Text size="sm" fs="italic">{survey.welcome_message}</Text>}
          <SurveyAnswerForm questions={survey.questions} submitLabel="Guardar respuestas" onSubmit={async (answers) => {
            const saved = await answerInGestion(gestionId, survey.id, answers);
            notifySuccess(saved.message);
            setOpen(false);
            await queryClient.invalidateQueries({ queryKey: queryKeys.surveys.all });
          }} />
        </Stack>
      )}
    </Paper>
  );
}

/** 'Encuestas' of a gestión: the telefonia surveys of its campaigns, for the agent to fill in with the contact. */
export function GestionSurveys({ gestionId }: { gestionId: number }) {
  const allowed = allows(viewerOf(useMe()), SURVEY_ANSWER);
  const { data } = useGestionSurveys(gestionId, allowed);
  if (!allowed || !data || data.results.length === 0) return null;
  return (
    <Stack gap="xs">
      <Divider label={<Group gap={4}><IconClipboardCheck size={14} />Encuestas</Group>} labelPosition="left" />
      {data.results.map((survey) => <SurveyItem key={survey.id} gestionId={gestionId} survey={survey} />)}
    </Stack>
  );
}
