import { useRef } from 'react';
import { Button, Divider, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconClock } from '@tabler/icons-react';
import {
  AGENT_CAPACITY, FIRST_RESPONSE_MINUTES, MAX_OUT_OF_HOURS_MESSAGE, MSG, NEXT_OPENING_PLACEHOLDER,
  RESOLUTION_MINUTES,
} from '@atiende/shared';
import { useAllows } from '../../app/auth';
import { insertAt } from '../../ui/EmojiPicker';
import type { CampaignValues } from './campaign-form.values';
import { useCampaignSurveys } from './campaigns.api';

const HEADING_ID = 'campaign-service-levels';
const NO_TARGET = 'Vacío: sin objetivo';

/**
 * 'Niveles de servicio' of the campaign form: the out-of-hours reply, the SLA targets, the closing survey (only once
 * the campaign exists: it is one of the campaign's own surveys) and the automatic assignment with its capacity.
 */
export function ServiceLevelsSection({ form, campaignId, savedSurvey }: {
  form: UseFormReturnType<CampaignValues>;
  /** The campaign being edited; none on create. */
  campaignId?: number;
  /** The closing survey the campaign has now. */
  savedSurvey: number | null;
}) {
  const messageInput = useRef<HTMLTextAreaElement>(null);
  const message = form.values.mensaje_fuera_horario;
  const automatic = form.values.asignacion_automatica;
  const placeholderFits = message.length + NEXT_OPENING_PLACEHOLDER.length <= MAX_OUT_OF_HOURS_MESSAGE;

  const insertPlaceholder = () => {
    const input = messageInput.current;
    const selection = input ? { start: input.selectionStart, end: input.selectionEnd } : null;
    const next = insertAt(message, NEXT_OPENING_PLACEHOLDER, selection);
    if (next.text.length > MAX_OUT_OF_HOURS_MESSAGE) return;
    form.setFieldValue('mensaje_fuera_horario', next.text);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.caret, next.caret);
    });
  };

  const minutes = (field: 'sla_primera_respuesta_min' | 'sla_resolucion_min') => ({
    allowDecimal: false, allowNegative: false, clampBehavior: 'none' as const, thousandSeparator: '.', decimalSeparator: ',',
    placeholder: 'Sin objetivo', description: NO_TARGET, ...form.getInputProps(field),
  });

  return (
    <section aria-labelledby={HEADING_ID}>
      <Stack>
        <Divider mt="xs" />
        <Title order={2} size="h4" id={HEADING_ID}>Niveles de servicio</Title>
        <div>
          <Textarea ref={messageInput} label="Mensaje fuera de horario" autosize minRows={2} maxRows={8}
            description={`Se envía una vez por cada periodo cerrado según la disponibilidad de la campaña. Use ${NEXT_OPENING_PLACEHOLDER} para indicar la próxima apertura.`}
            {...form.getInputProps('mensaje_fuera_horario')} />
          <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
            <Button variant="subtle" size="compact-sm" leftSection={<IconClock size={16} />} onClick={insertPlaceholder}
              disabled={!placeholderFits}>
              Insertar {NEXT_OPENING_PLACEHOLDER}
            </Button>
            <Text size="xs" c="dimmed">{`${message.length}/${MAX_OUT_OF_HOURS_MESSAGE}`}</Text>
          </Group>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput label="Primera respuesta (minutos)" min={FIRST_RESPONSE_MINUTES.min} max={FIRST_RESPONSE_MINUTES.max}
            {...minutes('sla_primera_respuesta_min')} />
          <NumberInput label="Resolución (minutos)" min={RESOLUTION_MINUTES.min} max={RESOLUTION_MINUTES.max}
            {...minutes('sla_resolucion_min')} />
        </SimpleGrid>
        <ClosingSurveySelect form={form} campaignId={campaignId} savedSurvey={savedSurvey} />
        <Switch label="Asignación automática"
          description="La conversación más antigua en espera pasa a un agente disponible con menos conversaciones abiertas."
          {...form.getInputProps('asignacion_automatica', { type: 'checkbox' })} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput label="Conversaciones abiertas por agente" min={AGENT_CAPACITY.min} max={AGENT_CAPACITY.max}
            allowDecimal={false} allowNegative={false} clampBehavior="none" disabled={!automatic}
            description={`De ${AGENT_CAPACITY.min} a ${AGENT_CAPACITY.max}; con ellas abiertas, el agente no recibe más.`}
            {...form.getInputProps('capacidad_agente')} />
        </SimpleGrid>
      </Stack>
    </section>
  );
}

/**
 * The closing survey: one of the campaign's surveys answered through a link. A saved one that is no longer answered
 * by link stays listed, so that the field shows what the campaign has and can be cleared.
 */
function ClosingSurveySelect({ form, campaignId, savedSurvey }: {
  form: UseFormReturnType<CampaignValues>; campaignId?: number; savedSurvey: number | null;
}) {
  const maySeeSurveys = useAllows('surveys');
  const surveys = useCampaignSurveys(campaignId ?? 0, campaignId !== undefined && maySeeSurveys);
  const label = 'Encuesta de cierre';
  if (campaignId === undefined) {
    return <Select label={label} data={[]} disabled placeholder="Sin encuesta"
      description="Podrá elegirla cuando la campaña exista y tenga una encuesta por enlace." />;
  }
  if (!maySeeSurveys) {
    return <Select label={label} data={[]} disabled placeholder={savedSurvey === null ? 'Sin encuesta' : 'Encuesta elegida'}
      description="Para elegirla necesita acceso al módulo Encuestas." />;
  }
  const options = (surveys.data ?? [])
    .filter((survey) => survey.byLink || survey.id === savedSurvey)
    .map((survey) => ({ value: String(survey.id), label: survey.byLink ? survey.name : `${survey.name} (ya no se responde por enlace)` }));
  const none = surveys.isSuccess && !surveys.data.some((survey) => survey.byLink);
  const description = surveys.isError ? 'No se pudieron cargar las encuestas de la campaña.'
    : none ? 'Esta campaña no tiene encuestas por enlace (WhatsApp o General).'
      : 'Su enlace se envía al cliente al cerrar la conversación. Vacío: no se envía.';
  return (
    <Select label={label} data={options} clearable searchable nothingFoundMessage={MSG.emptyResults}
      placeholder={surveys.isPending ? 'Cargando…' : 'Sin encuesta'} description={description}
      disabled={options.length === 0} {...form.getInputProps('encuesta_cierre')} />
  );
}
