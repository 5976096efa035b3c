import { useForm } from '../../ui/use-form';
import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import {
  DEFAULT_SURVEY_MEDIUM, SURVEY_MEDIUMS, SURVEY_MEDIUM_LABELS, SurveyCreate, type SurveyMedium, type SurveyRead,
} from '@atiende/shared';
import type { Body } from '../../app/api.client';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { useCampaignOptions } from '../campaigns/campaigns.api';

const MEDIUM_OPTIONS = SURVEY_MEDIUMS.map((value) => ({ value, label: SURVEY_MEDIUM_LABELS[value] }));

export interface HeaderValues {
  name: string;
  survey_medium: SurveyMedium;
  campaign: string | null;
  description: string;
  welcome_message: string;
}

export type HeaderPayload = Body<'/survey/survey/', 'post'>;

/** What the header form sends; a campaign not chosen is left out, so the schema says it is required. */
export function toHeaderPayload(values: HeaderValues): HeaderPayload {
  return {
    name: values.name.trim(),
    survey_medium: values.survey_medium,
    campaign: values.campaign === null ? (undefined as unknown as number) : Number(values.campaign),
    description: values.description.trim(),
    welcome_message: values.welcome_message.trim(),
  };
}

const initialValues = (survey?: SurveyRead): HeaderValues => ({
  name: survey?.name ?? '',
  survey_medium: survey?.survey_medium ?? DEFAULT_SURVEY_MEDIUM,
  campaign: survey ? String(survey.campaign) : null,
  description: survey?.description ?? '',
  welcome_message: survey?.welcome_message ?? '',
});

interface SurveyHeaderFormProps {
  survey?: SurveyRead;
  /** The header is saved and may not change any more (the create page once questions are enabled). */
  locked?: boolean;
  submitLabel: string;
  onSave(payload: HeaderPayload): Promise<unknown>;
}

/** Name, medium (telefonia by default), campaign, description and welcome message; server errors land under each field. */
export function SurveyHeaderForm({ survey, locked = false, submitLabel, onSave }: SurveyHeaderFormProps) {
  const campaigns = useCampaignOptions();
  const form = useForm<HeaderValues>({ initialValues: initialValues(survey), validate: schemaValidator(SurveyCreate, toHeaderPayload) });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSave(toHeaderPayload(values));
      form.resetDirty();
    } catch (error) {
      showServerErrors(form, error);
    }
  });
  const campaignData = (campaigns.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Nombre" withAsterisk disabled={locked} autoFocus={!locked} {...form.getInputProps('name')} />
            <Select label="Medio" data={MEDIUM_OPTIONS} allowDeselect={false} disabled={locked} {...form.getInputProps('survey_medium')} />
            <Select label="Campaña" placeholder="Seleccione" data={campaignData} searchable withAsterisk disabled={locked}
              nothingFoundMessage="No se encontraron resultados" {...form.getInputProps('campaign')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea label="Descripción" autosize minRows={2} maxRows={5} disabled={locked} {...form.getInputProps('description')} />
            <Textarea label="Mensaje de bienvenida" autosize minRows={2} maxRows={5} disabled={locked}
              {...form.getInputProps('welcome_message')} />
          </SimpleGrid>
          {!locked && (
            <Group justify="flex-end">
              <Button type="submit" loading={form.submitting}>{submitLabel}</Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
