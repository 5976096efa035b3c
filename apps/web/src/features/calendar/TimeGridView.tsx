import { useEffect, useRef, type CSSProperties } from 'react';
import { CALENDAR_ROW_HEIGHT, type AgendaEntry } from '@atiende/shared';
import { bogotaParts, dayLabel, hourText, layoutDay, timeLineTop, weekdayShort, type Day } from './calendar.dates';
import { AgendaEntryLink } from './AgendaEntryLink';
import classes from './Calendar.module.css';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The hour shown at the top when today is not in view. */
const FIRST_HOUR = 7;

/**
 * The day and week views: a column per day with its all-day entries on top and 24 hourly rows of 50 px
 * below, where timed entries sit by their hours; today's column has the current-time line.
 */
export function TimeGridView({ days, today, now, entries, label, onOpenDay }: {
  days: Day[]; today: Day; now: Date; entries: AgendaEntry[]; label: string;
  /** Opens a day in the day view; a week's column heads use it. */
  onOpenDay?(day: Day): void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const showsToday = days.includes(today);
  const first = days[0];
  // On a new period, scroll to an hour before now (today in view) or to the start of the working day.
  useEffect(() => {
    const hour = showsToday ? Math.max(Math.floor(bogotaParts(new Date()).minutes / 60) - 1, 0) : FIRST_HOUR;
    // A little above the hour, so that its label shows whole.
    scroller.current?.scrollTo({ top: Math.max(hour * CALENDAR_ROW_HEIGHT - 12, 0) });
  }, [first, days.length, showsToday]);

  const columns = { '--columns': days.length } as CSSProperties;
  const allDay = (day: Day) => entries.filter((e) => e.todo_el_dia && bogotaParts(e.inicio).day === day);
  return (
    <div className={classes.timeGrid} data-testid="time-grid">
      <div className={`${classes.timeRow} ${classes.timeHead}`} style={columns}>
        <div />
        {days.map((day) => {
          const content = (
            <>
              <span>{weekdayShort(day)}</span>{' '}
              <span className={classes.columnDate}>{Number(day.slice(8))}</span>
            </>
          );
          const common = { className: classes.columnHead, 'data-today': day === today ? true : undefined, 'aria-current': day === today ? ('date' as const) : undefined };
          return onOpenDay ? (
            <button key={day} type="button" {...common} title={dayLabel(day)} onClick={() => onOpenDay(day)}>{content}</button>
          ) : (
            <div key={day} {...common}>{content}</div>
          );
        })}
      </div>
      <div className={classes.timeRow} style={columns}>
        <div className={classes.allDayLabel}>Todo el día</div>
        {days.map((day) => (
          <div key={day} className={classes.allDayCell}>
            {allDay(day).map((entry) => <AgendaEntryLink key={`${entry.tipo}-${entry.id}`} entry={entry} />)}
          </div>
        ))}
      </div>
      {/* Focusable so the keyboard can scroll it; entries inside are links. */}
      <div className={classes.scroller} ref={scroller} tabIndex={0} role="region" aria-label={`Horas de ${label}`}>
        <div className={`${classes.timeRow} ${classes.hours}`} style={columns}>
          <div aria-hidden>
            {HOURS.map((hour) => <div key={hour} className={classes.hourLabel}>{hourText(hour * 60)}</div>)}
          </div>
          {days.map((day) => (
            <div key={day} className={classes.dayColumn} style={{ height: 24 * CALENDAR_ROW_HEIGHT }} data-testid={`day-column-${day}`}>
              {layoutDay(entries, day).map(({ entry, top, height, lane, lanes }) => (
                <AgendaEntryLink
                  key={`${entry.tipo}-${entry.id}`} entry={entry} className={classes.placed}
                  style={{ top, height, left: `calc(${(lane / lanes) * 100}% + 2px)`, width: `calc(${100 / lanes}% - 4px)` }}
                />
              ))}
              {day === today && <div className={classes.timeLine} style={{ top: timeLineTop(now) }} data-testid="time-line" aria-hidden />}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
