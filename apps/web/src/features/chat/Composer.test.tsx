import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ConversationRead } from '@atiende/shared';
import { ApiError, setAccessToken } from '../../app/api';
import { Composer, type ComposerTemplates } from './Composer';

const CONVERSATION = { id: 9, type: 'WhatsApp', phone: '573001112233', campaign: { id: 4, name: 'Ventas' }, plantilla_requerida: false } as ConversationRead;
const TEMPLATE = {
  id: 31, name: 'pedido_listo', body: 'Hola {{1}}, su pedido está *listo*.', variables: 1, type_template: null, fileName: null, campaign: [4],
  campaigns: [], file: null, languaje_code: 'es', category: 'UTILITY', status: 'APPROVED', estados: [], created_date: '2026-11-27T00:00:00Z',
};

function renderComposer(templates: ComposerTemplates, onSendText: (text: string) => Promise<void>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const draw = (next: ComposerTemplates) => (
    <MantineProvider>
      <QueryClientProvider client={client}>
        <Composer disabled={false} disabledHint="" shortcuts={[]} templates={next} onSendText={onSendText} onSendFile={async () => {}} onNote={() => {}} />
      </QueryClientProvider>
    </MantineProvider>
  );
  const view = render(draw(templates));
  return { rerender: (next: ComposerTemplates) => view.rerender(draw(next)) };
}

const box = () => screen.getByRole('textbox', { name: 'Mensaje' });
const picker = () => screen.queryByRole('region', { name: 'Plantillas de WhatsApp' });

describe('the composer where WhatsApp takes only templates', () => {
  beforeEach(() => {
    // The message box grows with its text and listens for fonts loading, which happy-dom does not provide.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
    }
    setAccessToken('header.e30.signature');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify([TEMPLATE]), { headers: { 'content-type': 'application/json' } })));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps a text refused with window_closed in the box and opens the templates', async () => {
    const refused = new ApiError(409, { detail: 'Pasaron más de 24 horas…' }, 'window_closed');
    const onSendText = vi.fn(async () => { throw refused; });
    renderComposer({ conversation: CONVERSATION, required: false, offered: false, onSend: async () => {} }, onSendText);
    expect(picker()).toBeNull();
    fireEvent.change(box(), { target: { value: 'Hola, ¿sigue interesado?' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(picker()).not.toBeNull());
    expect(onSendText).toHaveBeenCalledWith('Hola, ¿sigue interesado?');
    expect(box()).toHaveProperty('value', 'Hola, ¿sigue interesado?');
    // The templates take the focus, so the keyboard goes on from there.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Plantilla' })));
  });

  it('offers only templates while required, and the usual composer once the customer writes back', async () => {
    const onSendText = vi.fn(async () => {});
    const { rerender } = renderComposer({ conversation: CONVERSATION, required: true, offered: false, onSend: async () => {} }, onSendText);
    expect(screen.getByTestId('closed-window').textContent).toContain('La ventana de 24 horas de WhatsApp está cerrada');
    fireEvent.change(box(), { target: { value: 'Texto que espera' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSendText).not.toHaveBeenCalled();
    expect(screen.getByTestId('unsent-text')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', true);

    rerender({ conversation: { ...CONVERSATION, plantilla_requerida: false }, required: false, offered: false, onSend: async () => {} });
    expect(picker()).toBeNull();
    expect(screen.queryByTestId('closed-window')).toBeNull();
    expect(box()).toHaveProperty('value', 'Texto que espera');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(onSendText).toHaveBeenCalledWith('Texto que espera'));
  });

  it('says where templates come from when the campaign has none approved', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })));
    renderComposer({ conversation: CONVERSATION, required: true, offered: false, onSend: async () => {} }, async () => {});
    await waitFor(() => expect(screen.getByTestId('no-templates').textContent).toContain('Leads › DIFUSIÓN › Crear Templates'));
    expect(screen.getByTestId('no-templates').textContent).toContain('La campaña Ventas no tiene plantillas aprobadas');
  });
});
