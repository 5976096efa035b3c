import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { chooseOption, shot, signIn, uniqueEmail } from './fixtures';

test('public registration creates a user that waits for a role', async ({ page }) => {
  const username = uniqueEmail('registro');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Regístrate' }).click();
  await expect(page).toHaveURL(/\/users\/add_user2$/);
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible();
  await page.getByLabel('Usuario (correo electrónico)').fill(username);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Clave1234*');
  await page.getByLabel('Confirmar contraseña').fill('Clave1234*');
  await page.getByLabel('Nombres').fill('Mariana');
  await page.getByLabel('Apellidos').fill('Quintero Arango');
  await chooseOption(page, 'Tipo de documento', 'Cédula');
  await page.getByLabel('Número de documento').fill('10a32b45');
  await expect(page.getByLabel('Número de documento')).toHaveValue('103245');
  await shot(page, 'registration');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Se ha creado el usuario exitosamente')).toBeVisible();

  // Until an administrator gives it a role, the new account sees only the waiting page and its profile.
  await signIn(page, username, 'Clave1234*');
  await expect(page.getByRole('heading', { name: 'Cuenta pendiente de aprobación' })).toBeVisible();
  await shot(page, 'pending-approval');
  await page.getByRole('link', { name: 'Ver mi perfil' }).click();
  await expect(page).toHaveURL(/\/userProfile$/);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Cuenta pendiente de aprobación' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page);
  await page.getByRole('button', { name: 'Notificaciones' }).click();
  await expect(page.getByRole('menuitem', { name: /Mariana Quintero Arango/ })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Ver todas' }).click();
  await expect(page).toHaveURL(/\/users\/user_por_vincular$/);
  await expect(page.getByText(username)).toBeVisible();
  await shot(page, 'pending-users');
});

test('an administrator creates, edits and deletes a user', async ({ page }) => {
  const username = uniqueEmail('agente');
  await signIn(page);
  await page.getByRole('button', { name: 'Administración' }).click();
  await page.getByRole('link', { name: 'Usuarios' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole('link', { name: 'Agregar usuario' }).click();
  await page.getByLabel('Usuario (correo electrónico)').fill(username);
  await chooseOption(page, 'Rol', 'Agente');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Clave1234*');
  await page.getByLabel('Confirmar contraseña').fill('Otra1234*');
  await page.getByLabel('Nombres').fill('Julián');
  await page.getByLabel('Apellidos').fill('Ramírez Toro');
  await chooseOption(page, 'Tipo de documento', 'Pasaporte');
  await page.getByLabel('Número de documento').fill('998877');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await page.getByLabel('Confirmar contraseña').fill('Clave1234*');
  await shot(page, 'user-add');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha agregado el usuario exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);

  await page.getByLabel('Buscar').fill(username);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Agente');
  await shot(page, 'users');

  await row.getByRole('link', { name: `Editar ${username}` }).click();
  await expect(page.getByLabel('Nombres')).toHaveValue('Julián');
  await page.getByLabel('Nombres').fill('Julián David');
  await shot(page, 'user-edit');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha actualizado el usuario con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);

  await page.getByLabel('Buscar').fill(username);
  await expect(page.getByRole('row').filter({ hasText: 'Julián David' })).toHaveCount(1);
  await page.getByRole('button', { name: `Eliminar ${username}` }).click();
  await expect(page.getByText('¿Estás seguro de que quieres eliminar este Usuario ?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('La información de usuario esta a salvo')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: username })).toHaveCount(1);

  await page.getByRole('button', { name: `Eliminar ${username}` }).click();
  await page.getByTestId('confirm-delete').click();
  await expect(page.getByText('Se ha eliminado el Usuario con éxito!')).toBeVisible();
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();
});

test('a role needs a name, then is created, found and deleted', async ({ page }) => {
  const name = `Calidad ${Date.now().toString(36)}`;
  await signIn(page);
  await page.goto('/rol/add_rol');
  await page.getByRole('button', { name: 'Agregar rol' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar rol' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Este Campo no puede estar Vacio')).toBeVisible();
  await shot(page, 'role-empty-name');
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Nombre').press('Enter');
  await expect(page.getByText('Se ha agregado el Rol con éxito')).toBeVisible();
  await page.getByLabel('Buscar').fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await shot(page, 'roles');
  await page.getByRole('button', { name: `Eliminar ${name}` }).click();
  await expect(page.getByText('¿Estás seguro de que quieres eliminar este Rol ?')).toBeVisible();
  await page.getByTestId('confirm-delete').click();
  await expect(page.getByText('Se ha eliminado el Rol con éxito!')).toBeVisible();
});

test('switching a module off hides its menu entry after the reload', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('link', { name: 'Auditoría' })).toBeVisible();
  await page.goto('/modules');
  await shot(page, 'modules');
  const auditoria = page.getByRole('switch', { name: 'Auditoría' });
  await expect(auditoria).toBeChecked();
  await auditoria.click({ force: true });
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Los cambios se aplicarán al recargar la aplicación.')).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Auditoría' })).toHaveCount(0);

  await page.goto('/modules');
  await page.getByRole('switch', { name: 'Auditoría' }).click({ force: true });
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('link', { name: 'Auditoría' })).toBeVisible();
});

test('the SuperAdmin downloads a whole backup and sees how the daily one went', async ({ page }) => {
  await signIn(page);
  await page.goto('/modules');
  const card = page.getByRole('region', { name: 'Respaldos' });
  await expect(card).toBeVisible();
  // The server backs itself up when it starts (that day's run): its result shows here once it has run.
  await expect(async () => {
    await page.reload();
    await expect(card.getByText(/atiende-respaldo-.*\.tar\.gz \(/).first()).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 90_000 });
  await shot(page, 'backups');
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Descargar respaldo' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^atiende-respaldo-.*\.tar\.gz$/);
  const saved = await download.path();
  expect(statSync(saved).size).toBeGreaterThan(1000);
});

test('the audit screen lists the changes made', async ({ page }) => {
  await signIn(page);
  await page.goto('/audits');
  await expect(page.getByRole('heading', { name: 'Auditoría' })).toBeVisible();
  await page.getByLabel('Buscar').fill('Módulo');
  await expect(page.getByRole('row').filter({ hasText: 'Módulo' }).first()).toBeVisible();
  await shot(page, 'audits');
});

test('the connection history shows the sessions of a user', async ({ page }) => {
  await signIn(page);
  await page.goto('/users');
  await page.getByLabel('Buscar').fill('admin@atiende.co');
  await page.getByRole('link', { name: 'Historial de conexión de admin@atiende.co' }).click();
  await expect(page.getByRole('columnheader', { name: 'Tiempo Neto de Trabajo' })).toBeVisible();
  await expect(page.getByText('En curso').first()).toBeVisible();
  await shot(page, 'session-history');
});

test('profile and password screens save', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
  await expect(page).toHaveURL(/\/userProfile$/);
  await page.getByLabel('Ciudad').fill('Medellín');
  await shot(page, 'profile');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha editado el usuario con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/changePassword');
  await page.getByLabel('Contraseña actual').fill('equivocada');
  await page.getByLabel('Nueva contraseña').fill('Admin123*');
  await page.getByLabel('Confirmar contraseña').fill('Admin123*');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();
  await shot(page, 'change-password');
});
