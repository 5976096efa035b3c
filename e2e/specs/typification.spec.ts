import { expect, test, type Page } from '@playwright/test';
import { chooseOption, createCampaignViaApi, shot, signIn } from './fixtures';

const suffix = () => Date.now().toString(36);

async function addInEditor(page: Page, button: string, dialogTitle: string, name: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Nombre').press('Enter');
  await expect(dialog).toBeHidden();
}

test('a typification built in the editor shows in the Resultados and Calificación lists', async ({ page }) => {
  const id = suffix();
  const campaign = `Renovaciones ${id}`;
  const resultado = `Contactado ${id}`;
  const calificacion = `Interesado ${id}`;
  await createCampaignViaApi(page.request, campaign);
  await signIn(page);

  await page.goto('/typification');
  const resultados = page.getByRole('region', { name: 'Resultados' });
  const calificaciones = page.getByRole('region', { name: 'Calificaciones' });
  await expect(resultados.getByText('Seleccione una campaña.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar Cambios' })).toBeDisabled();
  await page.getByRole('region', { name: 'Campañas' }).getByRole('button', { name: campaign }).click();
  await expect(resultados.getByText('No hay datos para mostrar.')).toBeVisible();

  await addInEditor(page, 'Agregar resultado', 'Nuevo resultado', resultado);
  await expect(resultados.getByRole('button', { name: resultado })).toContainText('Nuevo');
  await expect(calificaciones.getByText('No hay Calificacion para este resultado.')).toBeVisible();

  await page.getByRole('button', { name: 'Agregar resultado' }).click();
  const repeated = page.getByRole('dialog', { name: 'Nuevo resultado' });
  await repeated.getByLabel('Nombre').fill(resultado.toUpperCase());
  await repeated.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(repeated.getByText('Ya existe un resultado con este nombre en la campaña.')).toBeVisible();
  await repeated.getByRole('button', { name: 'Cancelar' }).click();

  await addInEditor(page, 'Agregar calificación', 'Nueva calificación', calificacion);
  await expect(calificaciones.getByRole('listitem').filter({ hasText: calificacion })).toContainText('Nuevo');
  await expect(page.getByText('2 elementos sin guardar')).toBeVisible();
  await shot(page, 'typification-editor');

  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Datos agregados correctamente.')).toBeVisible();
  await expect(calificaciones.getByRole('listitem').filter({ hasText: calificacion })).not.toContainText('Nuevo');
  await expect(resultados.getByRole('button', { name: resultado })).not.toContainText('Nuevo');
  await expect(page.getByRole('button', { name: 'Guardar Cambios' })).toBeDisabled();

  await page.goto('/calificacionContacto');
  await expect(page.getByRole('heading', { name: 'Resultados' })).toBeVisible();
  await page.getByLabel('Buscar').fill(resultado);
  const resultadoRow = page.getByRole('row').filter({ hasText: resultado });
  await expect(resultadoRow).toHaveCount(1);
  await expect(resultadoRow).toContainText(campaign);
  await shot(page, 'resultados');

  const renamed = `Contactado efectivo ${id}`;
  await resultadoRow.getByRole('button', { name: `Editar ${resultado}` }).click();
  const edit = page.getByRole('dialog', { name: 'Actualizar Resultados' });
  await expect(edit.getByLabel('Nombre')).toHaveValue(resultado);
  await edit.getByLabel('Nombre').fill(renamed);
  await edit.getByLabel('Nombre').press('Enter');
  await expect(page.getByText('Se ha Actualizado con éxito')).toBeVisible();
  await page.getByLabel('Buscar').fill(renamed);
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(1);

  await page.goto('/descripcionCalificacion');
  await expect(page.getByRole('heading', { name: 'Calificación' })).toBeVisible();
  await page.getByLabel('Buscar').fill(calificacion);
  const calificacionRow = page.getByRole('row').filter({ hasText: calificacion });
  await expect(calificacionRow).toHaveCount(1);
  await expect(calificacionRow).toContainText(`${renamed} - ${campaign}`);

  const added = `Volver a llamar ${id}`;
  await page.getByRole('link', { name: 'Agregar', exact: true }).click();
  await expect(page).toHaveURL(/\/descripcionCalificacion\/add_descripcion$/);
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(2);
  await chooseOption(page, 'Resultado', `${renamed} - ${campaign}`);
  await page.getByLabel('Nombre').fill(added);
  await page.getByLabel('Nombre').press('Enter');
  await expect(page.getByText('Se ha agregado la la Descripción')).toBeVisible();
  await expect(page).toHaveURL(/\/descripcionCalificacion$/);
  await page.getByLabel('Buscar').fill(id);
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(2);
  await shot(page, 'calificaciones');

  await page.getByRole('button', { name: `Eliminar ${added}` }).click();
  await expect(page.getByText('¿Estás seguro de que quieres eliminar esta Calificación ?')).toBeVisible();
  await page.getByTestId('confirm-delete').click();
  await expect(page.getByText('Se ha eliminado la Calificación con éxito')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: added })).toHaveCount(0);

  await page.goto('/typification');
  await page.getByRole('button', { name: campaign }).click();
  await page.getByRole('button', { name: renamed }).click();
  await expect(calificaciones.getByRole('listitem')).toHaveText([calificacion]);
});

test('a tipo de gestión is added, refused when repeated, and renamed', async ({ page }) => {
  const id = suffix();
  const first = `Llamada saliente ${id}`;
  const second = `Visita ${id}`;
  await signIn(page);
  await page.goto('/tipoGestionContacto');
  await page.getByRole('link', { name: 'Agregar', exact: true }).click();
  await expect(page).toHaveURL(/\/tipoGestionContacto\/add_tipoGestion$/);
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
  await page.getByLabel('Nombre').fill(first);
  await page.getByLabel('Nombre').press('Enter');
  await expect(page.getByText('Se ha agregado el tipo de Gestion del Contacto con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/tipoGestionContacto$/);

  await page.getByRole('link', { name: 'Agregar', exact: true }).click();
  await page.getByLabel('Nombre').fill(first.toLowerCase());
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(page.getByText('Ya existe un tipo de gestión con este nombre.')).toBeVisible();
  await page.getByLabel('Nombre').fill(second);
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(page).toHaveURL(/\/tipoGestionContacto$/);

  await page.getByLabel('Buscar').fill(id);
  await expect(page.getByRole('row').filter({ hasText: id })).toHaveCount(2);
  await page.getByRole('button', { name: `Editar ${second}` }).click();
  const edit = page.getByRole('dialog', { name: 'Actualizar Tipo de Gestión' });
  await edit.getByLabel('Nombre').fill(first);
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit.getByText('Ya existe un tipo de gestión con este nombre.')).toBeVisible();
  const renamed = `Visita domiciliaria ${id}`;
  await edit.getByLabel('Nombre').fill(renamed);
  await edit.getByLabel('Nombre').press('Enter');
  await expect(page.getByText('Se ha Actualizado el Tipo de Gestion del Contacto con éxito')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(1);
  await shot(page, 'tipos-gestion');

  await page.getByRole('link', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/campaign$/);
});
