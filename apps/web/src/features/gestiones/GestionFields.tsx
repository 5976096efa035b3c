import { MultiSelect, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import type { GetInputPropsReturnType } from '@mantine/form';
import { parseDay } from '../../ui/DateRangeFilter';
import type { FollowUpValues, TypificationValues } from './gestion-form';
import { CITY_OPTIONS, toSelectData, useCalificacionOptions, useResultadoOptions } from './gestiones.api';

type Campaigns = string | string[] | null;
type FieldName = keyof (TypificationValues & FollowUpValues);

/** What the fields need of a gestión form; every gestión form has at least the typification values. */
export interface GestionFieldsForm {
  values: TypificationValues & { campaign?: Campaigns };
  getInputProps(path: FieldName | 'campaign'): GetInputPropsReturnType;
  setFieldValue(path: FieldName, value: string | null): void;
}

const NOTHING_FOUND = 'No se encontraron resultados';

/** The campaign whose Resultados are offered: the chosen one, or the first of those chosen. */
export function firstCampaign(campaigns: Campaigns | undefined): string | null {
  return (Array.isArray(campaigns) ? campaigns[0] : campaigns) ?? null;
}

interface CampaignFieldProps {
  form: GestionFieldsForm;
  data: { value: string; label: string }[];
  /** Several campaigns (the manual gestión) instead of one campaign. */
  multiple?: boolean;
  /** Marks the one campaign as required (the chat's typification may go without). */
  required?: boolean;
}

/*
 * The typification's selects never take a choice back. Mantine's Select deselects an option submitted again
 * (allowDeselect), and focusing one opens its list and moves the keyboard highlight onto the chosen option on
 * a 0 ms timer: on a loaded machine that timer runs after the keys typed meanwhile (ArrowDown, Enter), so Enter
 * lands on the option already chosen, which used to empty the field (and, for the Campaña, the Resultado and
 * Calificación with it). Submitting the chosen option again keeps it; the dependent fields are cleared only when
 * the agent picks another value, never when it stays or when options or defaults arrive.
 */

/** Campaña; another (first) campaign has other Resultados, so the chosen Resultado and Calificación are cleared. */
export function CampaignField({ form, data, multiple = false, required = true }: CampaignFieldProps) {
  const input = form.getInputProps('campaign');
  const shared = { label: 'Campaña', data, searchable: true, nothingFoundMessage: NOTHING_FOUND, ...input };
  const change = (value: Campaigns) => {
    if (firstCampaign(value) !== firstCampaign(form.values.campaign)) {
      form.setFieldValue('calificacion', null);
      form.setFieldValue('descripcion', null);
    }
    input.onChange(value);
  };
  return multiple
    ? <MultiSelect {...shared} clearable onChange={change} />
    : <Select {...shared} withAsterisk={required} allowDeselect={false} onChange={change} />;
}

interface TypificationSelectsProps {
  form: GestionFieldsForm;
  /** The campaign whose Resultados are offered; without one the Resultado select is disabled. */
  campaignId: string | null;
  resultadoLabel?: string;
}

/** Resultado (the campaign's) and Calificación (the Resultado's); another Resultado clears the Calificación. */
export function TypificationSelects({ form, campaignId, resultadoLabel = 'Resultado' }: TypificationSelectsProps) {
  const resultados = useResultadoOptions(campaignId);
  const calificaciones = useCalificacionOptions(form.values.calificacion);
  return (
    <>
      <Select
        label={resultadoLabel}
        withAsterisk
        data={toSelectData(resultados.data)}
        disabled={!campaignId}
        searchable
        allowDeselect={false}
        nothingFoundMessage={NOTHING_FOUND}
        {...form.getInputProps('calificacion')}
        onChange={(value) => {
          if (value === form.values.calificacion) return;
          form.setFieldValue('calificacion', value);
          form.setFieldValue('descripcion', null);
        }}
      />
      <Select
        label="Calificación"
        withAsterisk
        data={toSelectData(calificaciones.data)}
        disabled={!form.values.calificacion}
        searchable
        allowDeselect={false}
        nothingFoundMessage={NOTHING_FOUND}
        {...form.getInputProps('descripcion')}
      />
    </>
  );
}

function ObservacionesField({ form }: { form: GestionFieldsForm }) {
  return <Textarea label="Observaciones" autosize minRows={3} maxRows={8} {...form.getInputProps('observaciones')} />;
}

interface GestionFieldsProps {
  form: GestionFieldsForm;
  /** The campaign whose Resultados are offered; without one the Resultado select is disabled. */
  campaignId: string | null;
  /** The manual gestión calls it 'Resultados'. */
  resultadoLabel?: string;
  /** Adds Ciudad, Placa (upper case) and the next contact's date and time, as the manual gestión asks. */
  withFollowUp?: boolean;
}

/** The fields every gestión form shares: Resultado, Calificación and Observaciones, optionally the follow-up. */
export function GestionFields({ form, campaignId, resultadoLabel = 'Resultado', withFollowUp = false }: GestionFieldsProps) {
  const selects = <TypificationSelects form={form} campaignId={campaignId} resultadoLabel={resultadoLabel} />;
  if (!withFollowUp) {
    return (
      <>
        {selects}
        <ObservacionesField form={form} />
      </>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {selects}
        <Select label="Ciudad" data={CITY_OPTIONS} clearable {...form.getInputProps('ciudad')} />
        <TextInput
          label="Placa"
          {...form.getInputProps('placa')}
          onChange={(event) => form.setFieldValue('placa', event.currentTarget.value.toUpperCase())}
        />
      </SimpleGrid>
      <ObservacionesField form={form} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <DateInput
          label="Fecha de próximo contacto"
          valueFormat="DD/MM/YYYY"
          dateParser={parseDay}
          placeholder="DD/MM/AAAA"
          clearable
          {...form.getInputProps('fecha_proximo_contacto')}
        />
        <TimeInput label="Hora de próximo contacto" {...form.getInputProps('hora_proximo_contacto')} />
      </SimpleGrid>
    </>
  );
}
