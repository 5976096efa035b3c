import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { axeCheck, seriousViolations } from './axe-options';
import {
  adminHeaders, chooseOption, createCampaignViaApi, createContactViaApi, createGroupViaApi, gradientPng, postOk, shot, signIn, uniqueEmail,
  uniqueName,
} from './fixtures';

/*
 * DIFUSIÓN: an administrator creates a WhatsApp template (the simulator approves it a second later and the
 * list says so by itself), creates a broadcast campaign, sends it to a contact group through the simulator,
 * watches it finish, opens its figures' contacts and its statistics, and uploads service confirmations.
 */

let phoneCounter = 0;
/** A Colombian mobile number no other test uses: ten digits. */
function newPhone(): string {
  phoneCounter += 1;
  return `31${phoneCounter % 10}${String(Date.now() % 10_000_000).padStart(7, '0')}`;
}

interface Desk {
  campaign: { id: number; name: string };
  group: { id: number; name: string };
  contacts: { ana: string; bruno: string };
}

/** A campaign with a WhatsApp channel on the simulator (its own business account) and a group of two contacts, one of them with two phones. */
async function openDesk(request: APIRequestContext, baseURL: string | undefined): Promise<Desk> {
  const headers = await adminHeaders(request);
  const campaign = await createCampaignViaApi(request, uniqueName('Campaña Difusión'));
  const stamp = Date.now().toString(36);
  await postOk(request, headers, '/api/channels/', {
    nombre: uniqueName('WhatsApp Difusión'), tipo: 'WhatsApp', campaign: campaign.id,
    config: {
      phone_number_id: `pn-difusion-${stamp}`, waba_id: `waba-difusion-${stamp}`, access_token: `token-difusion-${stamp}`, app_secret: 'secreto-e2e-app',
      verify_token: 'verificar-e2e', api_url: `${baseURL}/sim/whatsapp/v21.0`,
    },
  });
  const lastName = uniqueName('Difusión');
  const ana = await createContactViaApi(request, { first_name: 'Ana', last_name: lastName, email: uniqueEmail('ana.difusion'), phone: newPhone() });
  const bruno = await createContactViaApi(request, { first_name: 'Bruno', last_name: lastName, email: uniqueEmail('bruno.difusion'), phone: newPhone() });
  await postOk(request, headers, '/api/contact/datos_contacto/', { contact: bruno.id, tipo: 'Telefono', label: 'Trabajo', value_1: newPhone() });
  const groupName = uniqueName('Clientes Difusión');
  const group = await createGroupViaApi(request, { name: groupName, etiqueta: 'green' });
  await postOk(request, headers, `/api/contact/grupoContacto/${group.id}/agregar_contactos/`, { contacts: [ana.id, bruno.id] }, 200);
  return { campaign, group: { id: group.id, name: groupName }, contacts: { ana: `Ana ${lastName}`, bruno: `Bruno ${lastName}` } };
}

const axeProblems = async (page: Page, include: string) => seriousViolations(await axeCheck(page).include(include).analyze());

test('an administrator creates a template, sends a broadcast to a group, follows it and reads its statistics', async ({ page, request, baseURL }) => {
  // Two sends through the simulator and a template review: room for a busy 2-core machine.
  test.setTimeout(300_000);
  const desk = await openDesk(request, baseURL);
  await signIn(page);
  await page.goto('/leads?pestana=difusion');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('tab', { name: 'DIFUSIÓN' })).toHaveAttribute('aria-selected', 'true');

  // Crear Templates → Agregar Template: the text with an emoji and a variable, an image, and its live preview.
  await page.getByRole('button', { name: 'Crear Templates' }).click();
  const templates = page.getByRole('dialog', { name: 'Templates' });
  await expect(templates.getByRole('columnheader', { name: 'Estado' })).toBeVisible();
  await templates.getByRole('button', { name: 'Agregar Template' }).click();
  const form = page.getByRole('dialog', { name: 'Agregar Template' });
  const templateLabel = `Recordatorio ${Date.now().toString(36)}`;
  const templateName = templateLabel.toLowerCase().replace(/\s+/g, '_');
  await form.getByLabel('Nombre').fill(templateLabel);
  await expect(form.getByText(`Se guardará como ${templateName}`)).toBeVisible();
  await chooseOption(page, 'Campañas', desk.campaign.name, form);
  // A click outside the list closes it (Escape would be the dialog's too).
  await form.getByRole('heading', { name: 'Agregar Template' }).click();
  await expect(page.getByRole('option', { name: desk.campaign.name })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Texto' }).fill('Hola ');
  await form.getByRole('button', { name: 'Agregar variable' }).click();
  await form.getByRole('textbox', { name: 'Texto' }).press('End');
  await form.getByRole('textbox', { name: 'Texto' }).pressSequentially(', tu *cita* es _mañana_ ');
  await form.getByRole('button', { name: 'Emojis' }).click();
  await page.getByRole('button', { name: 'Emoji 📅' }).click();
  await expect(form.getByRole('textbox', { name: 'Texto' })).toHaveValue('Hola {{1}}, tu *cita* es _mañana_ 📅');
  // A click elsewhere closes the emojis.
  await form.getByLabel('Ejemplo de {{1}}').click();
  await expect(page.getByRole('dialog', { name: 'Emojis' })).toHaveCount(0);
  await form.getByLabel('Ejemplo de {{1}}').fill('Ana');
  await form.locator('input[type="file"]').setInputFiles({ name: 'cita.png', mimeType: 'image/png', buffer: gradientPng() });
  const preview = form.getByTestId('template-preview');
  await expect(preview).toContainText('Hola Ana, tu cita es mañana 📅');
  await expect(preview.locator('strong')).toHaveText('cita');
  await expect(preview.locator('em')).toHaveText('mañana');
  await expect(preview.getByRole('img', { name: 'Encabezado: cita.png' })).toBeVisible();
  await shot(page, 'difusion-template-form');
  expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
  await form.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText(`El template ${templateName} se envió a revisión de WhatsApp.`)).toBeVisible();
  // Back to the list, PENDIENTE until the simulator's review arrives over the socket.
  const templateRow = templates.getByRole('row').filter({ hasText: templateName });
  await expect(templateRow).toContainText(desk.campaign.name);
  await expect(templateRow).toContainText('Aprobado', { timeout: 30_000 });
  await shot(page, 'difusion-templates');
  expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
  await templates.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(templates).toHaveCount(0);

  // Agregar Campañas de Difusión: a missing campaign is said under its field, then it is created.
  await page.getByRole('button', { name: 'Agregar Campañas de Difusión' }).click();
  const create = page.getByRole('dialog', { name: 'Agregar Campaña de Difusión' });
  const broadcastName = uniqueName('Promoción Marzo');
  await create.getByLabel('Nombre').fill(broadcastName);
  await create.getByRole('button', { name: 'Crear' }).click();
  await expect(create.getByText('Este campo es obligatorio.')).toBeVisible();
  await chooseOption(page, 'Campaña', desk.campaign.name, create);
  await create.getByLabel('Descripción').fill('Recordatorio de citas de marzo');
  await create.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText('Se ha creado la campaña de difusión')).toBeVisible();
  await expect(create).toHaveCount(0);

  // The search is kept in the address.
  await page.getByRole('textbox', { name: 'Buscar' }).fill(broadcastName);
  await expect(page).toHaveURL(/pestana=difusion.*q=/);
  const row = page.getByRole('row').filter({ hasText: broadcastName });
  await expect(row).toContainText('Sin enviar');
  await expect(row).toContainText(desk.campaign.name);
  // Thirteen columns fit at 1,400 px beside the sidebar: the row's last actions are in view without scrolling.
  await expect(row.getByRole('button', { name: `Enviar ${broadcastName}` })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('button', { name: `Estadísticas de ${broadcastName}` })).toBeInViewport({ ratio: 1 });

  // Enviar: the group and the approved template with its variable; the dialog follows the send to its end.
  await row.getByRole('button', { name: `Enviar ${broadcastName}` }).click();
  const send = page.getByRole('dialog', { name: 'Enviar Campaña de Difusión' });
  await expect(send.getByRole('combobox', { name: 'Campaña de difusión' })).toHaveValue(new RegExp(broadcastName));
  await chooseOption(page, 'Grupos de contactos', desk.group.name, send);
  await send.getByRole('heading', { name: 'Enviar Campaña de Difusión' }).click();
  await expect(page.getByRole('option', { name: desk.group.name })).toHaveCount(0);
  await chooseOption(page, 'Template', templateName, send);
  await send.getByLabel('Variable {{1}}').fill('[nombre]');
  await expect(send.getByText('Hola [nombre], tu cita es mañana 📅')).toBeVisible();
  await send.getByLabel('Descripción de la gestión').fill('Primer envío de marzo');
  await shot(page, 'difusion-enviar');
  await send.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('La difusión se está enviando.')).toBeVisible();
  await expect(send.getByTestId('send-status')).toHaveText('La difusión terminó.', { timeout: 60_000 });
  await expect(send.getByRole('progressbar', { name: 'Avance de la difusión' })).toHaveAttribute('aria-valuenow', '100');
  await shot(page, 'difusion-enviar-progreso');
  await send.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(send).toHaveCount(0);

  // The row says what happened: both contacts reached, one with two phones; no Enviar any more.
  await expect(row).toContainText('Finalizado');
  await expect(row).toContainText(templateName);
  await expect(row).toContainText('Primer envío de marzo');
  await expect(row.getByRole('button', { name: `Enviar ${broadcastName}` })).toHaveCount(0);
  await shot(page, 'difusion-tab');
  expect(await axeProblems(page, 'main')).toEqual([]);

  // Exitosos → Detalles, searchable by contact or number.
  await row.getByRole('button', { name: `2 exitosos de ${broadcastName}: ver detalles` }).click();
  const details = page.getByRole('dialog', { name: 'Detalles' });
  await expect(details.getByRole('row').filter({ hasText: desk.contacts.ana })).toBeVisible();
  await expect(details.getByRole('row').filter({ hasText: desk.contacts.bruno })).toContainText('2');
  await details.getByRole('textbox', { name: 'Buscar' }).fill('Bruno');
  await expect(details.getByRole('row').filter({ hasText: desk.contacts.ana })).toHaveCount(0);
  await expect(details.getByRole('row').filter({ hasText: desk.contacts.bruno })).toBeVisible();
  await shot(page, 'difusion-detalles');
  expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);

  // Estadísticas: each figure over the contacts.
  await row.getByRole('button', { name: `Estadísticas de ${broadcastName}` }).click();
  const stats = page.getByRole('dialog', { name: 'Estadísticas' });
  await expect(stats.getByTestId('stats-total')).toHaveText('2');
  await expect(stats.getByTestId('stat-exitosos')).toContainText('100 %');
  await expect(stats.getByTestId('stat-exitosos')).toContainText('2 de 2');
  await expect(stats.getByTestId('stat-fallidos')).toContainText('0 %');
  await expect(stats.getByTestId('stat-multiples_telefonos')).toContainText('50 %');
  await expect(stats.getByTestId('send-status')).toHaveText('La difusión terminó.');
  await shot(page, 'difusion-estadisticas');
  expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(stats).toHaveCount(0);

  // Subir Confirmaciones: the example file, filled with a row for the template; it is sent at once.
  await page.getByRole('button', { name: 'Subir Confirmaciones' }).click();
  const upload = page.getByRole('dialog', { name: 'Subir Confirmaciones' });
  const downloading = page.waitForEvent('download');
  await upload.getByRole('button', { name: 'Descargar la plantilla' }).click();
  const example = await downloading;
  expect(example.suggestedFilename()).toBe('Plantilla-Confirmaciones.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await example.path());
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const values: Record<string, string> = { Nombre: 'Carla Confirmación', 'Teléfono': newPhone(), Plantilla: templateName, 'Variable 1': 'Carla' };
  sheet.getRow(2).values = headers.map((header) => values[header] ?? '');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'confirmaciones-')), 'confirmaciones.xlsx');
  await workbook.xlsx.writeFile(file);
  await upload.locator('input[type="file"]').setInputFiles(file);
  await upload.getByRole('button', { name: 'Borrar' }).click();
  await upload.getByRole('button', { name: 'Generar' }).click();
  await expect(upload.getByText('Seleccione el archivo de confirmaciones.')).toBeVisible();
  await upload.locator('input[type="file"]').setInputFiles(file);
  await upload.getByRole('button', { name: 'Generar' }).click();
  await expect(upload.getByRole('status').filter({ hasText: 'El archivo se ha cargado correctamente.' })).toContainText('Enviados: 1. No enviados: 0.');
  expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
});
