import { describe, expect, it } from 'vitest';
import {
  ALL_MATCHING, NO_SELECTION, isEmpty, isSelected, pageTick, selectAllLabel, selectedCount, selectedLabel, selectedPhrase, selectionBody,
  toggleContact, togglePage,
} from './contact-selection';

const PAGE = [30, 29, 28];
const matches = { count: 57, capped: false };
const filters = { search: 'ana', campaign: 4 };

describe('selecting contacts by id', () => {
  it('ticks and unticks rows, across pages', () => {
    let selection = toggleContact(NO_SELECTION, 30);
    selection = toggleContact(selection, 5);
    expect(isSelected(selection, 30)).toBe(true);
    expect(isSelected(selection, 29)).toBe(false);
    expect(pageTick(selection, PAGE)).toBe('some');
    expect(selectedCount(selection, matches)).toBe(2);
    selection = toggleContact(selection, 30);
    expect(selectionBody(selection, filters)).toEqual({ ids: [5] });
  });

  it('selects the page, then unselects it, keeping rows of other pages', () => {
    const other = toggleContact(NO_SELECTION, 5);
    const page = togglePage(other, PAGE);
    expect(pageTick(page, PAGE)).toBe('all');
    expect(selectedCount(page, matches)).toBe(4);
    const none = togglePage(page, PAGE);
    expect(pageTick(none, PAGE)).toBe('none');
    expect(selectionBody(none, filters)).toEqual({ ids: [5] });
  });

  it('has an empty page unticked and says how many are selected', () => {
    expect(pageTick(NO_SELECTION, [])).toBe('none');
    expect(isEmpty(NO_SELECTION, matches)).toBe(true);
    expect(selectedLabel(toggleContact(NO_SELECTION, 1), matches)).toBe('1 seleccionado');
    expect(selectedLabel(togglePage(NO_SELECTION, PAGE), matches)).toBe('3 seleccionados');
  });
});

describe('selecting every match', () => {
  it('counts the matches less the unticked rows and sends the filters with the excluded ids', () => {
    const selection = toggleContact(ALL_MATCHING, 29);
    expect(isSelected(selection, 29)).toBe(false);
    expect(isSelected(selection, 999)).toBe(true);
    expect(pageTick(selection, PAGE)).toBe('some');
    expect(selectedCount(selection, matches)).toBe(56);
    expect(selectionBody(selection, filters)).toEqual({ todos: true, search: 'ana', campaign: 4, excluidos: [29] });
  });

  it('unticking the page excludes its rows; ticking it again takes them back', () => {
    const without = togglePage(ALL_MATCHING, PAGE);
    expect(selectedCount(without, matches)).toBe(54);
    expect(pageTick(without, PAGE)).toBe('none');
    expect(selectionBody(togglePage(without, PAGE), filters)).toMatchObject({ excluidos: [] });
  });

  it('past the count cap, says "more than" instead of a number', () => {
    const capped = { count: 1000, capped: true };
    expect(selectedCount(ALL_MATCHING, capped)).toBeNull();
    expect(isEmpty(ALL_MATCHING, capped)).toBe(false);
    expect(selectedLabel(ALL_MATCHING, capped)).toMatch(/^Más de 1\.?000 seleccionados$/);
    expect(selectAllLabel(capped)).toMatch(/^Seleccionar todos los que coinciden \(más de 1\.?000\)$/);
    expect(selectedPhrase(null, capped)).toMatch(/^los más de 1\.?000 contactos seleccionados$/);
  });

  it('offers to select the matches by their number', () => {
    expect(selectAllLabel(matches)).toBe('Seleccionar los 57 que coinciden');
    expect(selectedPhrase(57, matches)).toBe('los 57 contactos seleccionados');
    expect(selectedPhrase(1, matches)).toBe('el contacto seleccionado');
  });
});
