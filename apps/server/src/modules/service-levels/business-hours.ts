import { WEEKDAYS, type AvailabilityRead } from '@atiende/shared';

/**
 * Whether a campaign attends at a moment, from its availability calendar read in Bogotá time (UTC−5 all year:
 * Colombia keeps no daylight saving time). A day's hours are its weekday's slots; an exception with
 * `horario_especial` replaces them with its own slots for that date, and one without it closes its span of that
 * date. A calendar with no slots at all (weekly or special) is always open.
 */
const BOGOTA_OFFSET_MINUTES = -5 * 60;
const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
/** How far ahead the next opening is looked for. */
const LOOKAHEAD_DAYS = 31;

type Span = [start: number, end: number];

export interface OpeningState {
  open: boolean;
  /** When a closed calendar opens next (null when it never does within a month, or when open). */
  nextOpening: Date | null;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The Bogotá calendar day (YYYY-MM-DD), its weekday name and the minute of the day of an instant. */
function bogotaClock(at: Date): { day: string; weekday: string; minute: number } {
  const local = new Date(at.getTime() + BOGOTA_OFFSET_MINUTES * MINUTE);
  const weekday = WEEKDAYS[(local.getUTCDay() + 6) % 7]!;
  return { day: local.toISOString().slice(0, 10), weekday, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** The instant of a minute of a Bogotá day. */
function bogotaInstant(day: string, minute: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + (minute - BOGOTA_OFFSET_MINUTES) * MINUTE);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MINUTES * MINUTE).toISOString().slice(0, 10);

/** Removes `cut` from each span. */
function subtract(spans: Span[], cut: Span): Span[] {
  return spans.flatMap(([start, end]): Span[] => {
    if (cut[1] <= start || cut[0] >= end) return [[start, end]];
    return ([[start, cut[0]], [cut[1], end]] as Span[]).filter(([s, e]) => e > s);
  });
}

/** The open spans (minutes of the day, sorted) of one Bogotá day. */
function openSpans(calendar: AvailabilityRead, day: string, weekday: string): Span[] {
  const exceptions = calendar.excepciones_horario.filter((e) => e.fecha === day);
  const special = exceptions.filter((e) => e.horario_especial);
  let spans: Span[] = (special.length > 0 ? special : calendar.horarios_atencion.filter((s) => s.dia_semana === weekday))
    .map((slot): Span => [minutesOf(slot.hora_inicio), minutesOf(slot.hora_fin)]);
  for (const closed of exceptions.filter((e) => !e.horario_especial)) spans = subtract(spans, [minutesOf(closed.hora_inicio), minutesOf(closed.hora_fin)]);
  return spans.sort((a, b) => a[0] - b[0]);
}

export function openingState(calendar: AvailabilityRead, at: Date): OpeningState {
  const hasSlots = calendar.horarios_atencion.length > 0 || calendar.excepciones_horario.some((e) => e.horario_especial);
  if (!hasSlots) return { open: true, nextOpening: null };
  const now = bogotaClock(at);
  if (openSpans(calendar, now.day, now.weekday).some(([start, end]) => start <= now.minute && now.minute < end)) {
    return { open: true, nextOpening: null };
  }
  let day = now.day;
  for (let ahead = 0; ahead <= LOOKAHEAD_DAYS; ahead += 1) {
    const { weekday } = bogotaClock(bogotaInstant(day, 12 * 60));
    const start = openSpans(calendar, day, weekday).map(([s]) => s).find((s) => ahead > 0 || s > now.minute);
    if (start !== undefined) return { open: false, nextOpening: bogotaInstant(day, start) };
    day = nextDay(day);
  }
  return { open: false, nextOpening: null };
}

const WEEKDAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTH_NAMES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/**
 * The next opening as a customer reads it, relative to `now`: 'hoy a las 14:00', 'mañana a las 08:00',
 * 'el lunes 30 de noviembre a las 08:00'; 'pronto' when none is known.
 */
export function nextOpeningText(nextOpening: Date | null, now: Date): string {
  if (!nextOpening) return 'pronto';
  const when = bogotaClock(nextOpening);
  const today = bogotaClock(now).day;
  const time = `${String(Math.floor(when.minute / 60)).padStart(2, '0')}:${String(when.minute % 60).padStart(2, '0')}`;
  if (when.day === today) return `hoy a las ${time}`;
  if (when.day === nextDay(today)) return `mañana a las ${time}`;
  const local = new Date(Date.parse(`${when.day}T12:00:00Z`));
  return `el ${WEEKDAY_NAMES[local.getUTCDay()]} ${local.getUTCDate()} de ${MONTH_NAMES[local.getUTCMonth()]} a las ${time}`;
}
