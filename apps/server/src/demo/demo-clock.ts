/**
 * Calendar days and times of the contact centre (Bogotá). Colombia keeps UTC-5 all year, with no
 * daylight saving, so a fixed offset converts exactly.
 */
const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of `instant` in Bogotá. */
export function bogotaDate(instant: Date): string {
  return new Date(instant.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since midnight of `instant` in Bogotá. */
export function bogotaMinutes(instant: Date): number {
  const local = new Date(instant.getTime() - BOGOTA_OFFSET_MS);
  return local.getUTCHours() * 60 + local.getUTCMinutes() + local.getUTCSeconds() / 60;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The instant of `date` at `minutes` past midnight in Bogotá. */
export function bogotaInstant(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + BOGOTA_OFFSET_MS + Math.round(minutes * 60_000));
}

/** 'HH:MM' of a number of minutes since midnight. */
export function hourMinuteText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(Math.floor(minutes % 60)).padStart(2, '0')}`;
}

/** The contact centre's working day in Bogotá, in minutes past midnight: 8:00 to 18:00. */
const WORK_START = 8 * 60;
const WORK_END = 18 * 60;

/**
 * The latest instant at or before `now` with `span` minutes of working day before it: `now` during the day, 18:00
 * after it, and yesterday's 18:00 before the day has gone that far.
 */
export function workingClock(now: Date, span: number): Date {
  const today = bogotaDate(now);
  const minutes = bogotaMinutes(now);
  if (minutes < WORK_START + span) return bogotaInstant(addDays(today, -1), WORK_END);
  return minutes <= WORK_END ? now : bogotaInstant(today, WORK_END);
}
