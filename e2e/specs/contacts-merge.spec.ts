import { expect, test, type Page } from '@playwright/test';
import { createContactViaApi, shot, signIn, uniqueEmail, uniqueName } from './fixtures';

let serial = 0;
/** A document number and a phone no other test uses. */
function uniqueDigits(): { document: string; phone: string } {
  serial += 1;
  const n = `${Date.now() % 10_000_000}${serial}`.padStart(8, '0').slice(-8);
  return { document: `81${n}`, phone: `31${n}` };
}

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Screenshots of the current screen at desktop and phone sizes, then back to desktop. */
async function shotsAtBothSizes(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await shot(page, name);
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-mobile`);
  await page.setViewportSize(DESKTOP);
}

test('a new contact that duplicates an existing one is merged into it, and the timeline shows the merge', async ({ page }) => {
  const existing = uniqueDigits();
  const lastName = uniqueName('Castaño');
  await createContactViaApi(page.request, {
    first_name: 'Lucía', last_name: lastName, username: uniqueEmail('lucia'), documentNumber: existing.document, phone: existing.phone,
  });
  await signIn(page);
  await page.goto('/contact/add_contact');
  await expect(page.getByRole('heading', { name: 'Agregar contacto' })).toBeVisible();
  const newEmail = uniqueEmail('lucia.nueva');
  await page.getByRole('textbox', { name: 'Correo Electrónico', exact: true }).fill(newEmail);
  await page.getByRole('textbox', { name: 'Nombres', exact: true }).fill('Lucía Fernanda');
  await page.getByRole('textbox', { name: 'Apellidos', exact: true }).fill(lastName);
  await page.getByRole('textbox', { name: 'Número de documento', exact: true }).fill(existing.document);
  await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill(uniqueDigits().phone);
  await page.getByRole('button', { name: 'Guardar' }).click();

  const duplicate = page.getByRole('dialog', { name: 'El Contacto ya existe' });
  await duplicate.getByRole('button', { name: 'Fusionar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fusionar contactos' });
  await expect(dialog.getByText('Nuevo (del formulario)')).toBeVisible();
  await dialog.getByRole('radiogroup', { name: 'Nombres' }).getByRole('radio', { name: 'Lucía Fernanda' }).click();
  await dialog.getByRole('radiogroup', { name: 'Correo Electrónico (principal)' }).getByRole('radio', { name: newEmail }).click();
  await shotsAtBothSizes(page, 'contacts-merge-dialog');

  await dialog.getByRole('button', { name: 'Fusionar', exact: true }).click();
  await dialog.getByRole('button', { name: 'Sí, fusionar' }).click();
  await expect(dialog.getByText('Se fusionaron los contactos con éxito.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Ver actividad' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Lucía Fernanda ${lastName}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Actividad' })).toHaveAttribute('aria-selected', 'true');
  const entries = page.getByTestId('activity-item');
  await expect(entries.first()).toContainText('Contactos fusionados');
  await expect(entries.first()).toContainText('admin@atiende.co');
  await expect(entries.filter({ hasText: 'Perfil del contacto: creación' })).toHaveCount(2);
  await shotsAtBothSizes(page, 'contacts-activity-timeline');
});

test('from the list, a contact is merged with another picked by name; the absorbed one leaves the list', async ({ page }) => {
  const lastName = uniqueName('Ospina');
  const kept = uniqueDigits();
  const absorbed = uniqueDigits();
  await createContactViaApi(page.request, {
    first_name: 'Jorge', last_name: lastName, username: uniqueEmail('jorge'), documentNumber: kept.document, phone: kept.phone,
  });
  await createContactViaApi(page.request, {
    first_name: 'Jorge Iván', last_name: lastName, username: uniqueEmail('jorge.ivan'), documentNumber: absorbed.document, phone: absorbed.phone,
  });
  await signIn(page);
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Contactos', level: 1, exact: true })).toBeVisible();
  await page.getByLabel('Buscar').fill(lastName);
  await expect(page.getByTestId('contact-card')).toHaveCount(2);
  await page.getByRole('button', { name: `Opciones de Jorge ${lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Fusionar con…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Fusionar contactos' });
  await dialog.getByRole('combobox', { name: 'Contacto a fusionar', exact: true }).fill(absorbed.document);
  await page.getByRole('option', { name: new RegExp(absorbed.document) }).click();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByTestId('merge-moves')).toContainText('0 gestiones');
  await expect(dialog.getByText('Se fusiona y se elimina')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fusionar', exact: true }).click();
  await dialog.getByRole('button', { name: 'Sí, fusionar' }).click();
  await expect(dialog.getByText('Se fusionaron los contactos con éxito.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expect(page.getByTestId('contact-card')).toHaveCount(1);
  await expect(page.getByTestId('contact-card')).toContainText(`Jorge ${lastName}`);

  // The table view offers the same merge among each row's actions.
  await page.getByText('Tabla', { exact: true }).click();
  await page.getByRole('button', { name: `Fusionar Jorge ${lastName} con otro contacto` }).click();
  await expect(page.getByRole('dialog', { name: 'Fusionar contactos' })).toBeVisible();
});
