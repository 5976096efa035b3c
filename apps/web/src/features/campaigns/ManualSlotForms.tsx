import { Button, Checkbox, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '../../ui/use-form';
import { IconPlus } from '@tabler/icons-react';
import { AVAILABILITY, CAMPAIGN_MSG, MSG, calendarDateProblem, timeToMinutes } from '@atiende/shared';
import { parseDay, todayIso } from '../../ui/dates';
import { HOUR_OPTIONS, WEEKDAY_OPTIONS, type ExceptionSlot, type RecurrentSlot } from './availability';

interface HoursValues {
  hora_inicio: string;
  hora_fin: string;
  max_citas: number | string;
}

const hoursValidation = {
  hora_inicio: (value: string) => (value ? null : MSG.required),
  hora_fin: (value: string, values: HoursValues) =>
    !value ? MSG.required : timeToMinutes(value) <= timeToMinutes(values.hora_inicio) ? CAMPAIGN_MSG.startNotBeforeEnd : null,
  max_citas: (value: number | string) =>
    typeof value === 'number' && Number.isInteger(value) && value >= AVAILABILITY.minCitas ? null : CAMPAIGN_MSG.maxCitasMin,
};

const defaultHours: HoursValues = {
  hora_inicio: AVAILABILITY.defaultStart,
  hora_fin: AVAILABILITY.defaultEnd,
  max_citas: AVAILABILITY.minCitas,
};

/** Hora inicio, Hora fin and Máximo de citas, bound through the owning form's `getInputProps`. */
function HourFields({ field }: { field(name: keyof HoursValues): object }) {
  return (
    <>
      <Select label="Hora inicio" data={HOUR_OPTIONS} allowDeselect={false} {...field('hora_inicio')} />
      <Select label="Hora fin" data={HOUR_OPTIONS} allowDeselect={false} {...field('hora_fin')} />
      <NumberInput label="Máximo de citas" min={AVAILABILITY.minCitas} allowDecimal={false} allowNegative={false}
        {...field('max_citas')} />
    </>
  );
}

/** The values stay in the form after 'Agregar', so the next slot starts from the last one. */
type OnAdd<T> = (slot: T) => void;

export function RecurrentManualForm({ onAdd, disabled }: { onAdd: OnAdd<RecurrentSlot>; disabled?: boolean }) {
  const form = useForm<HoursValues & { dia_semana: string | null }>({
    initialValues: { dia_semana: null, ...defaultHours },
    validate: { dia_semana: (value) => (value ? null : CAMPAIGN_MSG.weekdayRequired), ...hoursValidation },
  });
  const submit = form.onSubmit((values) => {
    onAdd({
      dia_semana: values.dia_semana!,
      hora_inicio: values.hora_inicio,
      hora_fin: values.hora_fin,
      max_citas: Number(values.max_citas),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Select label="Día de la semana" placeholder="Seleccione" data={WEEKDAY_OPTIONS} withAsterisk
          {...form.getInputProps('dia_semana')} />
        <HourFields field={(name) => form.getInputProps(name)} />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" leftSection={<IconPlus size={16} />} disabled={disabled}>Agregar</Button>
      </Group>
    </form>
  );
}

interface ExceptionValues extends HoursValues {
  fecha: string | null;
  motivo: string;
  horario_especial: boolean;
}

/** An exception needs a real day, today or later. */
export function exceptionDayProblem(value: string | null): string | null {
  if (!value) return CAMPAIGN_MSG.dateRequired;
  return calendarDateProblem(value) ?? (value < todayIso() ? CAMPAIGN_MSG.pastDate : null);
}

export function ExceptionManualForm({ onAdd, disabled }: { onAdd: OnAdd<ExceptionSlot>; disabled?: boolean }) {
  const form = useForm<ExceptionValues>({
    initialValues: { fecha: null, motivo: '', horario_especial: false, ...defaultHours },
    validate: { fecha: exceptionDayProblem, ...hoursValidation },
  });
  const submit = form.onSubmit((values) => {
    onAdd({
      fecha: values.fecha!,
      motivo: values.motivo.trim(),
      hora_inicio: values.hora_inicio,
      hora_fin: values.hora_fin,
      max_citas: Number(values.max_citas),
      horario_especial: values.horario_especial,
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <DateInput label="Fecha" placeholder="DD/MM/AAAA" valueFormat="DD/MM/YYYY" dateParser={parseDay} withAsterisk
          minDate={todayIso()} clearable {...form.getInputProps('fecha')} />
        <TextInput label="Motivo" placeholder="Ej.: Festivo, jornada especial" {...form.getInputProps('motivo')} />
        <HourFields field={(name) => form.getInputProps(name)} />
      </SimpleGrid>
      <Group justify="space-between" mt="md">
        <Checkbox label="Horario especial" {...form.getInputProps('horario_especial', { type: 'checkbox' })} />
        <Button type="submit" leftSection={<IconPlus size={16} />} disabled={disabled}>Agregar</Button>
      </Group>
    </form>
  );
}
