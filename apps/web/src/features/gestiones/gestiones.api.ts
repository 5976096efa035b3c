import { useQuery } from '@tanstack/react-query';
import {
  GESTION_CITIES, GESTION_CITY_LABELS, GESTION_ESTADO_LABELS, GESTION_ESTADOS, GESTION_FILTER_TYPES, GESTIONES_EXPORT_FILE,
  type CampaignOption, type GestionCreate as GestionCreateSchema, type GestionCreated, type GestionEstado,
  type GestionListItem, type GestionRead, type GestionUpdate as GestionUpdateSchema, type TypificationOption, type z,
} from '@atiende/shared';
import { api, download } from '../../app/api';

export type { GestionEstado, GestionListItem, GestionRead };

/** Root of every gestiones query key; the dashboard's figures and lists live under DASHBOARD_KEY. */
export const GESTIONES_KEY = 'gestiones';
export const GESTIONES_PATH = '/contact/gestionContacto/';

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

/** The bodies as sent (before the server's defaults). */
export type GestionCreate = z.input<typeof GestionCreateSchema>;
export type GestionUpdate = z.input<typeof GestionUpdateSchema>;

/** The history filters as the API takes them. */
export interface GestionFilters {
  contact?: number;
  fecha_inicio?: string;
  fecha_fin?: string;
  estado?: string;
  agents?: string;
  campaign?: string;
  type?: string;
  is_leads?: string;
}

// ---- option lists

export function useTipoGestionOptions() {
  return useQuery({
    queryKey: ['tipo-gestion', 'options'],
    queryFn: () => api<Option[]>('/tramite/tipoGestionContacto/FullList'),
  });
}

export function useCampaignOptions() {
  return useQuery({ queryKey: ['campaigns', 'options'], queryFn: () => api<Option[]>('/campaign/campaign/FullList') });
}

/** The Resultados of a campaign. */
export function useResultadoOptions(campaignId: string | null) {
  return useQuery({
    queryKey: ['calificaciones', 'by-campaign', campaignId],
    queryFn: () => api<Option[]>('/contact/calificacionContacto/get_campaign/', { query: { campaign: campaignId } }),
    enabled: !!campaignId,
  });
}

/** The Calificaciones of a Resultado. */
export function useCalificacionOptions(resultadoId: string | null) {
  return useQuery({
    queryKey: ['descripciones', 'by-calificacion', resultadoId],
    queryFn: () => api<Option[]>('/contact/descripcionCalificacion/get_descripcion', { query: { calificacion: resultadoId } }),
    enabled: !!resultadoId,
  });
}

export function useAgentOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'full-list'],
    queryFn: () => api<{ id: number; get_full_name: string; username: string }[]>('/users/FullList'),
    enabled,
  });
}

export const toSelectData = (options: Option[] | undefined) =>
  (options ?? []).map((option) => ({ value: String(option.id), label: option.name }));

// ---- gestiones

export function useGestion(id: number | null) {
  return useQuery({
    queryKey: [GESTIONES_KEY, 'one', id],
    queryFn: () => api<GestionRead>(`${GESTIONES_PATH}${id}/`),
    enabled: id !== null,
  });
}

export const createGestion = (body: GestionCreate) =>
  api<GestionCreated>(GESTIONES_PATH, { method: 'POST', body });

export const updateGestion = (id: number, body: GestionUpdate) =>
  api<GestionRead>(`${GESTIONES_PATH}${id}/`, { method: 'PATCH', body });

export const exportGestiones = (filters: GestionFilters) =>
  download(`${GESTIONES_PATH}exportar-excel/`, GESTIONES_EXPORT_FILE, { ...filters });
