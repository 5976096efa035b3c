import { expect, test, type Page } from '@playwright/test';
import {
  chooseOption, createCampaignViaApi, createContactViaApi, createUserViaApi, shot, signIn, uniqueEmail, uniqueName,
} from './fixtures';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A day of next week (0 = Monday) as 'DD/MM/YYYY', the way the grid and the date input show it. */
function nextWeekDay(offsetFromMonday: number): string {
  const today = new Date();
  const day = new Date(today);
  day.setDate(today.getDate() - ((today.getDay() + 6) % 7) + 7 + offsetFromMonday);
  const dd = String(day.getDate()).padStart(2, '0');
  const mm = String(day.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${day.getFullYear()}`;
}

test('an administrator creates a campaign with encargados and sets its availability', async ({ page }) => {
  const name = uniqueName('Campaña Renovación');
  const supervisor = { first_name: 'Camila', last_name: 'Restrepo Gil', username: uniqueEmail('supervisora'), password: 'Clave1234*' };
  await createUserViaApi(page, { ...supervisor, role: 'Supervisor' });
  await signIn(page);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Campañas' }).click();
  await expect(page).toHaveURL(/\/campaign$/);
  await page.getByRole('button', { name: 'Tipificaciones' }).click();
  for (const item of ['Tipo', 'Resultado', 'Calificación', 'Editor de tipificación']) {
    await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Agregar' }).click();
  await expect(page).toHaveURL(/\/campaign\/create$/);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(2);
  await expect(page.getByText('Seleccione al menos un encargado.')).toBeVisible();
  await textbox(page, 'Nombre').fill(name);
  await textbox(page, 'Descripción').fill('Clientes con pólizas por renovar este trimestre');
  await page.getByRole('combobox', { name: 'Encargados', exact: true }).click();
  await page.getByRole('option', { name: 'Camila Restrepo Gil', exact: true }).click();
  await page.getByRole('option', { name: 'Super Administrador', exact: true }).click();
  await page.keyboard.press('Escape');
  await chooseOption(page, 'Cierre de gestión (horas)', '12 horas');
  await shot(page, 'campaign-form');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha creado la Campaña correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/campaign$/);

  await page.getByLabel('Buscar').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Camila Restrepo Gil');
  await expect(row).toContainText('Super Administrador');
  await shot(page, 'campaigns');

  // Usuarios: add one, then take them away again.
  await row.getByRole('button', { name: `Usuarios de ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('No se encontraron resultados')).toBeVisible();
  await chooseOption(page, 'Agregar usuarios', 'Camila Restrepo Gil', dialog);
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByText('Se han agregado los usuarios a la Campaña.')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Camila Restrepo Gil' })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Quitar a Camila Restrepo Gil' }).click();
  await expect(page.getByText('Se han removido los usuarios de la Campaña.')).toBeVisible();
  await expect(dialog.getByText('No se encontraron resultados')).toBeVisible();
  await page.keyboard.press('Escape');

  // Availability, recurrent: one slot from the grid, one by hand, then a duplicate.
  await row.getByRole('link', { name: `Disponibilidad de ${name}` }).click();
  await expect(page).toHaveURL(/\/campaign\/availability\/\d+$/);
  await expect(page.getByText(name)).toBeVisible();
  const monday8 = page.getByRole('button', { name: 'Lunes 08:00 a 09:00', exact: true });
  await monday8.click();
  await expect(monday8).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Manual' }).click();
  await chooseOption(page, 'Día de la semana', 'Miércoles');
  await chooseOption(page, 'Hora inicio', '9:00 AM');
  await chooseOption(page, 'Hora fin', '11:00 AM');
  await textbox(page, 'Máximo de citas').fill('3');
  await page.getByRole('button', { name: 'Agregar' }).click();
  const table = page.getByRole('table', { name: 'Horarios' });
  await expect(table.getByRole('row').filter({ hasText: 'Miércoles' })).toContainText('09:00');
  await chooseOption(page, 'Día de la semana', 'Lunes');
  await chooseOption(page, 'Hora inicio', '8:00 AM');
  await chooseOption(page, 'Hora fin', '9:00 AM');
  await page.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByText('Este horario ya existe. No se puede agregar duplicados.')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Pendiente' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha guardado la disponibilidad correctamente.')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Guardado' })).toHaveCount(2);
  await page.getByRole('tab', { name: 'Calendario' }).click();
  await expect(page.getByRole('button', { name: 'Miércoles 10:00 a 11:00', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'availability-recurrent');

  // A saved slot clicked again on the grid is a duplicate too; a saved row can be removed.
  await monday8.click();
  await expect(page.getByText('Este horario ya existe. No se puede agregar duplicados.').first()).toBeVisible();
  await table.getByRole('button', { name: 'Quitar Miércoles 09:00 a 11:00' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Miércoles' })).toHaveCount(0);

  // Exceptions: one dated slot by hand, one on next week's grid.
  await page.getByText('Excepciones', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Excepciones' })).toBeChecked();
  const wednesday = nextWeekDay(2);
  await page.getByRole('tab', { name: 'Manual' }).click();
  await textbox(page, 'Fecha').fill(wednesday);
  await textbox(page, 'Motivo').fill('Jornada de renovación');
  await chooseOption(page, 'Hora inicio', '2:00 PM');
  await chooseOption(page, 'Hora fin', '4:00 PM');
  await page.getByRole('checkbox', { name: 'Horario especial' }).check();
  await page.getByRole('button', { name: 'Agregar' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Jornada de renovación' })).toContainText(wednesday);
  await page.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByText('Esta excepción ya existe. No se puede agregar duplicados.')).toBeVisible();
  await page.getByRole('tab', { name: 'Calendario' }).click();
  await page.getByRole('button', { name: 'Semana siguiente' }).click();
  const friday = nextWeekDay(4);
  const fridayCell = page.getByRole('button', { name: `Viernes ${friday} 10:00 a 11:00`, exact: true });
  await fridayCell.click();
  await expect(fridayCell).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha guardado la disponibilidad correctamente.')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Guardado' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: `Miércoles ${wednesday} 15:00 a 16:00`, exact: true }))
    .toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'availability-exceptions');
});

test('a campaign is edited, refused a taken name, then deleted after confirmation', async ({ page }) => {
  const name = uniqueName('Campaña Temporal');
  const taken = uniqueName('Campaña Existente');
  await createCampaignViaApi(page.request, name);
  await createCampaignViaApi(page.request, taken);
  await signIn(page);
  await page.goto('/campaign');
  await page.getByLabel('Buscar').fill(name);
  await page.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page).toHaveURL(/\/campaign\/update\/\d+$/);
  await expect(textbox(page, 'Nombre')).toHaveValue(name);
  await textbox(page, 'Nombre').fill(taken.toUpperCase());
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ya existe una campaña con este nombre.')).toBeVisible();
  await textbox(page, 'Nombre').fill(name);
  await textbox(page, 'Descripción').fill('Descripción actualizada');
  await chooseOption(page, 'Cierre de gestión (horas)', '5 horas');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha Actualizado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/campaign$/);

  await page.getByLabel('Buscar').fill(name);
  // The header row and the one match: the searched page has arrived, not the whole list shown while it loads.
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Descripción actualizada');

  // Niveles de servicio: a first-response target and automatic assignment (switched by keyboard) outlast a reload.
  await page.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Niveles de servicio' })).toBeVisible();
  const editUrl = page.url();
  const automatic = page.getByRole('switch', { name: 'Asignación automática' });
  await expect(automatic).not.toBeChecked();
  await textbox(page, 'Primera respuesta (minutos)').fill('45');
  await automatic.focus();
  await page.keyboard.press('Space');
  await expect(textbox(page, 'Conversaciones abiertas por agente')).toBeEnabled();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/campaign$/);
  await page.goto(editUrl);
  await expect(textbox(page, 'Primera respuesta (minutos)')).toHaveValue('45');
  await expect(automatic).toBeChecked();
  await expect(textbox(page, 'Resolución (minutos)')).toHaveValue('');
  await expect(page.getByText('Esta campaña no tiene encuestas por enlace (WhatsApp o General).')).toBeVisible();
  await shot(page, 'campaign-service-levels');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'campaign-service-levels-phone');
  await page.setViewportSize({ width: 1400, height: 900 });

  await page.goto('/campaign');
  await page.getByLabel('Buscar').fill(name);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Eliminar ${name}` }).click();
  await expect(page.getByText('¿Estás seguro de que quieres eliminar esta Campaña ?')).toBeVisible();
  await page.getByTestId('confirm-delete').click();
  await expect(page.getByText('Se ha eliminado la Campaña')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('a contact is assigned to a campaign from its card and found with the campaign filter', async ({ page }) => {
  const campaignName = uniqueName('Campaña Cartera');
  await createCampaignViaApi(page.request, campaignName);
  const contact = { first_name: 'Valeria', last_name: uniqueName('Ortiz'), username: uniqueEmail('valeria'), documentNumber: `${Date.now() % 1e9}`, phone: '3104445566' };
  await createContactViaApi(page.request, contact);
  const fullName = `${contact.first_name} ${contact.last_name}`;

  await signIn(page);
  await page.goto('/contacts');
  await page.getByLabel('Buscar').fill(contact.last_name);
  const card = page.getByTestId('contact-card').filter({ hasText: fullName });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: `Opciones de ${fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Asignar a Campaña' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asignar a Campaña' });
  await dialog.getByRole('button', { name: 'Asignar' }).click();
  await expect(dialog.getByText('Seleccione una campaña.')).toBeVisible();
  await chooseOption(page, 'Campaña', campaignName, dialog);
  await dialog.getByRole('button', { name: 'Asignar' }).click();
  await expect(page.getByText('Se ha asignado al contacto en la Campaña.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Buscar').fill('');
  await chooseOption(page, 'Filtrar por campaña', campaignName);
  await expect(page.getByTestId('contact-card')).toHaveCount(1);
  await expect(page.getByTestId('contact-card')).toContainText(fullName);
});
