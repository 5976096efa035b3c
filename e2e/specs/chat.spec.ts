import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  adminHeaders, chooseOption, createCampaignViaApi, createTypificationViaApi, createUserViaApi, postOk, shot, signIn, uniqueEmail,
  uniqueName,
} from './fixtures';

const PASSWORD = 'Clave1234*';

/** A page of its own session (cookies and storage), signed in as `username`. */
async function pageOf(browser: Browser, username?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, username ? PASSWORD : undefined);
  return page;
}

/** The customer writes from /simulador: channel, name and number, then a text. */
async function customerWrites(customer: Page, channel: string, name: string, text: string, number?: string) {
  await chooseOption(customer, 'Canal', `${channel} (WhatsApp)`);
  await customer.getByLabel('Nombre del cliente').fill(name);
  if (number) await customer.getByLabel('Número de WhatsApp').fill(number);
  await customer.getByLabel('Mensaje', { exact: true }).fill(text);
  await customer.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(customer.getByText(text)).toBeVisible();
}

test('a customer writes in the simulator; the agent takes, answers, transfers and typifies, live', async ({ browser, page, request, baseURL }) => {
  test.setTimeout(120_000);
  // The campaign (queue), its typification and a WhatsApp channel wired to the built-in simulator.
  const headers = await adminHeaders(request);
  const campaign = await createCampaignViaApi(request, uniqueName('Campaña Chat'));
  // A first-response target: the waiting conversation counts down to it.
  expect((await request.patch(`/api/campaign/campaign/${campaign.id}/`, { headers, data: { sla_primera_respuesta_min: 15 } })).ok()).toBe(true);
  const other = await createCampaignViaApi(request, uniqueName('Campaña Soporte'));
  await createTypificationViaApi(request, campaign.id, 'Interesado', 'Pidió cotización');
  const channelName = uniqueName('WhatsApp Ventas');
  await postOk(request, headers, '/api/channels/', {
    nombre: channelName, tipo: 'WhatsApp', campaign: campaign.id,
    config: {
      phone_number_id: `pn${Date.now()}`, waba_id: 'waba-e2e', access_token: `token-${Date.now()}`, app_secret: 'secreto-e2e-app',
      verify_token: 'verificar-e2e', api_url: `${baseURL}/sim/whatsapp/v21.0`,
    },
  });
  const agentUser = uniqueEmail('agente.chat');
  const agent = await createUserViaApi(page, { username: agentUser, password: PASSWORD, first_name: 'Camila', last_name: uniqueName('Rojas'), role: 'Agente' });
  for (const id of [campaign.id, other.id]) await postOk(request, headers, `/api/campaign/campaign/${id}/add_users/`, { contact: [agent.id] }, 200);

  // The admin shows the channel's webhook URL on Canales.
  await signIn(page);
  await page.goto('/channels');
  await expect(page.getByRole('row').filter({ hasText: channelName })).toContainText('/api/webhooks/whatsapp/');
  await shot(page, 'channels');

  const customer = await pageOf(browser);
  await customer.goto('/simulador');
  const agentPage = await pageOf(browser, agentUser);
  await agentPage.goto('/chat');

  const firstName = uniqueName('Laura');
  await customerWrites(customer, channelName, firstName, 'Hola, quiero información del plan');
  await shot(customer, 'simulator');

  // The waiting conversation reaches the agent without a reload; clicking it takes it into Mis Gestiones.
  await agentPage.getByText(/^En Espera \(\d+\)$/).click();
  const waiting = agentPage.getByRole('button', { name: `Conversación con ${firstName}` });
  await expect(waiting).toBeVisible();
  // The SLA countdown ticks on the row, read as the time left.
  await expect(waiting.getByTestId('sla-badge')).toContainText(/^SLA 1[45]:\d\d/);
  await expect(waiting).toContainText(/Tiempo de SLA restante 1[45] min \d+ s/);
  await waiting.click();
  await expect(agentPage.getByText(/^Mis Gestiones \(\d+\)$/)).toBeVisible();
  await expect(agentPage.getByTestId('chat-message').filter({ hasText: 'Hola, quiero información del plan' })).toBeVisible();

  // A text with Enter, then an image; both reach the customer.
  await agentPage.getByLabel('Mensaje').fill('Con gusto, Laura. ¿Qué plan le interesa?');
  await agentPage.getByLabel('Mensaje').press('Enter');
  await expect(agentPage.getByTestId('chat-message').filter({ hasText: 'Con gusto, Laura' })).toBeVisible();
  await agentPage.locator('input[type="file"]').setInputFiles({
    name: 'tarifas.png', mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  });
  await agentPage.getByTestId('attachment-preview').getByRole('button', { name: 'Enviar' }).click();
  await expect(agentPage.getByRole('img', { name: 'Imagen' })).toBeVisible();
  await expect(customer.getByText('Con gusto, Laura. ¿Qué plan le interesa?')).toBeVisible({ timeout: 10_000 });

  // The customer's answer arrives live in the agent's conversation.
  await customer.getByLabel('Mensaje', { exact: true }).fill('El plan empresarial, por favor');
  await customer.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(agentPage.getByTestId('chat-message').filter({ hasText: 'El plan empresarial, por favor' })).toBeVisible();
  await shot(agentPage, 'chat');
  const size = agentPage.viewportSize();
  await agentPage.setViewportSize({ width: 390, height: 844 });
  await shot(agentPage, 'chat-phone');
  if (size) await agentPage.setViewportSize(size);

  // Crear: the typification closes the conversation, which then shows in Finalizado (Hoy).
  // Other specs of the run may have finished gestiones today: the dashboard is checked against the count before.
  // The agent's dashboard counts the agent's own gestiones.
  const agentToken = ((await (await request.post('/api/auth/login/', { data: { username: agentUser, password: PASSWORD } })).json()) as { access: string }).access;
  const finishedToday = async () => ((await (await request.get('/api/dashboard/', { headers: { authorization: `Bearer ${agentToken}` } })).json()) as { gestiones_finalizadas_hoy: number }).gestiones_finalizadas_hoy;
  const finishedBefore = await finishedToday();
  await agentPage.getByRole('button', { name: 'Crear' }).click();
  const drawer = agentPage.getByRole('complementary', { name: 'Panel de la conversación' });
  await chooseOption(agentPage, 'Resultado', 'Interesado', drawer);
  await chooseOption(agentPage, 'Calificación', 'Pidió cotización', drawer);
  await drawer.getByLabel('Observaciones').fill('Enviar cotización del plan empresarial');
  await shot(agentPage, 'chat-typification');
  await drawer.getByRole('button', { name: 'Guardar gestión' }).click();
  await expect(agentPage.getByText('Se ha guardado la gestión con éxito')).toBeVisible();
  await agentPage.getByRole('tab', { name: 'Finalizado' }).click();
  await expect(agentPage.getByRole('button', { name: `Conversación con ${firstName}` })).toBeVisible();

  // A second customer is transferred to the other campaign's queue.
  const secondName = uniqueName('Jorge');
  await customer.getByRole('button', { name: 'Otro número' }).click();
  await customerWrites(customer, channelName, secondName, 'Necesito soporte técnico');
  await agentPage.getByRole('tab', { name: 'Abierto' }).click();
  await agentPage.getByText(/^En Espera \(\d+\)$/).click();
  await agentPage.getByRole('button', { name: `Conversación con ${secondName}` }).click();
  await expect(agentPage.getByTestId('chat-message').filter({ hasText: 'Necesito soporte técnico' })).toBeVisible();
  await agentPage.getByRole('button', { name: 'Transferir' }).click();
  const transfer = agentPage.getByRole('dialog', { name: 'Transferir conversación' });
  await transfer.getByRole('button', { name: 'Transferir' }).click();
  await expect(transfer.getByText('Selecciona una campaña.')).toBeVisible();
  await chooseOption(agentPage, 'Campaña', other.name, transfer);
  await transfer.getByRole('button', { name: 'Transferir' }).click();
  await expect(agentPage.getByText('Se ha transferido la conversación correctamente')).toBeVisible();

  // The dashboard counts the WhatsApp gestión at once.
  await agentPage.goto('/dashboard');
  await expect(agentPage.getByText(`${finishedBefore + 1} finalizadas hoy`)).toBeVisible();
  await expect(agentPage.getByText('Total: 1')).toBeVisible();
  for (const other of [customer, agentPage]) await other.context().close();
});
