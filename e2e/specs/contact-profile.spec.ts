import { expect, test, type Page } from '@playwright/test';
import { chooseOption, createContactViaApi, createUserViaApi, gradientPng, shot, signIn, uniqueEmail } from './fixtures';

interface NewPerson {
  first_name: string;
  last_name: string;
  gender: string;
}

/** Creates a person contact through the API as the administrator; document, e-mail and phone are unique. */
async function createPersonViaApi(page: Page, person: NewPerson) {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const { id } = await createContactViaApi(page.request, {
    ...person,
    username: uniqueEmail('contacto'),
    documentType: 'CEDULA',
    documentNumber: unique,
    phone: `3${unique}`,
    city: 'Bogotá',
    address: 'Calle 10 # 5-20',
  });
  return { id, documentNumber: unique };
}

/** A one-page PDF, enough for the server's content check. */
function smallPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

test('an administrator edits a profile and adds a phone, a document, a resume and a relative', async ({ page }) => {
  test.setTimeout(90_000);
  const relative = await createPersonViaApi(page, { first_name: 'Andrés', last_name: 'Perfil Hermano', gender: 'Masculino' });
  const contact = await createPersonViaApi(page, { first_name: 'Laura', last_name: 'Perfil Prueba', gender: 'Femenino' });
  await signIn(page);
  await page.goto(`/contact/${contact.id}/contact_profile`);
  await expect(page.getByRole('heading', { name: 'Laura Perfil Prueba' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Información general' })).toHaveAttribute('aria-selected', 'true');

  // Profile: a required field, a server field error under its field, then a valid edit.
  const details = page.getByRole('region', { name: 'Datos del contacto' });
  await details.getByRole('textbox', { name: 'Nombres', exact: true }).fill('');
  await details.getByRole('button', { name: 'Guardar' }).click();
  await expect(details.getByText('Este campo es requerido')).toBeVisible();
  await details.getByRole('textbox', { name: 'Nombres', exact: true }).fill('Laura Marcela');
  await details.getByRole('textbox', { name: 'Correo Electrónico', exact: true }).fill('correo-invalido');
  await details.getByRole('button', { name: 'Guardar' }).click();
  await expect(details.getByText('Introduzca una dirección de correo electrónico válida.')).toBeVisible();
  await details.getByRole('textbox', { name: 'Correo Electrónico', exact: true }).fill(uniqueEmail('laura'));
  await chooseOption(page, 'Tipo de documento', 'Nit', details);
  await details.getByRole('textbox', { name: 'Ciudad', exact: true }).fill('Medellín');
  await details.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha editado el usuario con éxito')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Laura Marcela Perfil Prueba' })).toBeVisible();

  // Relationship: a pending row, removed and added again, then saved.
  const relations = page.getByRole('region', { name: 'Parentescos' });
  await expect(relations.getByText('No se encontraron resultados')).toBeVisible();
  await relations.getByRole('button', { name: 'Agregar' }).click();
  await expect(relations.getByText('Este campo es requerido')).toHaveCount(2);
  await chooseOption(page, 'Parentesco', 'Hermano', relations);
  await relations.getByRole('combobox', { name: 'Contacto', exact: true }).fill('Perfil Hermano');
  await page.getByRole('option', { name: new RegExp(`Andrés Perfil Hermano · ${relative.documentNumber}`) }).click();
  await relations.getByRole('button', { name: 'Agregar' }).click();
  const pending = relations.getByRole('table', { name: 'Parentescos por guardar' });
  await expect(pending.getByRole('row', { name: /Hermano/ })).toBeVisible();
  await relations.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha agregado el parentesco')).toBeVisible();
  await expect(pending).toHaveCount(0);
  const saved = relations.getByRole('table', { name: 'Parentescos registrados' });
  await expect(saved.getByRole('row', { name: /Hermano.*Andrés Perfil Hermano/ })).toBeVisible();

  // Clicking the relation shows the relative's data, read-only.
  await saved.getByRole('cell', { name: 'Hermano', exact: true }).click();
  const relativeDialog = page.getByRole('dialog', { name: 'Hermano: Andrés Perfil Hermano' });
  await expect(relativeDialog.getByText(relative.documentNumber)).toBeVisible();
  await expect(relativeDialog.getByRole('textbox')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(relativeDialog).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'profile-general');

  // Contact data: required fields, then a phone with the default country code.
  await page.getByRole('tab', { name: 'Datos de contacto' }).click();
  await expect(page).toHaveURL(/tab=datos/);
  await expect(page.getByRole('tab', { name: 'Teléfonos' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Agregar' }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'Agregar Teléfono' });
  await expect(phoneDialog.getByRole('combobox', { name: 'Indicativo', exact: true })).toHaveValue('Colombia (+57)');
  await phoneDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(phoneDialog.getByText('Este campo es obligatorio.')).toHaveCount(2);
  await chooseOption(page, 'Etiqueta', 'Móvil', phoneDialog);
  await phoneDialog.getByRole('textbox', { name: 'Número de teléfono', exact: true }).fill('315 765 4321');
  await phoneDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha agregado los datos con éxito')).toBeVisible();
  await expect(phoneDialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Móvil.*315 765 4321/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Acción' })).toBeVisible();
  await page.getByRole('tab', { name: 'E-mails' }).click();
  await page.getByRole('button', { name: 'Agregar' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Agregar E-mail' });
  await chooseOption(page, 'Etiqueta', 'Trabajo', emailDialog);
  await emailDialog.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill('laura.trabajo@example.co');
  await emailDialog.getByRole('textbox', { name: 'Correo electrónico', exact: true }).press('Enter');
  await expect(page.getByRole('row', { name: /Trabajo.*laura\.trabajo@example\.co/ })).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar laura.trabajo@example.co' }).click();
  await expect(page.getByText('¿Estás seguro de que quieres eliminar este dato de contacto ?')).toBeVisible();
  await page.getByTestId('confirm-delete').click();
  await expect(page.getByRole('row', { name: /laura\.trabajo@example\.co/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Redes Sociales' }).click();
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();
  await page.getByRole('tab', { name: 'Teléfonos' }).click();
  await shot(page, 'profile-contact-data');

  // Documents: type first (Siguiente), then the file (Guardar); Atrás goes back to the type.
  await page.getByRole('tab', { name: 'Documentos' }).click();
  await expect(page).toHaveURL(/tab=documentos/);
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar documento' }).click();
  const upload = page.getByRole('dialog', { name: 'Agregar documento' });
  await upload.getByRole('button', { name: 'Siguiente' }).click();
  await expect(upload.getByText('Debe Agregar los Campos Requeridos')).toBeVisible();
  await chooseOption(page, 'Tipo de documento', 'Cédula de ciudadanía', upload);
  await upload.getByRole('button', { name: 'Siguiente' }).click();
  await upload.getByRole('button', { name: 'Guardar' }).click();
  await expect(upload.getByText('Debe Agregar los Campos Requeridos')).toBeVisible();
  await upload.getByRole('button', { name: 'Atrás' }).click();
  await expect(upload.getByRole('combobox', { name: 'Tipo de documento', exact: true })).toHaveValue('Cédula de ciudadanía');
  await upload.getByRole('button', { name: 'Siguiente' }).click();
  await upload.locator('input[type="file"]').setInputFiles({ name: 'cedula-laura.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await upload.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha Agregado el documento con Éxito')).toBeVisible();
  await expect(upload).toBeHidden();
  const documentRow = page.getByRole('row', { name: /Cédula de ciudadanía.*cedula-laura\.pdf/ });
  await expect(documentRow).toBeVisible();
  await expect(documentRow).toContainText('Super Administrador');
  const href = await documentRow.getByRole('link', { name: 'Descargar cedula-laura.pdf' }).getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await shot(page, 'profile-documents');

  // Resume: created, then one experience, one education and one knowledge.
  await page.getByRole('tab', { name: 'Hoja de vida' }).click();
  await expect(page).toHaveURL(/tab=hoja_de_vida/);
  await expect(page.getByText('315 765 4321')).toBeVisible();
  await page.getByRole('button', { name: 'Crear Hoja de Vida' }).click();
  const resumeDialog = page.getByRole('dialog', { name: 'Crear Hoja de Vida' });
  await resumeDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(resumeDialog.getByText('Este campo es obligatorio.')).toHaveCount(2);
  await resumeDialog.getByRole('textbox', { name: 'Ocupación', exact: true }).fill('Ingeniera de sistemas');
  await resumeDialog.getByRole('textbox', { name: 'Intereses', exact: true }).fill('Analítica de datos');
  await resumeDialog.getByRole('textbox', { name: 'Hobbie', exact: true }).fill('Ciclismo');
  await resumeDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha agregado con éxito').first()).toBeVisible();
  await expect(resumeDialog).toBeHidden();
  await expect(page.getByText('Ingeniera de sistemas')).toBeVisible();

  await page.getByRole('button', { name: 'Agregar Experiencia' }).click();
  const experience = page.getByRole('dialog', { name: 'Agregar Experiencia' });
  await experience.getByRole('button', { name: 'Guardar' }).click();
  await expect(experience.getByText('Este campo es obligatorio.')).toBeVisible();
  await experience.getByRole('textbox', { name: 'Tipo de empleo', exact: true }).fill('Tiempo completo');
  await experience.getByRole('textbox', { name: 'Cargo', exact: true }).fill('Analista de datos');
  await experience.getByRole('textbox', { name: 'Nombre de la empresa', exact: true }).fill('Datos Andinos');
  await chooseOption(page, 'Tipo de ubicación', 'Híbrido', experience);
  await experience.getByRole('button', { name: 'Guardar' }).click();
  await expect(experience).toBeHidden();
  const experienceCard = page.getByRole('region', { name: 'Experiencia' });
  await expect(experienceCard.getByText('Analista de datos · Tiempo completo')).toBeVisible();
  await expect(experienceCard.getByText('Datos Andinos · Híbrido')).toBeVisible();

  await page.getByRole('button', { name: 'Agregar Educación' }).click();
  const education = page.getByRole('dialog', { name: 'Agregar Educación' });
  await education.getByRole('textbox', { name: 'Institución', exact: true }).fill('Universidad Nacional');
  await education.getByRole('textbox', { name: 'Título', exact: true }).fill('Ingeniería de Sistemas');
  await education.getByRole('textbox', { name: 'Fecha de finalización', exact: true }).fill('2020');
  await education.getByRole('button', { name: 'Guardar' }).click();
  await expect(education).toBeHidden();
  await expect(page.getByRole('region', { name: 'Educación' }).getByText('Ingeniería de Sistemas · Universidad Nacional')).toBeVisible();

  await page.getByRole('button', { name: 'Agregar Conocimiento' }).click();
  const knowledge = page.getByRole('dialog', { name: 'Agregar Conocimiento' });
  await knowledge.getByRole('textbox', { name: 'Aptitud', exact: true }).fill('SQL');
  await knowledge.getByRole('textbox', { name: 'Descripción', exact: true }).fill('Consultas y modelado');
  await knowledge.getByRole('button', { name: 'Guardar' }).click();
  await expect(knowledge).toBeHidden();
  await expect(page.getByRole('region', { name: 'Conocimientos' }).getByText('SQL', { exact: true })).toBeVisible();

  // A photo replaces the default avatar; the image is read with the token in its URL.
  await expect(page.getByRole('img', { name: 'Sin foto: Laura Marcela Perfil Prueba' }).first()).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Cambiar foto' }).click();
  await (await chooser).setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: gradientPng(48, 48) });
  await expect(page.getByText('Se ha Actualizado con éxito')).toBeVisible();
  const photo = page.getByRole('img', { name: 'Foto de Laura Marcela Perfil Prueba' }).last();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'profile-resume');

  // The tab survives a reload through the URL.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Hoja de vida' })).toHaveAttribute('aria-selected', 'true');
});

test('an agent sees the profile read-only, may add contact data but not delete it', async ({ page }) => {
  const contact = await createPersonViaApi(page, { first_name: 'Mateo', last_name: 'Solo Lectura', gender: 'Otro' });
  const agent = { username: uniqueEmail('agente-perfil'), password: 'Clave123*', first_name: 'Paula', last_name: 'Agente', role: 'Agente' };
  await createUserViaApi(page, agent);
  await signIn(page, agent.username, agent.password);
  await page.goto(`/contact/${contact.id}/contact_profile`);

  const details = page.getByRole('region', { name: 'Datos del contacto' });
  await expect(details.getByText('Solo Lectura')).toBeVisible();
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await expect(details.getByRole('combobox')).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Parentescos' }).getByRole('button', { name: 'Agregar' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Datos de contacto' }).click();
  await expect(page.getByRole('row', { name: /Principal/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Acción' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Documentos' }).click();
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar documento' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Hoja de vida' }).click();
  await expect(page.getByText('El contacto no tiene hoja de vida.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crear Hoja de Vida' })).toHaveCount(0);
});
