import { useQuery } from '@tanstack/react-query';
import {
  GESTION_CITIES, GESTION_CITY_LABELS, GESTION_ESTADO_LABELS, GESTION_ESTADOS, GESTION_FILTER_TYPES, GESTIONES_EXPORT_FILE,
  type CampaignOption, type GestionEstado,
  type GestionListItem, type GestionRead, type TypificationOption,
} from '@atiende/shared';
import { client, downloadFrom, type Body, type Query } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';

export type { GestionEstado, GestionListItem, GestionRead };

/** The gestiones' keys; the dashboard's figures and lists live under the dashboard's. */
const keys = queryKeys.gestiones;

export const GESTION_UPDATED = 'Se ha Actualizado con éxito';

/** Badge colours of the estados (§4): En Gestión purple, Pendiente yellow, Finalizado green, Vencido red. */
const ESTADO_COLORS: Record<GestionEstado, string> = { EN_GESTION: 'grape', PENDIENTE: 'yellow', FINALIZADO: 'green', VENCIDO: 'red' };

export const ESTADOS: Record<GestionEstado, { label: string; color: string }> = Object.fromEntries(
  GESTION_ESTADOS.map((estado) => [estado, { label: GESTION_ESTADO_LABELS[estado], color: ESTADO_COLORS[estado] }]),
) as Record<GestionEstado, { label: string; color: string }>;

export const ESTADO_OPTIONS = GESTION_ESTADOS.map((value) => ({ value, label: GESTION_ESTADO_LABELS[value] }));

/** Channels a history can be filtered by. */
export const CHANNEL_OPTIONS = [...GESTION_FILTER_TYPES];

export const CITY_OPTIONS = GESTION_CITIES.map((value) => ({ value, label: GESTION_CITY_LABELS[value] }));

export const LEAD_OPTIONS = [
  { value: 'true', label: 'Sí' },
  { value: 'false', label: 'No' },
];

export type Option = TypificationOption | CampaignOption;

/** The bodies and history filters as the API takes them. */
export type GestionCreate = Body<'/contact/gestionContacto/', 'post'>;
export type GestionUpdate = Body<'/contact/gestionContacto/{id}/', 'patch'>;
export type GestionFilters = Query<'/contact/gestionContacto/'>;

// ---- option lists

export function useTipoGestionOptions() {
  return useQuery({
    queryKey: queryKeys.tiposGestion.options(),
    queryFn: () => client.get('/tramite/tipoGestionContacto/FullList'),
  });
}

/** The Resultados of a campaign. */
export function useResultadoOptions(campaignId: string | null) {
  return useQuery({
    queryKey: queryKeys.resultados.options('campaign', campaignId),
    queryFn: () => client.get('/contact/calificacionContacto/get_campaign/', { query: { campaign: Number(campaignId) } }),
    enabled: !!campaignId,
  });
}

/** The Calificaciones of a Resultado. */
export function useCalificacionOptions(resultadoId: string | null) {
  return useQuery({
    queryKey: queryKeys.calificaciones.options('resultado', resultadoId),
    queryFn: () => client.get('/contact/descripcionCalificacion/get_descripcion', { query: { calificacion: Number(resultadoId) } }),
    enabled: !!resultadoId,
  });
}

export const toSelectData = (options: Option[] | undefined) =>
  (options ?? []).map((option) => ({ value: String(option.id), label: option.name }));

// ---- gestiones

export function useGestion(id: number | null) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: () => client.get('/contact/gestionContacto/{id}/', { path: { id: id! } }),
    enabled: id !== null,
  });
}

export const createGestion = (body: GestionCreate) =>
  client.post('/contact/gestionContacto/', { body });

export const updateGestion = (id: number, body: GestionUpdate) =>
  client.patch('/contact/gestionContacto/{id}/', { path: { id }, body });

export const exportGestiones = (filters: GestionFilters) =>
  downloadFrom('/contact/gestionContacto/exportar-excel/', GESTIONES_EXPORT_FILE, { query: filters });
