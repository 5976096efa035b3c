import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, VisuallyHidden, type MantineSize } from '@mantine/core';
import type { ConversationRead } from '@atiende/shared';
import { queryKeys } from '../../app/query-keys';

/**
 * One clock for every SLA countdown on screen (the list's rows and the open conversation's header): a single
 * 1-second interval, running only while some countdown is shown.
 */
const SLA_TICK_MS = 1000;
const tickListeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;
let tickNow = 0;

function subscribeTick(listener: () => void) {
  tickListeners.add(listener);
  if (ticker === undefined) {
    tickNow = Date.now();
    ticker = setInterval(() => {
      tickNow = Date.now();
      tickListeners.forEach((notify) => notify());
    }, SLA_TICK_MS);
  }
  return () => {
    tickListeners.delete(listener);
    if (tickListeners.size > 0) return;
    clearInterval(ticker);
    ticker = undefined;
  };
}

/** The shared clock's time; before it runs, the current second (stable within it, as a snapshot must be). */
const tickSnapshot = () => (ticker === undefined ? Math.floor(Date.now() / SLA_TICK_MS) * SLA_TICK_MS : tickNow);

function useSlaClock(): number {
  return useSyncExternalStore(subscribeTick, tickSnapshot);
}

type SlaSubject = Pick<ConversationRead, 'id' | 'estado' | 'creado' | 'sla'>;

/** What the countdown shows: the seconds left to the nearest pending due, or that the SLA ran out. */
export type SlaCountdown = { vencido: true } | { vencido: false; seconds: number; warning: boolean };

/** An open conversation with an SLA still at stake (not met, not closed) shows a countdown. */
export function hasSlaCountdown({ estado, sla }: SlaSubject): boolean {
  return estado !== 'FINALIZADA' && sla.estado !== null && sla.estado !== 'CUMPLIDO';
}

/**
 * The countdown at `now`: to the first response's due while it is pending and ahead (the conversation waits for
 * an agent's answer), else to the resolution's. 'Vencido' when the server says so, or once the time ran out here.
 * It warns when the server says POR_VENCER or less than a fifth of the time is left, counted from the
 * conversation's creation (no later than its clock's start, so the warning never comes late).
 */
export function slaCountdown(conversation: SlaSubject, now: number): SlaCountdown | null {
  if (!hasSlaCountdown(conversation)) return null;
  const { sla } = conversation;
  if (sla.estado === 'VENCIDO') return { vencido: true };
  const first = sla.primera_respuesta_vence ? Date.parse(sla.primera_respuesta_vence) : Number.NaN;
  const due = first > now ? first : sla.resolucion_vence ? Date.parse(sla.resolucion_vence) : Number.NaN;
  if (!(due > now)) return { vencido: true };
  const left = due - now;
  const start = Date.parse(conversation.creado);
  const warning = sla.estado === 'POR_VENCER' || (start < due && left < (due - start) / 5);
  return { vencido: false, seconds: Math.ceil(left / 1000), warning };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The time left as the badge shows it: '04:12', '1:04:12', past a day '2 d 3 h'. */
export function slaClock(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (days > 0) return `${days} d ${h} h`;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** The time left in words for a screen reader: '4 min 12 s', '1 h 0 min 5 s', '2 días 3 h'. */
export function slaSpoken(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (days > 0) return `${days} ${days === 1 ? 'día' : 'días'} ${h} h`;
  return [h > 0 ? `${h} h` : '', h > 0 || m > 0 ? `${m} min` : '', `${s} s`].filter(Boolean).join(' ');
}

/** The SLA badge of an open conversation: 'SLA 04:12' ticking each second, yellow near its end, red 'SLA vencido' after it. */
export function SlaBadge({ conversation, size = 'xs' }: { conversation: SlaSubject; size?: MantineSize }) {
  if (!hasSlaCountdown(conversation)) return null;
  return <SlaTicking conversation={conversation} size={size} />;
}

/** A moment after a first-response due passes here, for a server clock a little behind this one. */
const DUE_MARGIN_MS = 1000;
/** The first-response dues already asked about ('id:due'): each is read again once, however many badges show it. */
const dueChecked = new Set<string>();

/**
 * When the first response falls due on this clock while the last read said the SLA was on time, it is unknown here
 * whether an agent answered: the chat's lists and conversation are read again, and the server says VENCIDO (the
 * badge turns red) or that the answer came (the badge counts down to the resolution).
 */
export function firstResponseDuePassed({ id, sla }: SlaSubject, now: number): string | null {
  if (sla.estado !== 'EN_TIEMPO' && sla.estado !== 'POR_VENCER') return null;
  const first = sla.primera_respuesta_vence ? Date.parse(sla.primera_respuesta_vence) : Number.NaN;
  if (!(now >= first + DUE_MARGIN_MS)) return null;
  const key = `${id}:${sla.primera_respuesta_vence}`;
  return dueChecked.has(key) ? null : key;
}

function SlaTicking({ conversation, size }: { conversation: SlaSubject; size: MantineSize }) {
  const now = useSlaClock();
  const queryClient = useQueryClient();
  const passed = firstResponseDuePassed(conversation, now);
  useEffect(() => {
    if (!passed || dueChecked.has(passed)) return;
    dueChecked.add(passed);
    void queryClient.invalidateQueries({ queryKey: queryKeys.chat.part('list') });
    void queryClient.invalidateQueries({ queryKey: queryKeys.chat.part('messages') });
  }, [passed, queryClient]);
  const countdown = slaCountdown(conversation, now);
  if (!countdown) return null;
  if (countdown.vencido) {
    return <Badge size={size} color="red" variant="filled" style={{ flexShrink: 0 }} data-testid="sla-badge">SLA vencido</Badge>;
  }
  return (
    <Badge size={size} color={countdown.warning ? 'yellow' : 'blue'} variant="light" data-testid="sla-badge"
      data-warning={countdown.warning || undefined} style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
      <span aria-hidden>{`SLA ${slaClock(countdown.seconds)}`}</span>
      <VisuallyHidden>{`Tiempo de SLA restante ${slaSpoken(countdown.seconds)}`}</VisuallyHidden>
    </Badge>
  );
}
