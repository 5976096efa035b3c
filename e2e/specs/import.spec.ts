import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chooseOption, createGroupViaApi, shot, signIn, uniqueName } from './fixtures';
import { axeCheck, seriousViolations } from './axe-options';

let serial = 0;
/** A document number no other test uses. */
function uniqueDocument(): string {
  serial += 1;
  return `7${Date.now() % 1_000_000_000}${serial}`;
}

/**
 * An ordinary sheet, not the template: its own headers and order, a column the import does not know,
 * a row repeating an earlier one, a group that does not exist and a phone that is not one.
 */
async function ordinarySheet(dir: string, documents: string[], group: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Clientes');
  sheet.addRow(['Nombre', 'Apellidos', 'Cédula', 'Celular', 'Correo', 'Grupo', 'Notas']);
  sheet.addRow(['Tomás', 'Cárdenas Pineda', documents[0], '300 123 0001', `tomas.${documents[0]}@example.co`, group, 'Cliente antiguo']);
  sheet.addRow(['Lucía', 'Bermúdez Ortiz', documents[1], '+57 300 123 0002', `lucia.${documents[1]}@example.co`, '', '']);
  sheet.addRow(['Tomás', 'Cárdenas', documents[0], '3001230009', `otro.${documents[0]}@example.co`, '', 'Repetido']);
  sheet.addRow(['Pedro', 'Salas', documents[2], '3001230003', `pedro.${documents[2]}@example.co`, 'Grupo Inexistente', '']);
  sheet.addRow(['Rosa', 'Mejía', documents[3], '123', `rosa.${documents[3]}@example.co`, '', '']);
  const file = path.join(dir, 'clientes.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}

/** Serious or critical WCAG 2.1 AA findings inside the open dialog, in the light and the dark scheme. */
async function dialogViolations(page: Page): Promise<string[]> {
  const html = page.locator('html');
  const found: string[] = [];
  for (const scheme of ['light', 'dark']) {
    await html.evaluate((el, value) => el.setAttribute('data-mantine-color-scheme', value), scheme);
    const result = await axeCheck(page).include('[role="dialog"]').analyze();
    found.push(...seriousViolations(result).map((line) => `${scheme}: ${line}`));
  }
  await html.evaluate((el) => el.setAttribute('data-mantine-color-scheme', 'light'));
  return found;
}

test('imports an ordinary sheet through the column mapping and reports duplicates and rejected rows', async ({ page }) => {
  const documents = [uniqueDocument(), uniqueDocument(), uniqueDocument(), uniqueDocument()];
  const group = uniqueName('Importados');
  await createGroupViaApi(page.request, { name: group, etiqueta: 'green' });
  const dir = mkdtempSync(path.join(tmpdir(), 'importacion-'));
  const file = await ordinarySheet(dir, documents, group);
  const notASheet = path.join(dir, 'notas.xlsx');
  writeFileSync(notASheet, 'Nombre;Cédula\nAna;123\n');

  await signIn(page);
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar contactos' });
  await expect(dialog.getByText('Los archivos .xls (Excel 97-2003) no se pueden leer')).toBeVisible();
  await expect(dialog.locator('input[type="file"]')).toHaveAttribute('accept', '.xlsx');

  // A file that is not a spreadsheet: the reason stays in the dialog until another file is chosen.
  await dialog.locator('input[type="file"]').setInputFiles(notASheet);
  await dialog.getByRole('button', { name: 'Subir' }).click();
  const problem = dialog.getByTestId('import-file-problem');
  await expect(problem).toContainText('El archivo no es una hoja de cálculo de Excel (.xlsx) válida.');
  await page.waitForTimeout(2_500);
  await expect(problem).toBeVisible();
  await shot(page, 'import-file-problem');
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(problem).toBeHidden();
  await dialog.getByRole('button', { name: 'Subir' }).click();

  // The mapping step: known headers matched, the unknown one left out, the first rows previewed.
  const column = (name: string) => dialog.getByRole('combobox', { name: `Importar la columna ${name} como`, exact: true });
  await expect(column('Nombre')).toHaveValue('Nombres');
  await expect(column('Cédula')).toHaveValue('Número de documento');
  await expect(column('Celular')).toHaveValue('Teléfono');
  await expect(column('Correo')).toHaveValue('Email');
  await expect(column('Grupo')).toHaveValue('Grupos');
  await expect(column('Notas')).toHaveValue('No importar');
  const preview = dialog.getByTestId('import-preview');
  await expect(preview.getByRole('row')).toHaveCount(6);
  await expect(preview.getByRole('columnheader', { name: 'Número de documento' })).toBeVisible();
  await shot(page, 'import-mapping');
  expect(await dialogViolations(page)).toEqual([]);

  // A field given to two columns, then no column for the name: the dialog says so and will not import.
  await chooseOption(page, 'Importar la columna Correo como', 'Teléfono', dialog);
  const problems = dialog.getByTestId('import-mapping-problems');
  await expect(problems).toContainText('El campo «Teléfono» está asignado a más de una columna: Celular, Correo.');
  await expect(dialog.getByRole('button', { name: 'Importar' })).toBeDisabled();
  await chooseOption(page, 'Importar la columna Correo como', 'Email', dialog);
  await chooseOption(page, 'Importar la columna Nombre como', 'No importar', dialog);
  await expect(problems).toContainText('Asigne una columna a Nombres (o a Razón social, para empresas).');
  await shot(page, 'import-mapping-problems');
  await chooseOption(page, 'Importar la columna Nombre como', 'Nombres', dialog);
  await expect(problems).toBeHidden();
  await dialog.getByRole('button', { name: 'Importar' }).click();

  await expect(dialog.getByTestId('import-status')).toHaveText('Importación terminada.', { timeout: 30_000 });
  const summary = dialog.getByTestId('import-summary');
  await expect(summary).toContainText('2Creados');
  await expect(summary).toContainText('0Actualizados');
  await expect(summary).toContainText('2Rechazados');
  await expect(summary).toContainText('1Duplicados en el archivo');
  await expect(dialog.getByTestId('import-outcome'))
    .toHaveText('Importación terminada con filas sin importar: 2 rechazadas y 1 duplicada en el archivo.');
  await expect(page.getByText('Archivo importado correctamente.')).toHaveCount(0);
  const leftOut = dialog.getByRole('table');
  await expect(leftOut.getByRole('row', { name: /4\s+Duplicado en el archivo \(fila 2\)/ })).toBeVisible();
  await expect(leftOut.getByRole('row', { name: /5\s+El grupo «Grupo Inexistente» no existe\./ })).toBeVisible();
  await expect(leftOut.getByRole('row', { name: /6\s+El número de teléfono no es válido: 123\./ })).toBeVisible();
  await shot(page, 'import-result');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar resultado' }).click();
  expect((await download).suggestedFilename()).toBe('resultado.xlsx');
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();

  // The first row won, its phone is shown in the national format and it joined the existing group.
  await page.getByLabel('Buscar').fill(documents[0]!);
  const card = page.getByTestId('contact-card').filter({ hasText: 'Tomás Cárdenas Pineda' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('300 123 0001');
  await expect(card).toContainText(group);
});
