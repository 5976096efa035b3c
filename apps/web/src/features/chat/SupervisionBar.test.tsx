import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CHAT_MSG, NO_SLA, PERMISSIONS, type ConversationRead, type Me } from '@atiende/shared';
import { setAccessToken } from '../../app/api';
import { ConversationView } from './ConversationView';
import { isSupervising } from './SupervisionBar';

const signedIn = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('../../app/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../app/auth')>()),
  useMe: () => signedIn.user,
}));
// The conversation's live socket is not part of what is checked here.
vi.mock('../../app/realtime/socket', () => ({ connectSocket: () => ({ close() {}, send() {} }) }));

const SUPERVISOR = 7;
const AGENT = { id: 3, get_full_name: 'Aura Agente' };

const me = (id: number, permissions: string[]): Me => ({
  id, username: `u${id}@atiende.co`, email: `u${id}@atiende.co`, first_name: 'Sara', last_name: 'Supervisora', get_full_name: 'Sara Supervisora',
  groups: [], roles: [], user_permissions: permissions, status: 'CONECTADO', image: null, contactType: null, documentType: null,
  documentNumber: null, gender: null, birth_date: null, city: null, modules: [], session: {} as Me['session'],
});
const SUPERVISOR_PERMISSIONS = [PERMISSIONS.chatUse, PERMISSIONS.chatConfigure, PERMISSIONS.gestionesViewAll];

const conversation = (agent: ConversationRead['agent'], changes: Partial<ConversationRead> = {}): ConversationRead => ({
  id: 9, type: 'WhatsApp', estado: 'EN_GESTION', phone: '573001112233', creado: '2026-11-28T15:00:00Z',
  contacto: { contact_id: 21, contact_name: 'Rosa Cliente' }, campaign: { id: 4, name: 'Ventas' }, agent, prioridad: 'BAJO',
  waiting_since: null, message_received: 1, ultimo_message: { kind: 'text', content: 'Hola', from_me: false }, gestion: null, no_leidos: 2,
  cerrado: null, plantilla_requerida: false, fuera_horario: false, sla: NO_SLA, ...changes,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the conversation screen reads it; `takeOver` answers POST tomar_control/. */
function serve(shown: ConversationRead, takeOver: () => Response) {
  let current = shown;
  const calls: { method: string; url: string }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    if (url.includes('/tomar_control/')) {
      const answer = takeOver();
      if (answer.ok) current = conversation({ id: SUPERVISOR, get_full_name: 'Sara Supervisora' });
      return answer;
    }
    if (url.includes('/whatsapp/message/contact_messages/')) return json({ conversation: current, results: [], before: null });
    if (url.includes('/leido/')) return json({ conversation: current });
    if (url.includes('/conversation/historial/')) return json({ results: [] });
    if (url.includes('/whatsapp/atajos/')) return json([]);
    return json({ detail: 'No encontrado.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderView(user: Me) {
  signedIn.user = user;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <ConversationView conversationId={9} elevated onLeave={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const bar = () => screen.queryByRole('region', { name: 'Supervisión de la conversación' });
const messageBox = () => screen.queryByRole('textbox', { name: 'Mensaje' });

describe('a supervisor reading an agent\'s conversation (Supervisando)', () => {
  beforeEach(() => {
    // The message box grows with its text and listens for fonts loading, which happy-dom does not provide.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
    }
    setAccessToken('header.e30.signature');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the Supervisando bar instead of the message box, and marks nothing read', async () => {
    const calls = serve(conversation(AGENT), () => json({}));
    renderView(me(SUPERVISOR, SUPERVISOR_PERMISSIONS));
    await waitFor(() => expect(bar()).not.toBeNull());
    expect(bar()!.textContent).toContain('Supervisando la conversación de Aura Agente. El cliente no ve las notas.');
    expect(screen.getByTestId('supervising-badge').textContent).toBe('Supervisando');
    expect(messageBox()).toBeNull();
    expect(within(bar()!).getByRole('button', { name: 'Nota interna' })).toBeTruthy();
    // Typifying would close the agent's conversation under them.
    expect((screen.getByRole('button', { name: 'Crear' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((call) => call.url.includes('/leido/'))).toBe(false);
  });

  it('opens the internal note from the bar', async () => {
    serve(conversation(AGENT), () => json({}));
    renderView(me(SUPERVISOR, SUPERVISOR_PERMISSIONS));
    await waitFor(() => expect(bar()).not.toBeNull());
    fireEvent.click(within(bar()!).getByRole('button', { name: 'Nota interna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nota interna' });
    expect(within(dialog).getByRole('textbox', { name: 'Nota' })).toBeTruthy();
  });

  it('is not shown in the supervisor\'s own conversation: the message box is', async () => {
    const calls = serve(conversation({ id: SUPERVISOR, get_full_name: 'Sara Supervisora' }), () => json({}));
    renderView(me(SUPERVISOR, SUPERVISOR_PERMISSIONS));
    await waitFor(() => expect(messageBox()).not.toBeNull());
    expect(bar()).toBeNull();
    expect(screen.queryByTestId('supervising-badge')).toBeNull();
    // Unlike an agent's conversation, one's own unread messages are marked read.
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', url: '/api/conversation/9/leido/' }));
  });

  it('is not shown to an agent of the campaign: the screen stays as it was', async () => {
    serve(conversation(AGENT), () => json({}));
    renderView(me(11, [PERMISSIONS.chatUse]));
    await waitFor(() => expect(messageBox()).not.toBeNull());
    expect(bar()).toBeNull();
  });

  it('asks before taking control, calls tomar_control and then gives the message box', async () => {
    const calls = serve(conversation(AGENT), () => json({ conversation: conversation({ id: SUPERVISOR, get_full_name: 'Sara Supervisora' }), detail: CHAT_MSG.takenOver }));
    renderView(me(SUPERVISOR, SUPERVISOR_PERMISSIONS));
    await waitFor(() => expect(bar()).not.toBeNull());
    fireEvent.click(within(bar()!).getByRole('button', { name: 'Tomar el control' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tomar el control de la conversación' });
    expect(dialog.textContent).toContain('Aura Agente recibirá un aviso de que tomaste el control.');
    expect(calls.some((call) => call.url.includes('/tomar_control/'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tomar el control' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', url: '/api/conversation/9/tomar_control/' }));
    expect(await screen.findByText(CHAT_MSG.takenOver)).toBeTruthy();
    await waitFor(() => expect(messageBox()).not.toBeNull());
    expect(bar()).toBeNull();
  });

  it('says the server\'s reason when taking control is refused', async () => {
    serve(conversation(AGENT), () => json({ detail: CHAT_MSG.notOpen }, 409));
    renderView(me(SUPERVISOR, SUPERVISOR_PERMISSIONS));
    await waitFor(() => expect(bar()).not.toBeNull());
    fireEvent.click(within(bar()!).getByRole('button', { name: 'Tomar el control' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tomar el control de la conversación' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tomar el control' }));
    expect(await screen.findByText(CHAT_MSG.notOpen)).toBeTruthy();
    expect(bar()).not.toBeNull();
  });
});

describe('isSupervising', () => {
  it('holds only for an open conversation of someone else, for who sees every agent\'s', () => {
    expect(isSupervising(conversation(AGENT), SUPERVISOR, true)).toBe(true);
    expect(isSupervising(conversation(AGENT), SUPERVISOR, false)).toBe(false);
    expect(isSupervising(conversation({ id: SUPERVISOR, get_full_name: 'Sara' }), SUPERVISOR, true)).toBe(false);
    expect(isSupervising(conversation(null, { estado: 'EN_ESPERA' }), SUPERVISOR, true)).toBe(false);
    expect(isSupervising(conversation(AGENT, { estado: 'FINALIZADA' }), SUPERVISOR, true)).toBe(false);
  });
});
