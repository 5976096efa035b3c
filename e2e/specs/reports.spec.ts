import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, createCampaignViaApi, createTypificationViaApi, postOk, recordingDuration, shot, signIn, uniqueEmail, uniqueName, toPhoneWidth } from './fixtures';

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

/**
 * A campaign with a 15-minute first-response target and a WhatsApp channel on the simulator, where two customers write:
 * the administrator takes the first conversation and answers it at once; the second still waits, in time.
 */
async function slaConversations(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const campaign = await createCampaignViaApi(request, uniqueName('Campaña SLA'));
  const patched = await request.patch(`/api/campaign/campaign/${campaign.id}/`, { headers, data: { sla_primera_respuesta_min: 15 } });
  expect(patched.status(), await patched.text()).toBe(200);
  const channel = await postOk<{ id: number }>(request, headers, '/api/channels/', {
    nombre: uniqueName('WhatsApp SLA'), tipo: 'WhatsApp', campaign: campaign.id,
    config: {
      phone_number_id: `pn${Date.now()}`, waba_id: 'waba-e2e', access_token: `token-${Date.now()}`, app_secret: 'secreto-e2e-app',
      verify_token: 'verificar-e2e', api_url: '/sim/whatsapp/v21.0',
    },
  });
  const base = `5733${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const [answered, waiting] = [`${base}1`, `${base}2`];
  for (const [address, name] of [[answered, 'Cliente Atendido'], [waiting, 'Cliente en Espera']]) {
    await postOk(request, headers, '/api/sim/messages/', { channel: channel.id, name, address, kind: 'text', text: 'Hola, necesito ayuda' }, 201);
  }
  const queue = await request.get('/api/conversation/get_conversation_new/?limit=100', { headers });
  const conversation = ((await queue.json()) as { results: { id: number; phone: string }[] }).results.find((c) => c.phone === answered);
  expect(conversation, 'the customer’s conversation waits in the queue').toBeTruthy();
  await postOk(request, headers, `/api/conversation/${conversation!.id}/assign_agent/`, {}, 200);
  await postOk(request, headers, '/api/whatsapp/message/', { phone: answered, conversation: conversation!.id, type: 'text', body: 'Con gusto le ayudo.' }, 201);
  return campaign;
}

/** A figure of the SLA report's summary: the tile whose label is `label`. */
const tile = (page: Page, label: string) => page.locator('.mantine-Card-root').filter({ has: page.getByText(label, { exact: true }) });

test('the SLA report counts the conversations answered within the target and those still in time', async ({ page, request }) => {
  const campaign = await slaConversations(request);
  await signIn(page);

  // Its card on the index, after the others; without a range nothing is asked.
  await page.goto('/reports');
  const cards = page.getByRole('main').locator('a[href^="/"]');
  await expect(cards.last()).toHaveAttribute('href', '/reports/sla');
  await page.getByRole('link', { name: /Cumplimiento de SLA/ }).click();
  await expect(page).toHaveURL(/\/reports\/sla$/);
  await expect(page.getByText(/El reloj corre desde el primer mensaje del cliente/)).toBeVisible();
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, coloque un rango de fechas. La fecha es requerida.');

  // One answered at once (within 15 minutes), one still in time: 100 % compliance of what is decided; no survey, no CSAT.
  await openReport(page, `/reports/sla?${todayRange()}&campaign=${campaign.id}`, 'Cumplimiento de SLA');
  await expect(tile(page, 'Conversaciones')).toContainText('2');
  await expect(tile(page, 'Cumplimiento')).toContainText('100 %');
  await expect(tile(page, 'Vencidas')).toContainText('0');
  await expect(tile(page, 'Pendientes')).toContainText('1');
  await expect(tile(page, 'Mediana de primera respuesta')).toContainText(/\d+:\d{2}/);
  await expect(tile(page, 'CSAT')).toContainText('—');
  await expect(drawnBars(page).first()).toBeVisible();
  for (const table of ['Por campaña', 'Por agente', 'Por día']) {
    await expect(page.getByRole('heading', { name: table, level: 2 })).toBeVisible();
  }
  await expect(page.getByRole('row').filter({ hasText: campaign.name }).first()).toContainText(/2\s*1\s*0\s*1\s*100\s*%/);
  await shot(page, 'report-sla');

  // The export downloads the report's tables.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  expect((await download).suggestedFilename()).toBe('Cumplimiento de SLA.xlsx');

  // On a phone the tables scroll sideways inside their cards: the page itself does not.
  await toPhoneWidth(page);
  await expect(tile(page, 'CSAT')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'report-sla-phone');
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
