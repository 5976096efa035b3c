import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';
import type { DayRange } from './calendar.dates';

const keys = queryKeys.calendar;

/** The signed-in user's agenda between two Bogotá days; the previous period stays shown while the next loads. */
export function useAgenda(range: DayRange | null) {
  return useQuery({
    queryKey: keys.list({ ...range }),
    queryFn: () => client.get('/calendar/agenda/', { query: range! }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** A contact's agenda (what the user may see of it) between two Bogotá days. */
export function useContactAgenda(contactId: number | null, range: DayRange) {
  return useQuery({
    queryKey: keys.part('contact', contactId, range),
    queryFn: () => client.get('/calendar/agenda/contacto/{id}/', { path: { id: contactId! }, query: range }),
    enabled: contactId !== null,
    retry: false,
  });
}
