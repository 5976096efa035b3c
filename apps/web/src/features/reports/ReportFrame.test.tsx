import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REPORT_MSG, type CampaignReport } from '@atiende/shared';
import { CampaignReportPage } from './CampaignReportPage';
import { openReport, stubApi } from './report-test-support';

const row = { campaign_id: 3, campana: 'Ventas', gestiones: 10, finalizadas: 6, vencidas: 2, abiertas: 2, tipificadas: 7, tasa_contacto: 70, tasa_vencimiento: 25 };
const REPORT: CampaignReport = {
  filas: [{ ...row, resultados: [{ nombre: 'Venta', total: 5 }, { nombre: 'No contesta', total: 2 }] }],
  totales: { gestiones: 10, finalizadas: 6, vencidas: 2, abiertas: 2, tipificadas: 7, tasa_contacto: 70, tasa_vencimiento: 25 },
};

const stub = (report: CampaignReport) => stubApi((url) => (url.startsWith('/api/reports/campanas/') ? report : undefined), '/api/reports/');
const open = (address: string) => openReport('/reports/campaign-report', <CampaignReportPage />, address);
const exportButton = () => screen.getByRole('button', { name: 'Exportar a Excel' }) as HTMLButtonElement;

describe('a report page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks nothing without a range, and says so on Consultar', async () => {
    const reportCalls = stub(REPORT);
    open('/reports/campaign-report');
    expect(screen.getByText('Elija un rango de fechas y pulse Consultar.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REPORT_MSG.dateRangeRequired);
    expect(exportButton().disabled).toBe(true);
    expect(reportCalls()).toEqual([]);
  });

  it('shows the report of the range in the address, with its definition, table and totals; Borrar empties the address', async () => {
    const reportCalls = stub(REPORT);
    const router = open('/reports/campaign-report?fecha_inicio=2026-03-01&fecha_fin=2026-03-31&agents=4');
    expect(screen.getByText(/^Gestiones creadas en el rango, por campaña\. Tasa de contacto/)).toBeTruthy();
    const table = (await screen.findByRole('heading', { name: 'Detalle por campaña' })).closest('div')!.parentElement!;
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Ventas', '10', '6', '2', '2', '7', '70 %', '25 %', 'Venta (5), No contesta (2)',
      'Total', '10', '6', '2', '2', '7', '70 %', '25 %', '',
    ]);
    expect(reportCalls()).toEqual(['/api/reports/campanas/?fecha_inicio=2026-03-01&fecha_fin=2026-03-31&agents=4']);
    expect(exportButton().disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/reports');

    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Elija un rango de fechas y pulse Consultar.')).toBeTruthy();
  });

  it('says there is nothing to show when the range has no gestiones', async () => {
    stub({ filas: [], totales: { ...REPORT.totales, gestiones: 0 } });
    open('/reports/campaign-report?fecha_inicio=2026-03-01&fecha_fin=2026-03-02');
    expect(await screen.findByText(REPORT_MSG.noData)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Detalle por campaña' })).toBeNull();
    expect(exportButton().disabled).toBe(true);
  });
});
