import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { CallRecordRead, Paged } from '@atiende/shared';
import { setAccessToken } from '../../app/api';
import { CallRecordsPage } from './CallRecordsPage';

/** The API answering `page` to the list; returns the list's URLs asked so far, decoded. */
function stubList(page: Paged<CallRecordRead>): () => string[] {
  setAccessToken('header.e30.signature');
  const fetchMock = vi.fn(async (url: string) =>
    new Response(JSON.stringify(url.startsWith('/api/issabel/call_records/') ? page : []), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url))).filter((url) => url.includes('call_records'));
}

function openPage(address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/issabelReport', element: <CallRecordsPage /> }], { initialEntries: [address] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const call = (id: number, values: Partial<CallRecordRead>): CallRecordRead => ({
  id, fecha: '2026-03-02T14:05:00Z', numero_origen: '1201', numero_destino: '3001112233', estado: 'ANSWERED', estado_nombre: 'Contestada',
  duracion: 65, duracion_total: 80, direccion: 'saliente', extension: '1201', agente: { id: 4, nombre: 'Ana Uno' },
  contacto: { id: 9, nombre: 'Carla Cliente' }, observaciones: 'Llamada saliente desde la extensión 1201.', grabacion: null, ...values,
});
const page = (results: CallRecordRead[]): Paged<CallRecordRead> => ({ count: results.length, next: null, previous: null, results });

describe('Registro de llamadas', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the calls with their estado, m:ss duration and a player only where there is a recording', async () => {
    const calls = stubList(page([
      call(1, { grabacion: '/api/issabel/grabacion/1/?token=1.abc' }),
      call(2, { estado: 'BUSY', estado_nombre: 'Ocupado', duracion: 0, agente: null, contacto: null }),
    ]));
    openPage('/issabelReport?fecha_inicio=2026-03-01&fecha_fin=2026-03-07&estado=ANSWERED');
    expect(await screen.findByText('Carla Cliente')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(rows[0]!).slice(2, 8)).toEqual(['1201', '3001112233', 'Ana Uno', 'Carla Cliente', 'Contestada', '1:05']);
    expect(cells(rows[1]!).slice(4, 9)).toEqual(['—', '—', 'Ocupado', '0:00', '—']);
    const audio = rows[0]!.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe('/api/issabel/grabacion/1/?token=1.abc');
    expect(audio.getAttribute('preload')).toBe('none');
    expect(audio.hasAttribute('controls')).toBe(true);
    expect(rows[1]!.querySelector('audio')).toBeNull();
    expect(calls()).toEqual(['/api/issabel/call_records/?limit=30&offset=0&fecha_inicio=2026-03-01&fecha_fin=2026-03-07&estado=ANSWERED']);
  });

  it('says when nothing matches, and Borrar clears the filters', async () => {
    const calls = stubList(page([]));
    openPage('/issabelReport?estado=FAILED');
    expect(await screen.findByText('No se encontraron resultados')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(calls().at(-1)).toBe('/api/issabel/call_records/?limit=30&offset=0'));
  });
});
