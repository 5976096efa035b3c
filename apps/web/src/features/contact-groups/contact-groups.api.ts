import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupCreate, GroupOption, GroupSaved, GroupUploadResult } from '@atiende/shared';
import { api } from '../../app/api';

export const GROUPS_KEY = 'contact-groups';
/** Root of the contact directory's queries, which show group members too. */
export const DIRECTORY_KEY = 'directory';

/** The upload's answer: the summary comes as `resultado` (or `message`), with the rows not loaded. */
export type GroupUploadAnswer = Partial<GroupUploadResult> & { message?: string };

export const groupMembersPath = (groupId: number) => `/contact/grupoContacto/${groupId}/contactos/`;

export function useGroupOptions() {
  return useQuery({
    queryKey: [GROUPS_KEY, 'options'],
    queryFn: () => api<GroupOption[]>('/contact/grupoContacto/FullList/'),
  });
}

export function createGroup(body: GroupCreate): Promise<GroupSaved> {
  return api<GroupSaved>('/contact/grupoContacto/', { method: 'POST', body });
}

export function deleteGroup(id: number): Promise<unknown> {
  return api(`/contact/grupoContacto/${id}/`, { method: 'DELETE' });
}

export function addGroupMembers(groupId: number, contacts: number[]): Promise<{ contactos_agregados: number }> {
  return api(`/contact/grupoContacto/${groupId}/agregar_contactos/`, { method: 'POST', body: { contacts } });
}

export function removeGroupMembers(groupId: number, contacts: number[]): Promise<{ contactos_restantes: number }> {
  return api(`/contact/grupoContacto/${groupId}/remover_contactos/`, { method: 'POST', body: { contacts } });
}

export function uploadGroups(file: File): Promise<GroupUploadAnswer> {
  const body = new FormData();
  body.append('file', file);
  return api<GroupUploadAnswer>('/contact/grupoContacto/carga_masiva/', { method: 'POST', body });
}

/** Refreshes group lists, group members and the directory after a change. */
export function useRefreshGroups(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [root] }) => typeof root === 'string' && (root.startsWith(GROUPS_KEY) || root === DIRECTORY_KEY),
    });
}
