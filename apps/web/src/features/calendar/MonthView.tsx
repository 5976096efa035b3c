import { CALENDAR_MONTH_WEEKS, type AgendaEntry } from '@atiende/shared';
import { dayLabel, monthGrid, periodTitle, sameMonth, weekdayLong, weekdayShort, type Day } from './calendar.dates';
import { useDayGridKeys } from './grid-focus';
import { AgendaEntryLink } from './AgendaEntryLink';
import classes from './Calendar.module.css';

/** Entries a day cell shows before '+N más'. */
const SHOWN_PER_DAY = 3;

/**
 * The month: 6 weeks starting on Sunday. The chosen day is the grid's one Tab stop (arrows move it); a day's
 * number opens that day, its entries open their records.
 */
export function MonthView({ day, today, byDay, onSelect, onOpenDay }: {
  day: Day; today: Day; byDay: Map<Day, AgendaEntry[]>; onSelect(day: Day): void; onOpenDay(day: Day): void;
}) {
  const grid = monthGrid(day);
  const { container, onKeyDown } = useDayGridKeys(day, false, onSelect);
  const weeks = Array.from({ length: CALENDAR_MONTH_WEEKS }, (_, w) => grid.slice(w * 7, w * 7 + 7));
  return (
    <table className={classes.month} ref={container} data-testid="month-grid">
      <caption className={classes.hidden}>{periodTitle('mes', day)}</caption>
      <thead>
        <tr>
          {weeks[0]!.map((d) => <th key={d} scope="col"><abbr title={weekdayLong(d)}>{weekdayShort(d)}</abbr></th>)}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((d) => {
              const entries = byDay.get(d) ?? [];
              const hidden = entries.length - SHOWN_PER_DAY;
              return (
                <td key={d} data-outside={sameMonth(d, day) ? undefined : true} data-selected={d === day ? true : undefined}>
                  <button
                    type="button" className={classes.dayNumber} data-day={d} data-today={d === today ? true : undefined}
                    aria-label={dayLabel(d)} aria-current={d === today ? 'date' : undefined} tabIndex={d === day ? 0 : -1}
                    onClick={() => onOpenDay(d)} onKeyDown={onKeyDown}
                  >
                    {Number(d.slice(8))}
                  </button>
                  <div className={classes.cellEntries}>
                    {entries.slice(0, hidden > 0 ? SHOWN_PER_DAY - 1 : SHOWN_PER_DAY).map((entry) => (
                      <AgendaEntryLink key={`${entry.tipo}-${entry.id}`} entry={entry} />
                    ))}
                    {hidden > 0 && (
                      <button type="button" className={classes.more} onClick={() => onOpenDay(d)} aria-label={`+${hidden + 1} más: ${dayLabel(d)}`}>
                        +{hidden + 1} más
                      </button>
                    )}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
