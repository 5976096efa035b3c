import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BROADCAST_MSG, type MassSendResult } from '@atiende/shared';
import { setAccessToken } from '../../app/api';
import { ConfirmationsUploadModal } from './ConfirmationsUploadModal';

const result = (status: MassSendResult['status'], procesadas: number): MassSendResult => ({
  id: 41, status, message: status === 'FINALIZADO' ? BROADCAST_MSG.uploadDone : BROADCAST_MSG.uploadPending,
  error: status === 'FINALIZADO' ? '1 fila no se envió: vea no_enviados.' : null, total: 150, procesadas,
  enviados: status === 'FINALIZADO' ? [{ fila: 2, nombre: 'Carla', telefono: '573101234567' }] : [],
  no_enviados: status === 'FINALIZADO' ? [{ fila: 3, nombre: 'Luis', telefono: '', error: 'Sin teléfono' }] : [],
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderModal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ConfirmationsUploadModal opened onClose={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function sendFile() {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], 'confirmaciones.xlsx')] } });
  fireEvent.click(await screen.findByRole('button', { name: 'Generar' }));
}

describe('Subir Confirmaciones', () => {
  beforeEach(() => setAccessToken('header.e30.signature'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('follows a file sent in the background until it is done, then lists the rows not sent with their reason', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (init?.method === 'POST') return json(result('EN_PROCESO', 20), 202);
      return json(result('FINALIZADO', 150));
    }));
    renderModal();
    await sendFile();
    await waitFor(() => expect(screen.getByText(BROADCAST_MSG.uploadDone)).toBeTruthy());
    expect(screen.getByText('Enviados: 1. No enviados: 1.')).toBeTruthy();
    expect(screen.getByText('Luis: Sin teléfono')).toBeTruthy();
    expect(calls).toContain('GET /api/leads/campaign_broadcasts/send_confirmacion_servicio/41/');
  });

  it('says why a file was refused under the title Error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ detail: 'Faltan columnas en el archivo: Plantilla.' }, 400)));
    renderModal();
    await sendFile();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Faltan columnas en el archivo: Plantilla.');
  });
});
