import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { REPORT_MSG, type SlaReport } from '@atiende/shared';
import { openReport, stubApi } from './report-test-support';
import { SlaReportPage } from './SlaReportPage';

type Figures = SlaReport['resumen'];

const figures = (over: Partial<Figures>): Figures => ({
  conversaciones: 0, dentro_objetivo: 0, vencidas: 0, pendientes: 0, cumplimiento: null, mediana_primera_respuesta: null,
  resolucion_dentro: 0, resolucion_vencidas: 0, encuestas: 0, csat: null, ...over,
});

const ventas = figures({
  conversaciones: 10, dentro_objetivo: 7, vencidas: 1, pendientes: 2, cumplimiento: 87.5, mediana_primera_respuesta: 125,
  resolucion_dentro: 6, resolucion_vencidas: 1, encuestas: 4, csat: 75,
});
// Everything still pending and no survey answered: compliance, median and CSAT have nothing to be measured on.
const cobranza = figures({ conversaciones: 2, pendientes: 2 });

const REPORT: SlaReport = {
  resumen: figures({
    conversaciones: 12, dentro_objetivo: 7, vencidas: 1, pendientes: 4, cumplimiento: 87.5, mediana_primera_respuesta: 125,
    resolucion_dentro: 6, resolucion_vencidas: 1, encuestas: 4, csat: 75,
  }),
  campanas: [{ campaign_id: 2, campana: 'Cobranza', ...cobranza }, { campaign_id: 1, campana: 'Ventas', ...ventas }],
  agentes: [{ agent_id: 5, agente: 'Ana Gómez', ...ventas }, { agent_id: null, agente: 'Sin agente', ...cobranza }],
  filas: [
    { dia: '2026-03-02', campaign_id: 1, campana: 'Ventas', agent_id: 5, agente: 'Ana Gómez', ...ventas },
    { dia: '2026-03-03', campaign_id: 2, campana: 'Cobranza', agent_id: null, agente: 'Sin agente', ...cobranza },
  ],
};

const stub = (report: SlaReport) => stubApi((url) => (url.startsWith('/api/reportes/sla/') ? report : undefined), '/api/reportes/');
const open = (address: string) => openReport('/reports/sla', <SlaReportPage />, address);
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('div')!.parentElement!;
const rowsOf = (title: string) => within(card(title)).getAllByRole('row').slice(1)
  .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
const tile = (label: string) => screen.getByText(label, { selector: 'p' }).nextElementSibling!.textContent;

describe('the SLA report', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks nothing without a range, and says so on Consultar', async () => {
    const calls = stub(REPORT);
    open('/reports/sla');
    expect(screen.getByRole('heading', { name: 'Cumplimiento de SLA', level: 1 })).toBeTruthy();
    expect(screen.getByText('Elija un rango de fechas y pulse Consultar.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REPORT_MSG.dateRangeRequired);
    expect((screen.getByRole('button', { name: 'Exportar a Excel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls()).toEqual([]);
  });

  it('shows the summary, the definition and the tables per campaign, agent and day, with a dash where nothing was measured', async () => {
    const calls = stub(REPORT);
    open('/reports/sla?fecha_inicio=2026-03-01&fecha_fin=2026-03-07&agents=5&campaign=1&type=WhatsApp');
    await screen.findByRole('heading', { name: 'Por campaña' });
    expect(calls()).toEqual(['/api/reportes/sla/?fecha_inicio=2026-03-01&fecha_fin=2026-03-07&agents=5&campaign=1&type=WhatsApp']);
    expect(screen.getByText(/^Conversaciones que inició el cliente en el rango.*desde la apertura si escribió fuera de horario.*Cumplimiento = dentro del objetivo \/ \(dentro del objetivo \+ vencidas\).*CSAT: porcentaje de las encuestas de cierre respondidas con la mejor opción\.$/)).toBeTruthy();

    expect(tile('Conversaciones')).toBe('12');
    expect(tile('Cumplimiento')).toBe('87,5 %');
    expect(tile('Vencidas')).toBe('1');
    expect(tile('Pendientes')).toBe('4');
    expect(tile('Mediana de primera respuesta')).toBe('2:05');
    expect(tile('CSAT')).toBe('75 %');
    expect(screen.getByRole('heading', { name: 'Cumplimiento por campaña' })).toBeTruthy();
    // Cobranza has nothing decided yet: no bar, and the chart says why.
    expect(screen.getByText('Las campañas cuyas conversaciones siguen todas pendientes no tienen barra.')).toBeTruthy();

    // Resolution: those within their target of those decided; a dash with none decided (or no resolution target).
    expect(rowsOf('Por campaña')).toEqual([
      ['Cobranza', '2', '0', '0', '2', '—', '—', '—', '0', '—'],
      ['Ventas', '10', '7', '1', '2', '87,5 %', '2:05', '6 de 7', '4', '75 %'],
      ['Total', '12', '7', '1', '4', '87,5 %', '2:05', '6 de 7', '4', '75 %'],
    ]);
    expect(rowsOf('Por agente').map((row) => row.slice(0, 7))).toEqual([
      ['Ana Gómez', '10', '7', '1', '2', '87,5 %', '2:05'],
      ['Sin agente', '2', '0', '0', '2', '—', '—'],
      ['Total', '12', '7', '1', '4', '87,5 %', '2:05'],
    ]);
    expect(rowsOf('Por día').map((row) => row.slice(0, 8))).toEqual([
      ['02/03/2026', 'Ventas', 'Ana Gómez', '10', '7', '1', '2', '87,5 %'],
      ['03/03/2026', 'Cobranza', 'Sin agente', '2', '0', '0', '2', '—'],
    ]);
    expect(within(card('Por día')).queryByText(/Se muestran/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Exportar a Excel' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('lists the first 200 rows per day and says the Excel file has them all', async () => {
    const filas = Array.from({ length: 250 }, (_, i) => ({
      dia: '2026-03-02', campaign_id: i + 1, campana: `Campaña ${i + 1}`, agent_id: 5, agente: 'Ana Gómez', ...ventas,
    }));
    stub({ ...REPORT, filas });
    open('/reports/sla?fecha_inicio=2026-03-01&fecha_fin=2026-03-07');
    // Plain DOM queries: the roles of 200 rows take happy-dom seconds to compute.
    const days = (await screen.findByText('Por día', { selector: 'h2' })).closest('div')!.parentElement!;
    expect(days.querySelectorAll('tbody tr')).toHaveLength(200);
    expect(within(days).getByText('Se muestran las primeras 200 filas de 250; el archivo de Excel las trae todas.')).toBeTruthy();
  }, 20_000); // 2,600 cells take happy-dom a few seconds on a busy machine.

  it('says there is nothing to show when the range has no conversation with a target', async () => {
    stub({ resumen: figures({}), campanas: [], agentes: [], filas: [] });
    open('/reports/sla?fecha_inicio=2026-03-01&fecha_fin=2026-03-02');
    expect(await screen.findByText(REPORT_MSG.noData)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Por campaña' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Exportar a Excel' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
