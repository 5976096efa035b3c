import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { SessionClock } from './SessionTimer';

const LOGIN = '2026-03-02T13:00:00.000Z';

function renderClock(session: Parameters<typeof SessionClock>[0]['session'], paused = false) {
  return render(<MantineProvider><SessionClock session={session} paused={paused} /></MantineProvider>);
}

describe('the session timer of the top bar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-03-02T14:00:00.000Z'), toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ticks every second without a reload', () => {
    // The profile was answered now, by a server whose clock agrees with this one.
    renderClock({ login_time: LOGIN, pause_started_at: null, paused_seconds: 0, server_time: new Date().toISOString() });
    expect(screen.getByTestId('session-timer').textContent).toBe('01:00:00');
    act(() => { vi.advanceTimersByTime(1000); });
    expect(screen.getByTestId('session-timer').textContent).toBe('01:00:01');
    act(() => { vi.advanceTimersByTime(2000); });
    expect(screen.getByTestId('session-timer').textContent).toBe('01:00:03');
  });

  it('keeps counting from the server clock when the browser clock is off', () => {
    // The server is ten minutes ahead of this browser.
    renderClock({ login_time: LOGIN, pause_started_at: null, paused_seconds: 60, server_time: '2026-03-02T14:10:00.000Z' });
    expect(screen.getByTestId('session-timer').textContent).toBe('01:09:00');
    act(() => { vi.advanceTimersByTime(5000); });
    expect(screen.getByTestId('session-timer').textContent).toBe('01:09:05');
  });

  it('stays still while paused', () => {
    renderClock({ login_time: LOGIN, pause_started_at: '2026-03-02T13:30:00.000Z', paused_seconds: 0, server_time: new Date().toISOString() }, true);
    expect(screen.getByTestId('session-timer').textContent).toBe('En pausa · 00:30:00');
    act(() => { vi.advanceTimersByTime(3000); });
    expect(screen.getByTestId('session-timer').textContent).toBe('En pausa · 00:30:00');
  });
});
