import { useQuery } from '@tanstack/react-query';
import type { ModuloList } from '@atiende/shared';
import { api } from '../../app/api';

export const MODULOS_KEY = ['modulos'] as const;

export function useModulos() {
  return useQuery({ queryKey: MODULOS_KEY, queryFn: () => api<ModuloList>('/modulo') });
}

export function setModuloActive(id: number, active: boolean): Promise<unknown> {
  return api(`/modulo/${id}`, { method: 'PATCH', body: { active } });
}

export function setSubmoduloActive(id: number, active: boolean): Promise<unknown> {
  return api(`/submodulo/${id}`, { method: 'PATCH', body: { active } });
}
