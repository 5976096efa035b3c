/**
 * Contacts ticked in the list: some ids, or every contact matching the list's filters less the ones
 * unticked afterwards.
 */
export type ContactSelectionState =
  | { todos: false; ids: ReadonlySet<number> }
  | { todos: true; excluidos: ReadonlySet<number> };

/** How many contacts match the list's filters; past the list's count cap only "more than `count`" is known. */
export interface MatchCount {
  count: number;
  capped: boolean;
}

export const NO_SELECTION: ContactSelectionState = { todos: false, ids: new Set() };
export const ALL_MATCHING: ContactSelectionState = { todos: true, excluidos: new Set() };

export type PageTick = 'all' | 'some' | 'none';

export function isSelected(selection: ContactSelectionState, id: number): boolean {
  return selection.todos ? !selection.excluidos.has(id) : selection.ids.has(id);
}

const toggled = (set: ReadonlySet<number>, id: number) => {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

export function toggleContact(selection: ContactSelectionState, id: number): ContactSelectionState {
  return selection.todos ? { todos: true, excluidos: toggled(selection.excluidos, id) } : { todos: false, ids: toggled(selection.ids, id) };
}

/** Whether the page's rows are all, some or none of them selected (the page checkbox's state). */
export function pageTick(selection: ContactSelectionState, pageIds: readonly number[]): PageTick {
  const ticked = pageIds.filter((id) => isSelected(selection, id)).length;
  if (pageIds.length === 0 || ticked === 0) return 'none';
  return ticked === pageIds.length ? 'all' : 'some';
}

/** The page checkbox: a page wholly selected is unselected, otherwise all its rows are selected. */
export function togglePage(selection: ContactSelectionState, pageIds: readonly number[]): ContactSelectionState {
  const select = pageTick(selection, pageIds) !== 'all';
  if (selection.todos) {
    const excluidos = new Set(selection.excluidos);
    for (const id of pageIds) {
      if (select) excluidos.delete(id);
      else excluidos.add(id);
    }
    return { todos: true, excluidos };
  }
  const ids = new Set(selection.ids);
  for (const id of pageIds) {
    if (select) ids.add(id);
    else ids.delete(id);
  }
  return { todos: false, ids };
}

/** How many contacts are selected; null when every match is and their number is past the list's cap. */
export function selectedCount(selection: ContactSelectionState, matches: MatchCount | null): number | null {
  if (!selection.todos) return selection.ids.size;
  if (!matches || matches.capped) return null;
  return Math.max(0, matches.count - selection.excluidos.size);
}

export function isEmpty(selection: ContactSelectionState, matches: MatchCount | null): boolean {
  return selectedCount(selection, matches) === 0;
}

/** The `seleccion` the API takes (ContactSelection of the shared schemas). */
export type SelectionBody =
  | { ids: number[] }
  | { todos: true; search: string; campaign: number | null; excluidos: number[] };

/** What the API is told: the ids, or every match of the list's search and campaign less the unticked ones. */
export function selectionBody(selection: ContactSelectionState, filters: { search: string; campaign: number | null }): SelectionBody {
  if (!selection.todos) return { ids: [...selection.ids] };
  return { todos: true, search: filters.search, campaign: filters.campaign, excluidos: [...selection.excluidos] };
}

const thousands = (n: number) => n.toLocaleString('es-CO');

/** '3 seleccionados', or for every match past the cap 'Más de 1000 seleccionados'. */
export function selectedLabel(selection: ContactSelectionState, matches: MatchCount | null): string {
  const count = selectedCount(selection, matches);
  if (count === null) return `Más de ${thousands(matches?.count ?? 0)} seleccionados`;
  return `${thousands(count)} ${count === 1 ? 'seleccionado' : 'seleccionados'}`;
}

/** 'Seleccionar los 57 que coinciden', or past the cap 'Seleccionar todos los que coinciden (más de 1000)'. */
export function selectAllLabel(matches: MatchCount): string {
  return matches.capped
    ? `Seleccionar todos los que coinciden (más de ${thousands(matches.count)})`
    : `Seleccionar los ${thousands(matches.count)} que coinciden`;
}

/** 'los 3 contactos seleccionados', said by the delete confirmation. */
export function selectedPhrase(count: number | null, matches: MatchCount | null): string {
  if (count === null) return `los más de ${thousands(matches?.count ?? 0)} contactos seleccionados`;
  return count === 1 ? 'el contacto seleccionado' : `los ${thousands(count)} contactos seleccionados`;
}
