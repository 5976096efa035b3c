import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseOption, createContactViaApi, createUserViaApi, shot, signIn, uniqueEmail } from './fixtures';

const RUN = Date.now().toString(36).slice(-5);
/** Bogotá, as the agent's device reports it. */
const POSITION = { latitude: 4.6097, longitude: -74.0817 };

test.use({ geolocation: POSITION, permissions: ['geolocation'] });

/** Runs one case action from its button: the question, upper-cased observations, 'Si'. */
async function runAction(page: Page, scope: Locator, action: string, caseName: string, observaciones = '') {
  await scope.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar' });
  await expect(dialog.getByText(`¿${action} caso ${caseName} ?`)).toBeVisible();
  if (observaciones) {
    const box = dialog.getByRole('textbox', { name: 'Observaciones' });
    await box.fill(observaciones);
    await expect(box).toHaveValue(observaciones.toUpperCase());
  }
  await dialog.getByRole('button', { name: 'Si', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Draws a signature-like stroke on the canvas. */
async function sign(page: Page, pad: Locator) {
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) {
    await page.mouse.move(box.x + 30 + i * 25, box.y + box.height * (0.7 - 0.4 * Math.sin(i / 2)), { steps: 3 });
  }
  await page.mouse.up();
}

test('a field-service case: created, accepted, started, paused, resumed, given materials and a signed report, finished, its PDF opened', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const agent = { username: uniqueEmail('tecnico'), password: 'Terreno-Casos-2026', first_name: 'Camila', last_name: `Terreno${RUN}`, role: 'Agente' };
  await createUserViaApi(page, agent);
  const clientName = `Hernán Cliente${RUN}`;
  await createContactViaApi(page.request, { first_name: 'Hernán', last_name: `Cliente${RUN}`, email: `hernan.${RUN}@correo.co`, phone: `301${String(Date.now()).slice(-7)}` });

  // The dispatcher creates the case.
  await signIn(page);
  await page.goto('/casos');
  await page.getByRole('link', { name: 'Agregar' }).click();
  await expect(page).toHaveURL(/\/casos\/create$/);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Asignar agentes' })).toBeChecked();
  await chooseOption(page, 'Tipo de servicio', 'DESPLAZAMIENTO');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('textbox', { name: 'UBICACIÓN' })).toBeVisible();
  await page.getByRole('textbox', { name: 'UBICACIÓN' }).fill('calle 26 # 59-41');
  await page.getByRole('textbox', { name: 'DESTINO' }).fill('planta sur');
  await chooseOption(page, 'Tipo de visita', 'INSTALACION');
  await page.getByRole('textbox', { name: 'Descripción' }).fill('cambio de compresor');
  await expect(page.getByRole('textbox', { name: 'Descripción' })).toHaveValue('CAMBIO DE COMPRESOR');
  await page.getByRole('textbox', { name: 'Observaciones' }).fill('llevar escalera');
  await page.getByLabel('Fecha de asignación').fill(new Date().toISOString().slice(0, 10));
  await chooseOption(page, 'Hora de entrada', '08:00');
  await chooseOption(page, 'Hora de salida', '10:30');
  await page.getByRole('combobox', { name: 'Agentes', exact: true }).click();
  await page.getByRole('option', { name: `Camila Terreno${RUN}` }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Clientes', exact: true }).fill(`Cliente${RUN}`);
  await page.getByRole('option', { name: new RegExp(clientName) }).click();
  await page.keyboard.press('Escape');
  await shot(page, 'cases-create');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const created = page.getByText(/Se ha agregado CASO-\d+ correctamente\./);
  await expect(created).toBeVisible();
  const caseName = /CASO-\d+/.exec((await created.textContent())!)![0];
  const caseId = Number(caseName.slice(5));
  await expect(page).toHaveURL(/\/casos$/);

  // The agent works it from its card, with the device's position.
  const agentContext = await browser.newContext({ geolocation: POSITION, permissions: ['geolocation'] });
  const agentPage = await agentContext.newPage();
  await signIn(agentPage, agent.username, agent.password);
  await agentPage.goto('/casos');
  const card = agentPage.getByTestId(`case-card-${caseId}`);
  await expect(card).toContainText('CAMBIO DE COMPRESOR');
  await expect(card).toContainText(clientName);
  await expect(card.getByText('ASIGNADO', { exact: true })).toBeVisible();
  await runAction(agentPage, card, 'ACEPTAR', caseName, 'voy en camino');
  await expect(card.getByText('PENDIENTE', { exact: true })).toBeVisible();
  await runAction(agentPage, card, 'INICIAR', caseName);
  await expect(card.getByText('EN_PROCESO', { exact: true })).toBeVisible();
  await runAction(agentPage, card, 'PAUSAR', caseName, 'almuerzo');
  await expect(card.getByText('EN_PAUSA', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Materiales' })).toHaveCount(0);
  await runAction(agentPage, card, 'REANUDAR', caseName);
  await expect(card.getByText('EN_PROCESO', { exact: true })).toBeVisible();
  await shot(agentPage, 'cases-cards');

  // Materials and the signed report.
  await card.getByRole('button', { name: 'Materiales' }).click();
  const materials = agentPage.getByRole('dialog', { name: `Materiales · ${caseName}` });
  await materials.getByRole('textbox', { name: 'Descripción' }).fill('compresor 2 hp');
  await materials.getByRole('textbox', { name: 'Cantidad' }).fill('1');
  await materials.getByRole('button', { name: 'Guardar' }).click();
  await expect(agentPage.getByText('Material agregado.')).toBeVisible();
  await card.getByRole('button', { name: 'Informe' }).click();
  const report = agentPage.getByRole('dialog', { name: `Informe · ${caseName}` });
  await report.getByRole('textbox', { name: 'Descripción' }).fill('equipo instalado y probado');
  await report.getByRole('textbox', { name: 'Persona que recibe' }).fill('marta gómez');
  await report.getByRole('textbox', { name: 'Cargo' }).fill('jefe de planta');
  await sign(agentPage, report.getByTestId('signature-pad'));
  await shot(agentPage, 'cases-report-signature');
  await report.getByRole('button', { name: 'Guardar' }).click();
  await expect(agentPage.getByText('Informe guardado.')).toBeVisible();
  await expect(report).toBeHidden();
  await runAction(agentPage, card, 'FINALIZAR', caseName, 'entregado al cliente');
  await expect(card.getByText('FINALIZADO', { exact: true })).toBeVisible();
  await expect(card.getByLabel('Finalizado')).toBeVisible();

  // The detail: history with times and the device's position, materials, the report and its PDF.
  await card.getByText('CAMBIO DE COMPRESOR').click();
  await expect(agentPage).toHaveURL(new RegExp(`/casos/view/${caseId}$`));
  await expect(agentPage.getByText('CALLE 26 # 59-41')).toBeVisible();
  await expect(agentPage.getByText('Sin documentos')).toBeVisible();
  await agentPage.getByRole('tab', { name: 'Gestiones del Caso' }).click();
  for (const estado of ['ASIGNADO', 'ACEPTADO', 'INICIADO', 'PAUSADO', 'REANUDADO', 'FINALIZADO']) {
    await expect(agentPage.getByRole('cell', { name: estado, exact: true })).toBeVisible();
  }
  await expect(agentPage.getByRole('cell', { name: 'VOY EN CAMINO' })).toBeVisible();
  await expect(agentPage.getByRole('link', { name: '4.609700 -74.081700' }).first()).toBeVisible();
  await shot(agentPage, 'case-view-history');
  await agentPage.getByRole('tab', { name: 'Materiales' }).click();
  await expect(agentPage.getByRole('cell', { name: 'COMPRESOR 2 HP' })).toBeVisible();
  await expect(agentPage.getByRole('cell', { name: 'Sin observaciones' })).toBeVisible();
  await agentPage.getByRole('tab', { name: 'Informe' }).click();
  await expect(agentPage.getByText('EQUIPO INSTALADO Y PROBADO')).toBeVisible();
  await expect(agentPage.getByRole('img', { name: 'Firma' })).toBeVisible();
  await shot(agentPage, 'case-view-report');
  const [popup] = await Promise.all([agentPage.waitForEvent('popup'), agentPage.getByRole('button', { name: 'PDF' }).click()]);
  await expect(popup).toHaveURL(new RegExp(`/api/reportes/informe_pdf/${caseId}/\\?token=`));
  const pdf = await agentPage.request.get(popup.url());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await popup.close();

  // The list and calendar views.
  await agentPage.goto('/casos');
  const views = agentPage.getByRole('radiogroup', { name: 'Vista' });
  await views.locator('label', { hasText: 'Lista' }).click();
  const row = agentPage.getByRole('row').filter({ hasText: caseName });
  await expect(row).toContainText('FINALIZADO');
  await expect(row).toContainText(clientName);
  await shot(agentPage, 'cases-list');
  await views.locator('label', { hasText: 'Calendario' }).click();
  await expect(agentPage.getByRole('link', { name: caseName })).toBeVisible();
  await shot(agentPage, 'cases-calendar');
  await agentContext.close();
});
