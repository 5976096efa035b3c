import { CALENDAR_MONTH_WEEKS, CALENDAR_ROW_HEIGHT, TIME_ZONE, type AgendaEntry } from '@atiende/shared';

/**
 * The calendar's date arithmetic. Days are 'YYYY-MM-DD' texts in Bogotá, computed on UTC dates so that
 * the browser's own time zone never moves a day; instants are turned into Bogotá days and minutes.
 */
export type Day = string;
export type CalendarView = 'dia' | 'semana' | 'mes' | 'anio';

export const VIEWS: { value: CalendarView; label: string }[] = [
  { value: 'dia', label: 'Día' },
  { value: 'semana', label: 'Semana' },
  { value: 'mes', label: 'Mes' },
  { value: 'anio', label: 'Año' },
];

export const isView = (value: string | null): value is CalendarView => VIEWS.some((v) => v.value === value);

const MS_PER_DAY = 86_400_000;
const toDate = (day: Day) => new Date(`${day}T00:00:00Z`);
const fromDate = (date: Date): Day => date.toISOString().slice(0, 10);

export const isDay = (value: string | null): value is Day =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toDate(value).getTime()) && fromDate(toDate(value)) === value;

export const addDays = (day: Day, days: number): Day => fromDate(new Date(toDate(day).getTime() + days * MS_PER_DAY));

/** 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (day: Day): number => toDate(day).getUTCDay();

export const startOfMonth = (day: Day): Day => `${day.slice(0, 8)}01`;

/** The first day of the month `months` away from the month of `day`. */
export function addMonths(day: Day, months: number): Day {
  const date = toDate(startOfMonth(day));
  date.setUTCMonth(date.getUTCMonth() + months);
  return fromDate(date);
}

export const sameMonth = (a: Day, b: Day) => a.slice(0, 7) === b.slice(0, 7);

const daysFrom = (start: Day, count: number): Day[] => Array.from({ length: count }, (_, i) => addDays(start, i));

/** The month view: 6 weeks from the Sunday on or before the first of the month. */
export function monthGrid(day: Day): Day[] {
  const first = startOfMonth(day);
  return daysFrom(addDays(first, -weekdayOf(first)), CALENDAR_MONTH_WEEKS * 7);
}

/** The sidebar's month: 6 weeks from the Monday on or before the first of the month. */
export function miniMonthGrid(day: Day): Day[] {
  const first = startOfMonth(day);
  return daysFrom(addDays(first, -((weekdayOf(first) + 6) % 7)), CALENDAR_MONTH_WEEKS * 7);
}

/** The week view: Sunday to Saturday around `day`. */
export function weekDays(day: Day): Day[] {
  return daysFrom(addDays(day, -weekdayOf(day)), 7);
}

export interface DayRange {
  desde: Day;
  hasta: Day;
}

/** The days a view shows, both included: what the agenda is asked for (the year view asks only for the day). */
export function visibleRange(view: CalendarView, day: Day): DayRange {
  if (view === 'mes') {
    const grid = monthGrid(day);
    return { desde: grid[0]!, hasta: grid[grid.length - 1]! };
  }
  if (view === 'semana') {
    const week = weekDays(day);
    return { desde: week[0]!, hasta: week[6]! };
  }
  return { desde: day, hasta: day };
}

/** The day shown after 'Anterior' (-1) or 'Siguiente' (1): a day, a week, the first of a month, or the same day a year away. */
export function step(view: CalendarView, day: Day, direction: 1 | -1): Day {
  if (view === 'dia') return addDays(day, direction);
  if (view === 'semana') return addDays(day, 7 * direction);
  if (view === 'mes') return addMonths(day, direction);
  const year = Number(day.slice(0, 4)) + direction;
  return day.slice(5) === '02-29' ? `${year}-02-28` : `${year}${day.slice(4)}`;
}

const bogotaFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** An instant as the Bogotá day and the minutes since its midnight. */
export function bogotaParts(instant: Date | string): { day: Day; minutes: number } {
  const parts = Object.fromEntries(bogotaFormat.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Pixels from the top of the day to a time, at 50 px an hour. */
export const timeToTop = (minutes: number): number => (minutes * CALENDAR_ROW_HEIGHT) / 60;

/** Where the current-time line sits in a day column, in pixels from midnight (Bogotá). */
export const timeLineTop = (now: Date): number => timeToTop(bogotaParts(now).minutes);

/** 'HH:MM' of minutes since midnight. */
export const hourText = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Entries take half an hour on the grid at least, so their text fits. */
const MIN_MINUTES = 30;
const DAY_MINUTES = 24 * 60;

export interface PlacedEntry {
  entry: AgendaEntry;
  top: number;
  height: number;
  /** Side-by-side placement among entries that overlap: lane `lane` of `lanes`. */
  lane: number;
  lanes: number;
}

/** The timed entries of one day placed on the hourly grid; overlapping ones share the width. */
export function layoutDay(entries: AgendaEntry[], day: Day): PlacedEntry[] {
  const spans = entries
    .filter((entry) => !entry.todo_el_dia && bogotaParts(entry.inicio).day === day)
    .map((entry) => {
      const start = bogotaParts(entry.inicio).minutes;
      // Without an end an entry takes an hour; one that ends on a later day runs to midnight.
      const finish = !entry.fin ? start + 60 : bogotaParts(entry.fin).day === day ? bogotaParts(entry.fin).minutes : DAY_MINUTES;
      return { entry, start, end: Math.min(Math.max(finish, start + MIN_MINUTES), DAY_MINUTES) };
    })
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: PlacedEntry[] = [];
  let cluster: (PlacedEntry & { end: number })[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    const lanes = Math.max(0, ...cluster.map((p) => p.lane)) + 1;
    for (const { end: _end, ...p } of cluster) placed.push({ ...p, lanes });
    cluster = [];
  };
  for (const span of spans) {
    if (span.start >= clusterEnd) closeCluster();
    let lane = 0;
    while (cluster.some((p) => p.lane === lane && p.end > span.start)) lane += 1;
    cluster.push({
      entry: span.entry, top: timeToTop(span.start), height: timeToTop(span.end - span.start),
      lane, lanes: 1, end: span.end,
    });
    clusterEnd = Math.max(clusterEnd, span.end);
  }
  closeCluster();
  return placed;
}

/** The entries of each day, all-day ones first, then by time. */
export function entriesByDay(entries: AgendaEntry[]): Map<Day, AgendaEntry[]> {
  const byDay = new Map<Day, AgendaEntry[]>();
  const sorted = [...entries].sort((a, b) => Number(b.todo_el_dia) - Number(a.todo_el_dia) || (a.inicio < b.inicio ? -1 : a.inicio > b.inicio ? 1 : 0));
  for (const entry of sorted) {
    const { day } = bogotaParts(entry.inicio);
    byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  return byDay;
}

/** The time an entry shows ('09:30' or '09:30 – 10:30'), or '' for one without an hour. */
export function entryTime(entry: AgendaEntry): string {
  if (entry.todo_el_dia) return '';
  const start = hourText(bogotaParts(entry.inicio).minutes);
  return entry.fin ? `${start} – ${hourText(bogotaParts(entry.fin).minutes)}` : start;
}

// Spanish names (Colombia), formatted on the UTC date of the day so that no time zone shifts it.
const format = (options: Intl.DateTimeFormatOptions) => {
  const formatter = new Intl.DateTimeFormat('es-CO', { ...options, timeZone: 'UTC' });
  return (day: Day) => formatter.format(toDate(day));
};
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const monthYear = format({ month: 'long', year: 'numeric' });
const fullDate = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const dayMonth = format({ day: 'numeric', month: 'long' });
const dayMonthYear = format({ day: 'numeric', month: 'long', year: 'numeric' });
const shortWeekday = format({ weekday: 'short' });
const longWeekday = format({ weekday: 'long' });

/** 'Jueves, 26 de noviembre de 2026': a day as buttons and headings name it. */
export const dayLabel = (day: Day): string => capitalize(fullDate(day));
export const monthLabel = (day: Day): string => capitalize(monthYear(day));
/** 'Dom', 'Lun'…, and the whole name for a title attribute. */
export const weekdayShort = (day: Day): string => capitalize(shortWeekday(day).replace('.', ''));
export const weekdayLong = (day: Day): string => capitalize(longWeekday(day));

/** The heading of the period a view shows. */
export function periodTitle(view: CalendarView, day: Day): string {
  if (view === 'dia') return dayLabel(day);
  if (view === 'mes') return monthLabel(day);
  if (view === 'anio') return day.slice(0, 4);
  const week = weekDays(day);
  const first = week[0]!;
  const last = week[6]!;
  if (sameMonth(first, last)) return `${Number(first.slice(8))} – ${dayMonthYear(last)}`;
  if (first.slice(0, 4) === last.slice(0, 4)) return `${dayMonth(first)} – ${dayMonthYear(last)}`;
  return `${dayMonthYear(first)} – ${dayMonthYear(last)}`;
}

/** What 'Anterior' and 'Siguiente' say they move by. */
export const STEP_LABELS: Record<CalendarView, { previous: string; next: string }> = {
  dia: { previous: 'Día anterior', next: 'Día siguiente' },
  semana: { previous: 'Semana anterior', next: 'Semana siguiente' },
  mes: { previous: 'Mes anterior', next: 'Mes siguiente' },
  anio: { previous: 'Año anterior', next: 'Año siguiente' },
};

/** The day a grid key moves to from `day` (arrows by a day or a week, Home and End to the ends of the week), or null. */
export function dayForKey(key: string, day: Day, weekStartsMonday: boolean): Day | null {
  const column = weekStartsMonday ? (weekdayOf(day) + 6) % 7 : weekdayOf(day);
  switch (key) {
    case 'ArrowLeft': return addDays(day, -1);
    case 'ArrowRight': return addDays(day, 1);
    case 'ArrowUp': return addDays(day, -7);
    case 'ArrowDown': return addDays(day, 7);
    case 'Home': return addDays(day, -column);
    case 'End': return addDays(day, 6 - column);
    case 'PageUp': return addMonths(day, -1);
    case 'PageDown': return addMonths(day, 1);
    default: return null;
  }
}
