import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  adminHeaders, chooseOption, createCampaignViaApi, createContactViaApi, createUserViaApi, shot, signIn, uniqueEmail, uniqueName,
} from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const FORBIDDEN = 'No tiene permiso para realizar esta acción.';
const NOT_FOUND = 'Lo sentimos, Página no encontrada';

/** The page itself never scrolls sideways: whatever is wider scrolls inside its own container. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, `${label}: ${JSON.stringify(widths)}`).toBeLessThanOrEqual(widths.inner);
}

/** Whatever is drawn at the centre of `target` is `target` itself (or inside it): nothing floats over it. */
async function expectUncovered(target: Locator, label: string) {
  const uncovered = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!top && (element === top || element.contains(top));
  });
  expect(uncovered, `${label} is covered`).toBe(true);
}

/** Whether `box` lies inside the window. */
async function expectInsideWindow(page: Page, target: Locator, label: string) {
  const box = (await target.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x, label).toBeGreaterThanOrEqual(0);
  expect(box.y, label).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, label).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height, label).toBeLessThanOrEqual(height + 0.5);
}

/** Contacts enough for a second page of the contacts list (30 a page). */
async function ensureContacts(page: Page, count: number) {
  const headers = await adminHeaders(page.request);
  const list = await (await page.request.get('/api/contact/contacto/?limit=1', { headers })).json() as { count: number };
  const stamp = Date.now().toString().slice(-6);
  for (let i = list.count; i < count; i += 1) {
    await createContactViaApi(page.request, {
      first_name: 'Lista', last_name: `Larga ${i}`, email: `larga${stamp}${i}@correo.co`,
      phone: `310${stamp.slice(-4)}${String(i).padStart(3, '0')}`,
    });
  }
}

test('the session timer ticks every second, and the page tells the server it is still open', async ({ page }) => {
  const heartbeat = page.waitForResponse((response) => response.url().endsWith('/api/session_history/heartbeat/') && response.status() === 200);
  await signIn(page);
  expect(await (await heartbeat).json()).toEqual({ status: 'CONECTADO' });
  const timer = page.getByTestId('session-timer');
  await expect(timer).toHaveText(/^\d\d:\d\d:\d\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!, { timeout: 3000 });
});

test('at phone width the top bar fits, the user menu reaches every item and the main screens do not scroll sideways', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await expectNoSidewaysScroll(page, '/dashboard');
  await expect(page.getByTestId('session-timer')).toHaveText(/\d\d:\d\d:\d\d/);
  await expectInsideWindow(page, page.getByTestId('session-timer'), 'timer');
  await shot(page, 'polish-phone-dashboard');

  for (const [item, path] of [['Mi perfil', /\/userProfile$/], ['Cambiar contraseña', /\/changePassword$/]] as const) {
    await page.getByRole('button', { name: /^Menú de usuario/ }).click();
    const entry = page.getByRole('menuitem', { name: item });
    await expectInsideWindow(page, entry, item);
    await entry.click();
    await expect(page).toHaveURL(path);
  }
  await page.getByRole('button', { name: /^Menú de usuario/ }).click();
  const signOut = page.getByRole('menuitem', { name: 'Cerrar sesión' });
  await expectInsideWindow(page, signOut, 'Cerrar sesión');
  await shot(page, 'polish-phone-user-menu');
  await page.keyboard.press('Escape');

  // The less used buttons live in 'Más opciones'.
  await page.getByRole('button', { name: /^Más opciones/ }).click();
  for (const item of ['Modo oscuro', 'Directorio de Contactos', 'Personalizar tema']) {
    await expectInsideWindow(page, page.getByRole('menuitem', { name: item }), item);
  }
  await shot(page, 'polish-phone-more-menu');
  await page.keyboard.press('Escape');

  for (const path of ['/contacts', '/users', '/campaign', '/chat', '/managementList']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, path);
    await shot(page, `polish-phone${path.replace(/\//g, '-')}`);
  }

  // A dialog fits the screen.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Pausar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar pausa' });
  await expect(dialog).toBeVisible();
  await expectInsideWindow(page, dialog, 'pause dialog');
  await shot(page, 'polish-phone-dialog');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('button', { name: /^Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the floating dial pad and chat buttons never cover the end of a long list', async ({ page }) => {
  await ensureContacts(page, 35);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await signIn(page);
    await page.goto('/contacts');
    await page.getByText('Tabla', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Tabla' })).toBeChecked();
    await expect(page.getByTestId('page-status')).toHaveText(/Página 1 de [2-9]/);
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const label = `${size.width}px`;
    await expectUncovered(page.getByRole('button', { name: 'Última página' }), `${label}: Última página`);
    await expectUncovered(page.getByRole('button', { name: 'Página siguiente' }), `${label}: Página siguiente`);
    const lastRowAction = page.getByRole('main').getByRole('row').last().getByRole('link').last();
    if (await lastRowAction.count()) {
      await lastRowAction.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
      await expectUncovered(lastRowAction, `${label}: last row action`);
    }
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(page.getByTestId('page-status')).toHaveText(/Página 2 de/);
    await shot(page, `polish-floating-${size.width}`);
    if (size === DESKTOP) {
      // Nor the last entry of the sidebar.
      const lastEntry = page.locator('#menu-lateral').getByRole('link').last();
      await expectUncovered(lastEntry, 'last sidebar entry');
    }
  }
});

test('the dial pad keeps the typed number when the call cannot be made', async ({ page }) => {
  await signIn(page);
  // The demo server's PBX places every call: this one is refused as a server without a PBX refuses it.
  await page.route('**/api/issabel/make_call/', (route) => route.fulfill({
    status: 503, contentType: 'application/json', headers: { 'x-error-code': 'not_configured' }, body: JSON.stringify({ detail: 'Telefonía no configurada' }),
  }));
  await page.getByRole('button', { name: 'Abrir marcador' }).click();
  const number = page.getByRole('textbox', { name: 'Número' });
  await number.fill('3001234567');
  await page.getByRole('button', { name: 'Llamar' }).click();
  await expect(page.getByText('Telefonía no configurada').first()).toBeVisible();
  await expect(number).toHaveValue('3001234567');
  await expect(page.getByRole('button', { name: 'Llamar' })).toBeEnabled();
});

test('a new user gets the campaigns chosen on /users/add_user, and the edit page shows them', async ({ page }) => {
  const [first, second] = [await createCampaignViaApi(page.request, uniqueName('Renovación')), await createCampaignViaApi(page.request, uniqueName('Cartera'))];
  await signIn(page);
  await page.goto('/users/add_user');
  const username = uniqueEmail('campanas');
  await page.getByLabel('Usuario (correo electrónico)').fill(username);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Clave1234*');
  await page.getByLabel('Confirmar contraseña').fill('Clave1234*');
  await page.getByLabel('Nombres').fill('Carolina');
  await page.getByLabel('Apellidos').fill('Campañas');
  await chooseOption(page, 'Tipo de documento', 'Cédula');
  await page.getByLabel('Número de documento').fill('1020304050');
  const campaigns = page.getByRole('combobox', { name: 'Campañas', exact: true });
  await expect(campaigns).toBeEnabled();
  for (const campaign of [first, second]) {
    await campaigns.click();
    await page.getByRole('option', { name: campaign.name }).click();
  }
  await page.keyboard.press('Escape');
  await shot(page, 'polish-add-user-campaigns');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha agregado el usuario exitosamente')).toBeVisible();

  const headers = await adminHeaders(page.request);
  const found = await (await page.request.get(`/api/users/?search=${encodeURIComponent(username)}`, { headers })).json() as { results: { id: number; campaign: number[] }[] };
  const created = found.results[0]!;
  expect(created.campaign.sort()).toEqual([first.id, second.id].sort());
  await page.goto(`/users/${created.id}/edit_user`);
  const field = page.getByRole('main').locator('.mantine-MultiSelect-root');
  for (const campaign of [first, second]) await expect(field.getByText(campaign.name)).toBeVisible();
});

test('an agent sees the same forbidden state on every administration screen, and the server refuses nothing', async ({ page }) => {
  const user = { username: uniqueEmail('agente'), password: 'Clave1234*', first_name: 'Ana', last_name: 'Agente', role: 'Agente' };
  await createUserViaApi(page, user);
  await signIn(page, user.username, user.password);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
  });
  for (const path of ['/users', '/users/add_user', '/modules', '/rol/add_rol', '/audits', '/managementList']) {
    await page.goto(path);
    await expect(page.getByTestId('forbidden'), path).toHaveText(FORBIDDEN);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('textbox'), path).toHaveCount(0);
    await expect(page.getByRole('switch'), path).toHaveCount(0);
    await page.waitForLoadState('networkidle');
  }
  await shot(page, 'polish-forbidden');
  expect(refused).toEqual([]);
});

test('detail and edit screens show the not-found page for a malformed id or a missing record', async ({ page }) => {
  await signIn(page);
  for (const path of [
    '/contact/abc/contact_profile', '/contact/999999/contact_profile', '/account/update/999', '/users/999999/edit_user',
    '/campaign/update/abc', '/rol/permission_assign/999999', '/casos/view/999999', '/productos/999999/edit_producto',
    '/survey/update/999999',
  ]) {
    await page.goto(path);
    await expect(page.getByText(NOT_FOUND), path).toBeVisible();
    await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  }
  await shot(page, 'polish-not-found');
});

test('the gestiones filter says so when Hasta comes before Desde', async ({ page }) => {
  await signIn(page);
  await page.goto('/managementList');
  await page.getByRole('textbox', { name: 'Hasta' }).fill('01/03/2026');
  await page.getByRole('textbox', { name: 'Hasta' }).blur();
  await page.getByRole('textbox', { name: 'Desde' }).fill('10/03/2026');
  await page.getByRole('textbox', { name: 'Desde' }).blur();
  await expect(page.getByText('La fecha «Hasta» no puede ser anterior a la fecha «Desde».')).toBeVisible();
  await shot(page, 'polish-reversed-range');
});

test('dark scheme: titles are the brightest text, row actions keep their colour, and a cut name shows whole in a tooltip', async ({ page }) => {
  const lastName = `Restrepo ${'de la Torre y Mosquera '.repeat(5)}`.trim();
  await createContactViaApi(page.request, {
    first_name: 'Valentina', last_name: lastName, email: uniqueEmail('larguisimo'), phone: `315${String(Date.now()).slice(-7)}`,
  });
  await signIn(page);
  await page.goto('/contacts');
  await page.getByRole('textbox', { name: 'Buscar' }).fill('de la Torre');
  const name = page.getByRole('main').getByText(`Valentina ${lastName}`, { exact: true });
  await expect(name).toBeVisible();
  await name.hover();
  await expect(page.getByRole('tooltip')).toHaveText(`Valentina ${lastName}`);
  await shot(page, 'polish-truncated-tooltip');

  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const title = await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).color);
  expect(title).toBe('rgb(255, 255, 255)');
  await page.getByText('Tabla', { exact: true }).click();
  const eye = page.getByRole('main').getByRole('row').nth(1).getByRole('link').last();
  const color = await eye.evaluate((icon) => getComputedStyle(icon).color);
  // A colour, not the near-white Mantine gives subtle buttons in the dark scheme.
  const [r, g, b] = color.match(/\d+/g)!.map(Number);
  expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!), color).toBeGreaterThan(60);
  await shot(page, 'polish-dark-actions-dark');
  await page.getByRole('button', { name: 'Cambiar tema' }).click();
});

test('every text field of the forms stops at the length the server keeps', async ({ page }) => {
  await signIn(page);
  for (const path of ['/users/add_user', '/contact/add_contact', '/account/create', '/productos/add_producto', '/casos/create', '/survey/create']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const unlimited = await page.getByRole('main').evaluate((main) => [...main.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
      .filter((field) => !['checkbox', 'radio', 'hidden', 'file', 'password', 'number', 'date', 'time'].includes(field.type) && !field.readOnly
        // Pickers (selects, dates) choose rather than take text.
        && !field.hasAttribute('aria-haspopup') && !field.closest('.mantine-DateInput-root') && !(field.maxLength > 0))
      .map((field) => field.labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? field.name));
    expect(unlimited, path).toEqual([]);
  }
});
