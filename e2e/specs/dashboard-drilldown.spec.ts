import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import {
  adminHeaders, chooseOption, createCampaignViaApi, createTypificationViaApi, postOk, shot, signIn, uniqueEmail, uniqueName,
} from './fixtures';

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Today in Bogotá, as the address carries it (YYYY-MM-DD) and as the date inputs show it (DD/MM/YYYY). */
function bogotaToday() {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return { iso, shown: iso.split('-').reverse().join('/') };
}

/** A contact in a campaign with one gestión registered today (through the API, so outside the bot). */
async function contactWithGestion(page: Page) {
  const api = page.request;
  const headers = await adminHeaders(api);
  const campaign = await createCampaignViaApi(api, uniqueName('Campaña Detalle'));
  const { calificacion, descripcion } = await createTypificationViaApi(api, campaign.id, 'Interesado', 'Agenda visita');
  const last = uniqueName('Detalle');
  const phone = `311${String(Date.now()).slice(-7)}`;
  const contact = await postOk<{ id: number }>(api, headers, '/api/contact/contacto/', {
    first_name: 'Mariana', last_name: last, email: uniqueEmail('detalle'), phone,
  });
  await postOk(api, headers, '/api/contact/gestionContacto/', { contacto: contact.id, calificacion, descripcion, campaign: [campaign.id] });
  return { id: contact.id, name: `Mariana ${last}`, phone, headers };
}

test('Gestiones de Hoy opens the list of today’s gestiones, as many as the card counts; reload and back keep the filter', async ({ page }) => {
  const contact = await contactWithGestion(page);
  const today = bogotaToday();
  await signIn(page);
  const figure = page.getByTestId('card-Gestiones de Hoy');
  await expect(figure).toHaveText(/\d/);
  const counted = Number((await figure.textContent())!.replace(/\D/g, ''));
  const listed = page.waitForResponse((r) => r.url().includes('/api/contact/gestionContacto/?') && r.url().includes(`fecha_inicio=${today.iso}`));
  await page.getByRole('link', { name: /Gestiones de Hoy/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de Gestiones' })).toBeVisible();
  expect(new URL(page.url()).search).toBe(`?fecha_inicio=${today.iso}&fecha_fin=${today.iso}`);
  expect(((await (await listed).json()) as { count: number }).count).toBe(counted);
  const desde = page.getByRole('textbox', { name: 'Desde' });
  await expect(desde).toHaveValue(today.shown);
  await expect(page.getByRole('textbox', { name: 'Hasta' })).toHaveValue(today.shown);
  await expect(page.getByRole('row').filter({ hasText: contact.name })).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await shot(page, 'drilldown-list');

  await page.reload();
  await expect(desde).toHaveValue(today.shown);
  await expect(page.getByRole('row').filter({ hasText: contact.name })).toBeVisible();
  await page.getByRole('button', { name: 'Borrar' }).click();
  await expect(page).toHaveURL(/\/managementList$/);
  await expect(desde).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`fecha_inicio=${today.iso}`));
  await expect(desde).toHaveValue(today.shown);
  await page.setViewportSize(MOBILE);
  await shot(page, 'drilldown-list-mobile');
});

test('each slice of Ingresados al Bot lists only its own gestiones', async ({ page }) => {
  const contact = await contactWithGestion(page);
  await signIn(page);
  const outside = page.getByRole('button', { name: /^Fuera del bot: \d+, ver detalle$/ });
  await expect(outside).toBeEnabled();
  await page.setViewportSize(DESKTOP);
  await shot(page, 'drilldown-bot-slices');
  await outside.click();
  const outsideList = page.getByRole('dialog', { name: 'Ingresados al Bot: fuera del bot' });
  await expect(outsideList.getByRole('row').filter({ hasText: contact.name })).toBeVisible();
  await outsideList.getByRole('button', { name: /^Ver gestión/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'Detalle de la Gestión' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(outsideList).toBeHidden();

  const inside = page.getByRole('button', { name: /^En el bot: \d+, ver detalle$/ });
  if (await inside.isEnabled()) {
    await inside.click();
    const insideList = page.getByRole('dialog', { name: 'Ingresados al Bot: en el bot' });
    await expect(insideList.getByRole('table')).toBeVisible();
    await expect(insideList.getByRole('row').filter({ hasText: contact.name })).toHaveCount(0);
  }
});

test('a contact card links to its chat, WhatsApp, Telegram, agenda and gestiones, and assigns a survey', async ({ page }) => {
  const contact = await contactWithGestion(page);
  const api = page.request;
  await postOk(api, contact.headers, '/api/contact/datos_contacto/', { contact: contact.id, tipo: 'Redes Sociales', label: 'Telegram', value_1: '@mariana_detalle' });
  const campaign = await createCampaignViaApi(api, uniqueName('Campaña Encuesta'));
  const survey = await postOk<{ id: number; name: string }>(api, contact.headers, '/api/survey/survey/', {
    name: uniqueName('Encuesta asignada'), campaign: campaign.id, survey_medium: 'whatsapp',
  });
  await postOk(api, contact.headers, '/api/survey/questions/', {
    survey_id: survey.id, questions: [{ text: '¿Cómo lo atendimos?', question_type_id: 1, options: [{ text: 'Bien' }, { text: 'Mal' }] }],
  });

  await signIn(page);
  await page.setViewportSize(DESKTOP);
  await page.goto('/contacts');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(contact.name);
  const card = page.getByRole('article', { name: contact.name });
  const digits = `57${contact.phone}`;
  await expect(card.getByRole('link', { name: `WhatsApp: ${contact.name}` })).toHaveAttribute('href', `https://wa.me/${digits}`);
  await expect(card.getByRole('link', { name: `Telegram: ${contact.name}` })).toHaveAttribute('href', 'https://t.me/mariana_detalle');
  await expect(card.getByRole('link', { name: `Abrir chat: ${contact.name}` })).toHaveAttribute('href', `/chat?telefono=${digits}`);
  await expect(card.getByRole('link', { name: `Agenda: ${contact.name}` })).toHaveAttribute('href', `/contact/calendar/${contact.id}`);
  await card.getByRole('link', { name: `WhatsApp: ${contact.name}` }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('WhatsApp');
  await shot(page, 'drilldown-contact-card');
  await page.setViewportSize(MOBILE);
  await shot(page, 'drilldown-contact-card-mobile');
  await page.setViewportSize(DESKTOP);

  await card.getByRole('link', { name: `Gestiones: ${contact.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión del contacto' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/gestionContacto/${contact.id}$`));
  await page.goBack();

  await card.getByRole('button', { name: `Opciones de ${contact.name}` }).click();
  await page.getByRole('menuitem', { name: 'Asignar Encuesta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asignar Encuesta' });
  await chooseOption(page, 'Encuesta', `${survey.name} · ${campaign.name} (WhatsApp)`, dialog);
  await dialog.getByRole('button', { name: 'Asignar' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Se ha asignado la encuesta. Comparta el enlace con el contacto.');
  const link = (await dialog.getByTestId('public-link').textContent())!;
  expect(link).toMatch(new RegExp(`/encuesta/[\\w-]+\\.${contact.id}\\.[\\w-]+$`));
  await shot(page, 'drilldown-survey-dialog');
  await page.setViewportSize(MOBILE);
  await shot(page, 'drilldown-survey-dialog-mobile');

  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: survey.name })).toBeVisible();
});

test('the connection history downloads the sessions shown as a real .xlsx', async ({ page }) => {
  await signIn(page);
  await page.goto('/sessionList/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Historial de conexión' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('HistorialConexion.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Usuario', 'Hora de Login', 'Hora de Logout', 'Duración de Sesión', 'Tiempo Total de Pausa', 'Tiempo Neto de Trabajo', 'Pausas',
  ]);
  expect(sheet.rowCount).toBeGreaterThan(1);
});

test('the sign-in page links to the landing page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Conoce Atiende' }).click();
  await expect(page).toHaveURL(/\/landingPage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Atiende' })).toBeVisible();
});
