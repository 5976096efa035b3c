import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PERMISSIONS, type Me, type PermissionName } from '@atiende/shared';
import { client, type Body } from '../../app/api.client';
import { hasPermission } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';

/** §6 gives these screens to four roles through the matching permission, which decides here as on the server. */
export function canManageTypification(user: Me, permission: PermissionName): boolean {
  return hasPermission(user, permission);
}
export const TYPIFICATION_PERMISSIONS = {
  resultados: PERMISSIONS.calificacionManage,
  calificaciones: PERMISSIONS.descripcionManage,
  tiposGestion: PERMISSIONS.tipoGestionManage,
} as const;

export function useResultadoOptions() {
  return useQuery({
    queryKey: queryKeys.resultados.options(),
    queryFn: () => client.get('/contact/calificacionContacto/FullList'),
  });
}

export function useTypificationTree() {
  return useQuery({
    queryKey: queryKeys.tipificaciones.all,
    queryFn: () => client.get('/campaign/tipificaciones/'),
  });
}

export const createResultado = (body: Body<'/contact/calificacionContacto/', 'post'>) =>
  client.post('/contact/calificacionContacto/', { body });

export const createCalificacion = (body: Body<'/contact/descripcionCalificacion/', 'post'>) =>
  client.post('/contact/descripcionCalificacion/', { body });

export const createTipoGestion = (body: Body<'/tramite/tipoGestionContacto/', 'post'>) =>
  client.post('/tramite/tipoGestionContacto/', { body });

export const saveTypification = (body: Body<'/campaign/tipificaciones/', 'post'>) =>
  client.post('/campaign/tipificaciones/', { body });

/**
 * Resultados, Calificaciones and the editor's tree show one another's names, so a change to any of them
 * refreshes all three.
 */
export function useRefreshTypification(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      [queryKeys.resultados, queryKeys.calificaciones, queryKeys.tipificaciones].map((keys) =>
        queryClient.invalidateQueries({ queryKey: keys.all })),
    );
  };
}

export function useRefreshTiposGestion(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.tiposGestion.all });
}
