import { expect, test, type Page } from '@playwright/test';
import {
  adminHeaders, chooseOption, createCampaignViaApi, createTypificationViaApi, gradientPng, postOk, shot, signIn, uniqueEmail, uniqueName,
} from './fixtures';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

interface GestionSetup {
  campaign: { id: number; name: string };
  contactId: number;
  surveyName: string;
}

/** A campaign with a telefonia survey of two questions, and a contact with a gestión in it, through the API. */
async function gestionWithTelefoniaSurvey(page: Page): Promise<GestionSetup> {
  const api = page.request;
  const headers = await adminHeaders(api);
  const campaign = await createCampaignViaApi(api, uniqueName('Campaña Encuestas'));
  const typification = await createTypificationViaApi(api, campaign.id, 'Contactado', 'Atendió la llamada');
  const contact = await postOk<{ id: number }>(api, headers, '/api/contact/contacto/', {
    first_name: 'Mariana', last_name: uniqueName('Ospina'), email: uniqueEmail('encuesta'), phone: `311${String(Date.now()).slice(-7)}`,
  });
  await postOk(api, headers, `/api/campaign/campaign/${campaign.id}/assign_contacts/`, { contact: [contact.id] }, 200);
  await postOk(api, headers, '/api/contact/gestionContacto/', {
    contacto: contact.id, calificacion: typification.calificacion, descripcion: typification.descripcion,
    campaign: [campaign.id], observaciones: 'Llamada de seguimiento',
  });
  const surveyName = uniqueName('Encuesta telefónica');
  const survey = await postOk<{ id: number }>(api, headers, '/api/survey/survey/', { name: surveyName, campaign: campaign.id });
  await postOk(api, headers, '/api/survey/questions/', {
    survey_id: survey.id,
    questions: [
      { text: '¿Recomendaría nuestro servicio?', question_type_id: 1, options: [{ text: 'Sí' }, { text: 'No' }] },
      { text: '¿Algún comentario?', question_type_id: 3 },
    ],
  });
  return { campaign, contactId: contact.id, surveyName };
}

test('a survey is built: the header first, then its questions, and previewed from its card', async ({ page }) => {
  const campaign = await createCampaignViaApi(page.request, uniqueName('Campaña Posventa'));
  const name = uniqueName('Satisfacción posventa');
  await signIn(page);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Encuestas' }).click();
  await expect(page).toHaveURL(/\/survey$/);
  await page.getByRole('link', { name: 'Agregar' }).click();
  await expect(page).toHaveURL(/\/survey\/create$/);

  // The header first: name and campaign are required; once saved it locks and the questions open.
  await page.getByRole('button', { name: 'Guardar encabezado' }).click();
  await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(2);
  await textbox(page, 'Nombre').fill(name);
  await chooseOption(page, 'Medio', 'General');
  await chooseOption(page, 'Campaña', campaign.name);
  await textbox(page, 'Mensaje de bienvenida').fill('¡Gracias por elegirnos! Son dos preguntas.');
  await page.getByRole('button', { name: 'Guardar encabezado' }).click();
  await expect(page.getByText('Se ha creado la encuesta con éxito')).toBeVisible();
  await expect(textbox(page, 'Nombre')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Guardar encabezado' })).toHaveCount(0);

  // Questions: a single choice with three options, then an open one.
  await textbox(page, 'Pregunta 1').fill('¿Cómo calificaría la entrega?');
  await textbox(page, 'Opción 1 de la pregunta 1').fill('Excelente');
  await textbox(page, 'Opción 2 de la pregunta 1').fill('Buena');
  await page.getByRole('button', { name: 'Agregar opción' }).click();
  await page.getByRole('button', { name: 'Agregar pregunta' }).click();
  await page.getByRole('button', { name: 'Guardar preguntas' }).click();
  await expect(page.getByText('Cada opción necesita un texto.')).toHaveCount(3);
  await expect(page.getByText('La pregunta necesita un texto.')).toBeVisible();
  await textbox(page, 'Opción 3 de la pregunta 1').fill('Regular');
  await textbox(page, 'Pregunta 2').fill('¿Qué podemos mejorar?');
  await chooseOption(page, 'Tipo de la pregunta 2', '3. Abierta');
  await expect(textbox(page, 'Opción 1 de la pregunta 2')).toHaveCount(0);
  await shot(page, 'survey-create');
  await page.getByRole('button', { name: 'Guardar preguntas' }).click();
  await expect(page.getByText('Se han guardado las preguntas con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/survey$/);

  // The list: a card per survey; clicking it opens the read-only preview.
  await page.getByLabel('Buscar').fill(name);
  const card = page.getByTestId('survey-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('2 preguntas · 0 respuestas');
  await shot(page, 'surveys');
  await card.getByRole('button', { name: `Ver ${name}` }).click();
  const preview = page.getByRole('dialog', { name });
  await expect(preview.getByText('1. ¿Cómo calificaría la entrega?')).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'Excelente' })).toBeDisabled();
  await expect(preview.getByRole('button', { name: 'Enviar respuestas' })).toHaveCount(0);
  await shot(page, 'survey-preview');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
});

/** A general survey of a single choice and an open question, through the API. */
async function generalSurvey(page: Page, name: string) {
  const api = page.request;
  const headers = await adminHeaders(api);
  const campaign = await createCampaignViaApi(api, uniqueName('Campaña Posventa'));
  const survey = await postOk<{ id: number; public_token: string }>(api, headers, '/api/survey/survey/', {
    name, campaign: campaign.id, survey_medium: 'general', welcome_message: '¡Gracias por elegirnos! Son dos preguntas.',
  });
  await postOk(api, headers, '/api/survey/questions/', {
    survey_id: survey.id,
    questions: [
      { text: '¿Cómo calificaría la entrega?', question_type_id: 1, options: [{ text: 'Excelente' }, { text: 'Buena' }, { text: 'Regular' }] },
      { text: '¿Qué podemos mejorar?', question_type_id: 3 },
    ],
  });
  return survey;
}

test('a survey is edited on its update page: the header changes, the questions come back as saved', async ({ page }) => {
  const name = uniqueName('Satisfacción instalación');
  const survey = await generalSurvey(page, name);
  await signIn(page);
  await page.goto('/survey');
  await page.getByLabel('Buscar').fill(name);
  await page.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/survey/update/${survey.id}$`));
  await expect(textbox(page, 'Pregunta 2')).toHaveValue('¿Qué podemos mejorar?');
  await expect(textbox(page, 'Opción 3 de la pregunta 1')).toHaveValue('Regular');
  await textbox(page, 'Descripción').fill('Se envía al día siguiente de la instalación');
  await page.getByRole('button', { name: 'Guardar encabezado' }).click();
  await expect(page.getByText('Se ha actualizado la encuesta con éxito')).toBeVisible();
  await expect(page.getByTestId('public-link')).toContainText(survey.public_token);
  await shot(page, 'survey-update');
});

test('a contact answers a general survey through its public link, and its results show the answers', async ({ page, browser }) => {
  const name = uniqueName('Satisfacción entrega');
  const survey = await generalSurvey(page, name);
  await signIn(page);
  await page.goto(`/survey/resultados/${survey.id}`);
  await expect(page.getByText('Sin respuestas')).toBeVisible();
  const link = (await page.getByTestId('public-link').textContent())!.trim();
  expect(link).toMatch(/\/encuesta\/[A-Za-z0-9_-]{43}$/);
  const visitor = await browser.newContext({ locale: 'es-CO', viewport: { width: 420, height: 860 } });
  const contactPage = await visitor.newPage();
  await contactPage.goto(link);
  await expect(contactPage.getByText('¡Gracias por elegirnos! Son dos preguntas.')).toBeVisible();
  await contactPage.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(contactPage.getByText('Responda esta pregunta.')).toHaveCount(2);
  await contactPage.getByRole('radio', { name: 'Excelente' }).check();
  await contactPage.getByRole('textbox', { name: /Qué podemos mejorar/ }).fill('Avisar la hora de llegada');
  await shot(contactPage, 'survey-public');
  await contactPage.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(contactPage.getByText('¡Gracias por responder la encuesta!')).toBeVisible();
  await shot(contactPage, 'survey-public-thanks');
  await visitor.close();

  // Results: counts and percentages per option, the open answers listed, and the export.
  await page.reload();
  const first = page.getByTestId('question-result').filter({ hasText: '¿Cómo calificaría la entrega?' });
  await expect(first).toContainText('1 respuesta');
  await expect(first.getByText('1 · 100 %')).toBeVisible();
  await expect(first.getByText('0 · 0 %')).toHaveCount(2);
  await expect(page.getByTestId('question-result').filter({ hasText: 'Avisar la hora de llegada' })).toHaveCount(1);
  await shot(page, 'survey-results');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  expect((await download).suggestedFilename()).toBe(`Resultados ${name}.xlsx`);
});

test('an agent answers a telefonia survey from the detail of a gestión', async ({ page }) => {
  const setup = await gestionWithTelefoniaSurvey(page);
  await signIn(page);
  await page.goto(`/gestionContacto/${setup.contactId}`);
  await page.getByRole('row').filter({ hasText: 'Atendió la llamada' }).getByRole('button', { name: /^Ver gestión/ }).click();
  const detail = page.getByRole('dialog', { name: 'Detalle de la Gestión' });
  await expect(detail.getByText(setup.surveyName)).toBeVisible();
  await detail.getByRole('button', { name: 'Responder encuesta' }).click();
  await detail.getByRole('radio', { name: 'Sí' }).check();
  await detail.getByRole('textbox', { name: /Algún comentario/ }).fill('Muy amables');
  await detail.getByRole('button', { name: 'Guardar respuestas' }).click();
  await expect(page.getByText('Se han guardado las respuestas de la encuesta.')).toBeVisible();
  await expect(detail.getByText('Respondida')).toBeVisible();
  await shot(page, 'survey-gestion');
});

test('a product is added with a detail and a picture', async ({ page }) => {
  const name = uniqueName('Nevera No Frost');
  const code = `NEV-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page);
  await page.getByRole('button', { name: 'Tienda' }).click();
  await page.getByRole('link', { name: 'Productos' }).click();
  await expect(page).toHaveURL(/\/productos$/);
  await page.getByRole('link', { name: 'Agregar' }).click();
  await expect(page).toHaveURL(/\/productos\/add_producto$/);

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(5);
  await textbox(page, 'Nombre').fill(name);
  await textbox(page, 'Código del producto').fill(code);
  await textbox(page, 'Marca').fill('Haceb');
  await textbox(page, 'Categoría').fill('Electrodomésticos');
  await textbox(page, 'Precio').fill('1.899.900');
  await textbox(page, 'Descripción').fill('Nevera de 300 litros con dispensador de agua');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Escriba un valor en pesos, con hasta dos decimales.')).toBeVisible();
  await textbox(page, 'Precio').fill('1899900.50');
  await page.getByRole('button', { name: 'Agregar detalle' }).click();
  await textbox(page, 'Diseño del detalle 1').fill('Acero inoxidable');
  await textbox(page, 'País del detalle 1').fill('Colombia');
  await page.locator('input[type="file"]').setInputFiles({ name: 'nevera.png', mimeType: 'image/png', buffer: gradientPng() });
  await expect(page.getByRole('img', { name: 'nevera.png' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'manual.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText('La imagen debe ser JPG, PNG o WEBP.')).toBeVisible();
  await shot(page, 'product-form');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Producto Agregado')).toBeVisible();
  await expect(page.getByText('El producto se agregó exitosamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/productos$/);

  await page.getByLabel('Buscar').fill(code);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Haceb');
  await expect(row).toContainText(/\$\s?1\.899\.900,5/);
  await expect(row.getByRole('img', { name })).toBeVisible();
  await shot(page, 'products');
});

test('a product is edited and then deleted, the dialog naming the product', async ({ page }) => {
  const name = uniqueName('Lavadora Carga Superior');
  const code = `LAV-${Date.now().toString(36).toUpperCase()}`;
  await postOk(page.request, await adminHeaders(page.request), '/api/productos/', {
    name, codigo_producto: code, marca: 'LG', precio: '1899900', descripcion: 'Lavadora de 18 kg',
    detalles_producto: [{ 'diseño': 'Acero inoxidable', pais: 'Corea' }],
  });
  await signIn(page);
  await page.goto('/productos');
  await page.getByLabel('Buscar').fill(code);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page).toHaveURL(/\/productos\/\d+\/edit_producto$/);
  await expect(textbox(page, 'Diseño del detalle 1')).toHaveValue('Acero inoxidable');
  await textbox(page, 'Precio').fill('1750000');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El producto se actualizó exitosamente.')).toBeVisible();
  await page.getByLabel('Buscar').fill(code);
  await expect(row).toContainText(/\$\s?1\.750\.000/);

  // The dialog names what it deletes: a product, and which one.
  await row.getByRole('button', { name: `Eliminar ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('¿Estás seguro de que quieres eliminar este Producto ?');
  await expect(dialog).toContainText(`${name} (${code})`);
  await shot(page, 'product-delete');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('La información del producto esta a salvo')).toBeVisible();
  await row.getByRole('button', { name: `Eliminar ${name}` }).click();
  await page.getByTestId('confirm-delete').click();
  await expect(page.getByText('Se ha eliminado el Producto con éxito!')).toBeVisible();
  await expect(row).toHaveCount(0);
});
