import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { adminHeaders, chooseOption, createContactViaApi, createUserViaApi, shot, signIn, uniqueEmail } from './fixtures';
import { axeCheck, seriousViolations } from './axe-options';

test('from the contact card: the authorization is recorded, the person’s data exported, then suppressed', async ({ page }) => {
  test.setTimeout(120_000);
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const { id } = await createContactViaApi(page.request, {
    first_name: 'Valentina', last_name: `Habeas ${unique}`, gender: 'Femenino', username: uniqueEmail('valentina'), documentType: 'CEDULA',
    documentNumber: unique, phone: `3${unique}`, city: 'Pereira', address: 'Calle 19 # 8-34',
  });
  await signIn(page);
  await page.goto(`/contact/${id}/contact_profile`);
  await expect(page.getByRole('heading', { name: `Valentina Habeas ${unique}` })).toBeVisible();

  // The authorization: pending, then recorded as given by a signed document.
  const authorization = page.getByRole('region', { name: 'Autorización de tratamiento de datos' });
  await expect(authorization.getByTestId('autorizacion-estado')).toHaveText('Pendiente');
  await authorization.getByRole('button', { name: 'Editar autorización' }).click();
  const dialog = page.getByRole('dialog', { name: 'Autorización de tratamiento de datos' });
  await chooseOption(page, 'Estado', 'Otorgada', dialog);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Indique el medio por el que se obtuvo la respuesta.')).toBeVisible();
  await chooseOption(page, 'Medio', 'Documento', dialog);
  await dialog.getByRole('textbox', { name: 'Texto de la autorización' }).fill('Autorizo el tratamiento de mis datos personales.');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se guardó la autorización de tratamiento de datos.')).toBeVisible();
  await expect(authorization.getByTestId('autorizacion-estado')).toHaveText('Otorgada');
  await expect(authorization.getByText('Documento', { exact: true })).toBeVisible();
  expect(seriousViolations(await axeCheck(page).include('main').analyze())).toEqual([]);
  await shot(page, 'habeas-autorizacion');

  // The person's data, one sheet per kind.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar datos personales' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`datos-personales-${id}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(expect.arrayContaining(['Contacto', 'Gestiones', 'Conversaciones']));
  const contactSheet = workbook.getWorksheet('Contacto')!;
  const fields = new Map<string, string>();
  contactSheet.eachRow((row) => fields.set(String(row.getCell(1).value), String(row.getCell(2).value ?? '')));
  expect(fields.get('Apellidos')).toBe(`Habeas ${unique}`);
  expect(fields.get('Autorización de datos')).toBe('Otorgada');

  // Suppression: a motivo is required, cancelling changes nothing, then it happens and cannot be undone.
  await page.getByRole('button', { name: 'Suprimir datos personales' }).click();
  let confirm = page.getByRole('dialog', { name: 'Suprimir datos personales' });
  await expect(confirm.getByText('Esta acción no se puede deshacer.', { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Sí, suprimir' }).click();
  await expect(confirm.getByText('Indique el motivo de la supresión.')).toBeVisible();
  expect(seriousViolations(await axeCheck(page).include('[role="dialog"]').analyze())).toEqual([]);
  await shot(page, 'habeas-suprimir-dialogo');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Valentina Habeas ${unique}` })).toBeVisible();

  await page.getByRole('button', { name: 'Suprimir datos personales' }).click();
  confirm = page.getByRole('dialog', { name: 'Suprimir datos personales' });
  await confirm.getByRole('textbox', { name: 'Motivo' }).fill('Solicitud de la titular por correo');
  await confirm.getByRole('button', { name: 'Sí, suprimir' }).click();
  await expect(page.getByText('Se suprimieron los datos personales del contacto.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Suprimido', exact: true })).toBeVisible();
  await expect(page.getByText('Datos personales suprimidos')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suprimir datos personales' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar autorización' })).toHaveCount(0);
  await shot(page, 'habeas-suprimido');

  // The contacts list no longer finds her by name or document.
  for (const term of [`Habeas ${unique}`, unique]) {
    await page.goto(`/contacts?q=${encodeURIComponent(term)}`);
    await expect(page.getByText('No se encontraron resultados').first()).toBeVisible();
  }
});

test('the buttons show only to who holds the permission, and the server refuses the rest', async ({ page }) => {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const { id } = await createContactViaApi(page.request, {
    first_name: 'Tomás', last_name: `Permisos ${unique}`, gender: 'Masculino', username: uniqueEmail('tomas'), documentType: 'CEDULA',
    documentNumber: unique, phone: `3${unique}`,
  });
  const password = 'Clave-Segura-2026*';
  const supervisor = { username: uniqueEmail('supervisor.habeas'), password, first_name: 'Sara', last_name: 'Supervisa', role: 'Supervisor' };
  await createUserViaApi(page, supervisor);
  await signIn(page, supervisor.username, password);
  await page.goto(`/contact/${id}/contact_profile`);
  await expect(page.getByRole('heading', { name: `Tomás Permisos ${unique}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar datos personales' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suprimir datos personales' })).toHaveCount(0);
  const login = await page.request.post('/api/auth/login/', { data: { username: supervisor.username, password } });
  const token = ((await login.json()) as { access: string }).access;
  const refused = await page.request.post(`/api/contact/contacto/${id}/suprimir/`, {
    headers: { authorization: `Bearer ${token}` }, data: { motivo: 'Sin permiso' },
  });
  expect(refused.status()).toBe(403);
  const admin = await adminHeaders(page.request);
  expect((await page.request.get(`/api/contact/contacto/${id}/`, { headers: admin })).status()).toBe(200);
});
