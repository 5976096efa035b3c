import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PERMISSIONS, type CampaignOption, type CalificacionCreate, type CalificacionRead, type CalificacionSaved, type DescripcionCreate,
  type DescripcionSaved, type Me, type PermissionName, type TipoGestionCreate, type TipoGestionSaved,
  type TypificationSave, type TypificationTree,
} from '@atiende/shared';
import { api } from '../../app/api';
import { hasPermission } from '../../app/auth';

export const RESULTADOS_PATH = '/contact/calificacionContacto/';
export const CALIFICACIONES_PATH = '/contact/descripcionCalificacion/';
export const TIPOS_GESTION_PATH = '/tramite/tipoGestionContacto/';

export const RESULTADOS_KEY = 'resultados';
export const CALIFICACIONES_KEY = 'calificaciones';
export const TIPOS_GESTION_KEY = 'tipos-gestion';
export const TIPIFICACIONES_KEY = 'tipificaciones';
const CAMPAIGN_OPTIONS_KEY = ['campaigns', 'options'];

/** §6 gives these screens to four roles through the matching permission, which decides here as on the server. */
export function canManageTypification(user: Me, permission: PermissionName): boolean {
  return hasPermission(user, permission);
}
export const TYPIFICATION_PERMISSIONS = {
  resultados: PERMISSIONS.calificacionManage,
  calificaciones: PERMISSIONS.descripcionManage,
  tiposGestion: PERMISSIONS.tipoGestionManage,
} as const;

export function useCampaignOptions() {
  return useQuery({
    queryKey: CAMPAIGN_OPTIONS_KEY,
    queryFn: () => api<CampaignOption[]>('/campaign/campaign/FullList'),
  });
}

export function useResultadoOptions() {
  return useQuery({
    queryKey: [RESULTADOS_KEY, 'options'],
    queryFn: () => api<CalificacionRead[]>(`${RESULTADOS_PATH}FullList`),
  });
}

export function useTypificationTree() {
  return useQuery({
    queryKey: [TIPIFICACIONES_KEY],
    queryFn: () => api<TypificationTree>('/campaign/tipificaciones/'),
  });
}

export function createResultado(body: CalificacionCreate): Promise<CalificacionSaved> {
  return api<CalificacionSaved>(RESULTADOS_PATH, { method: 'POST', body });
}

export function createCalificacion(body: DescripcionCreate): Promise<DescripcionSaved> {
  return api<DescripcionSaved>(CALIFICACIONES_PATH, { method: 'POST', body });
}

export function createTipoGestion(body: TipoGestionCreate): Promise<TipoGestionSaved> {
  return api<TipoGestionSaved>(TIPOS_GESTION_PATH, { method: 'POST', body });
}

export function saveTypification(body: TypificationSave): Promise<{ detail: string }> {
  return api<{ detail: string }>('/campaign/tipificaciones/', { method: 'POST', body });
}

/**
 * Resultados, Calificaciones and the editor's tree show one another's names, so a change to any of them
 * refreshes all three.
 */
export function useRefreshTypification(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      [RESULTADOS_KEY, CALIFICACIONES_KEY, TIPIFICACIONES_KEY].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
    );
  };
}

export function useRefreshTiposGestion(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [TIPOS_GESTION_KEY] });
}
