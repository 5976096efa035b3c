import { describe, expect, it } from 'vitest';
import { draftFromSearch, EMPTY_DRAFT, filtersOf, managementListLink, searchWithDraft } from './gestion-filters-url';

describe('the gestiones filters in the address', () => {
  it('reads back what it writes', () => {
    const draft = {
      range: { from: '2026-03-02', to: '2026-03-08' }, estado: 'EN_GESTION', agents: ['4', '12'], campaign: '7', type: 'WhatsApp',
      isLead: 'false', enBot: 'true', enCurso: true,
    };
    const search = searchWithDraft(new URLSearchParams(), draft);
    expect(search.toString()).toBe(
      'fecha_inicio=2026-03-02&fecha_fin=2026-03-08&estado=EN_GESTION&agents=4%2C12&campaign=7&type=WhatsApp&is_leads=false&en_bot=true&en_curso=true',
    );
    expect(draftFromSearch(search)).toEqual(draft);
    expect(draftFromSearch(new URLSearchParams())).toEqual(EMPTY_DRAFT);
  });

  it('keeps the other parameters of the address and drops the filters left empty', () => {
    const current = new URLSearchParams('gestion=9&estado=FINALIZADO&fecha_inicio=2026-01-01');
    expect(searchWithDraft(current, { ...EMPTY_DRAFT, enBot: 'false' }).toString()).toBe('gestion=9&en_bot=false');
    expect(searchWithDraft(current, EMPTY_DRAFT).toString()).toBe('gestion=9');
  });

  it('sends the list back to its first page when the filters change', () => {
    const current = new URLSearchParams('estado=FINALIZADO&pagina=4&orden=-fecha');
    expect(searchWithDraft(current, { ...EMPTY_DRAFT, estado: 'VENCIDO' }).toString()).toBe('orden=-fecha&estado=VENCIDO');
  });

  it('leaves out what the form could not hold, so a hand-edited address sends nothing the server refuses', () => {
    const draft = draftFromSearch(new URLSearchParams(
      'fecha_inicio=2026-02-31&fecha_fin=ayer&estado=ABIERTO&agents=3,x,-1,0,5&campaign=0&type=Fax&is_leads=si&en_bot=1&en_curso=yes',
    ));
    expect(draft).toEqual({ ...EMPTY_DRAFT, agents: ['3', '5'] });
  });

  it('sends the days, the bot and conversations in progress for anyone, the other filters only for who sees every agent', () => {
    const draft = { ...EMPTY_DRAFT, range: { from: '2026-03-01', to: '2026-03-31' }, estado: 'PENDIENTE', agents: ['2'], enBot: 'false', enCurso: true };
    expect(filtersOf(draft, false)).toEqual({ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31', en_bot: 'false', en_curso: 'true' });
    expect(filtersOf(draft, true)).toMatchObject({ estado: 'PENDIENTE', agents: '2', en_bot: 'false', en_curso: 'true' });
    // A reversed range is said under 'Hasta', not sent.
    expect(filtersOf({ ...EMPTY_DRAFT, range: { from: '2026-03-31', to: '2026-03-01' } }, true)).toMatchObject({ fecha_inicio: undefined, fecha_fin: undefined });
  });

  it('links the dashboard cards to the list with their days or to the conversations in progress', () => {
    expect(managementListLink({ range: { from: '2026-03-02', to: '2026-03-04' } })).toBe('/managementList?fecha_inicio=2026-03-02&fecha_fin=2026-03-04');
    expect(managementListLink({ enCurso: true })).toBe('/managementList?en_curso=true');
    expect(managementListLink({})).toBe('/managementList');
  });
});
