import { expect, test } from '@playwright/test';
import {
  adminHeaders, chooseOption, createCampaignViaApi, createContactViaApi, createTypificationViaApi, nationalPhone, postOk, shot, signIn,
  uniqueEmail, uniqueName,
} from './fixtures';

// Without ISSABEL_* the server talks to its own AMI fake: a call rings about 3 s, is answered, and ends after about 20 s.
test('a call from a contact follows the PBX live and, hung up, opens that contact\'s typification', async ({ page }) => {
  const api = page.request;
  const headers = await adminHeaders(api);
  const campaign = await createCampaignViaApi(api, uniqueName('Campaña Telefonía'));
  await createTypificationViaApi(api, campaign.id, 'Contactado', 'Acepta propuesta');
  const phone = `315${String(Date.now()).slice(-7)}`;
  const name = { first: 'Mariana', last: uniqueName('Ospina') };
  const contact = await createContactViaApi(api, { first_name: name.first, last_name: name.last, email: uniqueEmail('llamada'), phone });
  await postOk(api, headers, `/api/campaign/campaign/${campaign.id}/assign_contacts/`, { contact: [contact.id] }, 200);
  const fullName = `${name.first} ${name.last}`;

  await signIn(page);
  await page.goto(`/contact/${contact.id}`);
  await page.getByRole('button', { name: `Llamar a ${nationalPhone(phone)}` }).click();

  const pad = page.locator('[aria-label="Marcador telefónico"]');
  const state = pad.getByTestId('call-state');
  await expect(state).toHaveText('Timbrando…');
  await expect(pad.getByRole('textbox', { name: 'Número' })).toHaveValue(phone);
  await expect(pad.getByRole('textbox', { name: 'Número' })).toBeDisabled();
  await expect(pad.getByTestId('call-timer')).toHaveText('0:00');
  await expect(state).toHaveText('En llamada');
  // The timer counts from the answer.
  await expect(pad.getByTestId('call-timer')).toHaveText(/^0:0[1-9]$/);
  await shot(page, 'telephony-call');

  // After a reload the call is read again and followed live; the chat's 'Gestión Telefónica' shows it and hangs it up.
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Gestión Telefónica' }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'Gestión Telefónica' });
  await expect(phoneDialog.getByTestId('call-state')).toHaveText(`En llamada · ${nationalPhone(phone)}`);
  await expect(phoneDialog.getByTestId('call-timer')).toHaveText(/^0:[0-5]\d$/);
  await shot(page, 'telephony-chat');
  await phoneDialog.getByRole('button', { name: 'Colgar' }).click();

  const dialog = page.getByRole('dialog', { name: 'Gestión Manual' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Contacto' })).toHaveValue(`${nationalPhone(phone)} - ${fullName}`);
  await expect(phoneDialog.getByTestId('call-state')).toHaveText(`Llamada terminada · ${nationalPhone(phone)}`);
  await expect(phoneDialog.getByRole('button', { name: 'Colgar' })).toHaveCount(0);

  await dialog.getByRole('combobox', { name: 'Campaña' }).click();
  await page.getByRole('option', { name: campaign.name }).click();
  await dialog.getByRole('combobox', { name: 'Campaña' }).press('Escape');
  await chooseOption(page, 'Resultados', 'Contactado', dialog);
  // Enter on the Resultado already chosen (where the keyboard lands when its list opens) keeps it.
  const resultados = dialog.getByRole('combobox', { name: 'Resultados' });
  await resultados.press('ArrowDown');
  await expect(page.locator('[data-combobox-selected]')).toHaveText('Contactado');
  await resultados.press('Enter');
  await expect(resultados).toHaveValue('Contactado');
  await chooseOption(page, 'Calificación', 'Acepta propuesta', dialog);
  await dialog.getByLabel('Observaciones').fill('Acepta la propuesta por teléfono');
  await shot(page, 'telephony-typification');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha creado la Gestión con éxito')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The footer's Cerrar (the header's close button has the same name).
  await phoneDialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(phoneDialog).toBeHidden();
  // The pad is ready for the next call.
  await page.getByRole('button', { name: 'Abrir marcador' }).click();
  await expect(pad.getByRole('textbox', { name: 'Número' })).toBeEnabled();
  await expect(pad.getByRole('textbox', { name: 'Número' })).toHaveValue('');

  // The call records filter by agent: the administrator's calls, kept in the address.
  const users = (await (await api.get('/api/users/FullList', { headers })).json()) as { id: number; get_full_name: string; username: string }[];
  const admin = users.find((user) => user.id === 1)!;
  await page.goto('/issabelReport');
  await chooseOption(page, 'Agentes', admin.get_full_name || admin.username);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page).toHaveURL(/[?&]agents=1$/);
  await shot(page, 'issabel-report-agents');

  const listed = await api.get(`/api/contact/gestionContacto/?contact=${contact.id}`, { headers });
  expect(listed.status()).toBe(200);
  const { results } = (await listed.json()) as { results: { contacto_id: number; type: string; calificacion: string | null; descripcion: string | null }[] };
  expect(results).toEqual([expect.objectContaining({
    contacto_id: contact.id, type: 'Telefonía - Manual', calificacion: 'Contactado', descripcion: 'Acepta propuesta',
  })]);
});
