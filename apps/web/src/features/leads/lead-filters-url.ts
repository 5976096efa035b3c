import { LEAD_ESTADOS, LEAD_TIPOS, type LeadEstado, type LeadTipo } from '@atiende/shared';
import type { DateRange } from '../../ui/DateRangeFilter';
import { dayParam, idParam, idsParam, oneOfParam, withFilters } from '../../ui/list-url-state';

/** The tabs of /leads, named in the address by `?pestana=` (LEADS is the default and leaves it out). */
export const LEADS_TABS = ['leads', 'programaciones', 'difusion'] as const;
export type LeadsTab = (typeof LEADS_TABS)[number];
export const TAB_PARAM = 'pestana';

/** The tab an address asks for; DIFUSIÓN only for who may see it, anything else is LEADS. */
export function tabFromSearch(search: URLSearchParams, broadcasts: boolean): LeadsTab {
  const asked = search.get(TAB_PARAM);
  if (asked === 'programaciones') return asked;
  if (asked === 'difusion' && broadcasts) return asked;
  return 'leads';
}

/** The lead list of a tab. */
export const TAB_TIPO: Record<Exclude<LeadsTab, 'difusion'>, LeadTipo> = { leads: 'event', programaciones: 'programado' };

/** What the filters form holds; the applied filters are the same values in the address. */
export interface LeadDraft {
  range: DateRange;
  agents: string[];
  campaign: string | null;
  estado: LeadEstado | null;
  /** Only in the report: event (LEADS) or programado (PROGRAMACIONES). */
  type: LeadTipo | null;
}

export const EMPTY_LEAD_DRAFT: LeadDraft = { range: { from: null, to: null }, agents: [], campaign: null, estado: null, type: null };


/**
 * The filters an address asks for. What the form could not hold (a day that does not exist, an unknown
 * estado, an id that is not one) is left out, so a hand-edited address never ends in an error.
 */
export function leadDraftFromSearch(search: URLSearchParams): LeadDraft {
  const agents = idsParam(search.get('agents'));
  return {
    range: { from: dayParam(search.get('fecha_inicio')), to: dayParam(search.get('fecha_fin')) },
    agents,
    campaign: idParam(search.get('campaign')),
    estado: oneOfParam(search.get('estado'), LEAD_ESTADOS),
    type: oneOfParam(search.get('type'), LEAD_TIPOS),
  };
}

/** `current` with its filters replaced by those of `draft` (empty ones left out), the lists back on page 1; other parameters stay. */
export function searchWithLeadDraft(current: URLSearchParams, draft: LeadDraft): URLSearchParams {
  return withFilters(current, {
    fecha_inicio: draft.range.from,
    fecha_fin: draft.range.to,
    estado: draft.estado,
    agents: draft.agents.length ? draft.agents.join(',') : null,
    campaign: draft.campaign,
    type: draft.type,
  });
}

/** The query parameters of the leads list, its export and the hourly report. */
export interface LeadFilterParams {
  fecha_inicio?: string;
  fecha_fin?: string;
  estado?: LeadEstado;
  agents?: string;
  campaign?: number;
}

/**
 * The filters as sent. Days and estado are anyone's; agents and campaign only for who sees every agent's
 * leads (the server refuses them to others). A reversed range is said under 'Hasta', not sent.
 */
export function leadFilterParams(draft: LeadDraft, elevated: boolean): LeadFilterParams {
  const reversed = !!draft.range.from && !!draft.range.to && draft.range.from > draft.range.to;
  const params: LeadFilterParams = {
    fecha_inicio: reversed ? undefined : (draft.range.from ?? undefined),
    fecha_fin: reversed ? undefined : (draft.range.to ?? undefined),
    estado: draft.estado ?? undefined,
  };
  if (!elevated) return params;
  return { ...params, agents: draft.agents.length ? draft.agents.join(',') : undefined, campaign: draft.campaign ? Number(draft.campaign) : undefined };
}

/** The address of /leads listing `filters` (the chat's Leads badge links there). */
export function leadsLink(filters: Partial<LeadDraft>): string {
  const search = searchWithLeadDraft(new URLSearchParams(), { ...EMPTY_LEAD_DRAFT, ...filters }).toString();
  return search ? `/leads?${search}` : '/leads';
}

/** The report needs both days: the problem to say, or null. */
export const reportRangeMissing = (range: DateRange) => !range.from || !range.to;
