import { useQuery } from '@tanstack/react-query';
import { client } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';

export function useModulos() {
  return useQuery({ queryKey: queryKeys.modulos.all, queryFn: () => client.get('/modulo') });
}

export const setModuloActive = (id: number, active: boolean) => client.patch('/modulo/{id}', { path: { id }, body: { active } });

export const setSubmoduloActive = (id: number, active: boolean) =>
  client.patch('/submodulo/{id}', { path: { id }, body: { active } });
