import { Group } from '@mantine/core';
import { DateInput } from '@mantine/dates';

/** A day range as the API takes it: `YYYY-MM-DD`, or null for an open end. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

/** Reads a typed 'DD/MM/YYYY' (the shown format) or 'YYYY-MM-DD'. */
export function parseDay(text: string): string | null {
  const local = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (local) {
    const [, day, month, year] = local;
    return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  }
  return /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? text.trim() : null;
}

/** 'Desde' and 'Hasta' day pickers; either end may be left empty. */
export function DateRangeFilter({ value, onChange }: { value: DateRange; onChange(range: DateRange): void }) {
  const common = { valueFormat: 'DD/MM/YYYY', dateParser: parseDay, placeholder: 'DD/MM/AAAA', clearable: true, w: 170 };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DateInput
        label="Desde"
        {...common}
        value={value.from}
        maxDate={value.to ?? undefined}
        onChange={(from) => onChange({ ...value, from })}
      />
      <DateInput
        label="Hasta"
        {...common}
        value={value.to}
        minDate={value.from ?? undefined}
        onChange={(to) => onChange({ ...value, to })}
      />
    </Group>
  );
}

/** The range as the `fecha_inicio` / `fecha_fin` query parameters. */
export function dateRangeParams(range: DateRange): { fecha_inicio?: string; fecha_fin?: string } {
  return { fecha_inicio: range.from ?? undefined, fecha_fin: range.to ?? undefined };
}
