import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axeCheck, seriousViolations } from './axe-options';
import {
  adminHeaders, chooseOption, createCampaignViaApi, createTypificationViaApi, createUserViaApi, gradientPng, postOk, shot, signIn,
  uniqueEmail, uniqueName,
} from './fixtures';

const PASSWORD = 'Clave1234*';

interface Desk {
  campaign: { id: number; name: string };
  other: { id: number; name: string };
  channel: number;
  headers: Record<string, string>;
  agentUser: string;
  agentName: string;
}

/** A campaign with its typification, a second campaign, a WhatsApp channel on the simulator and an agent of both campaigns. */
async function openDesk(page: Page, request: APIRequestContext, baseURL: string | undefined): Promise<Desk> {
  const headers = await adminHeaders(request);
  const campaign = await createCampaignViaApi(request, uniqueName('Campaña Escritorio'));
  const other = await createCampaignViaApi(request, uniqueName('Campaña Posventa'));
  await createTypificationViaApi(request, campaign.id, 'Interesado', 'Pidió cotización');
  const channel = await postOk<{ id: number }>(request, headers, '/api/channels/', {
    nombre: uniqueName('WhatsApp Escritorio'), tipo: 'WhatsApp', campaign: campaign.id,
    config: {
      phone_number_id: `pn${Date.now()}`, waba_id: 'waba-e2e', access_token: `token-${Date.now()}`, app_secret: 'secreto-e2e-app',
      verify_token: 'verificar-e2e', api_url: `${baseURL}/sim/whatsapp/v21.0`,
    },
  });
  const agentUser = uniqueEmail('agente.escritorio');
  const lastName = uniqueName('Rojas');
  const agent = await createUserViaApi(page, { username: agentUser, password: PASSWORD, first_name: 'Camila', last_name: lastName, role: 'Agente' });
  for (const id of [campaign.id, other.id]) await postOk(request, headers, `/api/campaign/campaign/${id}/add_users/`, { contact: [agent.id] }, 200);
  return { campaign, other, channel: channel.id, headers, agentUser, agentName: `Camila ${lastName}` };
}

/** The customer writes through the simulator (as the provider would deliver it). */
async function customerWrites(request: APIRequestContext, desk: Desk, customer: { name: string; address: string }, text: string) {
  await postOk(request, desk.headers, '/api/sim/messages/', { channel: desk.channel, name: customer.name, address: customer.address, kind: 'text', text }, 201);
}

/** What the customer has received on the simulator. */
async function customerReceived(request: APIRequestContext, desk: Desk, address: string) {
  const res = await request.get(`/api/sim/conversation/?channel=${desk.channel}&address=${address}`, { headers: desk.headers });
  const body = (await res.json()) as { messages: { from: string; text: string | null; kind: string }[] };
  return body.messages.filter((m) => m.from === 'agent');
}

let phoneCounter = 0;
function newCustomer(name: string) {
  phoneCounter += 1;
  return { name: uniqueName(name), address: `5731${String(Date.now() % 10_000_000).padStart(7, '0')}${phoneCounter}`.slice(0, 12) };
}

async function agentPage(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username, PASSWORD);
  return page;
}

/** The serious and critical problems axe finds on the screen as it is. */
const axeProblems = async (page: Page) => seriousViolations(await axeCheck(page).analyze());

const row = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^Conversación con ${name}`) });
const message = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

/** The agent takes a waiting conversation from En Espera; it opens at /chat/{id}. */
async function take(page: Page, name: string) {
  await page.getByRole('tab', { name: 'Abierto' }).click();
  await page.getByText(/^En Espera \(\d+\)$/).click();
  await row(page, name).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(page.getByText(/^Mis Gestiones \(\d+\)$/)).toBeVisible();
}

test('a returning customer: typifying leaves the conversation readable, and the new one shows the earlier one', async ({ browser, page, request, baseURL }) => {
  const desk = await openDesk(page, request, baseURL);
  const customer = newCustomer('Lucía');
  const agent = await agentPage(browser, desk.agentUser);
  await agent.goto('/chat');

  await customerWrites(request, desk, customer, 'Hola, quiero el plan hogar');
  await take(agent, customer.name);
  await agent.getByLabel('Mensaje').fill('Claro, le envío la cotización.');
  await agent.getByLabel('Mensaje').press('Enter');
  await expect(message(agent, 'Claro, le envío la cotización.')).toContainText('Tú');

  // The typification opens beside the conversation (wide screen) and saving leaves the conversation on screen, read-only.
  await agent.getByRole('button', { name: 'Crear' }).click();
  const side = agent.getByRole('complementary', { name: 'Panel de la conversación' });
  await expect(side).toBeVisible();
  await expect(agent.getByTestId('chat-thread')).toBeVisible();
  await chooseOption(agent, 'Resultado', 'Interesado', side);
  await chooseOption(agent, 'Calificación', 'Pidió cotización', side);
  await shot(agent, 'chat-workspace-typification');
  await side.getByRole('button', { name: 'Guardar gestión' }).click();
  await expect(agent.getByText('Se ha guardado la gestión con éxito')).toBeVisible();
  await expect(agent.getByText('Finalizada', { exact: true })).toBeVisible();
  await expect(message(agent, 'Hola, quiero el plan hogar')).toBeVisible();
  await expect(agent.getByLabel('Mensaje')).toBeDisabled();
  const closedUrl = agent.url();

  // Finalizado opens that closed conversation itself, with its typification.
  await agent.goto('/chat');
  await agent.getByRole('tab', { name: 'Finalizado' }).click();
  await row(agent, customer.name).click();
  await expect(agent).toHaveURL(closedUrl);
  await expect(agent.getByText('Interesado · Pidió cotización')).toBeVisible();

  // The customer comes back: the new conversation shows the earlier one, which opens to its messages.
  await customerWrites(request, desk, customer, 'Hola de nuevo, ¿ya tienen la cotización?');
  await take(agent, customer.name);
  await expect(message(agent, 'Hola de nuevo')).toBeVisible();
  await expect(message(agent, 'Hola, quiero el plan hogar')).toHaveCount(0);
  await agent.getByRole('button', { name: 'Conversaciones anteriores (1)' }).click();
  const earlier = agent.getByTestId('earlier-conversation');
  await expect(earlier).toContainText('Interesado · Pidió cotización');
  await expect(earlier).toContainText(desk.agentName);
  await earlier.getByRole('button', { name: /Ver mensajes$/ }).click();
  await expect(earlier.getByTestId('chat-message').filter({ hasText: 'Hola, quiero el plan hogar' })).toBeVisible();
  await expect(earlier.getByTestId('chat-message').filter({ hasText: 'Claro, le envío la cotización.' })).toBeVisible();
  await shot(agent, 'chat-workspace-history');
  expect(await axeProblems(agent)).toEqual([]);

  // The address is the conversation's: a reload keeps it open, and Back returns to the one before.
  const current = agent.url();
  await agent.reload();
  await expect(message(agent, 'Hola de nuevo')).toBeVisible();
  await agent.goBack();
  await expect(agent).toHaveURL(closedUrl);
  await expect(message(agent, 'Hola, quiero el plan hogar')).toBeVisible();
  await agent.goForward();
  await expect(agent).toHaveURL(current);
  await agent.context().close();
});

test('unread messages: a badge on the other conversation and the count in the tab title, until it is opened', async ({ browser, page, request, baseURL }) => {
  const desk = await openDesk(page, request, baseURL);
  const first = newCustomer('Andrés');
  const second = newCustomer('Beatriz');
  const agent = await agentPage(browser, desk.agentUser);
  await agent.goto('/chat');
  await customerWrites(request, desk, first, 'Buenas tardes');
  await customerWrites(request, desk, second, 'Necesito ayuda con mi factura');
  await take(agent, first.name);
  await take(agent, second.name);
  await expect(message(agent, 'Necesito ayuda con mi factura')).toBeVisible();

  // The conversation on screen is read; the first customer writes again and the first row counts it.
  await customerWrites(request, desk, first, '¿Siguen ahí?');
  await expect(row(agent, first.name)).toHaveAccessibleName(new RegExp(`^Conversación con ${first.name} .*1 sin leer`));
  await expect(row(agent, first.name).getByTestId('unread-badge')).toHaveText('1 sin leer');
  await expect(agent).toHaveTitle('(1) Chat · Atiende');
  await shot(agent, 'chat-workspace-unread');

  // A customer message in the open conversation is read at once while the window has focus.
  await customerWrites(request, desk, second, 'Es la del mes pasado');
  await expect(message(agent, 'Es la del mes pasado')).toBeVisible();
  await expect(row(agent, second.name).getByTestId('unread-badge')).toHaveCount(0);

  await row(agent, first.name).click();
  await expect(message(agent, '¿Siguen ahí?')).toBeVisible();
  await expect(row(agent, first.name).getByTestId('unread-badge')).toHaveCount(0);
  await expect(agent).toHaveTitle('Chat · Atiende');

  // '/' and Enter without a matching shortcut sends nothing to the customer.
  await agent.getByLabel('Mensaje').fill('/ren');
  await agent.getByLabel('Mensaje').press('Enter');
  await expect(agent.getByText('No hay atajos disponibles')).toBeVisible();
  await expect(agent.getByLabel('Mensaje')).toHaveValue('/ren');
  await expect(message(agent, '/ren')).toHaveCount(0);
  await agent.context().close();
});

test('an attachment is previewed with a caption before it is sent; Cancelar sends nothing', async ({ browser, page, request, baseURL }) => {
  const desk = await openDesk(page, request, baseURL);
  const customer = newCustomer('Carlos');
  const agent = await agentPage(browser, desk.agentUser);
  await agent.goto('/chat');
  await customerWrites(request, desk, customer, '¿Me envía las tarifas?');
  await take(agent, customer.name);

  const file = { name: 'tarifas.png', mimeType: 'image/png', buffer: gradientPng() };
  await agent.locator('input[type="file"]').setInputFiles(file);
  const preview = agent.getByTestId('attachment-preview');
  await expect(preview.getByRole('img', { name: 'Vista previa de tarifas.png' })).toBeVisible();
  await expect(preview).toContainText('tarifas.png');
  await preview.getByRole('button', { name: 'Cancelar' }).click();
  await expect(preview).toHaveCount(0);
  expect(await customerReceived(request, desk, customer.address)).toHaveLength(0);

  await agent.locator('input[type="file"]').setInputFiles(file);
  await preview.getByLabel('Descripción').fill('Tarifas de noviembre');
  await shot(agent, 'chat-workspace-attachment');
  await preview.getByRole('button', { name: 'Enviar' }).click();
  await expect(preview).toHaveCount(0);
  const sent = message(agent, 'Tarifas de noviembre');
  await expect(sent.getByRole('img', { name: 'Tarifas de noviembre' })).toBeVisible();
  await expect.poll(async () => (await customerReceived(request, desk, customer.address)).map((m) => [m.kind, m.text]))
    .toEqual([['image', 'Tarifas de noviembre']]);

  // Without a caption, the picture goes without one (the preview's field starts empty again).
  await agent.locator('input[type="file"]').setInputFiles({ ...file, name: 'mapa.png' });
  await expect(preview.getByLabel('Descripción')).toHaveValue('');
  await preview.getByRole('button', { name: 'Enviar' }).click();
  await expect.poll(async () => (await customerReceived(request, desk, customer.address)).length).toBe(2);
  const [, second] = await customerReceived(request, desk, customer.address);
  expect(second!.text ?? '').not.toContain('Tarifas');
  await expect(agent.getByTestId('chat-message').last().getByRole('img', { name: 'Imagen' })).toBeVisible();

  // At phone width the list and the conversation are two views, and the message box stays in view.
  await agent.setViewportSize({ width: 390, height: 844 });
  await expect(agent.getByRole('region', { name: 'Conversaciones' })).toHaveCount(0);
  await expect(agent.getByLabel('Mensaje')).toBeInViewport();
  await shot(agent, 'chat-workspace-phone');
  await agent.getByRole('button', { name: 'Contacto', exact: true }).click();
  await expect(agent.getByRole('dialog')).toBeVisible();
  await shot(agent, 'chat-workspace-phone-contact');
  expect(await axeProblems(agent)).toEqual([]);
  await agent.keyboard.press('Escape');
  await agent.getByRole('button', { name: 'Volver a la lista' }).click();
  await expect(row(agent, customer.name)).toBeVisible();
  await shot(agent, 'chat-workspace-phone-list');
  await agent.context().close();
});

test('a transfer to another agent leaves a line in the thread, and the new agent sees who wrote before', async ({ browser, page, request, baseURL }) => {
  const desk = await openDesk(page, request, baseURL);
  const customer = newCustomer('Daniela');
  const secondUser = uniqueEmail('agente.posventa');
  const secondLast = uniqueName('Gómez');
  const second = await createUserViaApi(page, { username: secondUser, password: PASSWORD, first_name: 'Luis', last_name: secondLast, role: 'Agente' });
  await postOk(request, desk.headers, `/api/campaign/campaign/${desk.other.id}/add_users/`, { contact: [second.id] }, 200);
  const agent = await agentPage(browser, desk.agentUser);
  const other = await agentPage(browser, secondUser);
  await agent.goto('/chat');
  await other.goto('/chat');

  await customerWrites(request, desk, customer, 'Quiero cambiar mi pedido');
  await take(agent, customer.name);
  await agent.getByLabel('Mensaje').fill('Le paso con posventa.');
  await agent.getByLabel('Mensaje').press('Enter');
  await expect(message(agent, 'Le paso con posventa.')).toBeVisible();

  await agent.getByRole('button', { name: 'Transferir' }).click();
  const transfer = agent.getByRole('dialog', { name: 'Transferir conversación' });
  await chooseOption(agent, 'Campaña', desk.other.name, transfer);
  await transfer.getByLabel('Desea asignar al Agente?').check();
  await transfer.getByRole('combobox', { name: 'Agente', exact: true }).click();
  // Each agent with the status they really have.
  await expect(agent.getByRole('option', { name: new RegExp(`^Luis ${secondLast} \\((CONECTADO|DESCONECTADO|PAUSA.*)\\)$`) })).toBeVisible();
  await agent.getByRole('option', { name: new RegExp(`^Luis ${secondLast}`) }).click();
  await transfer.getByRole('button', { name: 'Transferir' }).click();
  await expect(agent.getByText('Se ha transferido la conversación correctamente')).toBeVisible();
  await expect(agent).toHaveURL(/\/chat$/);

  await other.getByRole('tab', { name: 'Abierto' }).click();
  await row(other, customer.name).click();
  await expect(other.getByTestId('chat-system-line').filter({ hasText: /Transferida/ })).toContainText(`Luis ${secondLast}`);
  const earlier = message(other, 'Le paso con posventa.');
  await expect(earlier).toContainText(desk.agentName);
  await expect(earlier).not.toContainText('Tú');
  await shot(other, 'chat-workspace-transferred');
  for (const p of [agent, other]) await p.context().close();
});
