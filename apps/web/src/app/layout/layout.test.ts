import { describe, expect, it } from 'vitest';
import { applyLayoutChange, DEFAULT_LAYOUT } from './layout-settings';
import { formatClock, workedSeconds } from './SessionTimer';
import { formatCallTime } from './Softphone';

describe('layout settings', () => {
  it('starts vertical, fluid, small light sidebar and light top bar', () => {
    expect(DEFAULT_LAYOUT).toMatchObject({ layout: 'vertical', width: 'fluid', sidebarSize: 'small', sidebarTone: 'light', topbarTone: 'light' });
  });
  it('sets a light top bar for the horizontal layout and a dark one otherwise', () => {
    expect(applyLayoutChange(DEFAULT_LAYOUT, { layout: 'horizontal' }).topbarTone).toBe('light');
    expect(applyLayoutChange(DEFAULT_LAYOUT, { layout: 'vertical' }).topbarTone).toBe('dark');
  });
  it('makes the sidebar compact for boxed or scrollable widths', () => {
    expect(applyLayoutChange(DEFAULT_LAYOUT, { width: 'boxed' }).sidebarSize).toBe('compact');
    expect(applyLayoutChange(DEFAULT_LAYOUT, { width: 'scrollable' }).sidebarSize).toBe('compact');
    expect(applyLayoutChange(DEFAULT_LAYOUT, { width: 'fluid' }).sidebarSize).toBe('small');
  });
});

describe('session timer', () => {
  const login = '2026-01-01T10:00:00.000Z';
  it('counts the time since login less the closed pauses', () => {
    const now = Date.parse('2026-01-01T11:00:00.000Z');
    expect(workedSeconds({ login_time: login, pause_started_at: null, paused_seconds: 600, server_time: '' }, now, 0)).toBe(3000);
  });
  it('stops while a pause is open', () => {
    const now = Date.parse('2026-01-01T12:00:00.000Z');
    const session = { login_time: login, pause_started_at: '2026-01-01T10:30:00.000Z', paused_seconds: 0, server_time: '' };
    expect(workedSeconds(session, now, 0)).toBe(1800);
  });
  it('formats hours, minutes and seconds', () => {
    expect(formatClock(3723)).toBe('01:02:03');
    expect(formatCallTime(65)).toBe('1:05');
  });
});
