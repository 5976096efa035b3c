import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupUploadResult } from '@atiende/shared';
import { client, type Body } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';

const keys = queryKeys.contactGroups;

/** The upload's answer: the summary comes as `resultado` (or `message`), with the rows not loaded. */
export type GroupUploadAnswer = Partial<GroupUploadResult> & { message?: string };

export function useGroupOptions() {
  return useQuery({ queryKey: keys.options(), queryFn: () => client.get('/contact/grupoContacto/FullList/') });
}

export const createGroup = (body: Body<'/contact/grupoContacto/', 'post'>) => client.post('/contact/grupoContacto/', { body });

export const deleteGroup = (id: number) => client.delete('/contact/grupoContacto/{id}/', { path: { id } });

export const addGroupMembers = (groupId: number, contacts: number[]) =>
  client.post('/contact/grupoContacto/{id}/agregar_contactos/', { path: { id: groupId }, body: { contacts } });

export const removeGroupMembers = (groupId: number, contacts: number[]) =>
  client.post('/contact/grupoContacto/{id}/remover_contactos/', { path: { id: groupId }, body: { contacts } });

export function uploadGroups(file: File): Promise<GroupUploadAnswer> {
  const body = new FormData();
  body.append('file', file);
  return client.post('/contact/grupoContacto/carga_masiva/', { body }) as Promise<GroupUploadAnswer>;
}

/** Refreshes group lists, group members and the directory after a change. */
export function useRefreshGroups(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.directory.all }),
    ]);
  };
}
