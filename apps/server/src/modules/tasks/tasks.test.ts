import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, TASK_MSG, type ContactTasks, type FlowRead, type ProjectRead, type StepRead, type TaskBoard, type TaskDetail, type TaskRead } from '@atiende/shared';
import { rows } from '../../db/client.js';
import { contactGroupMembers, contactGroups, contacts, taskFlows, tasks } from '../../db/schema.js';
import { expectClosedWhileOff, useStaff, useTestApp } from '../../test/harness.js';
import { listDueTasksForUser } from './tasks.service.js';

const t = useTestApp();
const staff = useStaff(t, { agente: { firstName: 'Lina', lastName: 'Agente' } });

let counter = 0;
const unique = (prefix: string) => {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
};

async function newContact(firstName: string, lastName = unique('Prueba'), userId: number | null = null): Promise<{ id: number; name: string }> {
  const [row] = await t.database.db.insert(contacts).values({ firstName, lastName, userId }).returning({ id: contacts.id });
  return { id: row!.id, name: `${firstName} ${lastName}` };
}

async function newGroup(memberIds: number[]): Promise<number> {
  const [group] = await t.database.db.insert(contactGroups).values({ name: unique('Grupo Tareas'), etiqueta: 'green' }).returning({ id: contactGroups.id });
  if (memberIds.length > 0) await t.database.db.insert(contactGroupMembers).values(memberIds.map((contactId) => ({ groupId: group!.id, contactId })));
  return group!.id;
}

async function ok<T>(res: Awaited<ReturnType<typeof t.call>>, status = 200): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

const newProject = async (body: Record<string, unknown> = {}) =>
  ok<ProjectRead>(await t.call(t.admin, 'POST', '/api/task/project/', { name: unique('Proyecto'), descriptions: 'Migración del CRM', ...body }), 201);
const newFlow = async (project: number, title?: string) =>
  ok<FlowRead>(await t.call(t.admin, 'POST', '/api/task/flow/', { project, ...(title ? { title } : {}) }), 201);
const newTask = async (flow: number, title: string, extra: Record<string, unknown> = {}) =>
  ok<TaskRead>(await t.call(t.admin, 'POST', '/api/task/task/', { flow, title, ...extra }), 201);
const board = async (project: number) => ok<TaskBoard>(await t.call(t.admin, 'GET', `/api/task/project/${project}/board/`));
const patchTask = (id: number, body: object, token = t.admin) => t.call(token, 'PATCH', `/api/task/task/${id}/`, body);

/** Titles and orders of each flow's tasks, as the board answers them. */
const columns = async (project: number) =>
  (await board(project)).flow.map((flow) => flow.tasks.map((task) => [task.title, task.order]));

/** A project with two flows, 'Por hacer' holding `titles` in order, and 'Hecho' empty. */
async function twoColumns(titles: string[]) {
  const project = await newProject();
  const todo = await newFlow(project.id, 'Por hacer');
  const done = await newFlow(project.id, 'Hecho');
  const created: TaskRead[] = [];
  for (const title of titles) created.push(await newTask(todo.id, title));
  return { project, todo, done, tasks: created };
}

describe('projects', () => {
  it('creates a project with its groups and contacts, answering 201 with one audit entry', async () => {
    const ana = await newContact('Ana');
    const group = await newGroup([ana.id]);
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'POST', '/api/task/project/', {
        name: '  Lanzamiento Plan Hogar  ', descriptions: 'Tareas del lanzamiento', group_contact: [group, group], contacts: [ana.id],
      });
    });
    const project = await ok<ProjectRead>(res, 201);
    expect(project).toEqual({
      id: expect.any(Number), name: 'Lanzamiento Plan Hogar', descriptions: 'Tareas del lanzamiento', created_by: 'Super Administrador',
      created_date: expect.any(String), group_contact: [group], contacts: [ana.id],
      groups_detail: [{ id: group, name: expect.stringContaining('Grupo Tareas') }], contacts_detail: [{ id: ana.id, name: ana.name }],
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Proyecto', tipoGestion: 'Creación', objectId: project.id });
  });

  it('requires name and descriptions (§5), each under its field, and names unknown groups and contacts', async () => {
    const empty = await t.call(t.admin, 'POST', '/api/task/project/', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ name: [MSG.required], descriptions: [MSG.required] });
    const blanks = await t.call(t.admin, 'POST', '/api/task/project/', { name: '  ', descriptions: '' });
    expect(blanks.json()).toEqual({ name: [MSG.required], descriptions: [MSG.required] });
    const unknown = await t.call(t.admin, 'POST', '/api/task/project/', { name: 'X', descriptions: 'Y', group_contact: [999999], contacts: [999998] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ group_contact: [TASK_MSG.unknownGroup(999999)], contacts: [TASK_MSG.unknownContact(999998)] });
    const wrong = await t.call(t.admin, 'POST', '/api/task/project/', { name: 5, descriptions: 'Y', contacts: 'x' });
    expect(wrong.json()).toEqual({ name: ['Debe ser un texto.'], contacts: ['Debe ser una lista.'] });
  });

  it('lists projects newest first, 30 a page, searching in name and descriptions', async () => {
    const tag = unique('Zafiro').replace(' ', '');
    const made: number[] = [];
    for (let i = 0; i < 32; i += 1) made.push((await newProject({ name: `${tag} ${i}` })).id);
    const first = await ok<{ count: number; next: string | null; results: ProjectRead[] }>(await t.call(t.admin, 'GET', `/api/task/project/?search=${tag.toLowerCase()}`));
    expect(first.count).toBe(32);
    expect(first.results).toHaveLength(30);
    expect(first.results[0]!.id).toBe(made[31]);
    expect(first.next).toContain('offset=30');
    const second = await ok<{ results: ProjectRead[] }>(await t.call(t.admin, 'GET', first.next!));
    expect(second.results.map((p) => p.id)).toEqual([made[1], made[0]]);
    await newProject({ descriptions: `Descripción con ${tag}X` });
    expect((await ok<{ count: number }>(await t.call(t.admin, 'GET', `/api/task/project/?search=${tag}X`))).count).toBe(1);
  });

  it('shows, edits (lists replaced) and deletes a project with everything on its board', async () => {
    const ana = await newContact('Ana');
    const beto = await newContact('Beto');
    const project = await newProject({ contacts: [ana.id] });
    expect((await ok<ProjectRead>(await t.call(t.admin, 'GET', `/api/task/project/${project.id}/`))).contacts).toEqual([ana.id]);
    const edited = await ok<ProjectRead>(await t.call(t.admin, 'PATCH', `/api/task/project/${project.id}/`, { name: 'Renombrado', contacts: [beto.id] }));
    expect(edited).toMatchObject({ name: 'Renombrado', descriptions: project.descriptions, contacts: [beto.id] });
    expect((await t.call(t.admin, 'PATCH', `/api/task/project/${project.id}/`, { descriptions: ' ' })).json()).toEqual({ descriptions: [MSG.required] });
    const flow = await newFlow(project.id);
    await newTask(flow.id, 'Se va con el proyecto');
    expect((await t.call(t.admin, 'DELETE', `/api/task/project/${project.id}/`)).statusCode).toBe(204);
    expect((await t.call(t.admin, 'GET', `/api/task/project/${project.id}/`)).json()).toEqual({ detail: TASK_MSG.projectNotFound });
    expect(await t.database.db.select().from(taskFlows).where(eq(taskFlows.projectId, project.id))).toEqual([]);
    expect((await t.call(t.admin, 'DELETE', `/api/task/project/${project.id}/`)).statusCode).toBe(404);
    expect((await t.call(t.admin, 'GET', '/api/task/project/abc/')).json()).toEqual({ id: [MSG.invalidId] });
  });
});

describe('the board', () => {
  it('answers the flows in order with their tasks in order, the project’s contacts (its own and its groups’) and groups', async () => {
    const ana = await newContact('Ana', 'Zapata');
    const beto = await newContact('Beto', 'Álvarez');
    const gone = await newContact('Carla', 'Borrada');
    await t.database.db.update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.id, gone.id));
    const group = await newGroup([beto.id, ana.id, gone.id]);
    const project = await newProject({ contacts: [ana.id], group_contact: [group] });
    const todo = await newFlow(project.id);
    const doing = await newFlow(project.id, 'En curso');
    await newTask(todo.id, 'Primera');
    await newTask(todo.id, 'Segunda');
    await newTask(doing.id, 'Tercera');
    const answer = await board(project.id);
    expect(answer.project).toEqual({ id: project.id, name: project.name, descriptions: project.descriptions });
    expect(answer.flow.map((f) => [f.title, f.order, f.tasks.map((task) => [task.title, task.order, task.flowTitle, task.status])])).toEqual([
      ['Nuevo Flujo', 1, [['Primera', 1, 'Nuevo Flujo', 'Pendiente'], ['Segunda', 2, 'Nuevo Flujo', 'Pendiente']]],
      ['En curso', 2, [['Tercera', 1, 'En curso', 'Pendiente']]],
    ]);
    expect(answer.contacts).toEqual([ana, beto]);
    expect(answer.group_contact).toEqual([{ id: group, name: expect.any(String), etiqueta: 'green' }]);
    expect((await t.call(t.admin, 'GET', '/api/task/project/999999/board/')).statusCode).toBe(404);
  });
});

describe('flows', () => {
  it("creates 'Nuevo Flujo' at the end, answering the flow itself, renames and deletes it, renumbering the others", async () => {
    const project = await newProject();
    const first = await newFlow(project.id);
    expect(first).toEqual({ id: expect.any(Number), title: 'Nuevo Flujo', project: project.id, order: 1, tasks: [] });
    const second = await newFlow(project.id, 'Revisión');
    const third = await newFlow(project.id, '   ');
    expect([second.order, third.order, third.title]).toEqual([2, 3, 'Nuevo Flujo']);
    const renamed = await ok<FlowRead>(await t.call(t.admin, 'PATCH', `/api/task/flow/${first.id}/`, { title: ' Pendientes ' }));
    expect(renamed).toMatchObject({ id: first.id, title: 'Pendientes', order: 1 });
    const blank = await t.call(t.admin, 'PATCH', `/api/task/flow/${first.id}/`, { title: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ title: [MSG.required] });
    await newTask(first.id, 'Se va con el flujo');
    const written = await t.auditsWrittenBy(async () => {
      expect((await t.call(t.admin, 'DELETE', `/api/task/flow/${first.id}/`)).statusCode).toBe(204);
    });
    expect(written.map((a) => [a.contentType, a.tipoGestion])).toEqual([['Flujo', 'Eliminación']]);
    expect((await board(project.id)).flow.map((f) => [f.title, f.order])).toEqual([['Revisión', 1], ['Nuevo Flujo', 2]]);
    expect((await t.call(t.admin, 'DELETE', `/api/task/flow/${first.id}/`)).json()).toEqual({ detail: TASK_MSG.flowNotFound });
    expect((await t.call(t.admin, 'PATCH', `/api/task/flow/${first.id}/`, { title: 'X' })).statusCode).toBe(404);
  });

  it('needs an existing project', async () => {
    const res = await t.call(t.admin, 'POST', '/api/task/flow/', { project: 999999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ project: [TASK_MSG.projectNotFound] });
    expect((await t.call(t.admin, 'POST', '/api/task/flow/', {})).json()).toEqual({ project: [MSG.required] });
  });
});

describe('tasks', () => {
  it('creates a task with title and due date (Bogotá time, or the end of a day), read back with its steps and comments', async () => {
    const { todo } = await twoColumns([]);
    const timed = await newTask(todo.id, ' Llamar al proveedor ', { dueDate: '2026-12-01T15:30' });
    expect(timed).toMatchObject({
      title: 'Llamar al proveedor', dueDate: '2026-12-01T20:30:00.000Z', status: 'Pendiente', order: 1, flow: todo.id, flowTitle: 'Por hacer',
      contact: [], contacts: [], complete: false, labels: [], steps_total: 0, steps_done: 0, comments_count: 0, created_by: 'Super Administrador',
    });
    expect((await newTask(todo.id, 'Día', { dueDate: '2026-12-01' })).dueDate).toBe('2026-12-02T04:59:00.000Z');
    expect((await newTask(todo.id, 'UTC', { dueDate: '2026-12-01T10:00:00Z' })).dueDate).toBe('2026-12-01T10:00:00.000Z');
    expect((await newTask(todo.id, 'Sin fecha', { dueDate: '' })).dueDate).toBeNull();
    // A change that does not send the due date keeps it.
    expect((await ok<TaskRead>(await patchTask(timed.id, { labels: ['Importante'] }))).dueDate).toBe('2026-12-01T20:30:00.000Z');
    const detail = await ok<TaskDetail>(await t.call(t.admin, 'GET', `/api/task/task/${timed.id}/`));
    expect(detail).toMatchObject({ id: timed.id, steps: [], comments: [] });
    expect((await t.call(t.admin, 'GET', '/api/task/task/999999/')).json()).toEqual({ detail: TASK_MSG.taskNotFound });
  });

  it('refuses a task without title, a bad due date or an unknown flow, with Spanish messages', async () => {
    const { todo } = await twoColumns([]);
    const res = await t.call(t.admin, 'POST', '/api/task/task/', { flow: todo.id, title: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ title: [MSG.required] });
    for (const dueDate of ['2026-02-30', '2026-13-01', '2026-00-10', '01/12/2026', '2026-12-01T25:00', 'mañana', '1999-12-31']) {
      expect((await t.call(t.admin, 'POST', '/api/task/task/', { flow: todo.id, title: 'X', dueDate })).json(), dueDate)
        .toEqual({ dueDate: [TASK_MSG.invalidDueDate] });
    }
    expect((await t.call(t.admin, 'POST', '/api/task/task/', { flow: 999999, title: 'X' })).json()).toEqual({ flow: [TASK_MSG.flowNotFound] });
    expect((await t.call(t.admin, 'POST', '/api/task/task/', {})).json()).toEqual({ flow: [MSG.required], title: [MSG.required] });
  });

  it('assigns contacts (a list replaces them, one id adds it), completes and labels a task', async () => {
    const { tasks: [task] } = await twoColumns(['Visitar cliente']);
    const ana = await newContact('Ana', 'Mora');
    const beto = await newContact('Beto', 'Luna');
    const listed = await ok<TaskRead>(await patchTask(task!.id, { contact: [beto.id, ana.id, ana.id] }));
    expect(listed.contacts).toEqual([ana, beto]);
    expect(listed.contact).toEqual([ana.id, beto.id]);
    expect((await ok<TaskRead>(await patchTask(task!.id, { contact: [beto.id] }))).contact).toEqual([beto.id]);
    expect((await ok<TaskRead>(await patchTask(task!.id, { contact: ana.id }))).contact).toEqual([ana.id, beto.id]);
    expect((await patchTask(task!.id, { contact: [999999] })).json()).toEqual({ contact: [TASK_MSG.unknownContact(999999)] });
    expect((await patchTask(task!.id, { contact: 'Ana' })).json()).toEqual({ contact: [TASK_MSG.invalidContact] });
    const done = await ok<TaskRead>(await patchTask(task!.id, { complete: true }));
    expect([done.complete, done.status]).toEqual([true, 'Completado']);
    expect((await patchTask(task!.id, { complete: 'sí' })).json()).toEqual({ complete: ['Debe ser verdadero o falso.'] });
    const labelled = await ok<TaskRead>(await patchTask(task!.id, { labels: ['Opcional', 'Urgente', 'Urgente'] }));
    expect(labelled.labels).toEqual(['Urgente', 'Opcional']);
    expect((await patchTask(task!.id, { labels: ['Crítica'] })).json()).toEqual({ labels: [TASK_MSG.invalidLabel] });
    expect((await ok<TaskRead>(await patchTask(task!.id, { labels: [] }))).labels).toEqual([]);
    const renamed = await ok<TaskRead>(await patchTask(task!.id, { title: 'Visitar al cliente', dueDate: null }));
    expect([renamed.title, renamed.dueDate]).toEqual(['Visitar al cliente', null]);
    expect((await patchTask(999999, { complete: true })).statusCode).toBe(404);
  });

  it('deletes a task, and the tasks below it move up one place', async () => {
    const { project, tasks: made } = await twoColumns(['Uno', 'Dos', 'Tres']);
    const written = await t.auditsWrittenBy(async () => {
      expect((await t.call(t.admin, 'DELETE', `/api/task/task/${made[0]!.id}/`)).statusCode).toBe(204);
    });
    expect(written.map((a) => [a.contentType, a.tipoGestion, a.objectId])).toEqual([['Tarea', 'Eliminación', made[0]!.id]]);
    expect(await columns(project.id)).toEqual([[['Dos', 1], ['Tres', 2]], []]);
    expect((await t.call(t.admin, 'DELETE', `/api/task/task/${made[0]!.id}/`)).json()).toEqual({ detail: TASK_MSG.taskNotFound });
  });
});

describe('moving tasks', () => {
  it('reorders within a column and between columns, renumbering both from 1', async () => {
    const { project, todo, done, tasks: [a, b, c, d] } = await twoColumns(['A', 'B', 'C', 'D']);
    await ok(await patchTask(d!.id, { order: 1 }));
    expect(await columns(project.id)).toEqual([[['D', 1], ['A', 2], ['B', 3], ['C', 4]], []]);
    const moved = await ok<TaskRead>(await patchTask(a!.id, { order: 1, flow: done.id }));
    expect([moved.flow, moved.flowTitle, moved.order]).toEqual([done.id, 'Hecho', 1]);
    expect(await columns(project.id)).toEqual([[['D', 1], ['B', 2], ['C', 3]], [['A', 1]]]);
    await ok(await patchTask(b!.id, { order: 99, flow: done.id }));
    await ok(await patchTask(c!.id, { flow: done.id }));
    expect(await columns(project.id)).toEqual([[['D', 1]], [['A', 1], ['B', 2], ['C', 3]]]);
    await ok(await patchTask(c!.id, { order: 2, flow: todo.id }));
    expect(await columns(project.id)).toEqual([[['D', 1], ['C', 2]], [['A', 1], ['B', 2]]]);
    expect((await patchTask(c!.id, { order: 0 })).json()).toEqual({ order: [TASK_MSG.invalidOrder] });
    expect((await patchTask(c!.id, { order: 1.5 })).json()).toEqual({ order: [TASK_MSG.invalidOrder] });
    expect((await patchTask(c!.id, { order: '2' })).json()).toEqual({ order: [TASK_MSG.invalidOrder] });
  });

  it('refuses a flow of another project or one that does not exist', async () => {
    const { tasks: [task] } = await twoColumns(['A']);
    const other = await twoColumns([]);
    expect((await patchTask(task!.id, { order: 1, flow: other.todo.id })).json()).toEqual({ flow: [TASK_MSG.flowOfOtherProject] });
    expect((await patchTask(task!.id, { order: 1, flow: 999999 })).json()).toEqual({ flow: [TASK_MSG.flowNotFound] });
  });

  it('keeps both columns at 1…n without gaps or repeats when twenty moves run at once', async () => {
    const titles = Array.from({ length: 12 }, (_, i) => `T${i + 1}`);
    const { project, todo, done, tasks: made } = await twoColumns(titles);
    for (const task of made.slice(0, 4)) await ok(await patchTask(task.id, { flow: done.id }));
    const moves = Array.from({ length: 20 }, (_, i) => {
      const task = made[(i * 5) % made.length]!;
      return patchTask(task.id, { order: (i % 6) + 1, flow: i % 3 === 0 ? todo.id : done.id });
    });
    const answers = await Promise.all(moves);
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const stored = await rows<{ flow_id: number; positions: number[] }>(t.app.db, sql`
      select t.flow_id, array_agg(t.position order by t.position) as positions
      from ${tasks} t join ${taskFlows} f on f.id = t.flow_id where f.project_id = ${project.id} group by t.flow_id`);
    const total = stored.reduce((sum, column) => sum + column.positions.length, 0);
    expect(total).toBe(12);
    for (const column of stored) expect(column.positions).toEqual(column.positions.map((_, i) => i + 1));
    const answered = await board(project.id);
    expect(answered.flow.flatMap((f) => f.tasks.map((task) => task.id)).sort()).toEqual(made.map((task) => task.id).sort());
  });
});

describe('GET /task/task/by_contact/', () => {
  it('groups the project’s tasks by contact: first those without contacts, then each contact by name', async () => {
    const zoe = await newContact('Zoe', 'Prieto');
    const ana = await newContact('Ana', 'Prieto');
    const outsider = await newContact('Mario', 'Prieto');
    const { project, tasks: [one, two, three] } = await twoColumns(['Uno', 'Dos', 'Tres']);
    await t.call(t.admin, 'PATCH', `/api/task/project/${project.id}/`, { contacts: [zoe.id, ana.id] });
    await ok(await patchTask(one!.id, { contact: [ana.id, outsider.id] }));
    await ok(await patchTask(two!.id, { contact: [ana.id] }));
    const grouped = await ok<ContactTasks[]>(await t.call(t.admin, 'GET', `/api/task/task/by_contact/?project_id=${project.id}`));
    expect(grouped.map((g) => [g.contact_id, g.contact_name, g.tasks_by_project.map((task) => task.title)])).toEqual([
      [null, TASK_MSG.unassigned, ['Tres']],
      [ana.id, ana.name, ['Uno', 'Dos']],
      [outsider.id, outsider.name, ['Uno']],
      [zoe.id, zoe.name, []],
    ]);
    expect(grouped[0]!.tasks_by_project[0]!.id).toBe(three!.id);
    expect((await t.call(t.admin, 'GET', '/api/task/task/by_contact/')).json()).toEqual({ project_id: [MSG.required] });
    expect((await t.call(t.admin, 'GET', '/api/task/task/by_contact/?project_id=999999')).statusCode).toBe(404);
  });
});

describe('steps and comments', () => {
  it('adds steps in order, completes them and gives them a due date; the card counts them', async () => {
    const { tasks: [task] } = await twoColumns(['Con pasos']);
    const first = await ok<StepRead>(await t.call(t.admin, 'POST', '/api/task/step/', { task: task!.id, title: 'Cotizar', order: 1 }), 201);
    expect(first).toEqual({ id: expect.any(Number), task: task!.id, title: 'Cotizar', order: 1, complete: false, dueDate: null, comments: [] });
    await ok(await t.call(t.admin, 'POST', '/api/task/step/', { task: task!.id, title: 'Aprobar' }), 201);
    const between = await ok<StepRead>(await t.call(t.admin, 'POST', '/api/task/step/', { task: task!.id, title: 'Negociar', order: 2 }), 201);
    expect(between.order).toBe(2);
    const completed = await ok<StepRead>(await t.call(t.admin, 'PATCH', `/api/task/step/${first.id}/`, { complete: true }));
    expect(completed.complete).toBe(true);
    const dated = await ok<StepRead>(await t.call(t.admin, 'PATCH', `/api/task/step/${between.id}/`, { dueDate: '2026-12-05T09:00' }));
    expect(dated.dueDate).toBe('2026-12-05T14:00:00.000Z');
    expect((await t.call(t.admin, 'PATCH', `/api/task/step/${between.id}/`, { dueDate: 'pronto' })).json()).toEqual({ dueDate: [TASK_MSG.invalidDueDate] });
    const detail = await ok<TaskDetail>(await t.call(t.admin, 'GET', `/api/task/task/${task!.id}/`));
    expect(detail.steps.map((s) => [s.title, s.order, s.complete])).toEqual([['Cotizar', 1, true], ['Negociar', 2, false], ['Aprobar', 3, false]]);
    expect([detail.steps_total, detail.steps_done]).toEqual([3, 1]);
    expect((await t.call(t.admin, 'DELETE', `/api/task/step/${first.id}/`)).statusCode).toBe(204);
    const after = await ok<TaskDetail>(await t.call(t.admin, 'GET', `/api/task/task/${task!.id}/`));
    expect(after.steps.map((s) => [s.title, s.order])).toEqual([['Negociar', 1], ['Aprobar', 2]]);
  });

  it('refuses a step without title or task, and answers 404 for a step that does not exist', async () => {
    const { tasks: [task] } = await twoColumns(['X']);
    expect((await t.call(t.admin, 'POST', '/api/task/step/', { task: task!.id, title: ' ' })).json()).toEqual({ title: [MSG.required] });
    expect((await t.call(t.admin, 'POST', '/api/task/step/', { task: 999999, title: 'Y' })).json()).toEqual({ task: [TASK_MSG.taskNotFound] });
    expect((await t.call(t.admin, 'PATCH', '/api/task/step/999999/', { complete: true })).json()).toEqual({ detail: TASK_MSG.stepNotFound });
  });

  it('comments on tasks and on steps with their authors, refusing blank comments', async () => {
    const { tasks: [task] } = await twoColumns(['Comentada']);
    const step = await ok<StepRead>(await t.call(t.admin, 'POST', '/api/task/step/', { task: task!.id, title: 'Paso' }), 201);
    const onTask = await t.call(staff.agente.token, 'POST', '/api/task/comments-task/', { task: task!.id, text: ' Cliente confirmó ' });
    expect(await ok(onTask, 201)).toEqual({ id: expect.any(Number), text: 'Cliente confirmó', created_by: 'Lina Agente', created_date: expect.any(String) });
    await ok(await t.call(t.admin, 'POST', '/api/task/comments/', { step: step.id, text: 'Listo el paso' }), 201);
    expect((await t.call(t.admin, 'POST', '/api/task/comments-task/', { task: task!.id, text: '   ' })).json()).toEqual({ text: [MSG.required] });
    expect((await t.call(t.admin, 'POST', '/api/task/comments/', { step: step.id, text: '' })).json()).toEqual({ text: [MSG.required] });
    expect((await t.call(t.admin, 'POST', '/api/task/comments/', { step: 999999, text: 'x' })).json()).toEqual({ step: [TASK_MSG.stepNotFound] });
    expect((await t.call(t.admin, 'POST', '/api/task/comments-task/', { task: 999999, text: 'x' })).json()).toEqual({ task: [TASK_MSG.taskNotFound] });
    const detail = await ok<TaskDetail>(await t.call(t.admin, 'GET', `/api/task/task/${task!.id}/`));
    expect(detail.comments.map((c) => [c.text, c.created_by])).toEqual([['Cliente confirmó', 'Lina Agente']]);
    expect(detail.steps[0]!.comments.map((c) => [c.text, c.created_by])).toEqual([['Listo el paso', 'Super Administrador']]);
    expect(detail.comments_count).toBe(1);
  });
});

describe('who may do what', () => {
  it('lets every role see and work the boards; projects are created by the Operador and up, deleted by the Supervisor and up', async () => {
    const { project, todo, tasks: [task] } = await twoColumns(['Compartida']);
    for (const user of [staff.administrador, staff.supervisor, staff.operador, staff.agente]) {
      expect((await t.call(user.token, 'GET', `/api/task/project/${project.id}/board/`)).statusCode).toBe(200);
      expect((await t.call(user.token, 'POST', '/api/task/task/', { flow: todo.id, title: 'Otra' })).statusCode).toBe(201);
    }
    expect((await patchTask(task!.id, { complete: true }, staff.agente.token)).statusCode).toBe(200);
    const agentCreates = await t.call(staff.agente.token, 'POST', '/api/task/project/', { name: 'X', descriptions: 'Y' });
    expect(agentCreates.statusCode).toBe(403);
    expect(agentCreates.json()).toEqual({ detail: MSG.forbidden });
    expect((await t.call(staff.agente.token, 'PATCH', `/api/task/project/${project.id}/`, { name: 'X' })).statusCode).toBe(403);
    expect((await t.call(staff.operador.token, 'POST', '/api/task/project/', { name: 'X', descriptions: 'Y' })).statusCode).toBe(201);
    expect((await t.call(staff.operador.token, 'DELETE', `/api/task/project/${project.id}/`)).statusCode).toBe(403);
    expect((await t.call(staff.agente.token, 'DELETE', `/api/task/project/${project.id}/`)).statusCode).toBe(403);
    expect((await t.call(staff.supervisor.token, 'DELETE', `/api/task/project/${project.id}/`)).statusCode).toBe(204);
    expect((await t.call(null, 'GET', '/api/task/project/')).statusCode).toBe(401);
  });

  it('refuses a role without the task permissions', async () => {
    const role = await ok<{ id: number }>(await t.call(t.admin, 'POST', '/api/roles/', { nombre: unique('Sin tareas') }), 201);
    const user = await t.userWithRole(null);
    await ok(await t.call(t.admin, 'PATCH', `/api/users/${user.id}/`, { roles: [role.id] }));
    const { todo, tasks: [task] } = await twoColumns(['Ajena']);
    for (const [method, url, body] of [
      ['GET', '/api/task/project/'], ['GET', `/api/task/task/${task!.id}/`], ['POST', '/api/task/task/', { flow: todo.id, title: 'X' }],
      ['PATCH', `/api/task/task/${task!.id}/`, { order: 1 }], ['POST', '/api/task/comments-task/', { task: task!.id, text: 'X' }],
    ] as const) {
      expect((await t.call(user.token, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('closes every call while the Tareas module is off', async () => {
    await expectClosedWhileOff(t, 'Tareas', [
      ['GET', '/api/task/project/'], ['POST', '/api/task/project/', {}], ['GET', '/api/task/project/1/board/'], ['POST', '/api/task/flow/', {}],
      ['POST', '/api/task/task/', {}], ['GET', '/api/task/task/by_contact/?project_id=1'], ['POST', '/api/task/step/', {}],
      ['POST', '/api/task/comments/', {}], ['POST', '/api/task/comments-task/', {}],
    ]);
  });
});

describe('listDueTasksForUser', () => {
  let agentContact: { id: number };
  beforeAll(async () => {
    agentContact = await newContact('Lina', 'Agente', staff.agente.id);
  });

  it('gives the calendar the tasks and steps due in a range that are assigned to the user or created by them', async () => {
    const { project, todo } = await twoColumns([]);
    const assigned = await newTask(todo.id, 'Asignada', { dueDate: '2026-12-10T10:00' });
    await ok(await patchTask(assigned.id, { contact: [agentContact.id] }));
    const own = await ok<TaskRead>(await t.call(staff.agente.token, 'POST', '/api/task/task/', { flow: todo.id, title: 'Propia', dueDate: '2026-12-11' }), 201);
    await newTask(todo.id, 'De otro', { dueDate: '2026-12-10T11:00' });
    const outside = await newTask(todo.id, 'Fuera del rango', { dueDate: '2026-12-20T10:00' });
    await ok(await patchTask(outside.id, { contact: [agentContact.id] }));
    const step = await ok<StepRead>(await t.call(t.admin, 'POST', '/api/task/step/', { task: assigned.id, title: 'Paso asignado', dueDate: '2026-12-10T08:00' }), 201);
    const from = new Date('2026-12-10T05:00:00Z');
    const to = new Date('2026-12-12T05:00:00Z');
    const due = await listDueTasksForUser(t.app.db, staff.agente.id, from, to);
    expect(due).toEqual([
      { id: step.id, kind: 'step', taskId: assigned.id, title: 'Paso asignado', dueDate: '2026-12-10T13:00:00.000Z', projectId: project.id, projectName: project.name },
      { id: assigned.id, kind: 'task', taskId: assigned.id, title: 'Asignada', dueDate: '2026-12-10T15:00:00.000Z', projectId: project.id, projectName: project.name },
      { id: own.id, kind: 'task', taskId: own.id, title: 'Propia', dueDate: '2026-12-12T04:59:00.000Z', projectId: project.id, projectName: project.name },
    ]);
    expect(await listDueTasksForUser(t.app.db, staff.operador.id, from, to)).toEqual([]);
  });
});
