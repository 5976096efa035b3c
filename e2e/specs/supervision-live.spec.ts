import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axeCheck, seriousViolations } from './axe-options';
import { adminHeaders, createCampaignViaApi, createUserViaApi, postOk, shot, signIn, uniqueEmail, uniqueName, toPhoneWidth } from './fixtures';

const PASSWORD = 'Clave1234*';
const APP_SECRET = 'secreto-e2e-app';

/** A page of its own session (cookies and storage), signed in as `username`. */
async function pageOf(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username, PASSWORD);
  return page;
}

/** A user of `role`, with a unique username, and the name the screens show. */
async function newUser(page: Page, role: string, firstName: string, lastName: string) {
  const username = uniqueEmail(firstName.toLowerCase());
  const last = uniqueName(lastName);
  const { id } = await createUserViaApi(page, { username, password: PASSWORD, first_name: firstName, last_name: last, role });
  return { id, username, name: `${firstName} ${last}` };
}

/** A WhatsApp channel of the campaign, wired to the built-in simulator. */
async function whatsappChannel(request: APIRequestContext, headers: Record<string, string>, campaign: number) {
  const phoneNumberId = `pn${Date.now()}`;
  const channel = await postOk<{ id: number }>(request, headers, '/api/channels/', {
    nombre: uniqueName('WhatsApp Supervisión en vivo'), tipo: 'WhatsApp', campaign,
    config: {
      phone_number_id: phoneNumberId, waba_id: 'waba-e2e', access_token: `token-${Date.now()}`, app_secret: APP_SECRET,
      verify_token: 'verificar-e2e', api_url: '/sim/whatsapp/v21.0',
    },
  });
  return { id: channel.id, phoneNumberId };
}

let phoneCounter = 0;
function newCustomer(name: string) {
  phoneCounter += 1;
  return { name: uniqueName(name), address: `5731${String(Date.now() % 10_000_000).padStart(7, '0')}${phoneCounter}`.slice(0, 12) };
}

const row = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^Conversación con ${name}`) });
const message = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

test('a supervisor reading an agent\'s conversation: Supervisando, an internal note, and taking it over (the agent is told)', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const headers = await adminHeaders(request);
  const campaign = await createCampaignViaApi(request, uniqueName('Campaña Supervisando'));
  const channel = await whatsappChannel(request, headers, campaign.id);
  const agent = await newUser(page, 'Agente', 'Aura', 'Agente');
  await postOk(request, headers, `/api/campaign/campaign/${campaign.id}/add_users/`, { contact: [agent.id] }, 200);
  const supervisor = await newUser(page, 'Supervisor', 'Sara', 'Supervisora');
  const customer = newCustomer('Rosa');

  // The agent takes the customer's conversation from En Espera and answers.
  const agentPage = await pageOf(browser, agent.username);
  await agentPage.goto('/chat');
  await postOk(request, headers, '/api/sim/messages/', {
    channel: channel.id, name: customer.name, address: customer.address, kind: 'text', text: 'Hola, quiero cambiar mi plan',
  }, 201);
  await agentPage.getByText(/^En Espera \(\d+\)$/).click();
  await row(agentPage, customer.name).click();
  await expect(agentPage).toHaveURL(/\/chat\/\d+$/);
  const conversationId = Number(/\/chat\/(\d+)$/.exec(agentPage.url())![1]);
  await agentPage.getByLabel('Mensaje').fill('Con gusto, ¿a cuál plan desea cambiar?');
  await agentPage.getByLabel('Mensaje').press('Enter');
  await expect(message(agentPage, 'Con gusto, ¿a cuál plan desea cambiar?')).toContainText('Tú');

  // The supervisor's /chat points to the supervision report, whose 'Chats abiertos' of the agent open it in /chat.
  await signIn(page, supervisor.username, PASSWORD);
  await page.goto('/chat');
  await page.getByRole('main').getByRole('link', { name: 'Reporte de Supervisión' }).click();
  await expect(page).toHaveURL(/\/report_supervision$/);
  const agentRow = page.getByRole('row').filter({ hasText: agent.name });
  await agentRow.getByRole('button', { name: `Chats abiertos de ${agent.name}: 1` }).click();
  const chats = page.getByRole('dialog', { name: `Chats abiertos · ${agent.name}` });
  await chats.getByRole('button', { name: `Ver conversación ${conversationId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/chat/${conversationId}$`));

  // Read-only: the Supervisando mark, the agent's answer, and a bar in place of the message box.
  const conversation = page.getByTestId('chat-conversation');
  await expect(conversation.getByTestId('supervising-badge')).toHaveText('Supervisando');
  await expect(message(page, 'Con gusto, ¿a cuál plan desea cambiar?')).toContainText(agent.name);
  const bar = page.getByRole('region', { name: 'Supervisión de la conversación' });
  await expect(bar).toContainText(`Supervisando la conversación de ${agent.name}. El cliente no ve las notas.`);
  await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveCount(0);
  await expect(conversation.getByRole('button', { name: 'Crear' })).toBeDisabled();
  expect(seriousViolations(await axeCheck(page).include('main').analyze())).toEqual([]);
  await shot(page, 'chat-supervising');

  // On a phone the bar keeps both actions in view and nothing scrolls sideways.
  const wide = page.viewportSize()!;
  await toPhoneWidth(page);
  await expect(bar.getByRole('button', { name: 'Tomar el control' })).toBeInViewport();
  await expect(bar.getByRole('button', { name: 'Nota interna' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'chat-supervising-phone');
  await page.setViewportSize(wide);

  // An internal note: in the thread for both, never sent to the customer.
  await bar.getByRole('button', { name: 'Nota interna' }).click();
  const noteDialog = page.getByRole('dialog', { name: 'Nota interna' });
  await noteDialog.getByRole('textbox', { name: 'Nota' }).fill('Ofrécele el plan anual con descuento');
  await noteDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha guardado la nota')).toBeVisible();
  await expect(message(page, 'Ofrécele el plan anual con descuento')).toBeVisible();
  await expect(message(agentPage, 'Ofrécele el plan anual con descuento')).toContainText(supervisor.name);
  const received = await request.get(`/api/sim/conversation/?channel=${channel.id}&address=${customer.address}`, { headers });
  const sent = ((await received.json()) as { messages: { from: string; text: string | null }[] }).messages.filter((m) => m.from === 'agent');
  expect(sent.map((m) => m.text)).toEqual(['Con gusto, ¿a cuál plan desea cambiar?']);

  // Taking control, by keyboard: it asks first; then the conversation is the supervisor's and the message box appears.
  await bar.getByRole('button', { name: 'Tomar el control' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Tomar el control de la conversación' });
  await expect(confirm).toContainText(`${agent.name} recibirá un aviso de que tomaste el control.`);
  await expect(confirm.getByRole('button', { name: 'Tomar el control' })).toBeFocused();
  await shot(page, 'chat-supervising-take-over');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Tomó el control de la conversación.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Mensaje' })).toBeEnabled();
  await expect(bar).toHaveCount(0);
  await expect(conversation.getByTestId('supervising-badge')).toHaveCount(0);
  await expect(page.getByTestId('chat-system-line').filter({ hasText: `${supervisor.name} tomó el control de la conversación de ${agent.name}` }))
    .toBeVisible();
  await page.getByLabel('Mensaje').fill('Hola, soy Sara, supervisora; le ayudo con el cambio de plan.');
  await page.getByLabel('Mensaje').press('Enter');
  await expect(message(page, 'soy Sara, supervisora')).toContainText('Tú');

  // The agent is told live: the bell counts it and says who took which conversation, and it left Mis Gestiones.
  await expect(row(agentPage, customer.name)).toHaveCount(0);
  const bell = agentPage.getByRole('button', { name: 'Notificaciones (1)' });
  await expect(bell).toBeVisible();
  await bell.click();
  const taken = agentPage.getByRole('menuitem').filter({ hasText: 'Conversación tomada' });
  await expect(taken).toContainText(`${supervisor.name} tomó el control de la conversación ${conversationId}.`);
  await shot(agentPage, 'chat-taken-over-agent');
  await agentPage.context().close();
});

/** A customer's text delivered to the channel's webhook as WhatsApp (Meta) delivers it: signed, with the time it was sent. */
async function customerWroteAt(request: APIRequestContext, channel: { id: number; phoneNumberId: string }, customer: { name: string; address: string }, text: string, sentAt: Date) {
  const body = Buffer.from(JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: 'waba-e2e', changes: [{ field: 'messages', value: {
      messaging_product: 'whatsapp', metadata: { display_phone_number: '15550000000', phone_number_id: channel.phoneNumberId },
      contacts: [{ profile: { name: customer.name }, wa_id: customer.address }],
      messages: [{
        from: customer.address, id: `wamid.e2e${Date.now()}`, timestamp: String(Math.floor(sentAt.getTime() / 1000)), type: 'text', text: { body: text },
      }],
    } }] }],
  }));
  const res = await request.post(`/api/webhooks/whatsapp/${channel.id}/`, {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}` },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a breach alert reaching an encargado: the bell tells it live and the waiting row turns SLA vencido', async ({ browser, page, request }) => {
  test.setTimeout(150_000);
  const headers = await adminHeaders(request);
  // The encargado leads the campaign's queue (not an agent of it, and not someone who sees every campaign).
  const encargado = await newUser(page, 'Operador', 'Elena', 'Encargada');
  const campaign = await postOk<{ id: number; name: string }>(request, headers, '/api/campaign/campaign/', {
    name: uniqueName('Campaña SLA'), description: 'Campaña con objetivo de primera respuesta de un minuto', encargado: [encargado.id],
  });
  const patched = await request.patch(`/api/campaign/campaign/${campaign.id}/`, { headers, data: { sla_primera_respuesta_min: 1 } });
  expect(patched.status(), await patched.text()).toBe(200);
  const channel = await whatsappChannel(request, headers, campaign.id);

  const encargadoPage = await pageOf(browser, encargado.username);
  await encargadoPage.goto('/chat');
  await expect(encargadoPage.getByRole('button', { name: 'Notificaciones' })).toBeVisible();

  // The server has no clock to move: the customer's message comes as WhatsApp delivers one sent 45 s ago (a late
  // delivery), so the one-minute target falls due within 15 s rather than a minute. Nobody answers.
  const customer = newCustomer('Tomás');
  await customerWroteAt(request, channel, customer, 'Buenas, ¿alguien me atiende?', new Date(Date.now() - 45_000));
  await encargadoPage.getByText(/^En Espera \(\d+\)$/).click();
  const waiting = row(encargadoPage, customer.name);
  await expect(waiting.getByTestId('sla-badge')).toContainText(/^SLA 00:[01]\d/);

  // The due passes: the row says so, and the job (every 15 s) tells the encargado in the bell, live.
  await expect(waiting.getByTestId('sla-badge')).toHaveText('SLA vencido', { timeout: 30_000 });
  const alert = `superó el tiempo de primera respuesta (1 min).`;
  await expect(encargadoPage.getByRole('button', { name: 'Notificaciones (1)' })).toBeVisible({ timeout: 45_000 });
  await encargadoPage.getByRole('button', { name: 'Notificaciones (1)' }).click();
  const item = encargadoPage.getByRole('menuitem').filter({ hasText: 'SLA vencido' });
  await expect(item).toContainText(`de ${campaign.name} ${alert}`);
  const conversationId = Number(/La conversación (\d+) de/.exec(await item.innerText())![1]);
  await shot(encargadoPage, 'chat-sla-breach-alert');

  // The alert opens the conversation, red in its header too.
  await item.click();
  await expect(encargadoPage).toHaveURL(new RegExp(`/chat/${conversationId}$`));
  await expect(encargadoPage.getByTestId('chat-conversation').getByTestId('sla-badge')).toHaveText('SLA vencido');
  await expect(message(encargadoPage, 'Buenas, ¿alguien me atiende?')).toBeVisible();
  await expect(encargadoPage.getByRole('button', { name: 'Notificaciones' })).toBeVisible();
  await encargadoPage.context().close();
});
