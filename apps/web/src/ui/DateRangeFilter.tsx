import { useCallback } from 'react';
import { useScreenSearchParams } from './use-url-param';
import { Group } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { calendarDateProblem, DATE_MSG } from '@atiende/shared';
import { parseDay } from './dates';
import { withoutPages } from './list-url-state';

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

/** The names of a range kept in the URL, by default. */
const RANGE_PARAMS: Record<keyof DateRange, string> = { from: 'desde', to: 'hasta' };

/**
 * A day range kept in the URL (`?desde=2026-03-01&hasta=2026-03-31`, or under the given names), so that a
 * reload or a shared link shows the same list; a day that is not a real one is left out. A new range sends
 * the lists back to page 1.
 */
export function useUrlDateRange(names: Record<keyof DateRange, string> = RANGE_PARAMS): [DateRange, (range: DateRange) => void] {
  const [params, setParams] = useScreenSearchParams();
  const day = (name: string) => {
    const value = params.get(name);
    return value && !calendarDateProblem(value) ? value : null;
  };
  const setRange = useCallback((range: DateRange) => {
    setParams((current) => {
      const next = withoutPages(current);
      for (const end of ['from', 'to'] as const) {
        const value = range[end];
        if (value) next.set(names[end], value);
        else next.delete(names[end]);
      }
      return next;
    });
  }, [setParams, names]);
  return [{ from: day(names.from), to: day(names.to) }, setRange];
}
