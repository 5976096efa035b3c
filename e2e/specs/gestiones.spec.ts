import { expect, test, type Page } from '@playwright/test';
import {
  adminHeaders, chooseOption, createCampaignViaApi, createTypificationViaApi, nationalPhone, postOk, shot, signIn, uniqueEmail, uniqueName,
} from './fixtures';

interface Setup {
  headers: Record<string, string>;
  campaign: { id: number; name: string };
  resultadoId: number;
  calificacionId: number;
  tipoGestion: string;
  contact: { id: number; name: string; phone: string };
}

/** A campaign with the typification Interesado → Agenda visita, a management type and a contact in the campaign. */
async function setUp(page: Page): Promise<Setup> {
  const api = page.request;
  const headers = await adminHeaders(api);
  const campaign = await createCampaignViaApi(api, uniqueName('Campaña Gestiones'));
  const typification = await createTypificationViaApi(api, campaign.id, 'Interesado', 'Agenda visita');
  const tipoGestion = uniqueName('Llamada de seguimiento');
  await postOk(api, headers, '/api/tramite/tipoGestionContacto/', { name: tipoGestion });
  const phone = `310${String(Date.now()).slice(-7)}`;
  const first = 'Valentina';
  const last = uniqueName('Gómez');
  const contact = await postOk<{ id: number }>(api, headers, '/api/contact/contacto/', {
    first_name: first, last_name: last, email: uniqueEmail('gestion'), phone,
  });
  await postOk(api, headers, `/api/campaign/campaign/${campaign.id}/assign_contacts/`, { contact: [contact.id] }, 200);
  return {
    headers,
    campaign,
    resultadoId: typification.calificacion,
    calificacionId: typification.descripcion,
    tipoGestion,
    contact: { id: contact.id, name: `${first} ${last}`, phone },
  };
}

async function createGestionViaApi(page: Page, setup: Setup, extra: Record<string, unknown> = {}) {
  return postOk<{ id: number }>(page.request, setup.headers, '/api/contact/gestionContacto/', {
    contacto: setup.contact.id, calificacion: setup.resultadoId, descripcion: setup.calificacionId,
    campaign: [setup.campaign.id], observaciones: 'Registrada por la API', ...extra,
  });
}

/** Today in Bogotá as the date inputs show it (DD/MM/YYYY), and another day. */
function bogotaDay(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

async function typeDate(page: Page, label: string, value: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Tab');
}

test('a manual gestión is recorded from the contact, filtered by date in its history and exported', async ({ page }) => {
  const setup = await setUp(page);
  await signIn(page);

  await page.goto(`/contact/${setup.contact.id}`);
  await page.getByRole('button', { name: 'Gestiones del Contacto' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Agregar Gestión' }).click();
  await expect(page).toHaveURL(new RegExp(`/gestionContactoCreate/${setup.contact.id}$`));

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La calificación es obligatoria')).toBeVisible();
  await expect(page.getByText('La descripción es obligatoria')).toBeVisible();

  await chooseOption(page, 'Tipo de Gestión', setup.tipoGestion);
  await chooseOption(page, 'Campaña', setup.campaign.name);
  await chooseOption(page, 'Resultado', 'Interesado');
  await chooseOption(page, 'Calificación', 'Agenda visita');
  await page.getByLabel('Observaciones').fill('Pidió visita el sábado');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha creado la Gestión con éxito')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/gestionContacto/${setup.contact.id}$`));

  const row = page.getByRole('row').filter({ hasText: 'Agenda visita' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(setup.campaign.name);
  await expect(row).toContainText('Interesado');
  await expect(row).toContainText('Telefonía - Manual');
  await expect(row).toContainText('Finalizado');

  await row.getByRole('button', { name: /^Ver gestión/ }).click();
  const detail = page.getByRole('dialog', { name: 'Detalle de la Gestión' });
  await expect(detail).toContainText('Pidió visita el sábado');
  await expect(detail).toContainText(setup.tipoGestion);
  await shot(page, 'gestion-detail');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await typeDate(page, 'Desde', bogotaDay(1));
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();
  await typeDate(page, 'Desde', bogotaDay());
  await typeDate(page, 'Hasta', bogotaDay());
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(row).toHaveCount(1);
  await shot(page, 'gestiones-history');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  expect((await download).suggestedFilename()).toBe('Gestiones.xlsx');

  await page.getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByRole('textbox', { name: 'Desde', exact: true })).toHaveValue('');
  await page.getByRole('link', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
});

test('the dashboard refreshes live and records a gestión through the Gestión Manual dialog', async ({ page }) => {
  const setup = await setUp(page);
  const dashboardSocket = page.waitForEvent('websocket', (ws) => ws.url().includes('/ws/dashboard/'));
  await signIn(page);
  await dashboardSocket;

  const today = page.getByTestId('card-Gestiones de Hoy');
  await expect(today).toHaveText(/^\d+$/);
  const before = Number(await today.textContent());
  await createGestionViaApi(page, setup, { estado: 'EN_GESTION', type: 'WhatsApp' });
  await expect(today).toHaveText(String(before + 1));

  // The open gestión makes the contact appear among those to finish, without reloading.
  const pending = page.getByRole('row').filter({ hasText: setup.contact.name });
  await expect(pending).toContainText('En Gestión');
  await pending.getByRole('button', { name: `Gestión manual de ${setup.contact.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Gestión Manual' });
  await expect(dialog.getByRole('combobox', { name: 'Contacto' })).toHaveValue(`${nationalPhone(setup.contact.phone)} - ${setup.contact.name}`);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Gestión Manual', exact: true }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Por favor, complete todos los campos obligatorios.')).toBeVisible();
  await expect(dialog.getByText('La calificación es obligatoria')).toBeVisible();
  await expect(dialog.getByText('La descripción es obligatoria')).toBeVisible();

  // A new contact, created from the dialog.
  await dialog.getByRole('button', { name: 'Crear contacto' }).click();
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Camilo');
  await dialog.getByRole('textbox', { name: 'Apellido', exact: true }).fill('Restrepo');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('camilo@');
  await dialog.getByRole('button', { name: 'Crear contacto' }).last().click();
  await expect(dialog.getByText('El correo electrónico es obligatorio y debe tener un formato válido')).toBeVisible();
  await expect(dialog.getByText('El teléfono es obligatorio')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('camilo'));
  const newPhone = `320${String(Date.now()).slice(-7)}`;
  await dialog.getByRole('textbox', { name: 'Teléfono', exact: true }).fill(newPhone);
  await dialog.getByRole('button', { name: 'Crear contacto' }).last().click();
  await expect(dialog.getByRole('combobox', { name: 'Contacto' })).toHaveValue(`${nationalPhone(newPhone)} - Camilo Restrepo`);

  await dialog.getByRole('combobox', { name: 'Campaña' }).click();
  await page.getByRole('option', { name: setup.campaign.name }).click();
  await dialog.getByRole('combobox', { name: 'Campaña' }).press('Escape');
  await chooseOption(page, 'Resultados', 'Interesado');
  await chooseOption(page, 'Calificación', 'Agenda visita');
  await chooseOption(page, 'Ciudad', 'Bogotá');
  await dialog.getByLabel('Placa').pressSequentially('abc12d');
  await expect(dialog.getByLabel('Placa')).toHaveValue('ABC12D');
  await dialog.getByLabel('Observaciones').fill('Cliente nuevo interesado en una visita');
  await typeDate(page, 'Fecha de próximo contacto', bogotaDay());
  await dialog.getByLabel('Hora de próximo contacto').fill('15:30');
  await shot(page, 'gestion-manual');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Hecho!').first()).toBeVisible();
  await expect(page.getByText('Se ha creado la Gestión con éxito')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(today).toHaveText(String(before + 2));

  // The hour chart lists the gestiones of the current hour; the eye opens one.
  const hourButton = page.getByRole('button', { name: /^Ver gestiones de las / }).last();
  await hourButton.click();
  const hourList = page.getByRole('dialog', { name: /^Gestiones de las / });
  await expect(hourList).toContainText('Camilo Restrepo');
  await hourList.getByRole('row').filter({ hasText: 'Camilo Restrepo' }).getByRole('button', { name: /^Ver gestión/ }).click();
  await expect(page.getByRole('dialog', { name: 'Detalle de la Gestión' })).toContainText('ABC12D');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(hourList).toBeHidden();

  // The next contact date puts the new contact in today's 'Contactar' list.
  await expect(page.getByRole('tabpanel', { name: 'Hoy' })).toContainText('Camilo Restrepo');
  await expect(page.getByRole('tabpanel', { name: 'Hoy' })).toContainText('15:30');
  await expect(page.getByText('Contactos por finalizar')).toBeVisible();
  await expect(page.getByText('Ingresados al Bot')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mañana' })).toBeVisible();
  await shot(page, 'dashboard-full');
});

test('the report menu lists every contact\'s gestiones; an open one is edited from its row', async ({ page }) => {
  const setup = await setUp(page);
  await createGestionViaApi(page, setup, { estado: 'EN_GESTION', observaciones: 'Pendiente de confirmar' });
  await signIn(page);
  await page.getByRole('button', { name: 'Reportes' }).click();
  await page.getByRole('link', { name: 'Lista de Gestiones' }).click();
  await expect(page).toHaveURL(/\/managementList$/);
  await expect(page.getByRole('heading', { name: 'Lista de Gestiones' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Contacto' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: setup.contact.name });
  await expect(row).toContainText('En Gestión');
  await shot(page, 'management-list');

  await row.getByRole('button', { name: /^Editar gestión/ }).click();
  const detail = page.getByRole('dialog', { name: 'Detalle de la Gestión' });
  await expect(detail.getByRole('textbox', { name: 'Observaciones' })).toHaveValue('Pendiente de confirmar');
  await chooseOption(page, 'Estado', 'Finalizado', detail);
  await detail.getByRole('textbox', { name: 'Observaciones' }).fill('Confirmó la visita');
  await detail.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha Actualizado con éxito')).toBeVisible();
  await expect(detail).toBeHidden();
  await expect(row).toContainText('Finalizado');
  await row.getByRole('button', { name: /^Ver gestión/ }).click();
  await expect(detail).toContainText('Confirmó la visita');
});
