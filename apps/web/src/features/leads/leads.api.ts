import { useQuery } from '@tanstack/react-query';
import { LEADS_EXPORT_FILE, LEADS_SCHEDULE_TEMPLATE_FILE, LEADS_TOPIC_EVENT, type LeadTipo } from '@atiende/shared';
import { client, downloadFrom, type Body } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';
import { noticeType, useLiveRefresh } from '../../app/realtime/live-refresh';
import { parseRouteId } from '../../ui/route-id';
import { bogotaToday } from './lead-format';
import type { LeadFilterParams } from './lead-filters-url';

const keys = queryKeys.leads;

export function useLead(id: number | null) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: () => client.get('/leads/leads/{id}/', { path: { id: id! } }),
    enabled: id !== null,
    retry: false,
  });
}

export function useLeadTimeline(id: number | null) {
  return useQuery({
    queryKey: keys.part('timeline', id),
    queryFn: () => client.get('/leads/leads/{id}/timeline/', { path: { id: id! } }),
    enabled: id !== null,
  });
}

/** INICIAR: the agent opens the lead's chat or calls it (PENDIENTE → EN_PROCESO). */
export const startLead = (id: number) => client.post('/leads/leads/{id}/cambiar_estado/', { path: { id }, body: { accion: 'INICIAR' } });

/** FINALIZAR with the gestión that typified it (EN_PROCESO → FINALIZADO). */
export const finishLead = (id: number, gestion: number) =>
  client.post('/leads/leads/{id}/cambiar_estado/', { path: { id }, body: { accion: 'FINALIZAR', gestion } });

export const assignLead = (id: number, body: Body<'/leads/leads/{id}/asignar/', 'post'>) => client.post('/leads/leads/{id}/asignar/', { path: { id }, body });

export const updateLead = (id: number, body: Body<'/leads/leads/{id}/', 'patch'>) => client.patch('/leads/leads/{id}/', { path: { id }, body });

export const createProspect = (body: Body<'/leads/leads/prospectos/', 'post'>) => client.post('/leads/leads/prospectos/', { body });

export const scheduleLeads = (body: Body<'/leads/leads/', 'post'>) => client.post('/leads/leads/', { body });

/** 'Subir Programaciones': the spreadsheet in the multipart field `file`. */
export function uploadSchedule(file: File) {
  const form = new FormData();
  form.set('file', file);
  return client.post('/leads/leads/upload_programacion/', { body: form });
}

export const downloadScheduleTemplate = () => downloadFrom('/leads/leads/plantilla_programacion/', LEADS_SCHEDULE_TEMPLATE_FILE);

/** 'Exportar': the list's leads with the same filters, as 'Reporte Leads.xlsx'. */
export const exportLeads = (filters: LeadFilterParams & { tipo_lead: LeadTipo }) =>
  downloadFrom('/leads/leads/exportar-excel/', LEADS_EXPORT_FILE, { query: filters });

export type LeadsReportQuery = LeadFilterParams & { fecha_inicio: string; fecha_fin: string; type?: LeadTipo };

/** The hourly report; nothing is asked until both days are chosen. */
export function useLeadsPorHora(query: LeadsReportQuery | null) {
  return useQuery({
    queryKey: keys.part('por-hora', query),
    queryFn: () => client.get('/leads/leads/leads_por_hora/', { query: query! }),
    enabled: query !== null,
  });
}

/** The chat's Leads badge: event leads of today (Bogotá) still PENDIENTE; only `count` is read. */
export function usePendingLeadsToday(enabled: boolean) {
  const today = bogotaToday();
  return useQuery({
    queryKey: keys.list({ badge: 'pendientes', today }),
    queryFn: () => client.get('/leads/leads/', {
      query: { tipo_lead: 'event', estado: 'PENDIENTE', fecha_inicio: today, fecha_fin: today, limit: 1 },
    }),
    select: (page) => page.count,
    enabled,
  });
}

/**
 * Keeps what shows leads live: each notice of /ws/leads/ (a lead arrived, was assigned or changed state) reads
 * the leads again, at most once a second. The socket reconnects by itself and reads again once back.
 */
export function useLeadsLive(enabled = true) {
  useLiveRefresh('/ws/leads/', {
    enabled,
    onOpen: [keys.all],
    keysOf: (message) => (noticeType(message) === LEADS_TOPIC_EVENT ? [keys.all] : []),
  });
}

/** The public '¡Contáctanos!' form, sent without a session. */
export const sendContactForm = (body: Body<'/leads/event/', 'post'>) => client.post('/leads/event/', { body, anonymous: true });

/** What the chat is handed when it is opened from a lead (spec §2.1). */
export interface LeadChatState {
  selectedChatId: string;
  contactId: number;
  type: 'WhatsApp';
  is_lead: true;
  leadId: number;
}

/** The lead a chat was opened from, read from its navigation state; null for any other opening. */
export function leadOfChatState(state: unknown): number | null {
  const value = state as Partial<LeadChatState> | null;
  if (!value || value.is_lead !== true) return null;
  return parseRouteId(String(value.leadId ?? ''));
}
