import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgentsStatusReport, DashboardEvent, DashboardFigures, GestionesPorBot, GestionesPorHora, GestionListItem, PorFinalizarItem,
  ProximoContactoFiltro, ProximoContactoItem,
} from '@atiende/shared';
import { api } from '../../app/api';
import { connectSocket } from '../../app/realtime/socket';

/** Root of every dashboard query key: a gestión event refreshes them all. */
export const DASHBOARD_KEY = 'dashboard';

/** The charts' periods: today or the last seven days. */
export type Rango = 'hoy' | 'semana';
export const RANGO_OPTIONS: { value: Rango; label: string }[] = [
  { value: 'hoy', label: 'Hoy' },
  { value: 'semana', label: 'Última Semana' },
];

export type ProximoFiltro = ProximoContactoFiltro;
export type PendingContact = PorFinalizarItem;

export function useDashboardFigures() {
  return useQuery({ queryKey: [DASHBOARD_KEY, 'figures'], queryFn: () => api<DashboardFigures>('/dashboard/') });
}

export function useAgentsStatus() {
  return useQuery({
    queryKey: [DASHBOARD_KEY, 'agents'],
    queryFn: () => api<AgentsStatusReport>('/contact/reporte_status/'),
    refetchInterval: 30_000,
  });
}

export function usePendingContacts() {
  return useQuery({
    queryKey: [DASHBOARD_KEY, 'por-finalizar'],
    queryFn: () => api<PorFinalizarItem[]>('/contact/gestionContacto/por_finalizar/'),
  });
}

export function useBotReport(rango: Rango) {
  return useQuery({
    queryKey: [DASHBOARD_KEY, 'bot', rango],
    queryFn: () => api<GestionesPorBot>('/contact/gestiones_por_bot/', { query: { rango } }),
  });
}

export function useHourReport(rango: Rango) {
  return useQuery({
    queryKey: [DASHBOARD_KEY, 'hora', rango],
    queryFn: () => api<GestionesPorHora>('/contact/gestiones_por_hora/', { query: { rango } }),
  });
}

/** The gestiones of one hour slot ('HH'). */
export function useHourDetail(rango: Rango, hora: string | null) {
  return useQuery({
    queryKey: [DASHBOARD_KEY, 'hora-detalle', rango, hora],
    queryFn: () => api<GestionListItem[]>('/contact/gestiones_por_hora/detalle/', { query: { rango, hora } }),
    enabled: hora !== null,
  });
}

export function useUpcomingContacts(filtro: ProximoFiltro) {
  return useQuery({
    queryKey: [DASHBOARD_KEY, 'proximo', filtro],
    queryFn: () => api<ProximoContactoItem[]>('/contact/gestionContacto/proximo_contacto/', { query: { filtro } }),
  });
}

const REFETCH_EVERY_MS = 1000;

/** Refreshes the dashboard's figures and lists whenever the server reports a change of gestiones or contacts. */
export function useDashboardLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // At most one refetch a second, however fast changes arrive; one that comes in between is kept for later.
    let last = 0;
    let later: ReturnType<typeof setTimeout> | null = null;
    const refetch = () => {
      last = Date.now();
      later = null;
      void queryClient.invalidateQueries({ queryKey: [DASHBOARD_KEY] });
    };
    const refresh = () => {
      if (later) return;
      const wait = last + REFETCH_EVERY_MS - Date.now();
      if (wait <= 0) refetch();
      else later = setTimeout(refetch, wait);
    };
    const socket = connectSocket('/ws/dashboard/', {
      // Changes made while the socket was connecting were not announced to it.
      onOpen: refresh,
      onMessage: (data) => {
        const type = (data as Partial<DashboardEvent> | null)?.type;
        if (type === 'gestion' || type === 'contactos') refresh();
      },
    });
    return () => {
      if (later) clearTimeout(later);
      socket.close();
    };
  }, [queryClient]);
}
