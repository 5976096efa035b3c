import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Wallboard, WallboardCampaign } from '@atiende/shared';
import { setAccessToken } from '../../app/api';
import { WallboardPage } from './WallboardPage';
import { FakeSocket } from '../../app/realtime/fake-socket.test-support';

const campaign = (changes: Partial<WallboardCampaign>): WallboardCampaign => ({
  campaign_id: 1, campaign: 'Ventas', en_espera: 0, espera_max_segundos: 0, en_gestion: 0,
  agentes: { disponibles: 0, en_pausa: 0, ocupados: 0, desconectados: 0 }, pausas: [],
  sla_cumplimiento_hoy: null, sla_vencidas: 0, csat_hoy: null,
  ...changes,
});

const BOARD: Wallboard = {
  campaigns: [
    campaign({
      campaign_id: 7, campaign: 'Cobranzas', en_espera: 3, espera_max_segundos: 252, en_gestion: 2,
      agentes: { disponibles: 4, en_pausa: 3, ocupados: 1, desconectados: 0 },
      pausas: [{ motivo: 'Almuerzo', agentes: 2 }, { motivo: 'Baño', agentes: 1 }],
      sla_cumplimiento_hoy: 0.875, sla_vencidas: 3, csat_hoy: null,
    }),
    campaign({ campaign_id: 8, campaign: 'Soporte', en_espera: 1, espera_max_segundos: 3909, en_gestion: 5, sla_cumplimiento_hoy: 1, csat_hoy: 0.5 }),
  ],
};

/** Answers GET /api/supervision/wallboard/ with `answer()` (read at each call); returns how many times it was asked. */
function stubBoard(answer: () => { status?: number; body: unknown }) {
  setAccessToken('header.e30.signature');
  const fetchMock = vi.fn(async (url: string) => {
    if (!String(url).startsWith('/api/supervision/wallboard/')) return new Response('{}', { status: 404 });
    const { status = 200, body } = answer();
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.length;
}

function openBoard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (page: boolean) => (
    <MantineProvider>
      <QueryClientProvider client={client}>{page ? <WallboardPage /> : <p>Otra pantalla</p>}</QueryClientProvider>
    </MantineProvider>
  );
  // The app's provider is up before any screen of it shows.
  const view = render(tree(false));
  view.rerender(tree(true));
  return { leave: () => view.rerender(tree(false)) };
}

const cardOf = (name: string) => screen.getByRole('region', { name });
let afterFullscreen = () => {};

describe('Tablero en vivo', () => {
  beforeEach(() => {
    FakeSocket.created = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    cleanup();
    afterFullscreen();
    afterFullscreen = () => {};
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows each campaign’s queue, agents and service level, each figure with the label a screen reader says', async () => {
    stubBoard(() => ({ body: BOARD }));
    openBoard();
    expect(screen.getByRole('heading', { level: 1, name: 'Tablero en vivo' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Cobranzas' });
    const said = (text: string) => expect(within(card).getByText(text)).toBeTruthy();
    said('En espera: 3');
    said('Espera más larga: 4 min 12 s');
    said('En gestión: 2');
    said('Disponibles: 4');
    said('En pausa: 3');
    said('Ocupados: 1');
    said('Desconectados: 0');
    said('SLA primera respuesta hoy: 88 %');
    said('CSAT hoy: sin datos');
    // What is drawn: the numbers, the wait as a clock, the reasons of the pauses, a dash for no CSAT.
    said('04:12');
    said('88 %');
    said('—');
    expect(within(within(card).getByRole('list', { name: 'Motivos de pausa' })).getAllByRole('listitem').map((li) => li.textContent))
      .toEqual(['Almuerzo: 2', 'Baño: 1']);
    expect(screen.getByText(/^Actualizado a las \d{2}:\d{2}:\d{2}$/)).toBeTruthy();

    const other = cardOf('Soporte');
    expect(within(other).getByText('01:05:09')).toBeTruthy();
    expect(within(other).getByText('SLA primera respuesta hoy: 100 %')).toBeTruthy();
    expect(within(other).getByText('CSAT hoy: 50 %')).toBeTruthy();
  });

  it('marks a campaign with breaches now in red, and a wait past five minutes', async () => {
    stubBoard(() => ({ body: BOARD }));
    openBoard();
    const breached = await screen.findByRole('region', { name: 'Cobranzas' });
    expect(breached.hasAttribute('data-breach')).toBe(true);
    expect(within(breached).getByText('3 vencidas')).toBeTruthy();
    expect(within(breached).getByText('04:12').hasAttribute('data-long')).toBe(false);

    const calm = cardOf('Soporte');
    expect(calm.hasAttribute('data-breach')).toBe(false);
    expect(within(calm).queryByText(/vencida/)).toBeNull();
    expect(within(calm).getByText('01:05:09').hasAttribute('data-long')).toBe(true);
    expect(within(calm).getByText('Espera más larga: 1 h 5 min 9 s, más de 5 minutos')).toBeTruthy();
  });

  it('says one breach in the singular', async () => {
    stubBoard(() => ({ body: { campaigns: [campaign({ sla_vencidas: 1 })] } }));
    openBoard();
    expect(await screen.findByText('1 vencida')).toBeTruthy();
  });

  it('counts the longest wait up every second from the value read', async () => {
    stubBoard(() => ({ body: BOARD }));
    openBoard();
    const card = await screen.findByRole('region', { name: 'Cobranzas' });
    await waitFor(() => expect(within(card).queryByText('04:12')).toBeNull(), { timeout: 3_000 });
    expect(within(card).getByText(/^04:1[3-5]$/)).toBeTruthy();
  });

  it('says when there is no campaign to show', async () => {
    stubBoard(() => ({ body: { campaigns: [] } }));
    openBoard();
    expect(await screen.findByText('No hay campañas para mostrar.')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says in Spanish when the board cannot be read', async () => {
    stubBoard(() => ({ status: 500, body: { detail: 'Error interno del servidor.' } }));
    openBoard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudo cargar el tablero.');
    expect(alert.textContent).toContain('Error interno del servidor. Se intentará de nuevo en unos segundos.');
  });

  it('reads the board again after the queue socket’s notices, once for a burst', async () => {
    let waiting = 3;
    const calls = stubBoard(() => ({ body: { campaigns: [{ ...BOARD.campaigns[0]!, en_espera: waiting }] } }));
    openBoard();
    await screen.findByText('En espera: 3');
    expect(FakeSocket.created.map((s) => s.url)).toEqual([expect.stringMatching(/^ws:\/\/[^/]+\/ws\/new_conversation\/\?token=/)]);
    const socket = FakeSocket.created[0]!;
    act(() => socket.open());
    expect(await screen.findByText('En vivo')).toBeTruthy();
    const before = calls();

    waiting = 4;
    act(() => {
      socket.frame({ type: 'new_conversation' });
      socket.frame({ type: 'new_conversation' });
      socket.frame({ type: 'new_conversation' });
    });
    expect(await screen.findByText('En espera: 4')).toBeTruthy();
    expect(calls()).toBe(before + 1);
  });

  it('draws the app dark while the board shows, and gives back the user’s scheme on leaving', async () => {
    stubBoard(() => ({ body: BOARD }));
    const root = document.documentElement;
    const { leave } = openBoard();
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
    await screen.findByRole('region', { name: 'Cobranzas' });
    leave();
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it('fills the screen with the board and leaves it again', async () => {
    stubBoard(() => ({ body: BOARD }));
    let shown: Element | null = null;
    const changed = () => document.dispatchEvent(new Event('fullscreenchange'));
    // The browser's Fullscreen API, on this document only.
    Object.defineProperties(document, {
      fullscreenEnabled: { configurable: true, get: () => true },
      fullscreenElement: { configurable: true, get: () => shown },
      exitFullscreen: {
        configurable: true,
        value: vi.fn(async () => {
          shown = null;
          changed();
        }),
      },
    });
    const enter = (element: Element) => {
      shown = element;
      changed();
    };
    const request = vi.fn(async function (this: HTMLElement) {
      enter(this);
    });
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { configurable: true, value: request });
    afterFullscreen = () => {
      for (const name of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen']) delete (document as unknown as Record<string, unknown>)[name];
      delete (HTMLElement.prototype as unknown as Record<string, unknown>).requestFullscreen;
    };
    openBoard();
    await screen.findByRole('region', { name: 'Cobranzas' });

    fireEvent.click(screen.getByRole('button', { name: 'Pantalla completa' }));
    const leaveButton = await screen.findByRole('button', { name: 'Salir de pantalla completa' });
    // The board alone, its title and time included.
    expect(shown!.contains(screen.getByRole('heading', { level: 1, name: 'Tablero en vivo' }))).toBe(true);
    expect(shown!.contains(screen.getByText(/^Actualizado a las/))).toBe(true);
    expect(shown!.contains(cardOf('Cobranzas'))).toBe(true);
    // Esc, as the browser handles it: the board leaves the screen and the button says so.
    act(() => {
      shown = null;
      changed();
    });
    expect(await screen.findByRole('button', { name: 'Pantalla completa' })).toBeTruthy();
    expect(leaveButton.isConnected).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pantalla completa' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Salir de pantalla completa' }));
    expect(await screen.findByRole('button', { name: 'Pantalla completa' })).toBeTruthy();
    expect(document.exitFullscreen).toHaveBeenCalledTimes(1);
  });
});
