import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { PERMISSIONS, type Me, type NotificationRead, type NotificationsPage, type UserListItem } from '@atiende/shared';
import { signedInAs, testUser } from '../../app/session-test-support';
import { NotificationsDrawer, NotificationsMenu } from './NotificationsMenu';
import { appPath, announcedId, useNotificationsSocket } from './notifications.api';
import { bellLabel, timeAgo } from './notifications.format';
import { FakeSocket } from '../../app/realtime/fake-socket.test-support';

// The whole suite runs in parallel: a read and a render may take longer than the default second.
configure({ asyncUtilTimeout: 4000 });

const AGENT = testUser([]);
const ADMIN = testUser([PERMISSIONS.usersView]);
const NOW = Date.parse('2026-11-28T15:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

const notification = (id: number, changes: Partial<NotificationRead> = {}): NotificationRead => ({
  id, tipo: 'sla_vencido', titulo: `Aviso ${id}`, mensaje: `Mensaje ${id}`, enlace: null, creada: minutesAgo(id), leida: true, ...changes,
});

interface Server {
  me: Me;
  page: NotificationsPage;
  pending: UserListItem[];
  /** The POSTs received, by path. */
  posts: string[];
}

let server: Server;

function stubServer(me: Me, results: NotificationRead[], pending: UserListItem[] = []) {
  server = { me, page: { count: results.length, next: null, previous: null, results, no_leidas: results.filter((n) => !n.leida).length }, pending, posts: [] };
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const path = String(url);
    if (init?.method === 'POST') {
      server.posts.push(path);
      if (path === '/api/notifications/leer_todas/') {
        const marcadas = server.page.no_leidas;
        server.page = { ...server.page, results: server.page.results.map((n) => ({ ...n, leida: true })), no_leidas: 0 };
        return json({ detail: 'Se marcaron todas las notificaciones como leídas.', marcadas });
      }
      const id = Number(/\/api\/notifications\/(\d+)\/leida\//.exec(path)?.[1]);
      server.page = {
        ...server.page,
        results: server.page.results.map((n) => (n.id === id ? { ...n, leida: true } : n)),
        no_leidas: server.page.results.filter((n) => !n.leida && n.id !== id).length,
      };
      return json({ detail: 'Notificación marcada como leída.' });
    }
    if (path.startsWith('/api/me/')) return json(server.me);
    if (path.startsWith('/api/notifications/')) return json(server.page);
    if (path.startsWith('/api/users/user_por_vincular/')) return json(server.pending);
    return new Response('{}', { status: 404 });
  }));
}

/** The bell as the top bar has it: the menu, and the socket that keeps it live. */
function Bell() {
  useNotificationsSocket();
  return <NotificationsMenu />;
}

/** The phone's drawer, open. */
function PhoneBell() {
  const [opened, setOpened] = useState(true);
  return opened ? <NotificationsDrawer opened onClose={() => setOpened(false)} /> : <p>Cajón cerrado</p>;
}

function openBell(me: Me, bell = <Bell />) {
  const session = signedInAs(me);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The bell stays on every screen, as in the app's top bar.
  const router = createMemoryRouter([
    { path: '/', element: <>{bell}<Outlet /></>, children: [{ path: '*', element: <p>Una pantalla</p> }] },
  ], { initialEntries: ['/dashboard'] });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>{session(<RouterProvider router={router} />)}</QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const bell = (name: string | RegExp) => screen.findByRole('button', { name });
/**
 * The open menu's items, found also once Mantine hides the dropdown: it hides a dropdown whose target looks detached,
 * which every element looks like in happy-dom (no layout).
 */
const HIDDEN = { hidden: true } as const;

describe('La campana de notificaciones', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    FakeSocket.created = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('counts the unread notifications and lists the newest five, unread ones marked', async () => {
    stubServer(AGENT, [
      notification(3, { titulo: 'SLA vencido', mensaje: 'La conversación con Carla Cliente superó la primera respuesta.', leida: false }),
      notification(4, { leida: false }), notification(5), notification(6), notification(7), notification(8),
    ]);
    openBell(AGENT);
    fireEvent.click(await bell('Notificaciones (2)'));
    const items = await screen.findAllByRole('menuitem', HIDDEN);
    expect(items).toHaveLength(6); // five notifications and 'Marcar todas como leídas'
    expect(items[0]!.textContent).toBe('Sin leer: SLA vencidoLa conversación con Carla Cliente superó la primera respuesta.hace 3 min');
    // The titulo in bold.
    expect(within(items[0]!).getByText('SLA vencido').style.fontWeight).toBe('700');
    expect(items[0]!.getAttribute('data-unread')).toBe('true');
    expect(items[2]!.getAttribute('data-unread')).toBeNull();
    expect(items[2]!.textContent).not.toContain('Sin leer');
    expect(screen.queryByText('Aviso 8')).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Marcar todas como leídas', hidden: true })).toBeTruthy();
    // Without the permission to manage users, nothing of the users without a role.
    expect(screen.queryByText('Ver todas')).toBeNull();
  });

  it('marks a notification read and goes where it leads', async () => {
    stubServer(AGENT, [notification(9, { enlace: '/chat/42', leida: false }), notification(10)]);
    const router = openBell(AGENT);
    fireEvent.click(await bell('Notificaciones (1)'));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Aviso 9/, hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/42'));
    expect(server.posts).toEqual(['/api/notifications/9/leida/']);
    expect(await bell('Notificaciones')).toBeTruthy();
  });

  it('does not follow a link out of the app, nor mark again what was read', async () => {
    stubServer(AGENT, [notification(11, { enlace: '//otro-sitio.example/chat' })]);
    const router = openBell(AGENT);
    fireEvent.click(await bell('Notificaciones'));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Aviso 11/, hidden: true }));
    await waitFor(() => expect(screen.queryAllByRole('menuitem', HIDDEN)).toHaveLength(0));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(server.posts).toEqual([]);
  });

  it('marks them all read', async () => {
    stubServer(AGENT, [notification(1, { leida: false }), notification(2, { leida: false })]);
    openBell(AGENT);
    fireEvent.click(await bell('Notificaciones (2)'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Marcar todas como leídas', hidden: true }));
    expect(await bell('Notificaciones')).toBeTruthy();
    expect(server.posts).toEqual(['/api/notifications/leer_todas/']);
  });

  it('adds the users waiting for a role for who manages users, and keeps their items', async () => {
    stubServer(ADMIN, [notification(1, { leida: false })], [{ id: 31, username: 'mariana@atiende.co', get_full_name: 'Mariana Quintero', status: 'DESCONECTADO' }]);
    const router = openBell(ADMIN);
    fireEvent.click(await bell('Notificaciones (2)'));
    expect(await screen.findByRole('menuitem', { name: /Aviso 1/, hidden: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: /Mariana Quintero/, hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rol/update_rol/31'));
  });

  it('lists the same in a drawer on a phone, which closes on the way', async () => {
    stubServer(ADMIN, [notification(9, { enlace: '/chat/42', leida: false }), notification(10)],
      [{ id: 31, username: 'mariana@atiende.co', get_full_name: 'Mariana Quintero', status: 'DESCONECTADO' }]);
    const router = openBell(ADMIN, <PhoneBell />);
    const drawer = await screen.findByRole('dialog', { name: 'Notificaciones (2)' });
    expect(within(drawer).getByRole('button', { name: 'Marcar todas como leídas' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: /Mariana Quintero/ }).getAttribute('href')).toBe('/rol/update_rol/31');
    fireEvent.click(within(drawer).getByRole('button', { name: /Sin leer: Aviso 9/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/42'));
    expect(await screen.findByText('Cajón cerrado')).toBeTruthy();
    await waitFor(() => expect(server.posts).toEqual(['/api/notifications/9/leida/']));
  });

  it('says when there is nothing', async () => {
    stubServer(AGENT, []);
    openBell(AGENT);
    fireEvent.click(await bell('Notificaciones'));
    expect(await screen.findByText('No hay notificaciones')).toBeTruthy();
  });

  it('reads them again on each frame of the socket and shows the new one as a toast', async () => {
    stubServer(AGENT, []);
    openBell(AGENT);
    await bell('Notificaciones');
    await waitFor(() => expect(FakeSocket.created).toHaveLength(1));
    const socket = FakeSocket.created[0]!;
    expect(socket.url).toMatch(/\/ws\/notifications\/\?token=/);
    act(() => socket.open());
    server.page = {
      ...server.page, count: 1, no_leidas: 1,
      results: [notification(12, { titulo: 'SLA vencido', mensaje: 'La conversación con Beto Dos superó la resolución.', leida: false })],
    };
    act(() => socket.frame({ type: 'notificacion', id: 12 }));
    expect(await bell('Notificaciones (1)')).toBeTruthy();
    expect(await screen.findByText('La conversación con Beto Dos superó la resolución.')).toBeTruthy();
    expect(screen.getByText('SLA vencido')).toBeTruthy();
    // Another kind of frame is not a notification, and one already shown is not shown again.
    act(() => socket.frame({ type: 'otra_cosa', id: 13 }));
    act(() => socket.frame({ type: 'notificacion', id: 12 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('SLA vencido')).toHaveLength(1);
  });

  it('toasts each of a burst of notifications with its own text', async () => {
    stubServer(AGENT, []);
    openBell(AGENT);
    await bell('Notificaciones');
    await waitFor(() => expect(FakeSocket.created).toHaveLength(1));
    const socket = FakeSocket.created[0]!;
    act(() => socket.open());
    const arrive = (...ids: number[]) => {
      const results = [...ids.map((id) => notification(id, { mensaje: `La conversación ${id} superó la primera respuesta.`, leida: false })), ...server.page.results];
      server.page = { ...server.page, count: results.length, results, no_leidas: results.filter((n) => !n.leida).length };
    };
    arrive(20);
    act(() => socket.frame({ type: 'notificacion', id: 20 }));
    // The second comes while the first is being read: the read under way does not have it, the next one does.
    arrive(21);
    act(() => socket.frame({ type: 'notificacion', id: 21 }));
    expect(await screen.findByText('La conversación 20 superó la primera respuesta.')).toBeTruthy();
    expect(await screen.findByText('La conversación 21 superó la primera respuesta.')).toBeTruthy();
    expect(await bell('Notificaciones (2)')).toBeTruthy();
    expect(screen.queryByText('Tiene una notificación nueva.')).toBeNull();
  });
});

describe('notifications helpers', () => {
  it('tells how long ago', () => {
    expect(timeAgo(minutesAgo(0.5), NOW)).toBe('hace un momento');
    expect(timeAgo(minutesAgo(3), NOW)).toBe('hace 3 min');
    expect(timeAgo(minutesAgo(125), NOW)).toBe('hace 2 h');
    expect(timeAgo(minutesAgo(60 * 30), NOW)).toBe('hace 1 día');
    expect(timeAgo(minutesAgo(60 * 24 * 3), NOW)).toBe('hace 3 días');
    expect(timeAgo(minutesAgo(60 * 24 * 10), NOW)).toMatch(/^\d{2}\/11\/2026$/);
  });

  it('names the bell with its count', () => {
    expect(bellLabel(0)).toBe('Notificaciones');
    expect(bellLabel(4)).toBe('Notificaciones (4)');
  });

  it('follows only paths of the app', () => {
    expect(appPath('/chat/42')).toBe('/chat/42');
    expect(appPath('//evil.example/x')).toBeNull();
    expect(appPath('/\\evil.example')).toBeNull();
    expect(appPath('https://evil.example')).toBeNull();
    expect(appPath(null)).toBeNull();
  });

  it('reads the id of a notificacion frame only', () => {
    expect(announcedId({ type: 'notificacion', id: 5 })).toBe(5);
    expect(announcedId({ type: 'notificacion', id: '5' })).toBeNull();
    expect(announcedId({ type: 'chat', id: 5 })).toBeNull();
    expect(announcedId(null)).toBeNull();
  });
});
