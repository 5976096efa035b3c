import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createContactViaApi, createGroupViaApi, createUserViaApi, shot, signIn, uniqueEmail } from './fixtures';

let serial = 0;
/** A document number no other test uses. */
function uniqueDocument(): string {
  serial += 1;
  return `${Date.now() % 1_000_000_000}${serial}`;
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The view switch is a segmented control: its radios are hidden, their labels are what one clicks. */
async function chooseView(page: Page, view: 'Tabla' | 'Tarjetas') {
  await page.getByText(view, { exact: true }).click();
  await expect(page.getByRole('radio', { name: view })).toBeChecked();
}

async function openContacts(page: Page) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('button', { name: 'Contactos' }).click();
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Contactos' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole('heading', { name: 'Contactos', level: 1, exact: true })).toBeVisible();
}

async function fillPerson(page: Page, person: { email: string; first: string; last: string; document: string; phone: string }) {
  await textbox(page, 'Correo Electrónico').fill(person.email);
  await textbox(page, 'Nombres').fill(person.first);
  await textbox(page, 'Apellidos').fill(person.last);
  await textbox(page, 'Número de documento').fill(person.document);
  await textbox(page, 'Teléfono').fill(person.phone);
}

test('creates a person, then replaces it when the same document is entered again', async ({ page }) => {
  const document = uniqueDocument();
  await signIn(page);
  await openContacts(page);
  await page.getByRole('button', { name: 'Agregar' }).click();
  await page.getByRole('link', { name: 'Personas' }).click();
  await expect(page).toHaveURL(/\/contact\/add_contact$/);

  await fillPerson(page, { email: 'valentina.rios@example.co', first: 'Valentina', last: 'Ríos Mejía', document: `${document}x`, phone: '' });
  await expect(textbox(page, 'Número de documento')).toHaveValue(document);
  await expect(page.getByRole('combobox', { name: 'Indicativo', exact: true })).toHaveValue('+57 Colombia');
  await expect(page.getByRole('combobox', { name: 'Género', exact: true })).toHaveValue('Otro');
  await expect(textbox(page, 'Fecha de nacimiento')).toHaveValue('01/01/2000');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Este campo es requerido')).toHaveCount(1);

  await textbox(page, 'Teléfono').fill('3104567890');
  await page.getByLabel('Crear usuario').check();
  await textbox(page, 'Contraseña').fill('Clave1234*');
  await textbox(page, 'Confirmar contraseña').fill('Clave9999*');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByLabel('Crear usuario').uncheck();
  await shot(page, 'contact-add');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha agregado el contacto con éxito.')).toBeVisible();
  await expect(page).toHaveURL(/\/contacts$/);

  await page.goto('/contact/add_contact');
  await fillPerson(page, { email: 'vale.rios@example.co', first: 'Valentina María', last: 'Ríos Mejía', document, phone: '3119876543' });
  await textbox(page, 'Teléfono').press('Enter');
  const dialog = page.getByRole('dialog', { name: 'El Contacto ya existe' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('existing-contact')).toContainText('Valentina Ríos Mejía');
  await expect(dialog.getByTestId('existing-contact')).toContainText(document);
  await expect(dialog.getByRole('button', { name: 'Crear uno nuevo' })).toBeVisible();
  await shot(page, 'contact-duplicate');
  await dialog.getByRole('button', { name: 'Reemplazar' }).click();
  await expect(page.getByText('Se ha Actualizado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/contacts$/);

  await chooseView(page, 'Tabla');
  await page.getByLabel('Buscar').fill(document);
  const row = page.getByRole('row').filter({ hasText: document });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Valentina María Ríos Mejía');
  await expect(row).toContainText('vale.rios@example.co');
  await expect(row).toContainText('311 987 6543');
});

test('creates a company with a contact person', async ({ page }) => {
  const personDocument = uniqueDocument();
  const nit = uniqueDocument();
  await createContactViaApi(page.request, {
    first_name: 'Héctor', last_name: 'Castaño Vélez', username: 'hector.castano@example.co', documentNumber: personDocument, phone: '3201112233',
  });
  await signIn(page);
  await openContacts(page);
  await page.getByRole('button', { name: 'Agregar' }).click();
  await page.getByRole('link', { name: 'Empresas' }).click();
  await expect(page).toHaveURL(/\/contact\/add_company$/);

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Este campo es requerido')).toHaveCount(5);
  await textbox(page, 'Razón social').fill('Distribuciones del Caribe S.A.S.');
  await textbox(page, 'Actividad').fill('Comercio al por mayor');
  await textbox(page, 'Número de documento').fill(nit);
  await textbox(page, 'Email').fill('contacto@caribe.example.co');
  await textbox(page, 'Teléfono').fill('6053334455');
  await textbox(page, 'Sitio web').fill('no es un sitio');
  await textbox(page, 'Dirección').fill('Calle 72 # 10-20, Barranquilla');
  const people = page.getByRole('combobox', { name: 'Personas de contacto' });
  await people.click();
  await people.fill(personDocument);
  await page.getByRole('option', { name: `Héctor Castaño Vélez · ${personDocument}` }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Introduzca una URL válida.')).toBeVisible();
  await textbox(page, 'Sitio web').fill('https://caribe.example.co');
  await shot(page, 'company-add');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha agregado el contacto con éxito.')).toBeVisible();
  await expect(page).toHaveURL(/\/contacts$/);

  await page.getByLabel('Buscar').fill(nit);
  const card = page.getByTestId('contact-card').filter({ hasText: nit });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Distribuciones del Caribe S.A.S.');
  await expect(card).toContainText('Empresa');
});

test('searches the list in table and card views and remembers the view', async ({ page }) => {
  const document = uniqueDocument();
  await createContactViaApi(page.request, {
    first_name: 'Isabela', last_name: 'Zuluaga Arango', username: 'isabela.zuluaga@example.co', documentNumber: document, phone: '3157778899',
  });
  await signIn(page);
  await openContacts(page);

  await chooseView(page, 'Tabla');
  await page.getByLabel('Buscar').fill('Zuluaga');
  const row = page.getByRole('row').filter({ hasText: document });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Isabela Zuluaga Arango');
  await expect(row).toContainText('isabela.zuluaga@example.co');
  // The first column ticks rows for the bulk actions: its header ticks the page.
  await expect(page.getByRole('columnheader')).toHaveText(['', '#', 'Nombre', 'Documento', 'Email', 'Teléfono', 'Acción']);
  await expect(page.getByRole('columnheader').first().getByRole('checkbox', { name: 'Seleccionar página' })).toBeVisible();
  await shot(page, 'contacts-table');

  await page.getByLabel('Buscar').fill('3157778899');
  await expect(page.getByRole('row').filter({ hasText: document })).toHaveCount(1);
  await page.getByLabel('Buscar').fill('nadie-se-llama-asi');
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();

  await page.getByLabel('Buscar').fill(document);
  await chooseView(page, 'Tarjetas');
  const card = page.getByTestId('contact-card').filter({ hasText: 'Isabela Zuluaga Arango' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('315 777 8899');
  await shot(page, 'contacts-cards');

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Tarjetas' })).toBeChecked();
  await chooseView(page, 'Tabla');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Tabla' })).toBeChecked();
  await page.getByLabel('Buscar').fill(document);
  await page.getByRole('row').filter({ hasText: document }).getByRole('link', { name: 'Ver perfil de Isabela Zuluaga Arango' }).click();
  await expect(page).toHaveURL(/\/contact\/\d+\/contact_profile$/);
});

test('exports the contacts as Contactos.xlsx', async ({ page }) => {
  await createContactViaApi(page.request, {
    first_name: 'Samuel', last_name: 'Ochoa Restrepo', username: 'samuel.ochoa@example.co', documentNumber: uniqueDocument(), phone: '3162223344',
  });
  await signIn(page);
  await openContacts(page);
  await page.getByLabel('Buscar').fill('Ochoa');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Contactos.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).getCell(2).value).toBe('Nombres');
  const names = sheet.getColumn(2).values.slice(2);
  expect(names).toContain('Samuel');
});

test('assigns agents to a contact', async ({ page }) => {
  const document = uniqueDocument();
  await createContactViaApi(page.request, {
    first_name: 'Mariana', last_name: 'Salazar Duque', username: 'mariana.salazar@example.co', documentNumber: document, phone: '3174445566',
  });
  const agentName = `Felipe Montoya ${document}`;
  await createUserViaApi(page, {
    username: uniqueEmail('agente.asignado'), password: 'Clave1234*', first_name: 'Felipe', last_name: `Montoya ${document}`, role: 'Agente',
  });
  await signIn(page);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('button', { name: 'Contactos' }).click();
  await page.getByRole('link', { name: 'Asignar agentes' }).click();
  await expect(page).toHaveURL(/\/rol\/agent_assign$/);
  // The screen loads on its first visit: the previous one stays until it has.
  await expect(page.getByRole('heading', { level: 1, name: 'Asignar agentes' })).toBeVisible();

  await expect(page.getByRole('button', { name: 'Ver', exact: true })).toBeDisabled();
  const contact = page.getByRole('combobox', { name: 'Contacto' });
  await contact.click();
  await contact.fill(document);
  await page.getByRole('option', { name: `Mariana Salazar Duque · ${document}` }).click();
  await page.getByRole('button', { name: 'Ver', exact: true }).click();
  await expect(page.getByText('El contacto no tiene agentes asignados.')).toBeVisible();

  await page.getByRole('button', { name: 'Asignar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asignar agentes' });
  await dialog.getByRole('combobox', { name: 'Agentes' }).click();
  await page.getByRole('option', { name: agentName }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Asignar' }).click();
  await expect(page.getByText('Se ha asignado el Agente con éxito')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Agentes asignados' })).toContainText(agentName);
});

test('puts a contact into groups from its card and opens its hub', async ({ page }) => {
  const document = uniqueDocument();
  const groupName = `Preferentes ${document}`;
  await createGroupViaApi(page.request, { name: groupName, etiqueta: 'purple' });
  await createContactViaApi(page.request, {
    first_name: 'Daniela', last_name: 'Quiroga León', username: 'daniela.quiroga@example.co', documentNumber: document, phone: '3189990011',
  });
  await signIn(page);
  await openContacts(page);
  await chooseView(page, 'Tarjetas');
  await page.getByLabel('Buscar').fill(document);
  const card = page.getByTestId('contact-card').filter({ hasText: 'Daniela Quiroga León' });
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: 'Opciones de Daniela Quiroga León' }).click();
  await page.getByRole('menuitem', { name: 'Asignar Grupos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asignar Grupos' });
  await expect(dialog.getByRole('button', { name: 'Agregar' })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: groupName }).check();
  await expect(dialog.getByRole('button', { name: 'Remover' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByText('Se ha agregado el contacto a los grupos con éxito')).toBeVisible();
  await expect(card).toContainText(groupName);

  await card.getByRole('button', { name: 'Opciones de Daniela Quiroga León' }).click();
  await page.getByRole('menuitem', { name: 'Asignar Grupos' }).click();
  await dialog.getByRole('checkbox', { name: groupName }).check();
  await expect(dialog.getByRole('button', { name: 'Remover' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await card.getByRole('link', { name: 'Ver contacto Daniela Quiroga León' }).click();
  await expect(page).toHaveURL(/\/contact\/\d+$/);
  await expect(page.getByText('Daniela Quiroga León')).toBeVisible();
  await expect(page.getByText(groupName)).toBeVisible();
  await page.getByRole('link', { name: 'Perfil del Contacto' }).click();
  await expect(page).toHaveURL(/\/contact\/\d+\/contact_profile$/);
});
