import { Group } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { DATE_MSG } from '@atiende/shared';
import { parseDay } from './dates';

export { parseDay };

/** A day range as the API takes it: `YYYY-MM-DD`, or null for an open end. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

/** The message under 'Hasta' when the range ends before it starts, or null. */
export function rangeProblem(range: DateRange): string | null {
  return range.from && range.to && range.from > range.to ? DATE_MSG.reversedRange : null;
}

/** 'Desde' and 'Hasta' day pickers; either end may be left empty. A reversed range is said under 'Hasta'. */
export function DateRangeFilter({ value, onChange }: { value: DateRange; onChange(range: DateRange): void }) {
  const common = { valueFormat: 'DD/MM/YYYY', dateParser: parseDay, placeholder: 'DD/MM/AAAA', clearable: true, w: 170 };
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <DateInput
        label="Desde"
        {...common}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
      />
      <DateInput
        label="Hasta"
        {...common}
        value={value.to}
        error={rangeProblem(value)}
        onChange={(to) => onChange({ ...value, to })}
      />
    </Group>
  );
}

/** The range as the `fecha_inicio` / `fecha_fin` query parameters; none while it is reversed (said under 'Hasta'). */
export function dateRangeParams(range: DateRange): { fecha_inicio?: string; fecha_fin?: string } {
  if (rangeProblem(range)) return {};
  return { fecha_inicio: range.from ?? undefined, fecha_fin: range.to ?? undefined };
}
