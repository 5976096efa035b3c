import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { GestionesPorHora, GestionListItem } from '@atiende/shared';
import { GestionesHourPage, WhatsAppHourPage } from './GestionesHourPage';
import { openReport, stubApi } from './report-test-support';

const slots = Array.from({ length: 24 }, (_, hour) => ({ hora: `${String(hour).padStart(2, '0')}:00`, contador: hour === 9 ? 2 : hour === 15 ? 1 : 0 }));
const REPORT: GestionesPorHora = { slots, total_gestiones: 3 };
const gestion = (id: number, contacto: string): GestionListItem => ({
  id, created_date: '2026-03-02T14:05:00Z', campaign: 'Ventas', phone: null, type: 'WhatsApp', calificacion: null, descripcion: null,
  agent: 'Ana', estado: 'FINALIZADO', contacto, contacto_id: id + 100,
});

const stub = () => stubApi((url) => (url.startsWith('/api/contact/gestiones_por_hora/detalle/') ? [gestion(1, 'Laura Pérez'), gestion(2, 'Iván Ríos')]
  : url.startsWith('/api/contact/gestiones_por_hora/') ? REPORT : undefined), 'gestiones_por_hora');

describe('the hourly report', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('has a button per hour with gestiones that lists that hour’s gestiones with the filters applied', async () => {
    const calls = stub();
    openReport('/report_for_hour', <GestionesHourPage />, '/report_for_hour?fecha_inicio=2026-03-02&fecha_fin=2026-03-08&estado=FINALIZADO&type=WhatsApp');
    const buttons = within(await screen.findByRole('group', { name: 'Ver gestiones por hora' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['09:00 (2)', '15:00 (1)']);
    expect(screen.getByText('Total de gestiones: 3')).toBeTruthy();
    expect(screen.getAllByLabelText('Tipo').length).toBeGreaterThan(0);

    fireEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Gestiones de las 09:00' });
    expect(await within(dialog).findByText('Laura Pérez')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /gestión 2/ })).toBeTruthy();
    expect(calls()).toEqual([
      '/api/contact/gestiones_por_hora/?fecha_inicio=2026-03-02&fecha_fin=2026-03-08&estado=FINALIZADO&type=WhatsApp',
      '/api/contact/gestiones_por_hora/detalle/?fecha_inicio=2026-03-02&fecha_fin=2026-03-08&estado=FINALIZADO&type=WhatsApp&hora=9',
    ]);
  });

  it('asks only for WhatsApp on its WhatsApp variant, which has no channel filter', async () => {
    const calls = stub();
    openReport('/reports/whatsapp', <WhatsAppHourPage />, '/reports/whatsapp?fecha_inicio=2026-03-02&fecha_fin=2026-03-02&type=Telefon%C3%ADa+-+Manual');
    expect(await screen.findByRole('heading', { name: 'Reporte de WhatsApp por hora' })).toBeTruthy();
    await screen.findByRole('group', { name: 'Ver gestiones por hora' });
    expect(screen.queryAllByLabelText('Tipo')).toEqual([]);
    expect(screen.getAllByLabelText('Estado').length).toBeGreaterThan(0);
    expect(calls()).toEqual(['/api/contact/gestiones_por_hora/?fecha_inicio=2026-03-02&fecha_fin=2026-03-02&type=WhatsApp']);
  });
});
