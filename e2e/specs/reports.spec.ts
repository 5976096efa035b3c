import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminHeaders, createCampaignViaApi, createTypificationViaApi, postOk, recordingDuration, shot, signIn, uniqueEmail, uniqueName,
} from './fixtures';

/** Today in Bogotá, as the reports' ranges are written. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
const todayRange = () => `fecha_inicio=${today()}&fecha_fin=${today()}`;

/** A campaign with one resultado and calificación, a contact, and three finished gestiones typified with them. */
async function typifiedGestiones(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const campaign = await createCampaignViaApi(request, uniqueName('Campaña Reportes'));
  const typification = await createTypificationViaApi(request, campaign.id, 'Contactado', 'Venta cerrada');
  const lastName = uniqueName('Reportada');
  const contact = await postOk<{ id: number }>(request, headers, '/api/contact/contacto/', {
    first_name: 'Lucía', last_name: lastName, email: uniqueEmail('reportes'), phone: `316${String(Date.now()).slice(-7)}`,
  });
  for (let i = 0; i < 3; i += 1) {
    await postOk(request, headers, '/api/contact/gestionContacto/', {
      contacto: contact.id, calificacion: typification.calificacion, descripcion: typification.descripcion, campaign: [campaign.id],
      estado: 'FINALIZADO', observaciones: `Venta ${i + 1}`,
    });
  }
  return { campaign, contactName: `Lucía ${lastName}` };
}

/** The drawn bars of a chart: Recharts keeps an empty group for a bar of 0, and draws a path for the others. */
const drawnBars = (scope: Page | ReturnType<Page['locator']>) => scope.locator('.recharts-bar-rectangle path');

async function openReport(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test('the reports draw their charts and tables from the gestiones, and ask for a range first', async ({ page, request }) => {
  const { campaign, contactName } = await typifiedGestiones(request);
  await signIn(page);

  // The index leads to each report; without a range nothing is asked and the spec's message shows.
  await page.goto('/reports');
  await page.getByRole('link', { name: /Reporte de tipificación/ }).click();
  await expect(page).toHaveURL(/\/report_type/);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, coloque un rango de fechas. La fecha es requerida.');

  // Typification: a tab for the campaign, the bars of its resultados, the pie of each, the table with percentages.
  await openReport(page, `/report_type?${todayRange()}`, 'Reporte de tipificación');
  await page.getByRole('tab', { name: campaign.name }).click();
  const panel = page.getByRole('tabpanel');
  await expect(drawnBars(panel).first()).toBeVisible();
  await expect(panel.locator('.recharts-pie')).toHaveCount(1);
  await expect(panel.getByRole('row').filter({ hasText: 'Venta cerrada' })).toContainText(/3\s*100\s*%/);
  await shot(page, 'report-type');

  // Per hour: a bar per slot; the slot's button lists its gestiones, whose eye opens the gestión.
  await openReport(page, `/report_for_hour?${todayRange()}&campaign=${campaign.id}`, 'Reporte por hora');
  await expect(drawnBars(page).first()).toBeVisible();
  await page.getByRole('group', { name: 'Ver gestiones por hora' }).getByRole('button').first().click();
  const list = page.getByRole('dialog');
  await expect(list.getByRole('row').filter({ hasText: contactName })).toHaveCount(3);
  await list.getByRole('button', { name: /^Ver gestión \d+$/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'Detalle de la Gestión' })).toContainText('Venta cerrada');
  await shot(page, 'report-for-hour-detail');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // Per campaign: its three gestiones finished and typified, a contact rate of 100 %.
  await openReport(page, `/reports/campaign-report?${todayRange()}&campaign=${campaign.id}`, 'Reporte por campaña');
  await expect(drawnBars(page).first()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: campaign.name });
  await expect(row).toContainText('3');
  await expect(row).toContainText('100');
  await shot(page, 'report-campaign');

  // The Excel export of the typification report downloads its table.
  await openReport(page, `/report_type?${todayRange()}`, 'Reporte de tipificación');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  expect((await download).suggestedFilename()).toBe('Reporte de tipificación.xlsx');
});

test('the call records come from the PBX’s CDR, play their recording, and feed the calls per hour', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  // The CDR sync runs once a minute: the calls of the suite's fake PBX appear within its first pass.
  await expect.poll(async () => {
    const res = await request.get('/api/issabel/call_records/', { headers });
    return ((await res.json()) as { count: number }).count;
  }, { timeout: 90_000, intervals: [2_000] }).toBeGreaterThanOrEqual(3);

  await signIn(page);
  await openReport(page, `/issabelReport?${todayRange()}`, 'Registro de llamadas');
  const answered = page.getByRole('row').filter({ hasText: '573001234567' });
  await expect(answered).toContainText('Contestada');
  await expect(answered).toContainText('0:42');
  await expect(page.getByRole('row').filter({ hasText: '573009876543' })).toContainText('Perdida');
  await expect(page.getByRole('row').filter({ hasText: '573001112222' })).toContainText('Ocupado');

  // The recording plays: the browser loads the signed link and reads a two-second WAV.
  const audio = answered.locator('audio');
  const played = await recordingDuration(audio);
  expect(played).toBeCloseTo(2, 1);
  await shot(page, 'issabel-report');

  await openReport(page, `/reports/calls-per-hour?${todayRange()}`, 'Llamadas por hora');
  await expect(drawnBars(page).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '09:00' })).toContainText('1');
  await shot(page, 'report-calls-per-hour');
});
