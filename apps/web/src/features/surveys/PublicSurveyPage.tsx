import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Box, Center, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { SURVEY_MSG } from '@atiende/shared';
import { SurveyAnswerForm } from './SurveyAnswerForm';
import { answerPublic, usePublicSurvey } from './surveys.api';
import { usePageTitle } from '../../app/page-title';

/** /encuesta/{token}: a contact answers a whatsapp or general survey without signing in. */
export function PublicSurveyPage() {
  const token = useParams().token ?? '';
  const { data, isPending, error } = usePublicSurvey(token);
  const [thanks, setThanks] = useState<string | null>(null);
  // The tab and the one h1 name the survey; while it loads, or when the link is wrong, 'Encuesta'.
  usePageTitle(data?.name ?? 'Encuesta');

  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-body)" style={{ alignItems: 'flex-start' }}>
      <Box w="100%" maw={720} py="xl">
        {(isPending || error) && <VisuallyHidden><h1>Encuesta</h1></VisuallyHidden>}
        {isPending ? <Skeleton height={320} radius="md" />
          : error ? <Alert color="red" title="Lo Sentimos,">{error.message || SURVEY_MSG.linkNotFound}</Alert>
            : thanks ? (
              <Paper withBorder p="xl" radius="md">
                <Stack align="center" gap="xs">
                  <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" aria-hidden />
                  <Title order={1} size="h3" ta="center">{thanks}</Title>
                  <Text c="dimmed" ta="center">Sus respuestas fueron registradas.</Text>
                </Stack>
              </Paper>
            ) : (
              <Stack>
                <Paper withBorder p="lg" radius="md">
                  <Title order={1} size="h2">{data.name}</Title>
                  {data.welcome_message && <Text mt="xs" fw={500}>{data.welcome_message}</Text>}
                  {data.description && <Text mt="xs" c="dimmed">{data.description}</Text>}
                </Paper>
                <SurveyAnswerForm questions={data.questions}
                  onSubmit={async (answers) => setThanks((await answerPublic(token, answers)).message)} />
              </Stack>
            )}
      </Box>
    </Center>
  );
}
