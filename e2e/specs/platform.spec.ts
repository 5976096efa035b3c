import { expect, test } from '@playwright/test';
import { ADMIN, shot, signIn } from './fixtures';

test('a wrong password shows the reason under the password field', async ({ page }) => {
  await page.goto('/login');
  await shot(page, 'login');
  await page.getByLabel('Usuario').fill(ADMIN.username);
  await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Usuario o contraseña incorrectos.');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-in leads to the dashboard with its six cards', async ({ page }) => {
  await signIn(page);
  for (const title of ['Contactos', 'Gestiones de Hoy', 'Campañas', 'Gestiones de la Semana', 'Gestiones del mes', 'Conversaciones en Gestión']) {
    await expect(page.getByRole('main').getByText(title, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Estado de los agentes')).toBeVisible();
  await shot(page, 'dashboard');
});

test('a protected route sends a visitor to sign in and back afterwards', async ({ page }) => {
  await page.goto('/audits');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Usuario').fill(ADMIN.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/audits$/);
});

test('an unknown path shows the not-found page with a way back', async ({ page }) => {
  await signIn(page);
  await page.goto('/no-existe/en/absoluto');
  await expect(page.getByText('Lo sentimos, Página no encontrada')).toBeVisible();
  await shot(page, 'not-found');
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the root path goes to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('pause and resume: the timer stops and the status follows', async ({ page }) => {
  await signIn(page);
  const timer = page.getByTestId('session-timer');
  await expect(timer).toHaveText(/\d\d:\d\d:\d\d/);
  await page.getByRole('button', { name: 'Pausar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar pausa' });
  await dialog.getByLabel('Motivo').click();
  await page.getByRole('option', { name: 'Pausa Activa' }).click();
  await dialog.getByLabel('Comentario').fill('Reunión con el equipo');
  await shot(page, 'pause-dialog');
  await dialog.getByRole('button', { name: 'Pausar' }).click();
  await expect(timer).toContainText('En pausa');
  const frozen = await timer.textContent();
  await page.waitForTimeout(2100);
  await expect(timer).toHaveText(frozen!);
  await page.reload();
  await expect(page.getByTestId('session-timer')).toContainText('En pausa');
  await page.getByRole('button', { name: 'Reanudar' }).click();
  await expect(page.getByTestId('session-timer')).not.toContainText('En pausa');
});

test('the theme toggle survives a reload', async ({ page }) => {
  await signIn(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await shot(page, 'dashboard-dark');
  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('the softphone accepts digits only and places a call through the demo PBX', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Abrir marcador' }).click();
  const number = page.getByLabel('Número');
  await number.fill('30a0-12');
  await expect(number).toHaveValue('30012');
  await page.getByRole('button', { name: 'Llamar' }).click();
  // Without ISSABEL_AMI_HOST the demo server answers through its own AMI fake: the call is placed.
  await expect(page.getByTestId('call-timer')).toBeVisible();
  await expect(number).toBeDisabled();
  await shot(page, 'softphone');
  await page.getByRole('button', { name: 'Colgar' }).click();
  await expect(page.getByRole('button', { name: 'Llamar' })).toBeVisible();
  await expect(number).toHaveValue('');
});

test('sign-out returns to the login page and the session is gone', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
