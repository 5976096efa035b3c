import { describe, expect, it } from 'vitest';
import {
  callRecordsDraftFromSearch, callRecordsParams, EMPTY_CALL_RECORDS_DRAFT, formatCallDuration, searchWithCallRecordsDraft,
} from './call-records';

describe('call-records report helpers', () => {
  it('shows durations as m:ss, and h:mm:ss from an hour', () => {
    expect(formatCallDuration(0)).toBe('0:00');
    expect(formatCallDuration(65)).toBe('1:05');
    expect(formatCallDuration(599)).toBe('9:59');
    expect(formatCallDuration(3723)).toBe('1:02:03');
    expect(formatCallDuration(-4)).toBe('0:00');
  });

  it('reads the filters from the address, leaving out what the form could not hold', () => {
    const search = new URLSearchParams('fecha_inicio=2026-03-01&fecha_fin=2026-02-30&estado=NO%20ANSWER&agents=3,x,0,3,12&pagina=3');
    expect(callRecordsDraftFromSearch(search)).toEqual({ range: { from: '2026-03-01', to: null }, estado: 'NO ANSWER', agents: ['3', '12'] });
    expect(callRecordsDraftFromSearch(new URLSearchParams('estado=CERRADO&agents=todos'))).toEqual(EMPTY_CALL_RECORDS_DRAFT);
  });

  it('writes the filters into the address and back to the first page', () => {
    const next = searchWithCallRecordsDraft(
      new URLSearchParams('pagina=4&x=1'), { range: { from: '2026-03-01', to: '2026-03-31' }, estado: 'BUSY', agents: ['3', '12'] },
    );
    expect(decodeURIComponent(next.toString())).toBe('x=1&fecha_inicio=2026-03-01&fecha_fin=2026-03-31&estado=BUSY&agents=3,12');
    expect(searchWithCallRecordsDraft(next, EMPTY_CALL_RECORDS_DRAFT).toString()).toBe('x=1');
  });

  it('sends no days while the range is reversed, and the agents only for who sees every agent\'s calls', () => {
    expect(callRecordsParams({ range: { from: '2026-03-05', to: '2026-03-01' }, estado: 'FAILED', agents: [] }, true))
      .toEqual({ fecha_inicio: undefined, fecha_fin: undefined, estado: 'FAILED', agents: undefined });
    expect(callRecordsParams({ range: { from: '2026-03-01', to: null }, estado: null, agents: ['3', '12'] }, true))
      .toEqual({ fecha_inicio: '2026-03-01', fecha_fin: undefined, estado: undefined, agents: '3,12' });
    expect(callRecordsParams({ range: { from: null, to: null }, estado: null, agents: ['3'] }, false).agents).toBeUndefined();
  });
});
