import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { axeCheck, seriousViolations } from './axe-options';
import {
  adminHeaders, chooseOption, createCampaignViaApi, createContactViaApi, createTypificationViaApi, createUserViaApi, nationalPhone, postOk, shot,
  signIn, uniqueEmail, uniqueName,
} from './fixtures';

const PASSWORD = 'Clave1234*';

interface Desk {
  campaign: { id: number; name: string };
  headers: Record<string, string>;
  agent: { id: number; username: string; name: string };
}

/** A campaign with its typification, a WhatsApp channel on the simulator and one agent: the form's leads go to that agent. */
async function openDesk(page: Page, request: APIRequestContext, baseURL: string | undefined): Promise<Desk> {
  const headers = await adminHeaders(request);
  const campaign = await createCampaignViaApi(request, uniqueName('Campaña Leads'));
  await createTypificationViaApi(request, campaign.id, 'Interesado', 'Pidió cotización');
  await postOk(request, headers, '/api/channels/', {
    nombre: uniqueName('WhatsApp Leads'), tipo: 'WhatsApp', campaign: campaign.id,
    config: {
      phone_number_id: `pn${Date.now()}`, waba_id: 'waba-e2e', access_token: `token-${Date.now()}`, app_secret: 'secreto-e2e-app',
      verify_token: 'verificar-e2e', api_url: `${baseURL}/sim/whatsapp/v21.0`,
    },
  });
  const username = uniqueEmail('agente.leads');
  const lastName = uniqueName('Moreno');
  const agent = await createUserViaApi(page, { username, password: PASSWORD, first_name: 'Julián', last_name: lastName, role: 'Agente' });
  await postOk(request, headers, `/api/campaign/campaign/${campaign.id}/add_users/`, { contact: [agent.id] }, 200);
  return { campaign, headers, agent: { id: agent.id, username, name: `Julián ${lastName}` } };
}

async function signedIn(browser: Browser, username: string, password = PASSWORD): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username, password);
  return page;
}

let phoneCounter = 0;
/** A Colombian mobile number no other test uses: ten digits. */
function newPhone(): string {
  phoneCounter += 1;
  return `31${String(Date.now() % 10_000_000).padStart(7, '0')}${phoneCounter % 10}`.slice(0, 10);
}

/** Opens a screen by its address and waits for its heading: a first visit loads its code, slow on a busy machine. */
async function openScreen(page: Page, url: string, heading: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 60_000 });
}

const leadRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const axeProblems = async (page: Page, include?: string) => {
  const builder = axeCheck(page);
  return seriousViolations(await (include ? builder.include(include) : builder).analyze());
};

/** The visitor fills '¡Contáctanos!' (no session) and sends it. */
async function sendPublicForm(browser: Browser, url: string, visitor: { name: string; phone: string; email: string; cedula: string; message: string }) {
  const page = await (await browser.newContext()).newPage();
  await openScreen(page, url, '¡Contáctanos!');
  await expect(page).toHaveTitle('¡Contáctanos! · Atiende');
  // Everything is required, in the server's words.
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Este campo es requerido').first()).toBeVisible();
  await page.getByLabel('Nombre completo').fill(visitor.name);
  await page.getByRole('textbox', { name: 'Teléfono' }).fill(visitor.phone);
  await page.getByLabel('Cédula').fill(visitor.cedula);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(visitor.email);
  await page.getByLabel('Mensaje').fill(visitor.message);
  // Without the data-processing authorization the form is not sent.
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Autoriza el tratamiento de tus datos personales para enviar el formulario.')).toBeVisible();
  await page.getByRole('checkbox', { name: /Autorizo de manera previa, expresa e informada/ }).check();
  // The honeypot is out of sight, out of the Tab order and out of the accessibility tree.
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(honeypot).not.toBeInViewport();
  await expect(page.locator('input[type="hidden"][name="form-name"]')).toHaveValue('contactanos');
  await shot(page, 'contactanos');
  expect(await axeProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Formulario enviado' })).toBeVisible();
  await shot(page, 'contactanos-enviado');
  await page.context().close();
}

test('a visitor’s form becomes a lead of the campaign’s agent, who works it from the chat until it ends FINALIZADO', async ({ browser, page, request, baseURL }) => {
  // Three sessions and a dozen screens: room for a busy 2-core machine.
  test.setTimeout(300_000);
  const desk = await openDesk(page, request, baseURL);
  const agent = await signedIn(browser, desk.agent.username);
  await openScreen(agent, '/leads', 'Leads');
  // An agent sees their own leads: no agent or campaign filters, no DIFUSIÓN.
  await expect(agent.getByRole('tab', { name: 'LEADS' })).toHaveAttribute('aria-selected', 'true');
  await expect(agent.getByRole('tab', { name: 'DIFUSIÓN' })).toHaveCount(0);
  await expect(agent.locator('main label', { hasText: 'Agentes' })).toHaveCount(0);
  await expect(agent.locator('main label', { hasText: 'Campaña' })).toHaveCount(0);
  await expect(agent.getByText('No se encontraron resultados')).toBeVisible();

  // (a) A visitor writes from the campaign's link; the lead appears on the agent's open screen by itself.
  const visitor = { name: uniqueName('Valeria Ospina'), phone: newPhone(), email: uniqueEmail('valeria'), cedula: String(Date.now()).slice(-9), message: 'Quiero cotizar el plan hogar' };
  await sendPublicForm(browser, `/contactanos?campana=${desk.campaign.id}`, visitor);
  const row = leadRow(agent, visitor.name);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Formulario web');
  await expect(row).toContainText('Pendiente');
  await expect(row).toContainText(nationalPhone(visitor.phone));
  await expect(row).toContainText(desk.campaign.name);
  await expect(row).toContainText(desk.agent.name);
  await row.getByRole('button', { name: `Ver detalles de ${visitor.name}` }).click();
  const details = agent.getByRole('dialog', { name: 'Detalles Adicionales' });
  await expect(details.getByTestId('lead-metadata')).toContainText('Quiero cotizar el plan hogar');
  await expect(details.getByTestId('lead-metadata')).toContainText(visitor.cedula);
  await expect(details.getByTestId('lead-metadata')).toContainText(`/contactanos?campana=${desk.campaign.id}`);
  await agent.keyboard.press('Escape');
  await shot(agent, 'leads-agente');

  // The chat counts today's pending leads, and its badge leads back to them.
  await agent.goto('/chat');
  await expect(agent.getByTestId('leads-badge')).toHaveText('Leads 1', { timeout: 60_000 });
  await agent.getByTestId('leads-badge').click();
  await expect(agent).toHaveURL(/\/leads\?.*estado=PENDIENTE/);
  await expect(agent.getByRole('radio', { name: 'Pendiente' })).toBeChecked();

  // (b) Abrir chat: the lead starts (EN_PROCESO) and its number's conversation opens as a lead's.
  await leadRow(agent, visitor.name).getByRole('button', { name: `Abrir chat de ${visitor.name}` }).click();
  await expect(agent).toHaveURL(/\/chat$/);
  await agent.getByRole('button', { name: 'Iniciar conversación' }).click();
  await expect(agent).toHaveURL(/\/chat\/\d+$/);
  await expect(agent.getByTestId('leads-badge')).toHaveText('Leads 0');
  await expect(agent.getByTestId('chat-conversation').getByText(/^Lead \d+$/)).toBeVisible();
  await agent.getByRole('button', { name: 'Crear' }).click();
  const side = agent.getByRole('complementary', { name: 'Panel de la conversación' });
  await expect(side.getByLabel('Es lead')).toBeChecked();
  await chooseOption(agent, 'Resultado', 'Interesado', side);
  await chooseOption(agent, 'Calificación', 'Pidió cotización', side);
  await side.getByLabel('Observaciones').fill('Se envió la cotización del plan hogar');
  await side.getByRole('button', { name: 'Guardar gestión' }).click();
  await expect(agent.getByText('Se ha guardado la gestión con éxito')).toBeVisible();
  await expect(agent.getByText('Finalizada', { exact: true })).toBeVisible();
  // The view reloads without the lead: a second typification would not finish it again.
  await expect(agent.getByTestId('chat-conversation').getByText(/^Lead \d+$/)).toHaveCount(0);

  // The lead ended FINALIZADO, and its timeline tells each step with its user and durations.
  await openScreen(agent, '/leads', 'Leads');
  const finished = leadRow(agent, visitor.name);
  await expect(finished).toContainText('Finalizado');
  await finished.getByRole('button', { name: `Línea de tiempo de ${visitor.name}` }).click();
  const timeline = agent.getByRole('dialog', { name: 'Línea de tiempo del lead' }).getByTestId('lead-timeline');
  for (const step of ['Asignado', 'Pendiente', 'En Proceso', 'Finalizado']) await expect(timeline.getByText(step, { exact: true })).toBeVisible();
  await expect(timeline).toContainText(`Usuario: ${desk.agent.name}`);
  await expect(timeline).toContainText(/Tiempo de asignación:\s*0:00:0\d/);
  await expect(timeline).toContainText(/Tiempo total:\s*\d+:\d\d:\d\d/);
  await shot(agent, 'leads-linea-de-tiempo');
  expect(await axeProblems(agent, '[role="dialog"]')).toEqual([]);
  await agent.context().close();
});

/** Types a day as the date pickers show it (DD/MM/YYYY). */
async function typeDay(scope: Locator, label: string, value: string) {
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Tab');
}

test('an administrator schedules follow-ups by hand and by uploading the template, and exports the list', async ({ page, request, baseURL }) => {
  test.setTimeout(300_000);
  const desk = await openDesk(page, request, baseURL);
  const lastName = uniqueName('Cárdenas');
  const contactName = `Rosa ${lastName}`;
  await createContactViaApi(request, { first_name: 'Rosa', last_name: lastName, email: uniqueEmail('rosa'), phone: newPhone() });
  await signIn(page);
  await openScreen(page, '/leads', 'Leads');
  // Who sees every agent's leads has the agent and campaign filters and DIFUSIÓN.
  await expect(page.locator('main label', { hasText: 'Agentes' })).toBeVisible();
  await page.getByRole('tab', { name: 'DIFUSIÓN' }).click();
  await expect(page.getByRole('button', { name: 'Agregar Campañas de Difusión' })).toBeVisible();
  await page.getByRole('tab', { name: 'PROGRAMACIONES' }).click();
  await expect(page).toHaveURL(/pestana=programaciones/);

  // Programación Manual: an existing contact and a new one; a missing phone is said under item 2's field.
  await page.getByRole('button', { name: 'Programación Manual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Programación Manual' });
  const first = dialog.getByRole('group', { name: 'Programación 1' });
  await first.getByRole('combobox', { name: 'Contacto' }).fill(lastName);
  await page.getByRole('option', { name: new RegExp(contactName) }).click();
  await chooseOption(page, 'Campaña', desk.campaign.name, first);
  await chooseOption(page, 'Agente', desk.agent.name, first);
  await first.getByLabel('Observaciones').fill('Confirmar la visita técnica');
  await typeDay(first, 'Fecha de vencimiento', '15/12/2030');
  await first.getByLabel('Hora de vencimiento').fill('10:30');
  await dialog.getByRole('button', { name: 'Agregar otra programación' }).click();
  const second = dialog.getByRole('group', { name: 'Programación 2' });
  const newName = uniqueName('Tomás Rivas');
  await second.getByLabel('Crear un contacto nuevo').check();
  await second.getByLabel('Nombres').fill(newName);
  await second.getByLabel('Apellidos').fill('Prieto');
  await second.getByLabel('Email').fill(uniqueEmail('tomas'));
  await chooseOption(page, 'Campaña', desk.campaign.name, second);
  await chooseOption(page, 'Agente', desk.agent.name, second);
  await second.getByLabel('Observaciones').fill('Ofrecer la renovación');
  await typeDay(second, 'Fecha de vencimiento', '20/12/2030');
  await dialog.getByRole('button', { name: 'Programar' }).click();
  await expect(second.getByText('Este campo es requerido')).toBeVisible();
  await expect(first.getByText('Este campo es requerido')).toHaveCount(0);
  await shot(page, 'leads-programacion-manual');
  await second.getByLabel('Teléfono').fill(newPhone());
  await dialog.getByRole('button', { name: 'Programar' }).click();
  await expect(page.getByText('Se programaron 2 leads.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const manual = leadRow(page, contactName);
  await expect(manual).toContainText('Programación manual');
  await expect(manual).toContainText('15/12/2030 10:30');
  await expect(manual).toContainText(desk.agent.name);
  await expect(leadRow(page, newName)).toContainText('20/12/2030 23:59');

  // Subir Programaciones: the template, filled in; a wrong campaign refuses the file with its line, then it loads.
  await page.getByRole('button', { name: 'Subir Programaciones' }).click();
  const upload = page.getByRole('dialog', { name: 'Subir Programaciones' });
  const downloading = page.waitForEvent('download');
  await upload.getByRole('button', { name: 'Descargar la plantilla' }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('Plantilla Programaciones.xlsx');
  const dir = mkdtempSync(path.join(tmpdir(), 'programaciones-'));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await template.path());
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Teléfono', 'Nombres', 'Apellidos', 'Email', 'Campaña', 'Agente', 'Observaciones', 'Fecha de Vencimiento']);
  const uploadedName = uniqueName('Lina Vargas');
  const fill = async (campaign: string, file: string) => {
    sheet.getRow(2).values = [newPhone(), uploadedName, 'Quintero', uniqueEmail('lina'), campaign, desk.agent.username, 'Llamar por la cartera vencida', '2020-01-15 10:00'];
    await workbook.xlsx.writeFile(path.join(dir, file));
    return path.join(dir, file);
  };
  await upload.locator('input[type="file"]').setInputFiles(await fill('Campaña Inexistente', 'con-errores.xlsx'));
  await upload.getByRole('button', { name: 'Subir' }).click();
  await expect(upload.getByRole('alert')).toContainText('El archivo tiene errores; no se programó ningún lead.');
  await expect(upload.getByTestId('upload-errors')).toContainText('Fila 2: Campaña: La campaña no existe.');
  await shot(page, 'leads-subir-errores');
  // While the file travels the dialog says so; then it says it loaded.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/api/leads/leads/upload_programacion/', async (route) => {
    await held;
    await route.continue();
  });
  await upload.locator('input[type="file"]').setInputFiles(await fill(desk.campaign.name, 'programaciones.xlsx'));
  await upload.getByRole('button', { name: 'Subir' }).click();
  await expect(upload.getByText('El archivo está en proceso de carga, por favor espera...')).toBeVisible();
  release();
  await expect(upload.getByText('El archivo se ha cargado correctamente.')).toBeVisible();
  await expect(upload.getByText('Se programó 1 lead.')).toBeVisible();
  await page.unroute('**/api/leads/leads/upload_programacion/');
  await upload.getByRole('button', { name: 'Cerrar' }).last().click();
  const uploaded = leadRow(page, uploadedName);
  await expect(uploaded).toContainText('Archivo de programaciones');
  await expect(uploaded).toContainText('Vencido');
  await shot(page, 'leads-programaciones');
  expect(await axeProblems(page, 'main')).toEqual([]);

  // Asignar: the uploaded follow-up goes to another member of its campaign (its manager, here).
  await uploaded.getByRole('button', { name: `Más acciones de ${uploadedName} Quintero` }).click();
  await page.getByRole('menuitem', { name: 'Asignar' }).click();
  const assign = page.getByRole('dialog', { name: 'Asignar lead' });
  await expect(assign.getByRole('combobox', { name: 'Campaña' })).toHaveValue(desk.campaign.name);
  await chooseOption(page, 'Agente', 'Super Administrador', assign);
  await assign.getByRole('button', { name: 'Asignar' }).click();
  await expect(page.getByText('Lead asignado.')).toBeVisible();
  // The dialog leaves the page (its closing transition) before the list's own Campaña filter is used.
  await expect(assign).toBeHidden();
  await expect(uploaded).toContainText('Super Administrador');

  // The filters live in the address; Exportar downloads what the list shows.
  await chooseOption(page, 'Campaña', desk.campaign.name);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page).toHaveURL(new RegExp(`campaign=${desk.campaign.id}`));
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.getByRole('radiogroup', { name: 'Filtrar por estado' }).locator('label', { hasText: 'Pendiente' }).click();
  await expect(page).toHaveURL(/estado=PENDIENTE/);
  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const exported = await exporting;
  expect(exported.suggestedFilename()).toBe('Reporte Leads.xlsx');
  const report = new ExcelJS.Workbook();
  await report.xlsx.readFile(await exported.path());
  expect(report.worksheets[0]!.rowCount).toBe(4);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'PROGRAMACIONES' })).toHaveAttribute('aria-selected', 'true', { timeout: 60_000 });
  await expect(page.getByRole('combobox', { name: 'Campaña' })).toHaveValue(desk.campaign.name);
  await expect(page.getByRole('row')).toHaveCount(4);
});

test('the leads report draws the day’s franjas of the leads and lists those of a bar', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const desk = await openDesk(page, request, baseURL);
  const headers = await adminHeaders(request);
  const lastName = uniqueName('Suárez');
  const contact = await createContactViaApi(request, { first_name: 'Elena', last_name: lastName, email: uniqueEmail('elena'), phone: newPhone() });
  await postOk(request, headers, '/api/leads/leads/', {
    leads: [{ contact: contact.id, campaign: desk.campaign.id, agent: desk.agent.id, observaciones: 'Para el reporte', fecha_vencimiento: '2030-01-10' }],
  });
  await signIn(page);
  await openScreen(page, '/reports', 'Reportes');
  await page.getByRole('main').getByRole('link', { name: /Reporte de Leads/ }).click();
  await expect(page).toHaveURL(/\/leads\/report$/);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, coloque un rango de fechas. La fecha es requerida.');
  const today = new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
  await typeDay(page.locator('main'), 'Desde', today);
  await typeDay(page.locator('main'), 'Hasta', today);
  await chooseOption(page, 'Campaña', desk.campaign.name);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText('Total de leads: 1')).toBeVisible();
  await page.getByRole('button', { name: /^Ver leads de / }).click();
  const bar = page.getByRole('dialog');
  await expect(bar.getByTestId('franja-leads')).toContainText(`Elena ${lastName}`);
  await expect(bar.getByTestId('franja-leads')).toContainText('Programaciones');
  await shot(page, 'leads-reporte');
  await page.keyboard.press('Escape');
  // The same report under /reports/leads.
  await openScreen(page, `/reports/leads?${new URL(page.url()).searchParams}`, 'Reporte de Leads');
  await expect(page.getByText('Total de leads: 1')).toBeVisible({ timeout: 30_000 });
});

test('a prospect is created from its form, and a repeated one is said to exist', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  await openScreen(page, '/leads', 'Leads');
  await page.getByRole('link', { name: 'Agregar prospecto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prospectos' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText('Este campo es requerido').first()).toBeVisible();
  const lastName = uniqueName('Herrera');
  const document = String(Date.now()).slice(-10);
  const email = uniqueEmail('prospecto');
  const fillForm = async () => {
    await page.getByLabel('Nombres').fill('Camilo');
    await page.getByLabel('Apellidos').fill(lastName);
    await chooseOption(page, 'Tipo de Documento', 'Cédula');
    await page.getByRole('textbox', { name: 'Documento', exact: true }).fill(document);
    await page.getByLabel('E-mail').fill(email);
    await chooseOption(page, 'Género', 'Masculino');
    await typeDay(page.locator('main'), 'Fecha de Nacimiento', '14/02/1990');
    await page.getByLabel('Ciudad').fill('Medellín');
    await page.getByLabel('Observaciones').fill('Interesado en el seguro de vida');
  };
  await fillForm();
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText('Prospecto creado.')).toBeVisible();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(leadRow(page, `Camilo ${lastName}`)).toContainText('Prospecto');

  // Editar: the lead's own fields.
  await leadRow(page, `Camilo ${lastName}`).getByRole('button', { name: `Más acciones de Camilo ${lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar lead' })).toBeVisible();
  const editUrl = page.url();
  await page.getByLabel('Referencia').fill('VIDA-2031');
  await page.getByLabel('Nombre', { exact: true }).fill('Seguro de vida familiar');
  await page.getByLabel('Descripción').fill('Cobertura para cuatro personas');
  await page.getByLabel('Existencia').fill('3');
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page.getByText(`Se ha actualizado el lead de Camilo ${lastName} correctamente.`)).toBeVisible();
  await expect(page).toHaveURL(/\/leads$/);
  await openScreen(page, editUrl, 'Editar lead');
  await expect(page.getByLabel('Referencia')).toHaveValue('VIDA-2031');
  await expect(page.getByLabel('Existencia')).toHaveValue('3');
  await page.getByRole('link', { name: 'Volver' }).click();

  await page.getByRole('link', { name: 'Agregar prospecto' }).click();
  await fillForm();
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByRole('alert')).toContainText('El Contacto ya existe');
  await expect(page.getByRole('alert')).toContainText('Ya hay un contacto registrado con el mismo documento');
  await shot(page, 'leads-prospecto-duplicado');
});
