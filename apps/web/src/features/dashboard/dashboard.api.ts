import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZE, type DashboardEvent, type GestionesPorBot, type PorFinalizarItem, type ProximoContactoFiltro,
} from '@atiende/shared';
import { client } from '../../app/api.client';
import { noticeType, useLiveRefresh } from '../../app/realtime/live-refresh';
import { queryKeys } from '../../app/query-keys';

/** A gestión event refreshes every dashboard key. */
const keys = queryKeys.dashboard;

/** The charts' periods: today or the last seven days. */
export type Rango = 'hoy' | 'semana';
export const RANGO_OPTIONS: { value: Rango; label: string }[] = [
  { value: 'hoy', label: 'Hoy' },
  { value: 'semana', label: 'Última Semana' },
];

export type ProximoFiltro = ProximoContactoFiltro;
export type PendingContact = PorFinalizarItem;

export function useDashboardFigures() {
  return useQuery({ queryKey: keys.part('figures'), queryFn: () => client.get('/dashboard/') });
}

export function useAgentsStatus() {
  return useQuery({
    queryKey: keys.part('agents'),
    queryFn: () => client.get('/contact/reporte_status/'),
    refetchInterval: 30_000,
  });
}

export function usePendingContacts() {
  return useQuery({
    queryKey: keys.part('por-finalizar'),
    queryFn: () => client.get('/contact/gestionContacto/por_finalizar/'),
  });
}

export function useBotReport(rango: Rango) {
  return useQuery({
    queryKey: keys.part('bot', rango),
    queryFn: () => client.get('/contact/gestiones_por_bot/', { query: { rango } }),
  });
}

export function useHourReport(rango: Rango) {
  return useQuery({
    queryKey: keys.part('hora', rango),
    queryFn: () => client.get('/contact/gestiones_por_hora/', { query: { rango } }),
  });
}

/** Gestiones a bot slice lists at most; the note under the list tells when there are more. */
export const BOT_SLICE_LIST_LIMIT = 200;

/** The newest gestiones of a slice of 'Ingresados al Bot' (enBot), over the days the report counted. */
export function useBotSliceList(report: GestionesPorBot | undefined, enBot: boolean | null) {
  return useQuery({
    queryKey: keys.part('bot-detalle', report?.fecha_inicio, report?.fecha_fin, enBot),
    queryFn: () => client.get('/contact/gestionContacto/', {
      query: {
        en_bot: enBot ? 'true' : 'false', fecha_inicio: report!.fecha_inicio, fecha_fin: report!.fecha_fin, limit: BOT_SLICE_LIST_LIMIT,
      },
    }),
    enabled: report !== undefined && enBot !== null,
  });
}

/** The gestiones of one hour slot ('HH'). */
export function useHourDetail(rango: Rango, hora: string | null) {
  return useQuery({
    queryKey: keys.part('hora-detalle', rango, hora),
    queryFn: () => client.get('/contact/gestiones_por_hora/detalle/', { query: { rango, hora: Number(hora) } }),
    enabled: hora !== null,
  });
}

export function useUpcomingContacts(filtro: ProximoFiltro, offset: number) {
  return useQuery({
    queryKey: keys.part('proximo', filtro, offset),
    queryFn: () => client.get('/contact/gestionContacto/proximo_contacto/', { query: { filtro, limit: PAGE_SIZE, offset } }),
    placeholderData: keepPreviousData,
  });
}

const DASHBOARD_EVENTS: readonly (string | undefined)[] = ['gestion', 'contactos'] satisfies DashboardEvent['type'][];

/** Refreshes the dashboard's figures and lists whenever the server reports a change of gestiones or contacts (at most once a second). */
export function useDashboardLive() {
  useLiveRefresh('/ws/dashboard/', {
    onOpen: [keys.all],
    keysOf: (message) => (DASHBOARD_EVENTS.includes(noticeType(message)) ? [keys.all] : []),
  });
}
