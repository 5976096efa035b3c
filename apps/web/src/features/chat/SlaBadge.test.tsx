import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ConversationRead, ConversationSla } from '@atiende/shared';
import { setAccessToken } from '../../app/api';
import { ConversationList } from './ConversationList';
import { SlaBadge, slaClock, slaCountdown, slaSpoken } from './SlaBadge';

const NOW = Date.parse('2026-11-28T15:00:00Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

const conversation = (id: number, sla: Partial<ConversationSla>, changes: Partial<ConversationRead> = {}): ConversationRead => ({
  id, type: 'WhatsApp', estado: 'EN_GESTION', phone: `57300000000${id}`, creado: at(-600),
  contacto: { contact_id: id, contact_name: `Cliente ${id}` }, campaign: { id: 1, name: 'Ventas' }, agent: null, prioridad: 'BAJO',
  waiting_since: null, message_received: 1, ultimo_message: { kind: 'text', content: 'Hola', from_me: false }, gestion: null, no_leidos: 0,
  cerrado: null, plantilla_requerida: false, fuera_horario: false,
  sla: { primera_respuesta_vence: null, resolucion_vence: null, estado: 'EN_TIEMPO', ...sla },
  ...changes,
});

/** The visible text of the SLA badge (what a screen reader gets is beside it, hidden). */
const shown = (badge: HTMLElement) => badge.querySelector('[aria-hidden]')?.textContent ?? badge.textContent;

function renderBadges(...conversations: ConversationRead[]) {
  const client = new QueryClient();
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>{conversations.map((c) => <SlaBadge key={c.id} conversation={c} />)}</QueryClientProvider>
    </MantineProvider>,
  );
  return client;
}

describe('the SLA countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('counts down each second to the first response, read as time left', () => {
    renderBadges(conversation(1, { primera_respuesta_vence: at(252), resolucion_vence: at(3600) }));
    const badge = screen.getByTestId('sla-badge');
    expect(shown(badge)).toBe('SLA 04:12');
    expect(within(badge).getByText('Tiempo de SLA restante 4 min 12 s')).toBeTruthy();
    expect(badge.getAttribute('style')).toContain('blue');
    act(() => vi.advanceTimersByTime(1000));
    expect(shown(screen.getByTestId('sla-badge'))).toBe('SLA 04:11');
    expect(screen.getByText('Tiempo de SLA restante 4 min 11 s')).toBeTruthy();
  });

  it('turns yellow in the last fifth of the time and red "SLA vencido" once it runs out', () => {
    // Created 10 minutes ago with 2 minutes left: under a fifth of the 12 minutes.
    renderBadges(conversation(2, { primera_respuesta_vence: at(150) }));
    expect(screen.getByTestId('sla-badge').getAttribute('style')).toContain('blue');
    act(() => vi.advanceTimersByTime(6_000));
    const warning = screen.getByTestId('sla-badge');
    expect(shown(warning)).toBe('SLA 02:24');
    expect(warning.getAttribute('style')).toContain('yellow');
    act(() => vi.advanceTimersByTime(143_000));
    expect(shown(screen.getByTestId('sla-badge'))).toBe('SLA 00:01');
    act(() => vi.advanceTimersByTime(1_000));
    const ran = screen.getByTestId('sla-badge');
    expect(ran.textContent).toBe('SLA vencido');
    expect(ran.getAttribute('style')).toContain('red');
  });

  it('asks the server once whether the first response came when its due passes here', () => {
    const client = renderBadges(conversation(20, { primera_respuesta_vence: at(2), resolucion_vence: at(3600) }));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    act(() => vi.advanceTimersByTime(2_000));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['chat', 'list'], ['chat', 'messages']]);
    // Until the server's answer, the resolution's time; not asked again.
    expect(shown(screen.getByTestId('sla-badge'))).toBe('SLA 59:57');
    act(() => vi.advanceTimersByTime(5_000));
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('is yellow at once when the server says POR_VENCER, and red when it says VENCIDO', () => {
    renderBadges(
      conversation(3, { primera_respuesta_vence: at(3000), estado: 'POR_VENCER' }),
      conversation(4, { primera_respuesta_vence: at(-5), resolucion_vence: at(3000), estado: 'VENCIDO' }),
    );
    const [warning, missed] = screen.getAllByTestId('sla-badge');
    expect(shown(warning!)).toBe('SLA 50:00');
    expect(warning!.getAttribute('style')).toContain('yellow');
    expect(missed!.textContent).toBe('SLA vencido');
  });

  it('uses one interval for every badge on screen, and stops it when none is left', () => {
    const started = vi.spyOn(globalThis, 'setInterval');
    const stopped = vi.spyOn(globalThis, 'clearInterval');
    renderBadges(
      conversation(5, { primera_respuesta_vence: at(100) }),
      conversation(6, { resolucion_vence: at(200) }),
      conversation(7, { resolucion_vence: at(300) }),
    );
    expect(screen.getAllByTestId('sla-badge')).toHaveLength(3);
    expect(started).toHaveBeenCalledTimes(1);
    cleanup();
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a met SLA, a conversation without one, or a closed conversation', () => {
    renderBadges(
      conversation(8, { primera_respuesta_vence: at(100), estado: 'CUMPLIDO' }),
      conversation(9, { estado: null }),
      conversation(10, { resolucion_vence: at(100) }, { estado: 'FINALIZADA', cerrado: at(-10) }),
    );
    expect(screen.queryByTestId('sla-badge')).toBeNull();
  });

  it('shows in each open row of the list', async () => {
    setAccessToken('header.e30.signature');
    const page = (results: ConversationRead[]) => ({ count: results.length, next: null, previous: null, results });
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      const path = String(url);
      const body = path.startsWith('/api/conversation/get_conversation_gestion/')
        ? page([conversation(11, { primera_respuesta_vence: at(252) }), conversation(12, { estado: 'CUMPLIDO' })])
        : page([]);
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <ConversationList selected={null} open="mine" onOpenChange={() => {}} onSelect={() => {}} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const row = await screen.findByRole('button', { name: /Cliente 11/ }, { timeout: 4000 });
    expect(row.textContent).toContain('Tiempo de SLA restante 4 min 12 s');
    expect(screen.getAllByTestId('sla-badge')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Cliente 12/ }).textContent).not.toContain('SLA');
  });
});

describe('the SLA countdown helpers', () => {
  it('picks the first response while it is ahead, then the resolution', () => {
    const c = conversation(1, { primera_respuesta_vence: at(60), resolucion_vence: at(600) }, { creado: at(-60) });
    expect(slaCountdown(c, NOW)).toEqual({ vencido: false, seconds: 60, warning: false });
    expect(slaCountdown(c, NOW + 61_000)).toEqual({ vencido: false, seconds: 539, warning: false });
    expect(slaCountdown(c, NOW + 600_000)).toEqual({ vencido: true });
    // Only a first-response target, gone by on this clock: vencido before the server says so.
    expect(slaCountdown(conversation(2, { primera_respuesta_vence: at(60) }), NOW + 60_000)).toEqual({ vencido: true });
  });

  it('writes the time left', () => {
    expect(slaClock(252)).toBe('04:12');
    expect(slaClock(59)).toBe('00:59');
    expect(slaClock(3600 + 4 * 60 + 12)).toBe('1:04:12');
    expect(slaClock(2 * 86_400 + 3 * 3600 + 10)).toBe('2 d 3 h');
    expect(slaSpoken(252)).toBe('4 min 12 s');
    expect(slaSpoken(12)).toBe('12 s');
    expect(slaSpoken(3605)).toBe('1 h 0 min 5 s');
    expect(slaSpoken(86_400 + 7200)).toBe('1 día 2 h');
    expect(slaSpoken(3 * 86_400)).toBe('3 días 0 h');
  });
});
