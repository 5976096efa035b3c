import dayjs, { type Dayjs } from 'dayjs';
import { Button, Group, ScrollArea, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { hourText } from '@atiende/shared';
import { GRID_HOURS, mondayOf, weekDates, weekdayLabel, weekdayOf } from './availability';
import classes from './WeekGrid.module.css';

/** `base`: free of exceptions but inside the recurrent schedule (shown in Excepciones mode). */
export type CellState = 'free' | 'base' | 'pending' | 'saved';

const STATE_TEXT: Record<CellState, string> = { free: '', base: 'Recurrente', pending: 'Nuevo', saved: 'Guardado' };

interface WeekGridProps {
  monday: Dayjs;
  onWeekChange(monday: Dayjs): void;
  stateOf(date: Dayjs, hour: number): CellState;
  /** What a cell is called for screen readers and tests, e.g. 'Lunes 08:00 a 09:00'. */
  labelOf(date: Dayjs, hour: number): string;
  onCellClick(date: Dayjs, hour: number): void;
  disabled?: boolean;
  /** Days that cannot be chosen (past days, for exceptions): their cells are disabled unless already chosen. */
  isClosed?(date: Dayjs): boolean;
  /** Whether cells may be `base`, so the legend names it. */
  showBase?: boolean;
}

function weekTitle(monday: Dayjs): string {
  const sunday = monday.add(6, 'day');
  return `${monday.format('D [de] MMMM')} al ${sunday.format('D [de] MMMM [de] YYYY')}`;
}

/** A Monday-first week of one-hour cells from 6:00 to 22:00; a click selects or unselects a cell. */
export function WeekGrid({ monday, onWeekChange, stateOf, labelOf, onCellClick, disabled, isClosed, showBase }: WeekGridProps) {
  const days = weekDates(monday);
  const today = dayjs().format('YYYY-MM-DD');
  const isCurrentWeek = mondayOf(dayjs()).isSame(monday, 'day');

  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Button variant="default" size="xs" leftSection={<IconChevronLeft size={14} />}
          onClick={() => onWeekChange(monday.subtract(1, 'week'))}>
          Semana anterior
        </Button>
        <Group gap="xs">
          <Text fw={600} size="sm" aria-live="polite">Semana del {weekTitle(monday)}</Text>
          {!isCurrentWeek && (
            <Button variant="subtle" size="compact-xs" onClick={() => onWeekChange(mondayOf(dayjs()))}>Hoy</Button>
          )}
        </Group>
        <Button variant="default" size="xs" rightSection={<IconChevronRight size={14} />}
          onClick={() => onWeekChange(monday.add(1, 'week'))}>
          Semana siguiente
        </Button>
      </Group>
      <ScrollArea type="auto">
        <table className={classes.grid} style={{ minWidth: 760 }} aria-label="Calendario semanal">
          <thead>
            <tr>
              <th className={classes.hourHead} scope="col"><Text size="xs" c="dimmed" ta="right" pr={8}>Hora</Text></th>
              {days.map((date) => (
                <th key={date.format('YYYY-MM-DD')} scope="col" className={classes.dayHead}
                  data-today={date.format('YYYY-MM-DD') === today || undefined}>
                  {weekdayLabel(weekdayOf(date))}
                  <span className={classes.dayDate}>{date.format('DD/MM')}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {GRID_HOURS.map((hour) => (
              <tr key={hour}>
                <th scope="row" className={classes.hourLabel}>{hourText(hour)} – {hourText(hour + 1)}</th>
                {days.map((date) => {
                  const state = stateOf(date, hour);
                  const closed = !!isClosed?.(date) && state !== 'pending';
                  return (
                    <td key={date.format('YYYY-MM-DD')}>
                      <button type="button" className={classes.cell} data-state={state} aria-pressed={state === 'pending' || state === 'saved'}
                        aria-label={labelOf(date, hour)} disabled={disabled || closed} data-closed={closed || undefined} onClick={() => onCellClick(date, hour)}>
                        {STATE_TEXT[state]}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <Group gap="lg" mt="sm">
        <Legend state="free" text="Libre" />
        <Legend state="pending" text="Seleccionado (sin guardar)" />
        <Legend state="saved" text="Guardado" />
        {showBase && <Legend state="base" text="Horario recurrente" />}
      </Group>
    </>
  );
}

function Legend({ state, text }: { state: CellState; text: string }) {
  return (
    <Group gap={6}>
      <span className={classes.swatch} data-state={state} />
      <Text size="xs" c="dimmed">{text}</Text>
    </Group>
  );
}
