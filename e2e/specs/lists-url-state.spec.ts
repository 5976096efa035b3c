import { expect, test, type Page } from '@playwright/test';
import { ADMIN, chooseOption, createContactViaApi, shot, signIn, uniqueEmail } from './fixtures';
import { axeCheck, seriousViolations } from './axe-options';

// 35 users whose last name carries the tag: sorted and searched, they fill a second page of five.
const TAG = `orden${Date.now().toString(36)}`;
const COUNT = 35;
const number = (n: number) => String(n).padStart(2, '0');
const firstNamesFrom = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => `Usuario ${number(from - i)}`);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}` });
  const { access } = (await (await api.post('/api/auth/login/', { data: ADMIN })).json()) as { access: string };
  const headers = { authorization: `Bearer ${access}` };
  for (let start = 1; start <= COUNT; start += 5) {
    await Promise.all(Array.from({ length: Math.min(5, COUNT - start + 1) }, async (_, i) => {
      const n = number(start + i);
      const res = await api.post('/api/users/', {
        headers,
        data: {
          username: `${TAG}.${n}@atiende.co`, password: 'Listas-2026*url', confirm_password: 'Listas-2026*url',
          first_name: `Usuario ${n}`, last_name: `Apellido ${TAG}`, documentType: 'CEDULA', documentNumber: `90${n}`,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }));
  }
  await api.dispose();
});

const firstNameCells = (page: Page) => page.locator('tbody tr td:nth-child(2)');

test('a sorted page of the users list stays after a reload, and back goes through the pages', async ({ page }) => {
  await signIn(page);
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(TAG);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${TAG}`));
  await expect(page.getByTestId('page-status')).toHaveText('Página 1 de 2');

  await page.getByRole('button', { name: 'Nombres' }).click();
  await expect(page.getByRole('columnheader', { name: 'Nombres' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Nombres' }).press('Enter');
  await expect(page.getByRole('columnheader', { name: 'Nombres' })).toHaveAttribute('aria-sort', 'descending');
  await expect(firstNameCells(page).first()).toHaveText('Usuario 35');

  await page.getByRole('button', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${TAG}&orden=-nombres&pagina=2$`));
  await expect(firstNameCells(page)).toHaveText(firstNamesFrom(5, 1));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await expect(firstNameCells(page)).toHaveText(firstNamesFrom(5, 1));
  await expect(page.getByRole('textbox', { name: 'Buscar' })).toHaveValue(TAG);
  await expect(page.getByRole('columnheader', { name: 'Nombres' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('page-status')).toHaveText('Página 2 de 2');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'users-sorted-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'users-sorted-390');

  await page.goBack();
  await expect(page.getByTestId('page-status')).toHaveText('Página 1 de 2');
  await expect(firstNameCells(page).first()).toHaveText('Usuario 35');
});

test('a shared link opens the view it names', async ({ page }) => {
  await signIn(page);
  await page.goto(`/users?q=${TAG}&orden=-username&pagina=2`);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Username' })).toHaveAttribute('aria-sort', 'descending');
  await expect(firstNameCells(page)).toHaveText(firstNamesFrom(5, 1));
  await expect(page.getByTestId('page-status')).toHaveText('Página 2 de 2');
  expect(seriousViolations(await axeCheck(page).include('table').analyze())).toEqual([]);

  // A new search starts again on page 1, keeping the sort.
  await page.getByRole('textbox', { name: 'Buscar' }).fill(`${TAG}.3`);
  await expect(page).toHaveURL(new RegExp(`\\?q=${TAG}.3&orden=-username$`));
  await expect(firstNameCells(page)).toHaveText(firstNamesFrom(35, 30));
});

test('the contact cards sort through the select, kept in the URL', async ({ page }) => {
  for (const [first, phone] of [['Zacarías', '3115550101'], ['Abigail', '3115550102'], ['Mateo', '3115550103']]) {
    await createContactViaApi(page.request, { first_name: first!, last_name: TAG, email: uniqueEmail('orden'), phone });
  }
  await signIn(page);
  await page.goto(`/contacts?q=${TAG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contactos' })).toBeVisible();
  await expect(page.getByText(`Mateo ${TAG}`)).toBeVisible();
  await chooseOption(page, 'Ordenar por', 'Nombre (descendente)');
  await expect(page).toHaveURL(new RegExp(`\\?q=${TAG}&orden=-nombre$`));
  const names = page.getByText(new RegExp(` ${TAG}$`));
  await expect(names).toHaveText([`Zacarías ${TAG}`, `Mateo ${TAG}`, `Abigail ${TAG}`]);
  await page.reload();
  await expect(names).toHaveText([`Zacarías ${TAG}`, `Mateo ${TAG}`, `Abigail ${TAG}`]);
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('Nombre (descendente)');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'contacts-sorted-cards-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'contacts-sorted-cards-390');
});
