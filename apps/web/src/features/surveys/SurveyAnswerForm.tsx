import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  QUESTION_TYPE_LABELS, SURVEY_ANSWER_MAX_LENGTH, answerField, checkSurveyAnswers, type QuestionType, type SurveyQuestionRead,
} from '@atiende/shared';
import { ApiError } from '../../app/api';
import { notifyError } from '../../ui/notices';
import type { AnswersBody } from './surveys.api';

type Draft = Record<number, { options: number[]; text: string }>;

function QuestionField({ question, value, error, readOnly, onChange }: {
  question: SurveyQuestionRead;
  value: { options: number[]; text: string };
  error?: string;
  readOnly: boolean;
  onChange(value: { options: number[]; text: string }): void;
}) {
  const label = `${question.number}. ${question.text}`;
  const hint = QUESTION_TYPE_LABELS[question.question_type_id as QuestionType];
  if (question.question_type_id === 3) {
    return (
      <Textarea label={label} description={hint} error={error} readOnly={readOnly} autosize minRows={2} maxRows={6}
        maxLength={SURVEY_ANSWER_MAX_LENGTH} value={value.text} onChange={(e) => onChange({ options: [], text: e.currentTarget.value })} />
    );
  }
  const options = question.options.map((option) => (
    question.question_type_id === 1
      ? <Radio key={option.number} value={String(option.number)} label={option.text} disabled={readOnly} />
      : <Checkbox key={option.number} value={String(option.number)} label={option.text} disabled={readOnly} />
  ));
  return question.question_type_id === 1 ? (
    <Radio.Group label={label} description={hint} error={error} value={value.options[0] ? String(value.options[0]) : null}
      onChange={(v) => onChange({ options: [Number(v)], text: '' })}>
      <Stack gap={6} mt="xs">{options}</Stack>
    </Radio.Group>
  ) : (
    <Checkbox.Group label={label} description={hint} error={error} value={value.options.map(String)}
      onChange={(v) => onChange({ options: v.map(Number), text: '' })}>
      <Stack gap={6} mt="xs">{options}</Stack>
    </Checkbox.Group>
  );
}

interface SurveyAnswerFormProps {
  questions: SurveyQuestionRead[];
  /** Shows the questions without a way to answer (the list's preview). */
  readOnly?: boolean;
  submitLabel?: string;
  onSubmit?(answers: AnswersBody): Promise<unknown>;
}

/**
 * The questions of a survey as a form: one choice, several choices or text. Every question must be
 * answered; the checks are the server's (`checkSurveyAnswers`), and its answers land under each question.
 */
export function SurveyAnswerForm({ questions, readOnly = false, submitLabel = 'Enviar respuestas', onSubmit }: SurveyAnswerFormProps) {
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const valueOf = (id: number) => draft[id] ?? { options: [], text: '' };
  const answers = (): AnswersBody =>
    questions.map((q) => ({ question: q.id, options: valueOf(q.id).options, text: valueOf(q.id).text.trim() }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !onSubmit) return;
    const problems = checkSurveyAnswers(questions, answers());
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(answers());
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages.join(' ')])));
      } else notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {questions.map((question) => (
          <Paper key={question.id} withBorder p="md" radius="md">
            <QuestionField question={question} value={valueOf(question.id)} error={errors[answerField(question.id)]} readOnly={readOnly}
              onChange={(value) => {
                setDraft((current) => ({ ...current, [question.id]: value }));
                setErrors(({ [answerField(question.id)]: _answered, ...others }) => others);
              }} />
          </Paper>
        ))}
        {questions.length === 0 && <Text c="dimmed" size="sm">La encuesta aún no tiene preguntas.</Text>}
        {errors.answers && <Text c="red" size="sm">{errors.answers}</Text>}
        {!readOnly && questions.length > 0 && (
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>{submitLabel}</Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
