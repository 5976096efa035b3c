import dayjs, { type Dayjs } from 'dayjs';
import { AVAILABILITY_HOURS, hourLabel, hourText, timeToMinutes, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '@atiende/shared';

/** The weekdays as options, Monday first. */
export const WEEKDAY_OPTIONS = WEEKDAYS.map((value) => ({ value, label: WEEKDAY_LABELS[value] }));

/** The hours 6:00 AM … 10:00 PM as options of a select. */
export const HOUR_OPTIONS = AVAILABILITY_HOURS.map((hour) => ({ value: hourText(hour), label: hourLabel(hour) }));

/** The start hours of the one-hour rows of the weekly grid: 6:00 … 21:00 (the last one ends at 22:00). */
export const GRID_HOURS = AVAILABILITY_HOURS.slice(0, -1);

export function weekdayLabel(value: string): string {
  return WEEKDAY_LABELS[value as Weekday] ?? value;
}

/** The weekday of a date as the API names it. */
export function weekdayOf(date: Dayjs): Weekday {
  return WEEKDAYS[(date.day() + 6) % 7]!;
}

/** The Monday of the week that holds `date`. */
export function mondayOf(date: Dayjs): Dayjs {
  return date.startOf('day').subtract((date.day() + 6) % 7, 'day');
}

export function weekDates(monday: Dayjs): Dayjs[] {
  return Array.from({ length: 7 }, (_, i) => monday.add(i, 'day'));
}

/** 'HH:MM:SS' or 'HH:MM' as 'HH:MM'. */
export const shortTime = (time: string) => time.slice(0, 5);

export interface RecurrentSlot {
  dia_semana: string;
  hora_inicio: string;
  hora_fin: string;
  max_citas: number;
}

export interface ExceptionSlot {
  fecha: string;
  motivo: string;
  hora_inicio: string;
  hora_fin: string;
  max_citas: number;
  horario_especial: boolean;
}

/** Two recurrent slots are the same when weekday, start and end match. */
export function sameRecurrent(a: Pick<RecurrentSlot, 'dia_semana' | 'hora_inicio' | 'hora_fin'>, b: typeof a): boolean {
  return (
    a.dia_semana === b.dia_semana &&
    timeToMinutes(a.hora_inicio) === timeToMinutes(b.hora_inicio) &&
    timeToMinutes(a.hora_fin) === timeToMinutes(b.hora_fin)
  );
}

/** Two exceptions are the same when date, start and end match. */
export function sameException(a: Pick<ExceptionSlot, 'fecha' | 'hora_inicio' | 'hora_fin'>, b: typeof a): boolean {
  return (
    a.fecha === b.fecha &&
    timeToMinutes(a.hora_inicio) === timeToMinutes(b.hora_inicio) &&
    timeToMinutes(a.hora_fin) === timeToMinutes(b.hora_fin)
  );
}

/** Orders slots by start, then end. */
export function timeOrder(a: { hora_inicio: string; hora_fin: string }, b: typeof a): number {
  return timeToMinutes(a.hora_inicio) - timeToMinutes(b.hora_inicio) || timeToMinutes(a.hora_fin) - timeToMinutes(b.hora_fin);
}

/** Whether a slot spans the one-hour cell that starts at `hour`. */
export function covers(slot: { hora_inicio: string; hora_fin: string }, hour: number): boolean {
  const start = hour * 60;
  return timeToMinutes(slot.hora_inicio) <= start && start < timeToMinutes(slot.hora_fin);
}

/** The one-hour slot of a grid cell. */
export function hourSlot(hour: number): { hora_inicio: string; hora_fin: string } {
  return { hora_inicio: hourText(hour), hora_fin: hourText(hour + 1) };
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export const dayText = (isoDay: string) => dayjs(isoDay).format('DD/MM/YYYY');
