import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { axeCheck, seriousViolations } from './axe-options';
import {
  adminHeaders, chooseOption, createCampaignViaApi, createContactViaApi, createUserViaApi, nationalPhone, postOk, shot, signIn, uniqueEmail,
  uniqueName,
} from './fixtures';

const PASSWORD = 'Clave1234*';

interface Desk {
  headers: Record<string, string>;
  campaign: { id: number; name: string };
  channel: { id: number; nombre: string };
  template: { id: number; name: string };
}

/**
 * A campaign with a WhatsApp channel on the simulator (its own business account) and an approved template of one
 * variable: created through the API, submitted by the server's job, approved by the simulator a second later.
 */
async function openDesk(request: APIRequestContext, baseURL: string | undefined): Promise<Desk> {
  const headers = await adminHeaders(request);
  const campaign = await createCampaignViaApi(request, uniqueName('Campaña Pedidos'));
  const stamp = Date.now().toString(36);
  const channel = await postOk<{ id: number; nombre: string }>(request, headers, '/api/channels/', {
    nombre: uniqueName('WhatsApp Pedidos'), tipo: 'WhatsApp', campaign: campaign.id,
    config: {
      phone_number_id: `pn-masivo-${stamp}`, waba_id: `waba-masivo-${stamp}`, access_token: `token-masivo-${stamp}`, app_secret: 'secreto-e2e-app',
      verify_token: 'verificar-e2e', api_url: `${baseURL}/sim/whatsapp/v21.0`,
    },
  });
  const created = await postOk<{ id: number; name: string }>(request, headers, '/api/whatsapp/template/', {
    name: `pedido_listo_${stamp}`, campaign: [campaign.id], body: 'Hola {{1}}, su pedido está *listo* para recoger en _la tienda_.',
  });
  await expect.poll(async () => {
    const res = await request.get(`/api/whatsapp/template/${created.id}/`, { headers });
    return ((await res.json()) as { status: string }).status;
  }, { timeout: 60_000, message: 'the simulator approves the template' }).toBe('APPROVED');
  return { headers, campaign, channel, template: { id: created.id, name: created.name } };
}

let phoneCounter = 0;
/** A Colombian mobile number no other test uses: ten digits. */
function newPhone(): string {
  phoneCounter += 1;
  return `32${String(Date.now() % 10_000_000).padStart(7, '0')}${phoneCounter % 10}`.slice(0, 10);
}

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username, PASSWORD);
  return page;
}

/** What the customer has received on the simulator. */
async function customerReceived(request: APIRequestContext, desk: Desk, digits: string) {
  const res = await request.get(`/api/sim/conversation/?channel=${desk.channel.id}&address=${digits}`, { headers: desk.headers });
  const body = (await res.json()) as { messages: { from: string; text: string | null; kind: string }[] };
  return body.messages.filter((m) => m.from === 'agent');
}

const axeProblems = async (page: Page, include: string) => seriousViolations(await axeCheck(page).include(include).analyze());

test('an agent opens a new WhatsApp chat, is told the 24-hour window is closed and sends an approved template', async ({ browser, page, request, baseURL }) => {
  test.setTimeout(240_000);
  const desk = await openDesk(request, baseURL);
  const username = uniqueEmail('agente.plantillas');
  const agentUser = await createUserViaApi(page, { username, password: PASSWORD, first_name: 'Sofía', last_name: uniqueName('Arango'), role: 'Agente' });
  await postOk(request, desk.headers, `/api/campaign/campaign/${desk.campaign.id}/add_users/`, { contact: [agentUser.id] }, 200);
  const phone = newPhone();
  const customerName = uniqueName('Mariana');
  await createContactViaApi(request, { first_name: customerName, last_name: 'Cifuentes', email: uniqueEmail('mariana'), phone });

  // '+ Nuevo chat' to the contact's number: the conversation opens with the composer offering templates only.
  const agent = await signedIn(browser, username);
  await agent.goto('/chat');
  await agent.getByRole('region', { name: 'Conversaciones' }).getByRole('button', { name: 'Nuevo chat' }).click();
  const dialog = agent.getByRole('dialog', { name: 'Nuevo chat' });
  await dialog.getByLabel('Número de teléfono').fill(phone);
  await dialog.getByRole('button', { name: 'Verificar e iniciar' }).click();
  await expect(dialog).toBeHidden();
  await expect(agent).toHaveURL(/\/chat\/\d+$/);
  const notice = agent.getByTestId('closed-window');
  await expect(notice).toContainText('La ventana de 24 horas de WhatsApp está cerrada');
  await expect(notice).toContainText('solo permite enviar texto libre durante las 24 horas siguientes al último mensaje del cliente');

  // Free text waits: Enter sends nothing and the text stays in the box.
  const box = agent.getByRole('textbox', { name: 'Mensaje' });
  await box.fill('¿Sigue interesada en el pedido?');
  await box.press('Enter');
  await expect(box).toHaveValue('¿Sigue interesada en el pedido?');
  await expect(agent.getByTestId('unsent-text')).toBeVisible();
  await expect(agent.getByRole('button', { name: 'Enviar', exact: true })).toBeDisabled();

  // The campaign's approved template, its variable and the preview as the customer will read it.
  const picker = agent.getByRole('region', { name: 'Plantillas de WhatsApp' });
  await chooseOption(agent, 'Plantilla', desk.template.name, picker);
  const preview = picker.getByTestId('template-preview');
  await expect(preview).toHaveText('Hola {{1}}, su pedido está listo para recoger en la tienda.');
  await picker.getByRole('button', { name: 'Enviar plantilla' }).click();
  await expect(picker.getByText('Este campo es obligatorio.')).toBeVisible();
  await picker.getByRole('textbox', { name: 'Variable {{1}}' }).fill('Mariana');
  await expect(preview).toHaveText('Hola Mariana, su pedido está listo para recoger en la tienda.');
  await expect(preview.locator('strong')).toHaveText('listo');
  await expect(preview.locator('em')).toHaveText('la tienda');
  expect(await axeProblems(agent, '[data-testid="chat-conversation"]')).toEqual([]);
  await shot(agent, 'mass-messaging-composer');

  // On a phone the notice, the variable and the preview are taller than the conversation: they scroll inside the
  // composer, and the button is reached and clicked there (a click checks that nothing covers it).
  await agent.setViewportSize({ width: 390, height: 844 });
  await picker.getByRole('button', { name: 'Enviar plantilla' }).click();
  const sent = agent.getByTestId('chat-message').filter({ hasText: 'Hola Mariana, su pedido está listo para recoger en la tienda.' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(`Plantilla ${desk.template.name}`);
  await expect.poll(async () => (await customerReceived(request, desk, `57${phone}`)).map((m) => m.text), { timeout: 30_000 })
    .toEqual(['Hola Mariana, su pedido está *listo* para recoger en _la tienda_.']);
  // Still no answer from the customer: the templates stay.
  await expect(notice).toBeVisible();
  await agent.setViewportSize({ width: 1400, height: 900 });

  // The customer writes back: the usual composer returns, with the text that waited, and it goes.
  await postOk(request, desk.headers, '/api/sim/messages/', { channel: desk.channel.id, name: customerName, address: `57${phone}`, kind: 'text', text: 'Sí, voy mañana' });
  await expect(agent.getByTestId('chat-message').filter({ hasText: 'Sí, voy mañana' })).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(picker).toBeHidden();
  await expect(box).toHaveValue('¿Sigue interesada en el pedido?');
  await box.press('Enter');
  await expect(agent.getByTestId('chat-message').filter({ hasText: '¿Sigue interesada en el pedido?' })).toBeVisible();
  await expect(box).toHaveValue('');
  await agent.context().close();
});

test('an administrator uploads a mass-messaging file and sees the rows sent and those not sent, with their reasons', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const desk = await openDesk(request, baseURL);
  const [good, stranger, unknown] = [newPhone(), newPhone(), newPhone()];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Mensajes');
  sheet.addRows([
    ['Nombre', 'Teléfono', 'Mensaje', 'Plantilla', 'Variable 1'],
    ['Laura Gómez', good, '', desk.template.name, 'Laura'],
    ['Sin Número', '', 'Hola', '', ''],
    ['Número Malo', 'abc123', 'Hola', '', ''],
    ['Nunca Escribió', stranger, 'Hola, ¿cómo está?', '', ''],
    ['Plantilla Rara', unknown, '', 'no_existe', 'x'],
  ]);
  const file = Buffer.from(await book.xlsx.writeBuffer());

  // From the reports index to the page; its example file downloads.
  await signIn(page);
  await page.goto('/reports');
  await page.getByRole('main').getByRole('link', { name: /Mensajería Masiva/ }).click();
  await expect(page).toHaveURL(/\/mensajeria-masiva$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mensajería Masiva' })).toBeVisible({ timeout: 60_000 });
  const form = page.getByRole('region', { name: 'Cargar archivo' });
  const downloading = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Descargar la plantilla' }).click();
  expect((await downloading).suggestedFilename()).toBe('Plantilla-Mensajeria-Masiva.xlsx');

  await chooseOption(page, 'Canal de WhatsApp', `${desk.channel.nombre} · ${desk.campaign.name}`, form);
  await form.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(form.getByText('Selecciona el archivo con los mensajes.')).toBeVisible();
  await form.locator('input[type="file"]').setInputFiles({
    name: 'mensajes.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file,
  });
  await form.getByRole('button', { name: 'Enviar', exact: true }).click();
  const done = page.getByRole('alert').filter({ hasText: 'Hecho!' });
  await expect(done).toContainText('El archivo se ha cargado correctamente.');
  await expect(page).toHaveURL(/\?carga=\d+$/);

  const result = page.getByTestId('mass-result');
  await expect(result).toContainText('1 mensaje enviado, 4 filas no enviadas: el motivo de cada una está en No enviados.');
  const sentRows = page.getByRole('table', { name: 'Enviados', exact: true }).locator('tbody tr');
  await expect(sentRows).toHaveCount(1);
  await expect(sentRows.first()).toContainText('Laura Gómez');
  await expect(sentRows.first()).toContainText(nationalPhone(good));
  const notSent = page.getByRole('table', { name: 'No enviados', exact: true }).locator('tbody tr');
  await expect(notSent).toHaveCount(4);
  await expect(notSent.nth(0)).toContainText('Sin Número');
  await expect(notSent.nth(0)).toContainText('Sin teléfono');
  await expect(notSent.nth(1)).toContainText('El teléfono no es un número válido.');
  await expect(notSent.nth(2)).toContainText(nationalPhone(stranger));
  await expect(notSent.nth(2)).toContainText('Pasaron más de 24 horas desde el último mensaje del cliente: use una plantilla aprobada.');
  await expect(notSent.nth(3)).toContainText('La plantilla «no_existe» no existe.');
  await expect.poll(async () => (await customerReceived(request, desk, `57${good}`)).map((m) => m.text), { timeout: 30_000 })
    .toEqual(['Hola Laura, su pedido está *listo* para recoger en _la tienda_.']);
  expect(await axeProblems(page, 'main')).toEqual([]);
  await shot(page, 'mass-messaging-results');

  // The outcome stays in the address: a reload shows it again.
  await page.reload();
  await expect(page.getByRole('table', { name: 'No enviados', exact: true }).locator('tbody tr')).toHaveCount(4, { timeout: 60_000 });

  // A refused file is a red 'Error' with the server's reason.
  await form.locator('input[type="file"]').setInputFiles({ name: 'vacio.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('no es excel') });
  // The notice stays 2 seconds: it is waited for from before the click.
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'Error' }).filter({ hasText: 'El archivo no es' })
    .waitFor({ state: 'visible', timeout: 60_000 });
  await form.getByRole('button', { name: 'Enviar', exact: true }).click();
  await notice;
  await expect(form.getByRole('alert').filter({ hasText: 'Error' })).toContainText('El archivo no es');
});
