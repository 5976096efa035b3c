import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, chooseOption, createContactViaApi, postOk, shot, signIn, uniqueEmail, uniqueName } from './fixtures';

/** A day in Bogotá, `offsetDays` from today, as the API takes it (YYYY-MM-DD) and as the date inputs show it (DD/MM/YYYY). */
function bogotaDay(offsetDays = 0): { iso: string; shown: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(Date.now() + offsetDays * 86_400_000));
  const [year, month, day] = parts.split('-');
  return { iso: parts, shown: `${day}/${month}/${year}` };
}

interface Board {
  project: { id: number; name: string };
  todo: { id: number };
  done: { id: number };
}

/** A project with the flows 'Por hacer' and 'Hecho' (and the given contacts), through the API. */
async function boardViaApi(request: APIRequestContext, contacts: number[] = []): Promise<Board> {
  const headers = await adminHeaders(request);
  const project = await postOk<{ id: number; name: string }>(request, headers, '/api/task/project/', {
    name: uniqueName('Proyecto Fibra'), descriptions: 'Lanzamiento del plan de fibra óptica', contacts,
  });
  const todo = await postOk<{ id: number }>(request, headers, '/api/task/flow/', { project: project.id, title: 'Por hacer' });
  const done = await postOk<{ id: number }>(request, headers, '/api/task/flow/', { project: project.id, title: 'Hecho' });
  return { project, todo, done };
}

/** A drag along a path of mouse moves, as a hand makes it: the browser settles the drop while the pointer travels. */
const MOUSE_PATH = { steps: 8 };

const column = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const card = (page: Page, title: string) => page.getByTestId('task-card').filter({ hasText: title });
const view = (page: Page, name: string) => page.getByRole('radiogroup', { name: 'Vista' }).locator('label', { hasText: name }).click();

test('projects are created, found, shown as cards, edited and deleted from /project', async ({ page }) => {
  const name = uniqueName('Proyecto Cartera');
  await signIn(page);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Tareas' }).click();
  await expect(page).toHaveURL(/\/project$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Proyectos' })).toBeVisible();

  await page.getByRole('button', { name: 'Agregar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar proyecto' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Este campo es obligatorio.')).toHaveCount(2);
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Descripción', exact: true }).fill('Acuerdos de pago de la Tarjeta Oro');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El proyecto se creó con éxito.')).toBeVisible();

  await page.getByLabel('Buscar').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Acuerdos de pago de la Tarjeta Oro');
  await expect(row).toContainText('Super Administrador');
  await shot(page, 'projects');
  await view(page, 'Tarjetas');
  await expect(page.getByTestId('project-card').filter({ hasText: name })).toBeVisible();
  await shot(page, 'projects-cards');

  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar proyecto' });
  await expect(edit.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(name);
  await edit.getByRole('textbox', { name: 'Descripción', exact: true }).fill('Acuerdos y seguimiento semanal');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El proyecto se actualizó con éxito.')).toBeVisible();
  await expect(page.getByTestId('project-card').filter({ hasText: name })).toContainText('Acuerdos y seguimiento semanal');

  await page.getByRole('button', { name: `Eliminar ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: '¿Estás seguro?' });
  await expect(confirm).toContainText('Esta acción no se puede deshacer.');
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('¡Eliminado!')).toBeVisible();
  await expect(page.getByText('El proyecto ha sido eliminado con éxito.')).toBeVisible();
  await expect(page.getByTestId('project-card').filter({ hasText: name })).toHaveCount(0);
});

test('a task is created, dragged to the other flow, completed, labelled and commented; a step is added and completed', async ({ page }) => {
  const board = await boardViaApi(page.request);
  const title = uniqueName('Llamar al proveedor');
  await signIn(page);
  await page.goto('/project');
  await page.getByLabel('Buscar').fill(board.project.name);
  await page.getByRole('link', { name: board.project.name }).click();
  await expect(page).toHaveURL(new RegExp(`/tasks/${board.project.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: board.project.name })).toBeVisible();

  // A task needs a title; it lands at the bottom of its flow with its due date.
  await page.getByRole('button', { name: 'Agregar tarea en Por hacer' }).click();
  const add = page.getByRole('dialog', { name: 'Agregar tarea en Por hacer' });
  await add.getByRole('button', { name: 'Agregar' }).click();
  await expect(add.getByText('Este campo es obligatorio.')).toBeVisible();
  await add.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  const day = bogotaDay(10);
  await add.getByRole('textbox', { name: 'Fecha límite', exact: true }).fill(day.shown);
  await add.getByRole('textbox', { name: 'Fecha límite', exact: true }).press('Tab');
  await add.getByLabel('Hora').fill('15:30');
  await add.getByRole('button', { name: 'Agregar' }).click();
  await expect(add).toBeHidden();
  const todoCard = column(page, 'Por hacer').getByTestId('task-card').filter({ hasText: title });
  await expect(todoCard).toContainText(`${day.shown} 03:30 PM`);
  await expect(todoCard.locator('[data-deadline]')).toHaveAttribute('data-deadline', 'on-time');

  // Dragged to the other flow: it stays there after a reload.
  await todoCard.dragTo(column(page, 'Hecho'), MOUSE_PATH);
  await expect(column(page, 'Hecho').getByTestId('task-card').filter({ hasText: title })).toBeVisible();
  await expect(column(page, 'Por hacer').getByTestId('task-card')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `Tarea ${title} movida a Hecho` })).toBeAttached();
  await page.reload();
  const doneCard = column(page, 'Hecho').getByTestId('task-card').filter({ hasText: title });
  await expect(doneCard).toBeVisible();

  // Completed from the card.
  await doneCard.getByRole('checkbox', { name: `Completar ${title}` }).click();
  await expect(doneCard.getByRole('checkbox', { name: `Completar ${title}` })).toBeChecked();

  // The side panel: a label, a comment, a step added and completed.
  await doneCard.getByRole('button', { name: title, exact: true }).click();
  const panel = page.getByRole('dialog', { name: title });
  await expect(panel.getByRole('radio', { name: 'Completado' })).toBeChecked();
  await panel.locator('label', { hasText: 'Urgente' }).click();
  await expect(panel.getByRole('checkbox', { name: 'Urgente' })).toBeChecked();
  await expect(doneCard).toContainText('Urgente');
  await panel.getByRole('textbox', { name: 'Nuevo comentario' }).fill('   ');
  await panel.getByRole('button', { name: 'Comentar' }).click();
  await expect(panel.getByText('Sin comentarios')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Nuevo comentario' }).fill('El proveedor confirmó la visita');
  await panel.getByRole('button', { name: 'Comentar' }).click();
  await expect(panel.getByText('El proveedor confirmó la visita')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Nuevo paso' }).fill('Enviar cotización');
  await panel.getByRole('button', { name: 'Agregar paso' }).click();
  const step = panel.getByTestId('task-step').filter({ hasText: 'Enviar cotización' });
  await step.getByRole('checkbox', { name: 'Enviar cotización' }).click();
  await expect(step.getByRole('checkbox', { name: 'Enviar cotización' })).toBeChecked();
  await expect(panel.getByRole('heading', { name: 'Pasos (1/1)' })).toBeVisible();
  await step.getByRole('button', { name: 'Detalles (0) del paso Enviar cotización' }).click();
  await step.getByRole('textbox', { name: 'Comentario del paso Enviar cotización' }).fill('Cotización enviada por correo');
  await step.getByRole('button', { name: 'Comentar' }).click();
  await expect(step.getByText('Cotización enviada por correo')).toBeVisible();
  await shot(page, 'task-panel');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await expect(doneCard).toContainText('1/1');
  await page.reload();
  await expect(column(page, 'Hecho').getByTestId('task-card').filter({ hasText: title })).toContainText('Urgente');
  await shot(page, 'task-board');
});

test('the list and by-contact views, the keyboard move, the due filter and the delete dialogs of a board', async ({ page }) => {
  const api = page.request;
  const headers = await adminHeaders(api);
  const lastName = uniqueName('Tareas');
  const contact = await createContactViaApi(api, {
    first_name: 'Marta', last_name: lastName, email: uniqueEmail('tareas'), phone: `310${String(Date.now()).slice(-7)}`,
  });
  const contactName = `Marta ${lastName}`;
  const board = await boardViaApi(api, [contact.id]);
  const tomorrow = await postOk<{ id: number; title: string }>(api, headers, '/api/task/task/', {
    flow: board.todo.id, title: 'Confirmar instalación', dueDate: `${bogotaDay(1).iso}T10:00`,
  });
  await postOk(api, headers, '/api/task/task/', { flow: board.todo.id, title: 'Revisar grabaciones', dueDate: `${bogotaDay(-2).iso}T09:00` });
  await postOk(api, headers, '/api/task/task/', { flow: board.todo.id, title: 'Definir metas' });
  const res = await api.patch(`/api/task/task/${tomorrow.id}/`, { headers, data: { contact: [contact.id], labels: ['Importante'] } });
  expect(res.status()).toBe(200);

  await signIn(page);
  await page.goto(`/tasks/${board.project.id}`);
  await expect(card(page, 'Revisar grabaciones').locator('[data-deadline]')).toHaveAttribute('data-deadline', 'overdue');
  await expect(card(page, 'Definir metas')).toContainText('Sin fecha');

  // The keyboard way: the card's menu, 'Mover a…' the other flow.
  await card(page, 'Definir metas').getByRole('button', { name: 'Opciones de Definir metas' }).click();
  await expect(page.getByRole('menu').getByText('Mover a…')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Hecho' }).click();
  await expect(column(page, 'Hecho').getByTestId('task-card').filter({ hasText: 'Definir metas' })).toBeVisible();
  await card(page, 'Revisar grabaciones').getByRole('button', { name: 'Opciones de Revisar grabaciones' }).click();
  await page.getByRole('menuitem', { name: 'Subir' }).click();
  await expect(column(page, 'Por hacer').getByTestId('task-card').first()).toContainText('Revisar grabaciones');

  // Due tomorrow only.
  await chooseOption(page, 'Filtrar tareas', 'Vencen mañana');
  await expect(page.getByTestId('task-card')).toHaveCount(1);
  await expect(card(page, 'Confirmar instalación')).toBeVisible();
  await chooseOption(page, 'Filtrar tareas', 'Todas las tareas');
  await expect(page.getByTestId('task-card')).toHaveCount(3);

  // The list.
  await view(page, 'Lista');
  const list = page.getByTestId('task-list');
  await expect(list.getByRole('row').filter({ hasText: 'Definir metas' })).toContainText('Sin fecha');
  await expect(list.getByRole('row').filter({ hasText: 'Definir metas' })).toContainText('Hecho');
  await expect(list.getByRole('row').filter({ hasText: 'Confirmar instalación' })).toContainText('Pendiente');
  await expect(list.getByRole('row').filter({ hasText: 'Confirmar instalación' })).toContainText('MA');
  await shot(page, 'task-list');

  // By contact: dragging a card onto a contact assigns it.
  await view(page, 'Por contacto');
  await expect(column(page, contactName).getByTestId('task-card').filter({ hasText: 'Confirmar instalación' })).toBeVisible();
  await column(page, 'Sin contacto').getByTestId('task-card').filter({ hasText: 'Definir metas' }).dragTo(column(page, contactName), MOUSE_PATH);
  await expect(column(page, contactName).getByTestId('task-card')).toHaveCount(2);
  await expect(column(page, 'Sin contacto').getByTestId('task-card')).toHaveCount(1);
  await shot(page, 'task-contacts');
  await page.reload();
  await view(page, 'Por contacto');
  await expect(column(page, contactName).getByTestId('task-card')).toHaveCount(2);

  // Deleting a task, then a flow, with the dialog and notices of §8.5.
  await view(page, 'Por flujo');
  await card(page, 'Revisar grabaciones').getByRole('button', { name: 'Opciones de Revisar grabaciones' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar tarea' }).click();
  const confirmTask = page.getByRole('dialog', { name: '¿Estás seguro?' });
  await expect(confirmTask).toContainText('Esta acción no se puede deshacer.');
  await confirmTask.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('¡Eliminada!')).toBeVisible();
  await expect(page.getByText('La tarea ha sido eliminada con éxito.')).toBeVisible();
  await expect(card(page, 'Revisar grabaciones')).toHaveCount(0);
  await page.getByRole('button', { name: 'Opciones del flujo Hecho' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar flujo' }).click();
  await page.getByRole('dialog', { name: '¿Estás seguro?' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('El flujo ha sido eliminado con éxito.')).toBeVisible();
  await expect(column(page, 'Hecho')).toHaveCount(0);

  // 'Agregar Flujo' adds 'Nuevo Flujo'.
  await page.getByRole('button', { name: 'Agregar Flujo' }).click();
  await expect(column(page, 'Nuevo Flujo')).toBeVisible();
});
