import { expect, test } from '@playwright/test';
import { recordingDuration, shot, signIn } from './fixtures';

/** The last seven Bogotá days, as the reports' addresses carry them. */
function lastWeek(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  return `fecha_inicio=${from}&fecha_fin=${today}`;
}

/** Every report card of the index, with its title: each draws its chart from the demo contact centre's week. */
const REPORTS: [string, string][] = [
  ['/reports/whatsapp', 'Reporte de WhatsApp por hora'],
  ['/report_for_bot', 'Ingresados al Bot'],
  ['/report_for_hour', 'Reporte por hora'],
  ['/report_for_time', 'Tiempo por estado'],
  ['/reports/campaign-report', 'Reporte por campaña'],
  ['/reports/calls-per-hour', 'Llamadas por hora'],
  ['/reports/outgoing-call-duration', 'Duración de llamadas salientes'],
  ['/reports/incoming-call-duration', 'Duración de llamadas entrantes'],
  ['/reports/first-attention-time', 'Tiempo de primera atención'],
  ['/reports/leads', 'Reporte de Leads'],
  ['/leads/report', 'Reporte de Leads'],
  ['/reports/average-contact-time', 'Tiempo promedio de contacto'],
  ['/report_type', 'Reporte de tipificación'],
  // The demo gives every campaign a 15-minute first-response target, and its chats were answered within 4 minutes or
  // not at all: the campaign of the WhatsApp chats has a compliance bar (were there no targets, the page would show
  // 'No hay datos para mostrar.' instead, and this check would fail).
  ['/reports/sla', 'Cumplimiento de SLA'],
];

/** What a chart drew: Recharts' bars with a height and the sectors of pies and donuts. */
const DRAWN = '.recharts-bar-rectangle path, .recharts-pie-sector path';

test('every report of the index draws its chart and its table from the demo data', async ({ page }) => {
  await signIn(page);
  await page.goto('/reports');
  for (const [path] of REPORTS) await expect(page.getByRole('main').locator(`a[href="${path}"]`)).toBeVisible();

  for (const [path, title] of REPORTS) {
    await page.goto(`${path}?${lastWeek()}`);
    await expect(page.getByRole('heading', { name: title, level: 1 }), path).toBeVisible();
    await expect(page.locator(DRAWN).first(), path).toBeVisible();
    await expect(page.getByRole('alert'), path).toHaveCount(0);
  }
  // The loop ends on the SLA report, the index's last card.
  await shot(page, 'report-sla-demo');
  await page.goto(`/report_type?${lastWeek()}`);
  await expect(page.locator(DRAWN).first()).toBeVisible();
  await shot(page, 'report-type-demo');
  await page.goto(`/reports/first-attention-time?${lastWeek()}`);
  await expect(page.locator(DRAWN).first()).toBeVisible();
  await shot(page, 'report-first-attention-demo');
});

test('a demo call record plays its recording', async ({ page }) => {
  await signIn(page);
  await page.goto(`/issabelReport?${lastWeek()}`);
  const recorded = page.locator('audio').first();
  await expect(recorded).toBeVisible();
  expect(await recordingDuration(recorded)).toBeGreaterThan(0);
  await shot(page, 'issabel-report-demo');
});
