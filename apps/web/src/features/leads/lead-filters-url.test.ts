import { describe, expect, it } from 'vitest';
import {
  EMPTY_LEAD_DRAFT, leadDraftFromSearch, leadFilterParams, leadsLink, reportRangeMissing, searchWithLeadDraft, tabFromSearch, type LeadDraft,
} from './lead-filters-url';

describe('the leads filters in the address', () => {
  it('reads back what it writes', () => {
    const draft: LeadDraft = { range: { from: '2026-03-02', to: '2026-03-08' }, agents: ['4', '12'], campaign: '7', estado: 'PENDIENTE', type: 'programado' };
    const search = searchWithLeadDraft(new URLSearchParams(), draft);
    expect(search.toString()).toBe('fecha_inicio=2026-03-02&fecha_fin=2026-03-08&estado=PENDIENTE&agents=4%2C12&campaign=7&type=programado');
    expect(leadDraftFromSearch(search)).toEqual(draft);
    expect(leadDraftFromSearch(new URLSearchParams())).toEqual(EMPTY_LEAD_DRAFT);
  });

  it('keeps the tab and the other parameters, drops empty filters and sends the list back to its first page', () => {
    const current = new URLSearchParams('pestana=programaciones&estado=FINALIZADO&pagina=3&fecha_inicio=2026-01-01');
    expect(searchWithLeadDraft(current, { ...EMPTY_LEAD_DRAFT, estado: 'EN_PROCESO' }).toString()).toBe('pestana=programaciones&estado=EN_PROCESO');
    expect(searchWithLeadDraft(current, EMPTY_LEAD_DRAFT).toString()).toBe('pestana=programaciones');
  });

  it('leaves out what the form could not hold, so a hand-edited address sends nothing the server refuses', () => {
    const draft = leadDraftFromSearch(new URLSearchParams('fecha_inicio=2026-02-30&fecha_fin=mañana&estado=ABIERTO&agents=3,x,-1,0,3,5&campaign=0&type=web'));
    expect(draft).toEqual({ ...EMPTY_LEAD_DRAFT, agents: ['3', '5'] });
  });

  it('sends days and estado for anyone, agents and campaign only for who sees every agent, no reversed range', () => {
    const draft: LeadDraft = { ...EMPTY_LEAD_DRAFT, range: { from: '2026-03-01', to: '2026-03-31' }, agents: ['2', '9'], campaign: '4', estado: 'SIN_ASIGNAR' };
    expect(leadFilterParams(draft, false)).toEqual({ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31', estado: 'SIN_ASIGNAR' });
    expect(leadFilterParams(draft, true)).toEqual({ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31', estado: 'SIN_ASIGNAR', agents: '2,9', campaign: 4 });
    expect(leadFilterParams({ ...EMPTY_LEAD_DRAFT, range: { from: '2026-03-31', to: '2026-03-01' } }, true))
      .toEqual({ fecha_inicio: undefined, fecha_fin: undefined, estado: undefined, agents: undefined, campaign: undefined });
  });

  it('opens the tab the address names; DIFUSIÓN only for who may see it', () => {
    expect(tabFromSearch(new URLSearchParams(), true)).toBe('leads');
    expect(tabFromSearch(new URLSearchParams('pestana=programaciones'), false)).toBe('programaciones');
    expect(tabFromSearch(new URLSearchParams('pestana=difusion'), true)).toBe('difusion');
    expect(tabFromSearch(new URLSearchParams('pestana=difusion'), false)).toBe('leads');
    expect(tabFromSearch(new URLSearchParams('pestana=otra'), true)).toBe('leads');
  });

  it('links the chat badge to the day’s pending leads, and the report needs both days', () => {
    expect(leadsLink({ estado: 'PENDIENTE', range: { from: '2026-05-04', to: '2026-05-04' } })).toBe('/leads?fecha_inicio=2026-05-04&fecha_fin=2026-05-04&estado=PENDIENTE');
    expect(leadsLink({})).toBe('/leads');
    expect(reportRangeMissing({ from: '2026-05-04', to: null })).toBe(true);
    expect(reportRangeMissing({ from: '2026-05-01', to: '2026-05-04' })).toBe(false);
  });
});
