import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { SupervisionRow } from '@atiende/shared';
import { setAccessToken } from '../../app/api';
import { SpyMenu } from './SpyMenu';

const AGENT = { id: 42, full_name: 'Ana Llamadas', status: 'CONECTADO' } as SupervisionRow;

describe('joining an agent\'s call from the supervision report', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks the PBX for the chosen mode and says what will happen', async () => {
    setAccessToken('header.e30.signature');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ detail: 'Su extensión timbrará para escuchar la llamada del agente.' }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    render(<MantineProvider><Notifications /><SpyMenu agent={AGENT} /></MantineProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Supervisar la llamada de Ana Llamadas' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Susurrar al agente' }));
    expect(await screen.findByText('Su extensión timbrará para escuchar la llamada del agente.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/issabel/spy/');
    expect(JSON.parse(String(init.body))).toEqual({ agent: 42, modo: 'susurrar' });
  });

  it('is not offered for an agent who is signed out', () => {
    render(<MantineProvider><SpyMenu agent={{ ...AGENT, status: 'DESCONECTADO' }} /></MantineProvider>);
    expect((screen.getByRole('button', { name: 'Supervisar la llamada de Ana Llamadas' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
