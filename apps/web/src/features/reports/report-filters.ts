import {
  GESTION_ESTADOS, GESTION_FILTER_TYPES, type GestionEstado, type GestionType,
} from '@atiende/shared';
// Types only: the date pickers come with the page that draws them.
import type { DateRange } from '../../ui/DateRangeFilter';
import { dayParam, idParam, idsParam, oneOfParam, withFilters } from '../../ui/list-url-state';

/** The filters a report page may offer besides its range, in the form's order. */
export type ReportFilterName = 'estado' | 'agents' | 'campaign' | 'type';

/** What a report's filters form holds; the applied filters are the same values in the address. */
export interface ReportDraft {
  range: DateRange;
  estado: GestionEstado | null;
  agents: string[];
  campaign: string | null;
  type: GestionType | null;
}

export const EMPTY_REPORT_DRAFT: ReportDraft = { range: { from: null, to: null }, estado: null, agents: [], campaign: null, type: null };

/** The query every report is asked with: both days of the range and the page's own filters. */
export interface ReportFilters {
  fecha_inicio: string;
  fecha_fin: string;
  estado?: GestionEstado;
  agents?: string;
  campaign?: number;
  type?: GestionType;
}


/**
 * The filters an address asks for. What the form could not hold (a day that does not exist, an unknown
 * estado or channel, an id that is not one) is left out, so a hand-edited address never ends in an error.
 */
export function reportDraftFromSearch(search: URLSearchParams): ReportDraft {
  const agents = idsParam(search.get('agents'));
  return {
    range: { from: dayParam(search.get('fecha_inicio')), to: dayParam(search.get('fecha_fin')) },
    estado: oneOfParam(search.get('estado'), GESTION_ESTADOS),
    agents,
    campaign: idParam(search.get('campaign')),
    type: oneOfParam(search.get('type'), GESTION_FILTER_TYPES),
  };
}

/** `current` with its filters replaced by those of `draft` (empty ones left out); other parameters stay. */
export function searchWithReportDraft(current: URLSearchParams, draft: ReportDraft): URLSearchParams {
  return withFilters(current, {
    fecha_inicio: draft.range.from,
    fecha_fin: draft.range.to,
    estado: draft.estado,
    agents: draft.agents.length ? draft.agents.join(',') : null,
    campaign: draft.campaign,
    type: draft.type,
  });
}

/** A report needs both days. */
export const reportRangeMissing = (range: DateRange) => !range.from || !range.to;

const reversed = (range: DateRange) => !!range.from && !!range.to && range.from > range.to;

/**
 * The query of a page that offers `fields`, or null while the range is missing or reversed (nothing is asked
 * then). A filter the page does not offer is not sent even if the address holds it; `fixed` wins over the form
 * (the WhatsApp variant of the hourly report).
 */
export function reportFiltersOf(
  draft: ReportDraft, fields: readonly ReportFilterName[], fixed: Partial<Pick<ReportFilters, 'type'>> = {},
): ReportFilters | null {
  const { from, to } = draft.range;
  if (!from || !to || reversed(draft.range)) return null;
  const filters: ReportFilters = { fecha_inicio: from, fecha_fin: to };
  if (fields.includes('estado') && draft.estado) filters.estado = draft.estado;
  if (fields.includes('agents') && draft.agents.length) filters.agents = draft.agents.join(',');
  if (fields.includes('campaign') && draft.campaign) filters.campaign = Number(draft.campaign);
  if (fields.includes('type') && draft.type) filters.type = draft.type;
  return { ...filters, ...fixed };
}
