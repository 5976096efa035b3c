import { Alert, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { SurveyRead } from '@atiende/shared';
import { SurveyAnswerForm } from './SurveyAnswerForm';
import { useSurveyQuestions } from './surveys.api';

/** The read-only preview of a survey card: its header and its questions as the contact sees them. */
export function SurveyPreviewModal({ survey, onClose }: { survey: SurveyRead | null; onClose(): void }) {
  const { data, isPending, error } = useSurveyQuestions(survey?.id ?? null);
  return (
    <Modal opened={survey !== null} onClose={onClose} title={survey?.name} size="lg" centered>
      {survey && (
        <Stack gap="md">
          {survey.welcome_message && <Text size="sm" fw={500}>{survey.welcome_message}</Text>}
          {survey.description && <Text size="sm" c="dimmed">{survey.description}</Text>}
          {isPending ? <Skeleton height={160} radius="md" />
            : error ? <Alert color="red">{error.message}</Alert>
              : <SurveyAnswerForm questions={data.questions} readOnly />}
        </Stack>
      )}
    </Modal>
  );
}
