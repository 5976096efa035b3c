import { useState } from 'react';
import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { CALENDAR_MONTH_WEEKS } from '@atiende/shared';
import {
  addMonths, dayLabel, miniMonthGrid, monthLabel, sameMonth, startOfMonth, weekdayLong, weekdayShort, type Day,
} from './calendar.dates';
import { useDayGridKeys } from './grid-focus';
import classes from './Calendar.module.css';

/**
 * The sidebar's month, weeks starting on Monday: its arrows show other months, a day chooses it in the
 * calendar. One Tab stop (the chosen day, or the first of the month shown); the arrow keys move the choice.
 */
export function MiniMonth({ day, today, onSelect }: { day: Day; today: Day; onSelect(day: Day): void }) {
  const [shown, setShown] = useState(() => startOfMonth(day));
  // A day chosen elsewhere (or with the keys) brings its month into view before focus moves to it.
  const [chosen, setChosen] = useState(day);
  if (chosen !== day) {
    setChosen(day);
    setShown(startOfMonth(day));
  }
  const grid = miniMonthGrid(shown);
  const tabStop = sameMonth(day, shown) ? day : shown;
  const { container, onKeyDown } = useDayGridKeys(day, true, onSelect);
  const weeks = Array.from({ length: CALENDAR_MONTH_WEEKS }, (_, w) => grid.slice(w * 7, w * 7 + 7));
  const previous = addMonths(shown, -1);
  const next = addMonths(shown, 1);
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <ActionIcon variant="subtle" color="gray" aria-label={`Mostrar ${monthLabel(previous).toLowerCase()}`} onClick={() => setShown(previous)}>
          <IconChevronLeft size={16} />
        </ActionIcon>
        <Text fw={700} size="sm" aria-live="polite">{monthLabel(shown)}</Text>
        <ActionIcon variant="subtle" color="gray" aria-label={`Mostrar ${monthLabel(next).toLowerCase()}`} onClick={() => setShown(next)}>
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
      <table className={classes.mini} ref={container} data-testid="mini-month">
        <caption className={classes.hidden}>{`Minicalendario, ${monthLabel(shown)}`}</caption>
        <thead>
          <tr>
            {weeks[0]!.map((d) => <th key={d} scope="col"><abbr title={weekdayLong(d)}>{weekdayShort(d).slice(0, 2)}</abbr></th>)}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((d) => (
                <td key={d}>
                  <button
                    type="button" className={classes.miniDay} data-day={d}
                    data-outside={sameMonth(d, shown) ? undefined : true} data-today={d === today ? true : undefined}
                    data-selected={d === day ? true : undefined} aria-pressed={d === day} aria-current={d === today ? 'date' : undefined}
                    aria-label={dayLabel(d)} tabIndex={d === tabStop ? 0 : -1} onClick={() => onSelect(d)} onKeyDown={onKeyDown}
                  >
                    {Number(d.slice(8))}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Paper>
  );
}
