import { describe, expect, it } from 'vitest';
import {
  EMPTY_REPORT_DRAFT, reportDraftFromSearch, reportFiltersOf, reportRangeMissing, searchWithReportDraft, type ReportDraft,
} from './report-filters';

const ALL = ['estado', 'agents', 'campaign', 'type'] as const;
const MARCH: ReportDraft['range'] = { from: '2026-03-02', to: '2026-03-08' };

describe('the report filters in the address', () => {
  it('reads back what it writes', () => {
    const draft: ReportDraft = { range: MARCH, estado: 'FINALIZADO', agents: ['4', '12'], campaign: '7', type: 'Telefonía - Manual' };
    const search = searchWithReportDraft(new URLSearchParams(), draft);
    expect(search.toString()).toBe('fecha_inicio=2026-03-02&fecha_fin=2026-03-08&estado=FINALIZADO&agents=4%2C12&campaign=7&type=Telefon%C3%ADa+-+Manual');
    expect(reportDraftFromSearch(search)).toEqual(draft);
    expect(reportDraftFromSearch(new URLSearchParams())).toEqual(EMPTY_REPORT_DRAFT);
  });

  it('keeps the other parameters and drops the emptied filters', () => {
    const current = new URLSearchParams('pestana=2&estado=VENCIDO&fecha_inicio=2026-01-01');
    expect(searchWithReportDraft(current, { ...EMPTY_REPORT_DRAFT, type: 'WhatsApp' }).toString()).toBe('pestana=2&type=WhatsApp');
    expect(searchWithReportDraft(current, EMPTY_REPORT_DRAFT).toString()).toBe('pestana=2');
  });

  it('leaves out what the form could not hold, so a hand-edited address sends nothing the server refuses', () => {
    const search = new URLSearchParams('fecha_inicio=2026-02-30&fecha_fin=ayer&estado=ABIERTO&agents=3,x,-1,0,3,5&campaign=0&type=Telegram');
    expect(reportDraftFromSearch(search)).toEqual({ ...EMPTY_REPORT_DRAFT, agents: ['3', '5'] });
  });
});

describe('the query of a report', () => {
  const draft: ReportDraft = { range: MARCH, estado: 'PENDIENTE', agents: ['2', '9'], campaign: '4', type: 'WhatsApp' };

  it('asks nothing without both days, or with a reversed range', () => {
    expect(reportRangeMissing({ from: '2026-03-02', to: null })).toBe(true);
    expect(reportRangeMissing({ from: null, to: '2026-03-02' })).toBe(true);
    expect(reportRangeMissing(MARCH)).toBe(false);
    expect(reportFiltersOf({ ...draft, range: { from: '2026-03-02', to: null } }, ALL)).toBeNull();
    expect(reportFiltersOf({ ...draft, range: { from: '2026-03-08', to: '2026-03-02' } }, ALL)).toBeNull();
  });

  it('sends every filter the page offers, with the campaign as a number', () => {
    expect(reportFiltersOf(draft, ALL)).toEqual({
      fecha_inicio: '2026-03-02', fecha_fin: '2026-03-08', estado: 'PENDIENTE', agents: '2,9', campaign: 4, type: 'WhatsApp',
    });
    expect(reportFiltersOf({ ...EMPTY_REPORT_DRAFT, range: MARCH }, ALL)).toEqual({ fecha_inicio: '2026-03-02', fecha_fin: '2026-03-08' });
  });

  it('sends only the filters the page offers, and a fixed channel over the form’s', () => {
    expect(reportFiltersOf(draft, ['agents'])).toEqual({ fecha_inicio: '2026-03-02', fecha_fin: '2026-03-08', agents: '2,9' });
    expect(reportFiltersOf({ ...draft, type: 'Telefonía - Manual' }, ['estado', 'agents', 'campaign'], { type: 'WhatsApp' })).toEqual({
      fecha_inicio: '2026-03-02', fecha_fin: '2026-03-08', estado: 'PENDIENTE', agents: '2,9', campaign: 4, type: 'WhatsApp',
    });
  });
});
