import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { PERMISSIONS, type CallRecordRead, type Me, type Paged, type UserListItem } from '@atiende/shared';
import { signedInAs, testUser } from '../../app/session-test-support';
import { CallRecordsPage } from './CallRecordsPage';

/** Who sees every agent's calls, as a supervisor does; an agent has only 'Usar Telefonía'. */
const SUPERVISOR = testUser([PERMISSIONS.telephonyUse, PERMISSIONS.gestionesViewAll]);
const AGENT = testUser([PERMISSIONS.telephonyUse]);
const USERS: UserListItem[] = [
  { id: 4, username: 'ana@atiende.co', get_full_name: 'Ana Uno', status: 'CONECTADO' },
  { id: 7, username: 'beto@atiende.co', get_full_name: 'Beto Dos', status: 'CONECTADO' },
  { id: 9, username: 'caro@atiende.co', get_full_name: '', status: 'PAUSA' },
];

let me: Me = SUPERVISOR;

/** The API answering `page` to the list; returns the list's URLs asked so far, decoded. */
function stubList(page: Paged<CallRecordRead>): () => string[] {
  const answer = (url: string) => (url.startsWith('/api/issabel/call_records/') ? page : url.startsWith('/api/me/') ? me
    : url.startsWith('/api/users/FullList') ? USERS : []);
  const fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify(answer(url)), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url))).filter((url) => url.includes('call_records'));
}

function openPage(address: string, user: Me = SUPERVISOR) {
  me = user;
  const session = signedInAs(user);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/issabelReport', element: <CallRecordsPage /> }], { initialEntries: [address] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        {session(<RouterProvider router={router} />)}
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const call = (id: number, values: Partial<CallRecordRead>): CallRecordRead => ({
  id, fecha: '2026-03-02T14:05:00Z', numero_origen: '1201', numero_destino: '3001112233', estado: 'ANSWERED', estado_nombre: 'Contestada',
  duracion: 65, duracion_total: 80, direccion: 'saliente', extension: '1201', agente: { id: 4, nombre: 'Ana Uno' },
  contacto: { id: 9, nombre: 'Carla Cliente' }, observaciones: 'Llamada saliente desde la extensión 1201.', grabacion: null, ...values,
});
/** The agents chosen in the form, as its pills name them. */
const chosenAgents = () => [...document.querySelectorAll('.mantine-MultiSelect-pill')].map((pill) => pill.textContent);
const page = (results: CallRecordRead[]): Paged<CallRecordRead> => ({ count: results.length, next: null, previous: null, results });

describe('Registro de llamadas', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
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

  it('filters by agents: the address holds their ids, Consultar asks for them and Borrar lets them go', async () => {
    const calls = stubList(page([call(1, {})]));
    const router = openPage('/issabelReport?agents=7,x,7&fecha_inicio=2026-03-01&fecha_fin=2026-03-07');
    // The address's agents are chosen in the form (an id that is not one is left out) and asked for at once.
    await waitFor(() => expect(calls()).toEqual(['/api/issabel/call_records/?limit=30&offset=0&fecha_inicio=2026-03-01&fecha_fin=2026-03-07&agents=7']));
    const agents = screen.getByRole('combobox', { name: 'Agentes' }) as HTMLInputElement;
    await waitFor(() => expect(chosenAgents()).toEqual(['Beto Dos']));

    // Another agent is added from the list (who has no name shows their username); nothing is asked until Consultar.
    agents.focus();
    fireEvent.click(agents);
    fireEvent.click(await screen.findByRole('option', { name: 'caro@atiende.co', hidden: true }));
    expect(chosenAgents()).toEqual(['Beto Dos', 'caro@atiende.co']);
    expect(calls()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(calls().at(-1)).toBe('/api/issabel/call_records/?limit=30&offset=0&fecha_inicio=2026-03-01&fecha_fin=2026-03-07&agents=7,9'));
    expect(decodeURIComponent(router.state.location.search)).toBe('?fecha_inicio=2026-03-01&fecha_fin=2026-03-07&agents=7,9');

    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(calls().at(-1)).toBe('/api/issabel/call_records/?limit=30&offset=0'));
    expect(router.state.location.search).toBe('');
    expect(chosenAgents()).toEqual([]);
  });

  it('offers no agents to an agent, who sees only their own calls, and sends none from the address', async () => {
    const calls = stubList(page([call(1, {})]));
    openPage('/issabelReport?agents=7', AGENT);
    expect(await screen.findByText('Carla Cliente')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Agentes' })).toBeNull();
    expect(calls()).toEqual(['/api/issabel/call_records/?limit=30&offset=0']);
  });
});
