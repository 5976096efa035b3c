import { useEffect, useMemo, useRef, useState } from 'react';
import { useScreenSearchParams } from '../../ui/use-url-param';
import { ActionIcon, Alert, Button, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  AGENDA_TYPE_LABELS, AGENDA_TYPES, CALENDAR_ANIMATION_MS, CALENDAR_MSG, CALENDAR_TIME_LINE_MS,
} from '@atiende/shared';
import { PageHeader } from '../../ui/PageHeader';
import {
  STEP_LABELS, VIEWS, bogotaParts, dayLabel, entriesByDay, isDay, isView, periodTitle, step, visibleRange, weekDays,
  type CalendarView, type Day,
} from './calendar.dates';
import { useAgenda } from './calendar.api';
import { AgendaEntryLink } from './AgendaEntryLink';
import { MiniMonth } from './MiniMonth';
import { MonthView } from './MonthView';
import { TimeGridView } from './TimeGridView';
import classes from './Calendar.module.css';

/** The time now, renewed every minute (the current-time line moves with it). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CALENDAR_TIME_LINE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** A new period or view slides in over 500 ms, unless the system asks for less motion. */
function useEnterAnimation(key: string) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof element.animate !== 'function' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    element.animate(
      [{ opacity: 0, transform: 'translateY(6px)' }, { opacity: 1, transform: 'none' }],
      { duration: CALENDAR_ANIMATION_MS, easing: 'ease-out' },
    );
  }, [key]);
  return ref;
}

function Legend() {
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={2} size="h5" mb="xs">Tipos de actividad</Title>
      <Stack gap={4}>
        {AGENDA_TYPES.map((tipo) => (
          <Group key={tipo} gap={8} wrap="nowrap">
            <span className={classes.swatch} data-tipo={tipo} aria-hidden />
            <Text size="sm">{AGENDA_TYPE_LABELS[tipo]}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * /calendar: the signed-in user's agenda (next contacts of their gestiones, visits of their cases, their tasks)
 * by day, week (Sunday to Saturday) or month (6 weeks from Sunday); the year view is a placeholder. The view
 * and the day are kept in the address (?vista=semana&fecha=2026-11-26).
 */
export function CalendarPage() {
  const now = useNow();
  const today = bogotaParts(now).day;
  const [params, setParams] = useScreenSearchParams();
  const vista = params.get('vista');
  const fecha = params.get('fecha');
  const view: CalendarView = isView(vista) ? vista : 'mes';
  const day: Day = isDay(fecha) ? fecha : today;
  const go = (next: { view?: CalendarView; day?: Day }) =>
    setParams({ vista: next.view ?? view, fecha: next.day ?? day }, { replace: true });

  const range = visibleRange(view, day);
  const agenda = useAgenda(range);
  const byDay = useMemo(() => entriesByDay(agenda.data?.results ?? []), [agenda.data]);
  const body = useEnterAnimation(`${view}:${range.desde}`);
  const title = periodTitle(view, day);
  const dayEntries = byDay.get(day) ?? [];
  const openDay = (d: Day) => go({ view: 'dia', day: d });

  return (
    <>
      <PageHeader title="Calendario" />
      <div className={classes.layout}>
        <section aria-label="Calendario">
          <div className={classes.toolbar}>
            <Button variant="default" onClick={() => go({ day: today })}>Hoy</Button>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="default" size="lg" aria-label={STEP_LABELS[view].previous} onClick={() => go({ day: step(view, day, -1) })}>
                <IconChevronLeft size={18} />
              </ActionIcon>
              <ActionIcon variant="default" size="lg" aria-label={STEP_LABELS[view].next} onClick={() => go({ day: step(view, day, 1) })}>
                <IconChevronRight size={18} />
              </ActionIcon>
            </Group>
            <h2 className={classes.period} aria-live="polite" data-testid="calendar-period">{title}</h2>
            {agenda.isFetching && <Loader size="xs" aria-hidden />}
            <SegmentedControl aria-label="Vista" data={VIEWS} value={view} onChange={(value) => go({ view: value as CalendarView })} />
          </div>
          {agenda.isError && <Alert color="red" mb="sm">{CALENDAR_MSG.loadFailed}</Alert>}
          <div ref={body}>
            {view === 'mes' && <MonthView day={day} today={today} byDay={byDay} onSelect={(d) => go({ day: d })} onOpenDay={openDay} />}
            {view === 'semana' && (
              <TimeGridView days={weekDays(day)} today={today} now={now} entries={agenda.data?.results ?? []} label={title} onOpenDay={openDay} />
            )}
            {view === 'dia' && <TimeGridView days={[day]} today={today} now={now} entries={agenda.data?.results ?? []} label={title} />}
            {view === 'anio' && (
              <div className={classes.placeholder}>
                <Text c="dimmed">{CALENDAR_MSG.yearPlaceholder}</Text>
              </div>
            )}
          </div>
        </section>
        <Stack className={classes.side} gap="md">
          <MiniMonth day={day} today={today} onSelect={(d) => go({ day: d })} />
          <Paper withBorder radius="md" p="sm">
            <Title order={2} size="h5" mb="xs">{dayLabel(day)}</Title>
            {dayEntries.length === 0 ? (
              <Text size="sm" c="dimmed">{CALENDAR_MSG.emptyDay}</Text>
            ) : (
              <Stack gap={4} data-testid="day-agenda">
                {dayEntries.map((entry) => <AgendaEntryLink key={`${entry.tipo}-${entry.id}`} entry={entry} className={classes.wraps} />)}
              </Stack>
            )}
          </Paper>
          <Legend />
        </Stack>
      </div>
    </>
  );
}
