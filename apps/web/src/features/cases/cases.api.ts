import { useQuery, useQueryClient } from '@tanstack/react-query';
import { client, type Body } from '../../app/api.client';
import { buildUrl, getAccessToken } from '../../app/api';
import { queryKeys } from '../../app/query-keys';

const keys = queryKeys.cases;

export function useCase(id: number) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: () => client.get('/casos/casos/{id}/', { path: { id } }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export const createCase = (body: Body<'/casos/casos/', 'post'>) => client.post('/casos/casos/', { body });

export const updateCase = (id: number, body: Body<'/casos/casos/{id}/', 'patch'>) =>
  client.patch('/casos/casos/{id}/', { path: { id }, body });

export const changeCaseState = (id: number, body: Body<'/casos/casos/{id}/cambiar_estado/', 'post'>) =>
  client.post('/casos/casos/{id}/cambiar_estado/', { path: { id }, body });

export const addCaseMaterial = (body: Body<'/casos/materialesCasos/', 'post'>) => client.post('/casos/materialesCasos/', { body });

export const updateCaseReport = (id: number, body: Body<'/casos/casos/{id}/actualizar_informe/', 'patch'>) =>
  client.patch('/casos/casos/{id}/actualizar_informe/', { path: { id }, body });

/** A file of a case (image, signature) or its PDF, as an address the browser opens by itself. */
export function caseFileUrl(url: string): string {
  const path = url.startsWith('/api/') ? url.slice(4) : url;
  return buildUrl(path, { token: getAccessToken() });
}

export const caseReportPdfUrl = (id: number) => caseFileUrl(`/reportes/informe_pdf/${id}/`);

/** The members of a contact group, to add them all as clients of a case. */
export const groupContacts = (groupId: number) =>
  client.get('/contact/grupoContacto/{id}/contactos/', { path: { id: groupId }, query: { limit: 500, offset: 0, search: '' } });

/** Refreshes case lists and details after a change. */
export function useRefreshCases(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}
