import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminHeaders, createCampaignViaApi, createTypificationViaApi, createUserViaApi, postOk, shot, signIn, uniqueEmail, uniqueName,
} from './fixtures';

const PASSWORD = 'Agenda-Calendario-2026';

/** A Bogotá day `offset` days from today, as YYYY-MM-DD. */
function bogotaDay(offset = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(Date.now() + offset * 86_400_000));
  return parts;
}

const format = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('es-CO', { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const dayTitle = (day: string) => capitalize(format(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }));
const monthTitle = (day: string) => capitalize(format(day, { month: 'long', year: 'numeric' }));
const nextMonth = (day: string) => {
  const date = new Date(`${day.slice(0, 8)}01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

interface Setup {
  agent: { username: string; id: number };
  contact: { id: number; name: string };
  gestion: number;
  visit: { id: number; name: string };
}

/**
 * An Agente with, today, the next contact of one of their gestiones at 09:00 and the visit of a case they are an
 * agent of from 14:00 to 15:30.
 */
async function setUp(page: Page, request: APIRequestContext): Promise<Setup> {
  const headers = await adminHeaders(request);
  const campaign = await createCampaignViaApi(request, uniqueName('Campaña Agenda'));
  const typification = await createTypificationViaApi(request, campaign.id, 'Volver a llamar', 'Agenda llamada');
  const lastName = uniqueName('Agenda');
  const contact = await postOk<{ id: number }>(request, headers, '/api/contact/contacto/', {
    first_name: 'Julián', last_name: lastName, email: uniqueEmail('agenda'), phone: `316${String(Date.now()).slice(-7)}`,
  });
  await postOk(request, headers, `/api/campaign/campaign/${campaign.id}/assign_contacts/`, { contact: [contact.id] }, 200);
  const username = uniqueEmail('agente.agenda');
  const agent = await createUserViaApi(page, { username, password: PASSWORD, first_name: 'Paula', last_name: uniqueName('Agenda'), role: 'Agente' });
  await postOk(request, headers, `/api/campaign/campaign/${campaign.id}/add_users/`, { contact: [agent.id] }, 200);
  const login = await postOk<{ access: string }>(request, {}, '/api/auth/login/', { username, password: PASSWORD }, 200);
  const gestion = await postOk<{ id: number }>(request, { authorization: `Bearer ${login.access}` }, '/api/contact/gestionContacto/', {
    contacto: contact.id, calificacion: typification.calificacion, descripcion: typification.descripcion, campaign: [campaign.id],
    observaciones: 'Volver a llamar en la mañana', estado: 'FINALIZADO', fecha_proximo_contacto: bogotaDay(), hora_proximo_contacto: '09:00',
  });
  const visit = await postOk<{ id: number; name: string }>(request, headers, '/api/casos/casos/', {
    tipo_servicio: 'PRESENCIAL', tipo_visita: 'INSTALACION', descripcion: 'instalación de router', observaciones: 'llevar cable',
    fecha_asignacion: bogotaDay(), hora_entrada: '14:00', hora_salida: '15:30', contacto: [agent.id], cliente: [contact.id],
  });
  return { agent: { username, id: agent.id }, contact: { id: contact.id, name: `Julián ${lastName}` }, gestion: gestion.id, visit };
}

test('the calendar shows the agent’s agenda by month, week and day, moves between dates and opens each record', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const setup = await setUp(page, request);
  const today = bogotaDay();
  const tomorrow = bogotaDay(1);
  const calendar = page.getByRole('region', { name: 'Calendario' });
  const period = page.getByTestId('calendar-period');
  const views = page.getByRole('radiogroup', { name: 'Vista' });
  const nextContact = `Próximo contacto: ${setup.contact.name}`;
  const visitTitle = `Visita ${setup.visit.name} · INSTALACION`;

  await signIn(page, setup.agent.username, PASSWORD);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Calendario' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  await expect(page).toHaveTitle('Calendario · Atiende');

  // Month: 6 weeks from Sunday, today's entries on today.
  await expect(period).toHaveText(monthTitle(today));
  const month = page.getByTestId('month-grid');
  await expect(month.getByRole('row')).toHaveCount(7);
  await expect(month.getByRole('columnheader').first()).toHaveText('Dom');
  await expect(month.getByRole('link', { name: `09:00 ${nextContact}` })).toBeVisible();
  await expect(month.getByRole('link', { name: `14:00 – 15:30 ${visitTitle}` })).toBeVisible();
  await expect(page.getByTestId('mini-month').getByRole('columnheader').first()).toHaveText('Lu');
  await expect(page.getByTestId('day-agenda').getByRole('link')).toHaveCount(2);
  await shot(page, 'calendar-month');

  // Week and day: the hourly grid (24 rows of 50 px) with the entries by their hours and the current-time line.
  await views.locator('label', { hasText: 'Semana' }).click();
  await expect(page).toHaveURL(new RegExp(`vista=semana&fecha=${today}`));
  const grid = page.getByTestId('time-grid');
  await expect(grid.getByTestId(`day-column-${today}`)).toHaveCSS('height', '1200px');
  await expect(grid.getByTestId('time-line')).toBeVisible();
  const placed = grid.getByRole('link', { name: `09:00 ${nextContact}` });
  await expect(placed).toBeVisible();
  expect(await placed.evaluate((el) => (el as HTMLElement).style.top)).toBe('450px');
  await shot(page, 'calendar-week');
  await views.locator('label', { hasText: 'Día' }).click();
  await expect(period).toHaveText(dayTitle(today));
  await expect(grid.getByRole('link', { name: `14:00 – 15:30 ${visitTitle}` })).toBeVisible();
  await shot(page, 'calendar-day');

  // Previous, next and today.
  await calendar.getByRole('button', { name: 'Día siguiente' }).click();
  await expect(period).toHaveText(dayTitle(tomorrow));
  await expect(grid.getByRole('link', { name: `09:00 ${nextContact}` })).toHaveCount(0);
  await calendar.getByRole('button', { name: 'Día anterior' }).click();
  await expect(period).toHaveText(dayTitle(today));
  await views.locator('label', { hasText: 'Mes' }).click();
  await calendar.getByRole('button', { name: 'Mes siguiente' }).click();
  await expect(period).toHaveText(monthTitle(nextMonth(today)));
  await calendar.getByRole('button', { name: 'Hoy' }).click();
  await expect(period).toHaveText(monthTitle(today));
  await views.locator('label', { hasText: 'Año' }).click();
  await expect(page.getByText('La vista anual no está disponible.')).toBeVisible();
  await views.locator('label', { hasText: 'Mes' }).click();

  // The keyboard: the chosen day is the grid's Tab stop, the arrows move it and Enter opens it.
  const todayButton = month.getByRole('button', { name: dayTitle(today), exact: true });
  await todayButton.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`fecha=${tomorrow}`));
  await expect(month.getByRole('button', { name: dayTitle(tomorrow), exact: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(todayButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`vista=dia&fecha=${today}`));
  await expect(period).toHaveText(dayTitle(today));

  // Each entry opens its record: the gestión's detail in the contact's history, the case's page.
  await grid.getByRole('link', { name: `09:00 ${nextContact}` }).click();
  await expect(page).toHaveURL(new RegExp(`/gestionContacto/${setup.contact.id}\\?gestion=${setup.gestion}$`));
  const detail = page.getByRole('dialog', { name: 'Detalle de la Gestión' });
  await expect(detail).toContainText('Volver a llamar en la mañana');
  await expect(detail).toContainText(`${today} 09:00`);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/calendar\?/);
  await page.getByTestId('time-grid').getByRole('link', { name: `14:00 – 15:30 ${visitTitle}` }).click();
  await expect(page).toHaveURL(new RegExp(`/casos/view/${setup.visit.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: setup.visit.name })).toBeVisible();

  // The contact hub's Agenda lists the contact's next contact and visit.
  await page.goto(`/contact/${setup.contact.id}`);
  await page.getByRole('link', { name: /^Agenda/ }).click();
  await expect(page).toHaveURL(new RegExp(`/contact/calendar/${setup.contact.id}$`));
  const upcoming = page.getByTestId('contact-agenda');
  await expect(upcoming.getByRole('row')).toHaveCount(3);
  await expect(upcoming.getByRole('link', { name: nextContact })).toBeVisible();
  await expect(upcoming.getByRole('link', { name: visitTitle })).toBeVisible();
  await shot(page, 'contact-agenda');

  // At phone width the week still fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/calendar?vista=semana&fecha=${today}`);
  await expect(page.getByTestId('time-grid').getByRole('link', { name: `09:00 ${nextContact}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'calendar-week-phone');
  await page.goto(`/calendar?vista=mes&fecha=${today}`);
  await expect(page.getByTestId('month-grid')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'calendar-month-phone');
});

test('the e-mail mock and the blank schedule page', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page);
  await page.goto('/email');
  await expect(page.getByRole('heading', { level: 1, name: 'Correo' })).toBeVisible();
  const mock = page.getByTestId('email-mock');
  await expect(mock.getByRole('button', { name: 'Redactar' })).toBeDisabled();
  const folders = mock.getByRole('list', { name: 'Carpetas' });
  await expect(folders.getByRole('listitem')).toHaveText(['Recibidos', 'Enviados', 'Borradores']);
  await expect(mock.getByRole('heading', { level: 2, name: 'Recibidos' })).toBeVisible();
  await shot(page, 'email');

  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Programación' })).toBeVisible();
  await expect(page).toHaveTitle('Programación · Atiende');
  await shot(page, 'schedule');
});
