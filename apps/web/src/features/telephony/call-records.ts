import { CALL_DISPOSITIONS, type CallDisposition } from '@atiende/shared';
import type { DateRange } from '../../ui/DateRangeFilter';
import { dayParam, idsParam, oneOfParam, withFilters } from '../../ui/list-url-state';

/** What the report's filters form holds; the applied filters are the same values in the address. */
export interface CallRecordsDraft {
  range: DateRange;
  estado: CallDisposition | null;
  /** The agents (user ids) whose calls are listed; none lists everyone's. */
  agents: string[];
}

export const EMPTY_CALL_RECORDS_DRAFT: CallRecordsDraft = { range: { from: null, to: null }, estado: null, agents: [] };


/** The filters an address asks for; a value the form could not hold (a day that does not exist, an unknown estado, an id that is not one) is left out. */
export function callRecordsDraftFromSearch(search: URLSearchParams): CallRecordsDraft {
  return {
    range: { from: dayParam(search.get('fecha_inicio')), to: dayParam(search.get('fecha_fin')) },
    estado: oneOfParam(search.get('estado'), CALL_DISPOSITIONS),
    agents: idsParam(search.get('agents')),
  };
}

/** `current` with the report's filters replaced by those of `draft`, back on the first page. */
export function searchWithCallRecordsDraft(current: URLSearchParams, draft: CallRecordsDraft): URLSearchParams {
  return withFilters(current, {
    fecha_inicio: draft.range.from,
    fecha_fin: draft.range.to,
    estado: draft.estado,
    agents: draft.agents.length ? draft.agents.join(',') : null,
  });
}

/**
 * The filters as the API takes them; no days while the range is reversed (said under 'Hasta' instead). The agents
 * go only for who sees every agent's calls (`seesAll`): the others see only their own, whatever the address says.
 */
export function callRecordsParams(draft: CallRecordsDraft, seesAll: boolean): Record<string, string | undefined> {
  const reversed = !!draft.range.from && !!draft.range.to && draft.range.from > draft.range.to;
  return {
    fecha_inicio: reversed ? undefined : (draft.range.from ?? undefined),
    fecha_fin: reversed ? undefined : (draft.range.to ?? undefined),
    estado: draft.estado ?? undefined,
    agents: seesAll && draft.agents.length ? draft.agents.join(',') : undefined,
  };
}

/** Seconds as m:ss (h:mm:ss from an hour on): 0:00, 1:05, 1:02:03. */
export function formatCallDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The badge colour of each disposition. */
export const DISPOSITION_COLORS: Record<CallDisposition, string> = {
  ANSWERED: 'green',
  'NO ANSWER': 'yellow',
  BUSY: 'orange',
  FAILED: 'red',
  CONGESTION: 'grape',
};
