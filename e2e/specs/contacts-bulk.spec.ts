import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, chooseOption, createGroupViaApi, postOk, shot, signIn, uniqueName } from './fixtures';
import { axeCheck, seriousViolations } from './axe-options';

/** `n` people whose last name is `lastName`, created through the API; their phones and e-mails are new. */
async function createPeople(page: Page, lastName: string, n: number): Promise<number[]> {
  const headers = await adminHeaders(page.request);
  const base = Date.now() % 10_000_000;
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const serial = String((base + i * 7) % 10_000_000).padStart(7, '0');
    const created = await postOk<{ id: number }>(page.request, headers, '/api/contact/contacto/', {
      first_name: `Masivo${String(i).padStart(2, '0')}`, last_name: lastName, username: `masivo.${base}.${i}@example.co`, phone: `316${serial}`,
    });
    ids.push(created.id);
  }
  return ids;
}

async function openContactsTable(page: Page, search: string) {
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Contactos', level: 1 })).toBeVisible();
  await page.getByText('Tabla', { exact: true }).click();
  // The whole list may also have two pages: wait for the answer to the search itself.
  const searched = page.waitForResponse((res) => new URL(res.url()).searchParams.get('search') === search);
  await page.getByLabel('Buscar').fill(search);
  await searched;
  await expect(page.getByText('Página 1 de 2')).toBeVisible();
}

test('selects every match across pages, leaves one out and adds the rest to a group', async ({ page }) => {
  const lastName = uniqueName('Selección').replace(/\s/g, '');
  await createPeople(page, lastName, 33);
  const group = await createGroupViaApi(page.request, { name: uniqueName('Grupo masivo'), etiqueta: 'purple' });
  const groupName = (await (await page.request.get(`/api/contact/grupoContacto/${group.id}/`, { headers: await adminHeaders(page.request) })).json() as { name: string }).name;

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await openContactsTable(page, lastName);

  const bar = page.getByRole('region', { name: 'Contactos seleccionados' });
  await page.getByRole('checkbox', { name: 'Seleccionar página' }).check();
  await expect(bar.getByTestId('bulk-selected')).toHaveText('30 seleccionados');
  await bar.getByRole('button', { name: 'Seleccionar los 33 que coinciden' }).click();
  await expect(bar.getByTestId('bulk-selected')).toHaveText('33 seleccionados');

  await page.getByRole('button', { name: 'Página 2' }).click();
  await expect(page.getByText('Página 2 de 2')).toBeVisible();
  const left = page.getByRole('checkbox', { name: `Seleccionar fila de Masivo00 ${lastName}` });
  await expect(left).toBeChecked();
  await left.uncheck();
  await expect(bar.getByTestId('bulk-selected')).toHaveText('32 seleccionados');
  await expect(page.getByRole('checkbox', { name: 'Seleccionar página' })).toHaveAttribute('data-indeterminate', 'true');
  expect(seriousViolations(await axeCheck(page).include('main').analyze())).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'contacts-bulk-selection');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByText('Tarjetas', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: `Seleccionar contacto Masivo00 ${lastName}` })).not.toBeChecked();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'contacts-bulk-selection-phone');
  await page.setViewportSize({ width: 1440, height: 900 });

  await bar.getByRole('button', { name: 'Agregar a grupo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar a grupo' });
  await expect(dialog.getByText('Para los 32 contactos seleccionados.')).toBeVisible();
  await chooseOption(page, 'Grupo', groupName, dialog);
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByText(`Se agregaron 32 contactos al grupo ${groupName}.`)).toBeVisible();
  await expect(bar).toHaveCount(0);

  const read = await page.request.get(`/api/contact/grupoContacto/${group.id}/`, { headers: await adminHeaders(page.request) });
  expect(((await read.json()) as { contacts_count: number }).contacts_count).toBe(32);
});

test('deletes the ticked contacts after a confirmation that says how many', async ({ page }) => {
  const lastName = uniqueName('Borrado').replace(/\s/g, '');
  await createPeople(page, lastName, 31);
  await signIn(page);
  await openContactsTable(page, lastName);

  await page.getByRole('checkbox', { name: `Seleccionar fila de Masivo30 ${lastName}` }).check();
  // From the keyboard: Space ticks the focused row.
  await page.getByRole('checkbox', { name: `Seleccionar fila de Masivo29 ${lastName}` }).focus();
  await page.keyboard.press('Space');
  const bar = page.getByRole('region', { name: 'Contactos seleccionados' });
  await expect(bar.getByTestId('bulk-selected')).toHaveText('2 seleccionados');
  await bar.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar eliminación' });
  await expect(dialog.getByText('¿Estás seguro de que quieres eliminar los 2 contactos seleccionados?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(page.getByText('Se eliminaron 2 contactos.')).toBeVisible();
  await expect(page.getByText('Página 1 de 1')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Masivo30' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: lastName })).toHaveCount(29);
});
