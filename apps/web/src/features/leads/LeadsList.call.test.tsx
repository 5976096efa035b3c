import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { PERMISSIONS, type LeadListItem, type Me, type Paged } from '@atiende/shared';
import { registerDialer, type DialRequest } from '../../app/layout/softphone-dial';
import { signedInAs, testUser } from '../../app/session-test-support';
import { callRequest } from '../telephony/call-status';
import { LeadsList } from './LeadsList';

const AGENT = testUser([PERMISSIONS.leadsView, PERMISSIONS.telephonyUse]);

const lead = (id: number, values: Partial<LeadListItem> = {}): LeadListItem => ({
  id, tipo: 'event', source: 'Formulario web', created_date: '2026-03-02T14:05:00Z', estado: 'PENDIENTE',
  contact: { id: 30 + id, first_name: 'Carla', full_name: `Carla Cliente ${id}`, phone: [{ telefono: '+573001112233' }], email: [] },
  campaign: null, agent: [['Ana Uno', 4]], metadata: {}, observaciones: '', fecha_vencimiento: null, vencido: false, gestion_contacto: null,
  ...values,
});

interface Asked {
  method: string;
  url: string;
  body: unknown;
}

/** The API as the list meets it; answers what was asked so far, in order. */
function stubApi(me: Me, leads: LeadListItem[]): Asked[] {
  const asked: Asked[] = [];
  const page: Paged<LeadListItem> = { count: leads.length, next: null, previous: null, results: leads };
  const answer = (url: string) => {
    if (url.startsWith('/api/me/')) return me;
    if (url.startsWith('/api/leads/leads/?')) return page;
    if (url.includes('/cambiar_estado/')) return { message: 'Lead iniciado' };
    if (url.startsWith('/api/issabel/estado/')) return { ami: 'conectado', llamada: null };
    return [];
  };
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    asked.push({ method: init?.method ?? 'GET', url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(answer(String(url))), { headers: { 'content-type': 'application/json' } });
  }));
  return asked;
}

function openList(me: Me) {
  const session = signedInAs(me);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/leads', element: <LeadsList tipo="event" /> }], { initialEntries: ['/leads'] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        {session(<RouterProvider router={router} />)}
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("a lead's phone", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is called from its number, for the lead\'s contact, after the PENDIENTE lead is started', async () => {
    const asked = stubApi(AGENT, [lead(1)]);
    const dialed: DialRequest[] = [];
    const release = registerDialer(async (request) => {
      dialed.push(request);
      return true;
    });
    try {
      openList(AGENT);
      const call = await screen.findByRole('button', { name: 'Llamar a 300 111 2233' });
      await waitFor(() => expect((call as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(call);
      await waitFor(() => expect(dialed).toEqual([{ shown: '3001112233', dialed: '573001112233', contacto: 31 }]));
      // The lead was started first, as its chat or the row's 'Llamar' start it.
      expect(asked.filter((request) => request.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/leads/leads/1/cambiar_estado/', body: { accion: 'INICIAR' } },
      ]);
    } finally {
      release();
    }
  });

  it("is called the same way from the row's 'Llamar', without starting a lead already in process", async () => {
    const asked = stubApi(AGENT, [lead(2, { estado: 'EN_PROCESO' })]);
    const dialed: DialRequest[] = [];
    const release = registerDialer(async (request) => {
      dialed.push(request);
      return true;
    });
    try {
      openList(AGENT);
      fireEvent.click(await screen.findByRole('button', { name: 'Llamar a Carla Cliente 2' }));
      await waitFor(() => expect(dialed).toEqual([{ shown: '3001112233', dialed: '573001112233', contacto: 32 }]));
      expect(asked.filter((request) => request.method === 'POST')).toEqual([]);
    } finally {
      release();
    }
  });

  it('is not offered to who may not call', async () => {
    const noPhone = testUser([PERMISSIONS.leadsView]);
    stubApi(noPhone, [lead(1)]);
    openList(noPhone);
    expect(await screen.findByText('300 111 2233')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Llamar a 300 111 2233' })).toBeNull();
  });

  it('asks the softphone for the contact only when there is one', () => {
    expect(callRequest('+573001112233', 31)).toEqual({ shown: '3001112233', dialed: '573001112233', contacto: 31 });
    expect(callRequest('+573001112233')).toEqual({ shown: '3001112233', dialed: '573001112233' });
    expect(callRequest('+13055550199', null)).toEqual({ shown: '13055550199', dialed: '13055550199' });
  });
});
