import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { ConversationRead } from '@atiende/shared';
import { setAccessToken } from '../../app/api';
import { TypificationPanel } from '../chat/ChatPanels';
import { GestionCreatePage } from './GestionCreatePage';
import { ManualGestionModal } from './ManualGestionModal';

const CAMPAIGNS = [{ id: 1, name: 'Ventas' }, { id: 2, name: 'Cobranza' }];
const RESULTADOS = [{ id: 5, name: 'Interesado' }, { id: 6, name: 'No contesta' }];
const CALIFICACIONES = [{ id: 51, name: 'Agenda visita' }];

/**
 * An API that answers only when the test says so, as a server under load does: each request waits until
 * `answer(prefix, body)` releases it.
 */
function slowApi() {
  const waiting: { url: string; release(body: unknown): void }[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string) => new Promise<Response>((resolve) => {
    waiting.push({
      url: decodeURIComponent(String(url)),
      release: (body) => resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
    });
  })));
  return {
    async answer(prefix: string, body: unknown) {
      const index = waiting.findIndex((request) => request.url.startsWith(prefix));
      if (index < 0) throw new Error(`Nada pendiente en ${prefix}: ${waiting.map((request) => request.url).join(', ')}`);
      const [request] = waiting.splice(index, 1);
      await act(async () => {
        request!.release(body);
        await settle();
      });
    },
    /** Answers every request still waiting with `body`. */
    async answerRest(body: unknown) {
      for (const request of waiting.splice(0)) {
        await act(async () => {
          request.release(body);
          await settle();
        });
      }
    },
  };
}

/** Lets the answers, React and the select's own timers (a 0 ms timeout when its list opens) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const idle = () => act(settle);

const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const press = (input: HTMLElement, key: string, init: { shiftKey?: boolean } = {}) => fireEvent.keyDown(input, { key, code: key, ...init });
/** Keyboard focus on a select, which opens its list. */
const focus = (input: HTMLElement) => act(() => input.focus());
/** Types into a focused select's search box. */
const type = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });

/** Picks the first option matching `text` the way a keyboard user does: focus, type, ArrowDown, Enter. */
async function pick(input: HTMLElement, text: string) {
  await focus(input);
  type(input, text);
  await idle();
  press(input, 'ArrowDown');
  press(input, 'Enter');
  await idle();
}

describe('the gestión fields under a slow API, by keyboard', () => {
  beforeEach(() => {
    setAccessToken('header.e30.signature');
    // Observaciones grows with its text and listens for fonts loading, which happy-dom does not provide.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
    }
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function openCreatePage() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '/gestionContactoCreate/:id', element: <GestionCreatePage /> }], {
      initialEntries: ['/gestionContactoCreate/7'],
    });
    render(<MantineProvider><QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider></MantineProvider>);
  }

  it('keeps the Resultado chosen when the agent comes back to it and the list\'s own highlight arrives after the keys', async () => {
    const api = slowApi();
    openCreatePage();
    await api.answer('/api/campaign/campaign/FullList', CAMPAIGNS);
    await pick(combobox('Campaña'), 'Ven');
    expect(combobox('Campaña').value).toBe('Ventas');
    await api.answer('/api/contact/calificacionContacto/get_campaign/?campaign=1', RESULTADOS);
    await pick(combobox('Resultado'), 'No con');
    expect(combobox('Resultado').value).toBe('No contesta');
    await api.answer('/api/contact/descripcionCalificacion/get_descripcion?calificacion=6', CALIFICACIONES);

    // Back on Resultado (Shift+Tab), the agent presses ArrowDown and Enter at once. Focusing opens the list, which
    // moves its highlight to the chosen option on a 0 ms timer; on a loaded machine the keys are handled before
    // that timer, so Enter lands on the option already chosen.
    const resultado = combobox('Resultado');
    await focus(resultado);
    press(resultado, 'ArrowDown');
    await idle();
    press(resultado, 'Enter');
    await idle();
    expect(combobox('Resultado').value).toBe('No contesta');
    expect(combobox('Calificación').disabled).toBe(false);
  });

  it('keeps the Campaña, and so the Resultado, when Enter lands on the campaign already chosen', async () => {
    const api = slowApi();
    openCreatePage();
    await api.answer('/api/campaign/campaign/FullList', CAMPAIGNS);
    await pick(combobox('Campaña'), 'Ven');
    await api.answer('/api/contact/calificacionContacto/get_campaign/?campaign=1', RESULTADOS);
    await pick(combobox('Resultado'), 'Inter');
    expect(combobox('Resultado').value).toBe('Interesado');

    const campaign = combobox('Campaña');
    await focus(campaign);
    await idle();
    press(campaign, 'Enter');
    await idle();
    expect(combobox('Campaña').value).toBe('Ventas');
    expect(combobox('Resultado').value).toBe('Interesado');
  });

  it('keeps the Resultado when the contact\'s campaigns and the other lists arrive after the choice', async () => {
    const api = slowApi();
    openCreatePage();
    await api.answer('/api/campaign/campaign/FullList', CAMPAIGNS);
    await pick(combobox('Campaña'), 'Ven');
    await api.answer('/api/contact/calificacionContacto/get_campaign/?campaign=1', RESULTADOS);
    await pick(combobox('Resultado'), 'Inter');
    // The contact arrives last, in one campaign only (another one): the Campaña offers it, the choices stay.
    await api.answer('/api/contact/contacto/7/', { id: 7, get_full_name: 'Carla Cliente', campaigns: [{ id: 2, name: 'Cobranza' }] });
    await api.answerRest([]);
    expect(combobox('Campaña').value).toBe('Ventas');
    expect(combobox('Resultado').value).toBe('Interesado');
  });

  it('in the Gestión Manual, keeps the Resultado while the campaigns and options answer late', async () => {
    const api = slowApi();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <ManualGestionModal opened onClose={() => {}} initialContact={{ value: '7', label: '300 111 2233 - Carla Cliente' }} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await api.answer('/api/campaign/campaign/FullList', CAMPAIGNS);
    const campaign = combobox('Campaña');
    await pick(campaign, 'Ven');
    fireEvent.blur(campaign);
    const resultados = combobox('Resultados');
    await focus(resultados);
    type(resultados, 'No con');
    // The Resultados answer while the agent is typing.
    await api.answer('/api/contact/calificacionContacto/get_campaign/?campaign=1', RESULTADOS);
    press(resultados, 'ArrowDown');
    press(resultados, 'Enter');
    await idle();
    expect(resultados.value).toBe('No contesta');

    await focus(resultados);
    press(resultados, 'ArrowDown');
    await idle();
    press(resultados, 'Enter');
    await api.answerRest([]);
    expect(combobox('Resultados').value).toBe('No contesta');
  });

  it("in the chat's typification, keeps the Resultado when the default campaign's list arrives late and Enter confirms it", async () => {
    const api = slowApi();
    const conversation = { id: 12, estado: 'EN_GESTION', campaign: { id: 1, name: 'Ventas' }, contacto: { contact_id: 7, contact_name: 'Carla' } };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{
      path: '/chat/12', element: <TypificationPanel conversation={conversation as ConversationRead} onSaved={() => {}} />,
    }], { initialEntries: ['/chat/12'] });
    render(<MantineProvider><QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider></MantineProvider>);
    await idle();
    // The conversation's campaign is the default: its Resultados are asked at once, the campaigns' list is slower.
    await api.answer('/api/contact/calificacionContacto/get_campaign/?campaign=1', RESULTADOS);
    await pick(combobox('Resultado'), 'No con');
    expect(combobox('Resultado').value).toBe('No contesta');
    await api.answer('/api/campaign/campaign/FullList', CAMPAIGNS);
    expect(combobox('Campaña').value).toBe('Ventas');
    expect(combobox('Resultado').value).toBe('No contesta');

    const campaign = combobox('Campaña');
    await focus(campaign);
    await idle();
    press(campaign, 'Enter');
    await api.answerRest([]);
    expect(combobox('Campaña').value).toBe('Ventas');
    expect(combobox('Resultado').value).toBe('No contesta');
  });
});
