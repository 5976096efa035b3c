import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { GestionesPorBot, GestionReportItem } from '@atiende/shared';
import { BotReportPage } from './BotReportPage';
import { openReport, stubApi } from './report-test-support';

const item = (id: number, contacto: string, type: string): GestionReportItem => ({
  id, contacto, campana: 'Ventas', estado: 'FINALIZADO', created_date: '2026-03-02T14:05:00Z', type,
});
const REPORT: GestionesPorBot = {
  gestiones_en_bot: 3, gestiones_fuera_bot: 1, gestiones: 4, fecha_inicio: '2026-03-01', fecha_fin: '2026-03-07',
  gestiones_en_bot_list: [item(1, 'Laura Pérez', 'WhatsApp'), item(2, 'Iván Ríos', 'WhatsApp')],
  gestiones_fuera_bot_list: [item(3, 'Sara Gil', 'Telefonía - Manual')],
};

const tableUnder = (title: string) => screen.getByRole('heading', { name: title }).closest('div')!.parentElement!;

describe('Ingresados al Bot', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('gives each slice its count and share, and lists each one with an eye per gestión and its own export', async () => {
    const calls = stubApi((url) => (url.startsWith('/api/contact/gestiones_por_bot/') ? REPORT : undefined), 'gestiones_por_bot');
    openReport('/report_for_bot', <BotReportPage />, '/report_for_bot?fecha_inicio=2026-03-01&fecha_fin=2026-03-07&campaign=3');
    expect(await screen.findByText('En el bot: 3 (75 %)')).toBeTruthy();
    expect(screen.getByText('Fuera del bot: 1 (25 %)')).toBeTruthy();

    const inBot = tableUnder('Gestiones en el bot');
    expect(within(inBot).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Laura Pérez', 'Iván Ríos']);
    expect(within(inBot).getByRole('button', { name: /gestión 2/ })).toBeTruthy();
    // The list holds the newest two of three.
    expect(within(inBot).getByText('Se muestran las 2 más recientes de 3.')).toBeTruthy();
    expect(within(inBot).getByRole('button', { name: 'Exportar en el bot' })).toBeTruthy();

    const outOfBot = tableUnder('Gestiones fuera del bot');
    expect(within(outOfBot).getByText('Sara Gil')).toBeTruthy();
    expect(within(outOfBot).getByText('Telefonía - Manual')).toBeTruthy();
    expect(within(outOfBot).queryByText(/Se muestran/)).toBeNull();
    expect(calls()).toEqual(['/api/contact/gestiones_por_bot/?fecha_inicio=2026-03-01&fecha_fin=2026-03-07&campaign=3']);
  });
});
