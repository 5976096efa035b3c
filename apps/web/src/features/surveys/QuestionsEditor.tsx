import { useForm } from '../../ui/use-form';
import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import {
  QUESTION_TYPES, QUESTION_TYPE_LABELS, SURVEY_MAX_OPTIONS, SURVEY_MSG, SurveyQuestionsSave, type QuestionType,
  type SurveyQuestionRead,
} from '@atiende/shared';
import { showServerErrors } from '../../ui/form';

const TYPE_OPTIONS = QUESTION_TYPES.map((value) => ({ value: String(value), label: `${value}. ${QUESTION_TYPE_LABELS[value]}` }));

interface OptionValues { key: string; text: string }
interface QuestionValues { key: string; text: string; question_type_id: string; options: OptionValues[] }
interface EditorValues { questions: QuestionValues[] }

const newKey = () => crypto.randomUUID();
const emptyOption = (): OptionValues => ({ key: newKey(), text: '' });
const emptyQuestion = (): QuestionValues => ({ key: newKey(), text: '', question_type_id: '1', options: [emptyOption(), emptyOption()] });

const fromRead = (questions: SurveyQuestionRead[]): QuestionValues[] => questions.map((q) => ({
  key: String(q.id), text: q.text, question_type_id: String(q.question_type_id),
  options: q.options.map((option) => ({ key: `${q.id}-${option.number}`, text: option.text })),
}));

export function toQuestionsPayload(surveyId: number, values: EditorValues) {
  return {
    survey_id: surveyId,
    questions: values.questions.map((q) => ({
      text: q.text.trim(),
      question_type_id: Number(q.question_type_id) as QuestionType,
      options: q.question_type_id === '3' ? [] : q.options.map((option) => ({ text: option.text.trim() })),
    })),
  };
}

/** The shared schema's problems as Mantine field paths: 'questions.0.text', 'questions.1.options.0.text'… */
function validateWith(surveyId: number) {
  return (values: EditorValues): Record<string, string> => {
    const result = SurveyQuestionsSave.safeParse(toQuestionsPayload(surveyId, values));
    const errors: Record<string, string> = {};
    if (result.success) return errors;
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      if (!(field in errors)) errors[field] = issue.message;
    }
    return errors;
  };
}

interface QuestionsEditorProps {
  surveyId: number;
  questions: SurveyQuestionRead[];
  /** The survey has responses: its questions are shown as they were answered. */
  locked: boolean;
  onSave(payload: ReturnType<typeof toQuestionsPayload>): Promise<unknown>;
}

/** Adds, orders and edits the questions: type 1 or 2 with their options, type 3 open; saved together. */
export function QuestionsEditor({ surveyId, questions, locked, onSave }: QuestionsEditorProps) {
  const form = useForm<EditorValues>({
    initialValues: { questions: questions.length ? fromRead(questions) : [emptyQuestion()] },
    validate: validateWith(surveyId),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSave(toQuestionsPayload(surveyId, values));
    } catch (error) {
      showServerErrors(form, error);
    }
  });

  const setType = (index: number, type: string | null) => {
    const question = form.values.questions[index]!;
    form.setFieldValue(`questions.${index}.question_type_id`, type ?? '1');
    if (type === '3') form.setFieldValue(`questions.${index}.options`, []);
    else if (question.options.length < 2) form.setFieldValue(`questions.${index}.options`, [emptyOption(), emptyOption()]);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {locked && <Alert color="yellow">{SURVEY_MSG.hasAnswers}</Alert>}
        {form.values.questions.map((question, index) => (
          <Paper key={question.key} withBorder p="md" radius="md" data-testid="question-editor">
            <Stack gap="xs">
              <Group align="flex-start" wrap="nowrap">
                <Text fw={700} mt={30} w={24}>{index + 1}.</Text>
                <TextInput label={`Pregunta ${index + 1}`} style={{ flex: 1 }} withAsterisk disabled={locked}
                  {...form.getInputProps(`questions.${index}.text`)} />
                <Select label={`Tipo de la pregunta ${index + 1}`} data={TYPE_OPTIONS} allowDeselect={false} w={220} disabled={locked}
                  {...form.getInputProps(`questions.${index}.question_type_id`)} onChange={(value) => setType(index, value)} />
                {!locked && (
                  <Group gap={2} mt={26} wrap="nowrap">
                    <Tooltip label="Subir"><ActionIcon variant="subtle" aria-label={`Subir pregunta ${index + 1}`} disabled={index === 0}
                      onClick={() => form.reorderListItem('questions', { from: index, to: index - 1 })}><IconArrowUp size={16} /></ActionIcon></Tooltip>
                    <Tooltip label="Bajar"><ActionIcon variant="subtle" aria-label={`Bajar pregunta ${index + 1}`}
                      disabled={index === form.values.questions.length - 1}
                      onClick={() => form.reorderListItem('questions', { from: index, to: index + 1 })}><IconArrowDown size={16} /></ActionIcon></Tooltip>
                    <Tooltip label="Eliminar"><ActionIcon variant="subtle" color="red" aria-label={`Eliminar pregunta ${index + 1}`}
                      onClick={() => form.removeListItem('questions', index)}><IconTrash size={16} /></ActionIcon></Tooltip>
                  </Group>
                )}
              </Group>
              {question.question_type_id !== '3' && (
                <Stack gap={6} pl={40}>
                  {question.options.map((option, optionIndex) => (
                    <Group key={option.key} gap="xs" wrap="nowrap">
                      <TextInput aria-label={`Opción ${optionIndex + 1} de la pregunta ${index + 1}`} placeholder={`Opción ${optionIndex + 1}`}
                        size="sm" style={{ flex: 1 }} disabled={locked}
                        {...form.getInputProps(`questions.${index}.options.${optionIndex}.text`)} />
                      {!locked && (
                        <ActionIcon variant="subtle" color="gray" aria-label={`Quitar opción ${optionIndex + 1} de la pregunta ${index + 1}`}
                          onClick={() => form.removeListItem(`questions.${index}.options`, optionIndex)}><IconX size={14} /></ActionIcon>
                      )}
                    </Group>
                  ))}
                  {form.errors[`questions.${index}.options`] && (
                    <Text size="sm" c="red">{form.errors[`questions.${index}.options`]}</Text>
                  )}
                  {!locked && question.options.length < SURVEY_MAX_OPTIONS && (
                    <Button variant="subtle" size="xs" w="fit-content" leftSection={<IconPlus size={14} />}
                      onClick={() => form.insertListItem(`questions.${index}.options`, emptyOption())}>
                      Agregar opción
                    </Button>
                  )}
                </Stack>
              )}
            </Stack>
          </Paper>
        ))}
        {form.errors.questions && <Text size="sm" c="red">{form.errors.questions}</Text>}
        {!locked && (
          <Group justify="space-between">
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('questions', emptyQuestion())}>
              Agregar pregunta
            </Button>
            <Button type="submit" loading={form.submitting}>Guardar preguntas</Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
