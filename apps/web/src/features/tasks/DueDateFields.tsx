import { Group } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { parseDay } from '../../ui/DateRangeFilter';

/** A due date as the inputs hold it: the day ('YYYY-MM-DD') and an optional time ('HH:MM'), both in Bogotá. */
export interface DueParts {
  day: string | null;
  time: string;
}

/** What the API is sent: the day and time, the day alone (due at its end), or null for none. */
export const dueText = ({ day, time }: DueParts): string | null => (day ? (time ? `${day}T${time}` : day) : null);

/** 'Fecha límite' (DD/MM/AAAA, typed or picked) and 'Hora'. */
export function DueDateFields({ value, onChange, error, label = 'Fecha límite' }: {
  value: DueParts; onChange(value: DueParts): void; error?: string | null; label?: string;
}) {
  return (
    <Group gap="sm" align="flex-start" grow>
      <DateInput
        label={label}
        valueFormat="DD/MM/YYYY"
        dateParser={parseDay}
        placeholder="DD/MM/AAAA"
        clearable
        value={value.day}
        onChange={(day) => onChange({ ...value, day })}
        error={error}
      />
      <TimeInput label="Hora" value={value.time} onChange={(event) => onChange({ ...value, time: event.currentTarget.value })} />
    </Group>
  );
}
