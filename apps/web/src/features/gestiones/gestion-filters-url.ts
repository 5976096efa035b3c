import { GESTION_ESTADOS, GESTION_TYPES } from '@atiende/shared';
// Types only: the dashboard imports this module, and the date pickers are not for its first screen.
import type { DateRange } from '../../ui/DateRangeFilter';
import type { GestionFilters } from './gestiones.api';
import { dayParam, idParam, idsParam, oneOfParam, withFilters } from '../../ui/list-url-state';

/** What the history's filters form holds; the applied filters are the same values in the address. */
export interface GestionDraft {
  range: DateRange;
  estado: string | null;
  agents: string[];
  campaign: string | null;
  type: string | null;
  isLead: string | null;
  /** 'true' (went through the bot), 'false' (did not) or null (either). */
  enBot: string | null;
  /** Only conversations in progress (what 'Conversaciones en Gestión' counts). */
  enCurso: boolean;
}

export const EMPTY_DRAFT: GestionDraft = {
  range: { from: null, to: null }, estado: null, agents: [], campaign: null, type: null, isLead: null, enBot: null, enCurso: false,
};

const yesNo = (value: string | null) => oneOfParam(value, ['true', 'false']);

/**
 * The filters an address asks for. A value that is not one the form could hold (a day that does not exist,
 * an unknown estado) is left out rather than sent, so a hand-edited address never ends in an error.
 */
export function draftFromSearch(search: URLSearchParams): GestionDraft {
  const agents = idsParam(search.get('agents'));
  return {
    range: { from: dayParam(search.get('fecha_inicio')), to: dayParam(search.get('fecha_fin')) },
    estado: oneOfParam(search.get('estado'), GESTION_ESTADOS),
    agents,
    campaign: idParam(search.get('campaign')),
    type: oneOfParam(search.get('type'), GESTION_TYPES),
    isLead: yesNo(search.get('is_leads')),
    enBot: yesNo(search.get('en_bot')),
    enCurso: search.get('en_curso') === 'true',
  };
}

/**
 * `current` with its filters replaced by those of `draft` (empty ones left out) and the list back on its
 * first page; its other parameters are kept.
 */
export function searchWithDraft(current: URLSearchParams, draft: GestionDraft): URLSearchParams {
  return withFilters(current, {
    fecha_inicio: draft.range.from,
    fecha_fin: draft.range.to,
    estado: draft.estado,
    agents: draft.agents.length ? draft.agents.join(',') : null,
    campaign: draft.campaign,
    type: draft.type,
    is_leads: draft.isLead,
    en_bot: draft.enBot,
    en_curso: draft.enCurso ? 'true' : null,
  });
}

/** The address of /managementList showing `filters` (the dashboard's cards link there). */
export function managementListLink(filters: Partial<GestionDraft>): string {
  const search = searchWithDraft(new URLSearchParams(), { ...EMPTY_DRAFT, ...filters }).toString();
  return search ? `/managementList?${search}` : '/managementList';
}

/**
 * The filters as sent. Dates, the bot and conversations in progress are anyone's; the rest only for who sees
 * every agent's gestiones (the server refuses them to others).
 */
export function filtersOf(draft: GestionDraft, elevated: boolean): GestionFilters {
  // No days while the range is reversed: that is said under 'Hasta' instead of sent.
  const reversed = !!draft.range.from && !!draft.range.to && draft.range.from > draft.range.to;
  const filters: GestionFilters = {
    fecha_inicio: reversed ? undefined : (draft.range.from ?? undefined),
    fecha_fin: reversed ? undefined : (draft.range.to ?? undefined),
    en_bot: (draft.enBot ?? undefined) as GestionFilters['en_bot'],
    en_curso: draft.enCurso ? ('true' as GestionFilters['en_curso']) : undefined,
  };
  if (!elevated) return filters;
  return {
    ...filters,
    estado: (draft.estado ?? undefined) as GestionFilters['estado'],
    agents: draft.agents.length ? draft.agents.join(',') : undefined,
    campaign: draft.campaign ? Number(draft.campaign) : undefined,
    type: (draft.type ?? undefined) as GestionFilters['type'],
    is_leads: (draft.isLead ?? undefined) as GestionFilters['is_leads'],
  };
}
