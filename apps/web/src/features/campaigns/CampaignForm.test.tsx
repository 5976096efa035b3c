import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import {
  CAMPAIGN_MSG, PERMISSIONS, SERVICE_LEVEL_MSG, type CampaignRead, type Me, type Paged, type SurveyRead,
} from '@atiende/shared';
import { signedInAs, testUser } from '../../app/session-test-support';
import { CampaignCreatePage, CampaignUpdatePage } from './CampaignFormPage';

const ADMIN = testUser([PERMISSIONS.campaignsManage, PERMISSIONS.campaignsView, PERMISSIONS.surveysView], {
  modules: [{ id: 1, name: 'Campañas', submodulos: [] }, { id: 2, name: 'Encuestas', submodulos: [] }],
});

const CAMPAIGN: CampaignRead = {
  id: 7, name: 'Renovaciones', description: 'Pólizas por renovar', encargado: [{ id: 4, get_full_name: 'Ana Uno' }], users: [],
  account: null, closing_hours: 24, contacts_count: 0, autorizacion_datos: '',
  mensaje_fuera_horario: 'Estamos cerrados. Abrimos {proxima_apertura}.', sla_primera_respuesta_min: 30, sla_resolucion_min: 1440,
  encuesta_cierre: 11, asignacion_automatica: true, capacidad_agente: 3,
};

const survey = (id: number, name: string, campaign: number, medium: SurveyRead['survey_medium']): SurveyRead => ({
  id, name, survey_medium: medium, survey_type: medium, description: '', welcome_message: '', campaign, campaign_name: '',
  questions_count: 2, responses_count: 0, public_token: medium === 'telefonia' ? null : `token-${id}`, created_date: '2026-03-01',
});
/** Two surveys of the campaign answered by link, one it answers by phone, and one of another campaign. */
const SURVEYS: Paged<SurveyRead> = {
  count: 4, next: null, previous: null,
  results: [
    survey(12, 'Opinión general', 7, 'general'),
    survey(11, 'Satisfacción WhatsApp', 7, 'whatsapp'),
    survey(13, 'Encuesta telefónica', 7, 'telefonia'),
    survey(14, 'Otra campaña', 9, 'whatsapp'),
  ],
};

/** Every address the page asked, in order. */
const asked: string[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API: the campaign, its surveys and the pickers' lists; a write answers `onWrite`. Returns the writes sent. */
function stubApi(onWrite: () => Response = () => json({ ...CAMPAIGN, message: CAMPAIGN_MSG.updated }), me: Me = ADMIN) {
  const writes: { method: string; url: string; body: Record<string, unknown> }[] = [];
  asked.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    asked.push(url);
    if (method !== 'GET') {
      writes.push({ method, url, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return onWrite();
    }
    if (url.startsWith('/api/me/')) return json(me);
    if (url.startsWith('/api/campaign/campaign/7/')) return json(CAMPAIGN);
    if (url.startsWith('/api/survey/survey/')) {
      // The server filters by the campaign asked for.
      const campaign = Number(new URL(url, 'http://localhost').searchParams.get('campaign'));
      const results = SURVEYS.results.filter((s) => !campaign || s.campaign === campaign);
      return json({ ...SURVEYS, count: results.length, results });
    }
    if (url.startsWith('/api/users/FullList')) return json([{ id: 4, username: 'ana@atiende.co', get_full_name: 'Ana Uno', status: 'CONECTADO' }]);
    if (url.startsWith('/api/produccion/account/')) return json({ count: 0, next: null, previous: null, results: [] });
    return json({ count: 0, next: null, previous: null, results: [] });
  }));
  return writes;
}

function openPage(address: string, me: Me = ADMIN) {
  const session = signedInAs(me);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/campaign', element: <p>Lista de campañas</p> },
    { path: '/campaign/create', element: <CampaignCreatePage /> },
    { path: '/campaign/update/:id', element: <CampaignUpdatePage /> },
  ], { initialEntries: [address] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>{session(<RouterProvider router={router} />)}</QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

/** A field by its label; a required one's label ends in an asterisk. */
const field = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
/** Opens a select and returns its options. */
async function openOptions(label: string | RegExp): Promise<HTMLElement[]> {
  const input = field(label);
  fireEvent.click(input);
  const listbox = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`The options of ${String(label)} are not open`);
    return found;
  });
  return within(listbox).getAllByRole('option', { hidden: true });
}
async function choose(label: string | RegExp, option: string) {
  const found = (await openOptions(label)).find((element) => element.textContent === option);
  if (!found) throw new Error(`No option ${option} in ${String(label)}`);
  fireEvent.click(found);
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
/** The error Mantine shows under a field, found through the field's aria-describedby. */
const errorOf = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((element) => element?.id.endsWith('-error'))?.textContent ?? null;
};

describe('Niveles de servicio of the campaign form', () => {
  beforeAll(() => {
    // The texts grow with their content and listen for fonts loading, which happy-dom does not provide.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
    }
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the campaign’s service levels, offering only its surveys answered by link', async () => {
    stubApi();
    openPage('/campaign/update/7');
    expect(await screen.findByRole('heading', { name: 'Niveles de servicio' })).toBeTruthy();
    expect(field('Mensaje fuera de horario').value).toBe('Estamos cerrados. Abrimos {proxima_apertura}.');
    expect(screen.getByText('45/1000')).toBeTruthy();
    expect(field('Primera respuesta (minutos)').value).toBe('30');
    expect(field('Resolución (minutos)').value).toBe('1.440');
    expect((screen.getByRole('switch', { name: /^Asignación automática/ }) as HTMLInputElement).checked).toBe(true);
    expect(field('Conversaciones abiertas por agente').value).toBe('3');
    expect(field('Conversaciones abiertas por agente').disabled).toBe(false);
    await waitFor(() => expect(field('Encuesta de cierre').value).toBe('Satisfacción WhatsApp'));

    const options = (await openOptions('Encuesta de cierre')).map((option) => option.textContent);
    expect(options).toEqual(['Opinión general', 'Satisfacción WhatsApp']);
  });

  it('saves the fields, an emptied target as null, and the closing survey once it changes', async () => {
    const writes = stubApi();
    const router = openPage('/campaign/update/7');
    await screen.findByRole('heading', { name: 'Niveles de servicio' });
    await waitFor(() => expect(field('Encuesta de cierre').value).toBe('Satisfacción WhatsApp'));

    // The placeholder goes where the cursor is.
    type('Mensaje fuera de horario', 'Volvemos  con gusto.');
    field('Mensaje fuera de horario').setSelectionRange(9, 9);
    fireEvent.click(screen.getByRole('button', { name: 'Insertar {proxima_apertura}' }));
    expect(field('Mensaje fuera de horario').value).toBe('Volvemos {proxima_apertura} con gusto.');
    type('Primera respuesta (minutos)', '');
    type('Resolución (minutos)', '600');
    await choose('Encuesta de cierre', 'Opinión general');
    fireEvent.click(screen.getByRole('switch', { name: /^Asignación automática/ }));
    expect(field('Conversaciones abiertas por agente').disabled).toBe(true);
    save();

    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign'));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ method: 'PATCH', url: '/api/campaign/campaign/7/' });
    expect(writes[0]!.body).toEqual({
      name: 'Renovaciones', description: 'Pólizas por renovar', account: null, closing_hours: 24, autorizacion_datos: '',
      mensaje_fuera_horario: 'Volvemos {proxima_apertura} con gusto.', sla_primera_respuesta_min: null, sla_resolucion_min: 600,
      asignacion_automatica: false, capacidad_agente: 3, encuesta_cierre: 12,
    });
  });

  it('checks the targets with the shared schema before sending anything', async () => {
    const writes = stubApi();
    openPage('/campaign/update/7');
    await screen.findByRole('heading', { name: 'Niveles de servicio' });
    type('Primera respuesta (minutos)', '2000');
    type('Conversaciones abiertas por agente', '0');
    save();
    await waitFor(() => expect(errorOf('Primera respuesta (minutos)')).toBe(SERVICE_LEVEL_MSG.firstResponseRange));
    expect(errorOf('Conversaciones abiertas por agente')).toBe(SERVICE_LEVEL_MSG.capacityRange);
    expect(writes).toHaveLength(0);
  });

  it('shows the server’s field errors under their fields', async () => {
    const writes = stubApi(() => json({
      sla_resolucion_min: [SERVICE_LEVEL_MSG.resolutionRange], encuesta_cierre: [SERVICE_LEVEL_MSG.surveyNotByLink],
    }, 400));
    const router = openPage('/campaign/update/7');
    await screen.findByRole('heading', { name: 'Niveles de servicio' });
    await waitFor(() => expect(field('Encuesta de cierre').value).toBe('Satisfacción WhatsApp'));
    await choose('Encuesta de cierre', 'Opinión general');
    save();
    await waitFor(() => expect(errorOf('Resolución (minutos)')).toBe(SERVICE_LEVEL_MSG.resolutionRange));
    expect(errorOf('Encuesta de cierre')).toBe(SERVICE_LEVEL_MSG.surveyNotByLink);
    expect(field('Resolución (minutos)').getAttribute('aria-invalid')).toBe('true');
    expect(writes).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/campaign/update/7');
  });

  it('without access to the surveys the closing survey stays as it is and is not sent', async () => {
    const campaignsOnly = testUser([PERMISSIONS.campaignsManage, PERMISSIONS.campaignsView], {
      modules: [{ id: 1, name: 'Campañas', submodulos: [] }],
    });
    const writes = stubApi(undefined, campaignsOnly);
    const router = openPage('/campaign/update/7', campaignsOnly);
    await screen.findByRole('heading', { name: 'Niveles de servicio' });
    expect(screen.getByText('Para elegirla necesita acceso al módulo Encuestas.')).toBeTruthy();
    expect(field('Encuesta de cierre').disabled).toBe(true);
    type('Resolución (minutos)', '');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign'));
    expect(writes[0]!.body).toMatchObject({ sla_resolucion_min: null });
    expect(writes[0]!.body).not.toHaveProperty('encuesta_cierre');
    expect(asked.some((url) => url.startsWith('/api/survey/'))).toBe(false);
  });

  it('on create says the closing survey comes later and sends the other service levels', async () => {
    const writes = stubApi(() => json({ ...CAMPAIGN, message: CAMPAIGN_MSG.created }, 201));
    const router = openPage('/campaign/create');
    await screen.findByRole('heading', { name: 'Niveles de servicio' });
    expect(screen.getByText('Podrá elegirla cuando la campaña exista y tenga una encuesta por enlace.')).toBeTruthy();
    expect(field('Encuesta de cierre').disabled).toBe(true);
    expect((screen.getByRole('switch', { name: /^Asignación automática/ }) as HTMLInputElement).checked).toBe(false);
    expect(field('Conversaciones abiertas por agente').value).toBe('5');
    expect(field('Conversaciones abiertas por agente').disabled).toBe(true);

    type(/^Nombre/, 'Cobranza');
    type(/^Descripción/, 'Cartera vencida');
    await choose(/^Encargados/, 'Ana Uno');
    type('Primera respuesta (minutos)', '15');
    fireEvent.click(screen.getByRole('switch', { name: /^Asignación automática/ }));
    save();

    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign'));
    expect(writes[0]).toMatchObject({ method: 'POST', url: '/api/campaign/campaign/' });
    expect(writes[0]!.body).toMatchObject({
      name: 'Cobranza', encargado: [4], mensaje_fuera_horario: null, sla_primera_respuesta_min: 15, sla_resolucion_min: null,
      asignacion_automatica: true, capacidad_agente: 5,
    });
    expect(writes[0]!.body).not.toHaveProperty('encuesta_cierre');
  });
});
