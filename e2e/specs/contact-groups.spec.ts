import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  adminHeaders, chooseOption, createContactViaApi, createGroupViaApi, createUserViaApi, nationalPhone, postOk, shot, signIn, uniqueEmail,
} from './fixtures';

/** A suffix that keeps this run's names apart from earlier ones. */
const RUN = Date.now().toString(36).slice(-5);

/** Deletes every phone of a contact, so it has no WhatsApp number left. */
async function removePhonesViaApi(request: APIRequestContext, contactId: number) {
  const headers = await adminHeaders(request);
  const numbers = (await (await request.get(`/api/contact/contacto/${contactId}/whatsapp_numbers/`, { headers })).json()) as { id: number }[];
  expect(numbers.length).toBeGreaterThan(0);
  for (const number of numbers) {
    const res = await request.delete(`/api/contact/datos_contacto/${number.id}/`, { headers });
    expect(res.status(), await res.text()).toBe(204);
  }
}

async function createAccountViaApi(request: APIRequestContext, documentNumber: string) {
  await postOk(request, await adminHeaders(request), '/api/produccion/account/', {
    name: `Cuenta ocupada ${RUN}`, documentType: 'NIT', documentNumber, address: 'Calle 1', phone: '6015550000', city: 'Cali',
  });
}

test('groups with a colour and members, accounts, and the contact directory down to /chat', async ({ page }) => {
  // One walk through three screens, each step building on the one before.
  test.setTimeout(90_000);
  const digits = String(Date.now()).slice(-7);
  const member = { first_name: 'Lucía', last_name: `Grupo${RUN}`, email: `lucia.${RUN}@correo.co`, phone: `300${digits}` };
  const outsider = { first_name: 'Tomás', last_name: `Fuera${RUN}`, email: `tomas.${RUN}@correo.co`, phone: `310${digits}` };
  const memberName = `${member.first_name} ${member.last_name}`;
  const outsiderName = `${outsider.first_name} ${outsider.last_name}`;
  await createContactViaApi(page.request, member);
  const outsiderContact = await createContactViaApi(page.request, outsider);
  await removePhonesViaApi(page.request, outsiderContact.id);
  await signIn(page);

  // A group with a colour.
  const groupName = `Clientes VIP ${RUN}`;
  await page.goto('/contactsGroups');
  await page.getByRole('button', { name: 'Agregar Grupo' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Agregar Grupo' });
  await addDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(addDialog.getByText('Este campo es obligatorio.')).toBeVisible();
  await addDialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(groupName);
  for (const colour of ['Azul', 'Naranja', 'Rosado', 'Amarillo', 'Verde', 'Morado', 'Gris']) {
    await expect(addDialog.getByRole('radio', { name: colour })).toBeVisible();
  }
  await addDialog.getByRole('radio', { name: 'Verde' }).check();
  await addDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha agregado el grupo con éxito')).toBeVisible();
  await expect(addDialog).toBeHidden();
  const groupRow = page.getByRole('row').filter({ hasText: groupName });
  await expect(groupRow).toContainText('Verde');
  await expect(groupRow.getByRole('cell').nth(2)).toHaveText('0');

  // A contact added to it shows among its members.
  await groupRow.getByRole('button', { name: `Contactos de ${groupName}` }).click();
  const members = page.getByRole('dialog', { name: `Contactos del grupo ${groupName}` });
  await expect(members.getByText('No se encontraron resultados')).toBeVisible();
  await members.getByRole('combobox', { name: 'Agregar contactos', exact: true }).fill(member.last_name);
  await page.getByRole('option', { name: new RegExp(memberName) }).click();
  await members.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(page.getByText('Contactos agregados al grupo: 1')).toBeVisible();
  await expect(members.getByRole('row').filter({ hasText: memberName })).toHaveCount(1);
  await expect(members.getByRole('row').filter({ hasText: outsiderName })).toHaveCount(0);
  await shot(page, 'group-members');
  await page.keyboard.press('Escape');
  await expect(members).toBeHidden();
  await expect(groupRow.getByRole('cell').nth(2)).toHaveText('1');
  await expect(page.getByText('Contactos agregados al grupo: 1')).toBeHidden();
  await shot(page, 'groups');

  // The upload needs a file.
  await page.getByRole('button', { name: 'Cargar Excel' }).click();
  const upload = page.getByRole('dialog', { name: 'Cargar grupos desde Excel' });
  await upload.getByRole('button', { name: 'Cargar', exact: true }).click();
  await expect(upload.getByText('Por favor, selecciona un archivo.')).toBeVisible();
  // The footer's 'Cerrar' (the dialog's X is also named 'Cerrar').
  await upload.getByRole('button', { name: 'Cerrar' }).last().click();

  // Accounts: required fields, a document the server refuses, then created and edited.
  const takenDocument = `9${Date.now() % 100_000_000}`;
  await createAccountViaApi(page.request, takenDocument);
  const accountName = `Cuenta Norte ${RUN}`;
  await page.goto('/account');
  await expect(page.getByPlaceholder('Buscar por documento o nombre')).toBeVisible();
  await page.getByRole('link', { name: 'Agregar' }).click();
  await expect(page).toHaveURL(/\/account\/create$/);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(6);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(accountName);
  await chooseOption(page, 'Tipo de documento', 'NIT');
  await page.getByRole('textbox', { name: 'Número de documento', exact: true }).fill(takenDocument);
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Carrera 7 # 12-40');
  await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('601-555 1234');
  await expect(page.getByRole('textbox', { name: 'Teléfono', exact: true })).toHaveValue('6015551234');
  await page.getByRole('textbox', { name: 'Ciudad', exact: true }).fill('Bogotá');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ya existe una cuenta con este número de documento.')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/create$/);
  const accountDocument = `8${Date.now() % 100_000_000}`;
  await page.getByRole('textbox', { name: 'Número de documento', exact: true }).fill(accountDocument);
  await shot(page, 'account-form');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha agregado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);

  await page.getByLabel('Buscar').fill(accountDocument);
  const accountRow = page.getByRole('row').filter({ hasText: accountName });
  await expect(accountRow).toHaveCount(1);
  await accountRow.getByRole('link', { name: `Editar ${accountName}` }).click();
  await expect(page).toHaveURL(/\/account\/update\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Ciudad', exact: true })).toHaveValue('Bogotá');
  await page.getByRole('textbox', { name: 'Ciudad', exact: true }).fill('Medellín');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha Actualizado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByLabel('Buscar').fill(accountName);
  await expect(page.getByRole('row').filter({ hasText: accountName })).toContainText('Medellín');
  await shot(page, 'accounts');

  // The directory: both contacts, then only the group's member, whose number opens /chat.
  await page.getByRole('button', { name: 'Directorio de Contactos' }).click();
  const directory = page.getByRole('dialog', { name: 'Directorio de Contactos' });
  await directory.getByPlaceholder('Buscar contacto...').fill(RUN);
  const cards = directory.getByTestId('directory-card');
  await expect(cards.filter({ hasText: memberName })).toHaveCount(1);
  await expect(cards.filter({ hasText: outsiderName })).toHaveCount(1);
  await expect(cards.filter({ hasText: memberName })).toContainText(nationalPhone(member.phone));
  await expect(cards.filter({ hasText: memberName })).toContainText('LU');
  await cards.getByRole('button', { name: `WhatsApp de ${outsiderName}` }).click();
  await expect(page.getByRole('menu').getByText('No tiene número registrado')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await chooseOption(page, 'Grupo', groupName);
  await expect(cards.filter({ hasText: outsiderName })).toHaveCount(0);
  await expect(cards).toHaveCount(1);
  await shot(page, 'directory');
  await cards.getByRole('button', { name: `WhatsApp de ${memberName}` }).click();
  await page.getByRole('menuitem', { name: new RegExp(nationalPhone(member.phone)) }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(directory).toBeHidden();
  await expect(page.getByText(/No hay una conversación abierta con/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar conversación' })).toBeVisible();

  // Removing the member with its tick, then the group itself.
  await page.goto('/contactsGroups');
  await page.getByRole('button', { name: `Contactos de ${groupName}` }).click();
  await members.getByRole('checkbox', { name: `Remover ${memberName}` }).check();
  await members.getByRole('button', { name: 'Remover (1)' }).click();
  await expect(page.getByText('Contactos que quedan en el grupo: 0')).toBeVisible();
  await expect(members.getByText('No se encontraron resultados')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(members).toBeHidden();
  await page.getByRole('button', { name: `Eliminar ${groupName}` }).click();
  await page.getByTestId('confirm-delete').click();
  await expect(page.getByText('Se ha eliminado el Grupo con éxito')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: groupName })).toHaveCount(0);
});

test('an agent sees the groups but cannot add, upload or delete them', async ({ page }) => {
  const agent = { username: uniqueEmail('agente.grupos'), password: 'Clave123*', first_name: 'Andrés', last_name: 'Agente', role: 'Agente' };
  await createUserViaApi(page, agent);
  const groupName = `Solo lectura ${RUN}`;
  await createGroupViaApi(page.request, { name: groupName, etiqueta: 'orange' });

  await signIn(page, agent.username, agent.password);
  await page.goto('/contactsGroups');
  const row = page.getByRole('row').filter({ hasText: groupName });
  await expect(row).toContainText('Naranja');
  await expect(page.getByRole('button', { name: 'Agregar Grupo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cargar Excel' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Eliminar ${groupName}` })).toHaveCount(0);
  await row.getByRole('button', { name: `Contactos de ${groupName}` }).click();
  const members = page.getByRole('dialog', { name: `Contactos del grupo ${groupName}` });
  await expect(members.getByText('No se encontraron resultados')).toBeVisible();
  await expect(members.getByRole('combobox', { name: 'Agregar contactos' })).toHaveCount(0);
});
