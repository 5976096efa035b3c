import { expect, test } from '@playwright/test';
import { createUserViaApi, shot, signIn, uniqueEmail } from './fixtures';

test('two signed-in users chat live through the floating widget and the internal chat page', async ({
  page, browser, baseURL, locale, timezoneId, viewport,
}) => {
  await signIn(page);
  const agent = { username: uniqueEmail('chat'), password: 'Clave123*', first_name: 'Beatriz', last_name: 'Chat', role: 'Agente' };
  await createUserViaApi(page, agent);

  const agentContext = await browser.newContext({ baseURL, locale, timezoneId, viewport });
  const agentPage = await agentContext.newPage();
  await signIn(agentPage, agent.username, agent.password);

  // The administrator opens the widget: a loading screen, then the empty inbox.
  await page.getByRole('button', { name: /^Abrir chat(?! con)/ }).click();
  const adminChat = page.getByRole('region', { name: 'Chat' });
  await expect(adminChat.getByText('Bandeja de entrada')).toBeVisible();
  await expect(adminChat.getByText('Cargando chats...')).toBeVisible();
  await expect(adminChat.getByPlaceholder('Buscar chat...')).toBeVisible();

  // A new chat with the agent.
  await adminChat.getByRole('button', { name: 'Nuevo chat' }).click();
  const chooser = adminChat.getByRole('dialog', { name: 'Selecciona un contacto' });
  await expect(chooser.getByText('Inicia un nuevo chat')).toBeVisible();
  await chooser.getByLabel('Buscar usuario').fill('beatriz');
  await chooser.getByRole('button', { name: /Beatriz Chat/ }).click();
  await expect(adminChat.getByTestId('chat-contact-name')).toHaveText('Beatriz Chat');
  await expect(adminChat.getByText('Aún no hay mensajes. Escribe el primero.')).toBeVisible();

  // A blank text is not sent; a real one comes back from the server.
  const adminInput = adminChat.getByRole('textbox', { name: 'Mensaje' });
  await adminInput.fill('   ');
  await adminInput.press('Enter');
  await expect(adminChat.getByTestId('chat-message')).toHaveCount(0);
  await adminInput.fill('Hola Beatriz, ¿tienes un momento?');
  await adminInput.press('Enter');
  await expect(adminChat.getByTestId('chat-message')).toHaveText([/Hola Beatriz, ¿tienes un momento\?/]);
  await expect(adminInput).toHaveValue('');
  await expect(adminChat.getByText('Hoy', { exact: true })).toBeVisible();

  // The agent sees the unread badge, then the conversation in the inbox.
  await expect(agentPage.getByTestId('chat-unread')).toHaveText('1');
  await agentPage.getByRole('button', { name: /^Abrir chat(?! con)/ }).click();
  const agentChat = agentPage.getByRole('region', { name: 'Chat' });
  const row = agentChat.getByTestId('chat-row').filter({ hasText: 'Super Administrador' });
  await expect(row).toContainText('Hola Beatriz, ¿tienes un momento?');
  await expect(row.getByLabel('1 sin leer')).toBeVisible();
  await shot(agentPage, 'chat-widget-inbox');

  await row.click();
  await expect(agentChat.getByTestId('chat-message')).toHaveText([/Hola Beatriz/]);
  const agentInput = agentChat.getByRole('textbox', { name: 'Mensaje' });
  await agentInput.fill('Sí, dime.');
  await agentInput.press('Enter');
  await expect(adminChat.getByTestId('chat-message')).toHaveText([/Hola Beatriz/, /Sí, dime\./]);
  await expect(agentChat.getByTestId('chat-message').last()).toHaveAttribute('data-mine', 'true');
  await shot(agentPage, 'chat-conversation');

  // Back to the inbox closes the conversation; nothing is left unread.
  await adminChat.getByRole('button', { name: 'Volver a la bandeja' }).click();
  await expect(adminChat.getByTestId('chat-row').filter({ hasText: 'Beatriz Chat' })).toContainText('Sí, dime.');

  // The search finds messages too, accents and case aside, and a hit opens its conversation.
  await adminChat.getByPlaceholder('Buscar chat...').fill('TIENES UN MOMENTO');
  const hit = adminChat.getByTestId('chat-message-hit');
  await expect(hit).toHaveCount(1);
  await expect(hit).toContainText('Tú: Hola Beatriz, ¿tienes un momento?');
  await hit.click();
  await expect(adminChat.getByTestId('chat-contact-name')).toHaveText('Beatriz Chat');
  await adminChat.getByRole('button', { name: 'Volver a la bandeja' }).click();
  await adminChat.getByRole('button', { name: 'Cerrar chat' }).click();
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);

  // The internal chat page talks to the agent's open widget.
  await page.getByRole('link', { name: 'Chat interno' }).click();
  await expect(page).toHaveURL(/\/chatWeb\/$/);
  await page.getByLabel('Buscar usuario').fill('Beatriz');
  await page.getByRole('button', { name: /Beatriz Chat/ }).click();
  await expect(page.getByTestId('chat-message')).toHaveCount(2);
  const pageInput = page.getByPlaceholder('No puedes enviar textos vacíos');
  await pageInput.fill('Te escribo desde el chat interno');
  await pageInput.press('Enter');
  await expect(page.getByTestId('chat-message')).toHaveCount(3);
  await expect(agentChat.getByTestId('chat-message').last()).toHaveText(/Te escribo desde el chat interno/);
  await shot(page, 'chat-page');

  await agentContext.close();
});
