import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CommentRead, ContactTasks, FlowCreate, FlowRead, FlowUpdate, PERMISSIONS, ProjectCreate, PROJECT_ORDERING, ProjectListQuery, ProjectRead, ProjectUpdate,
  StepCommentCreate, StepCreate, StepRead, StepUpdate, TASKS_MODULE, TaskBoard, TaskByContactQuery, TaskCommentCreate, TaskCreate,
  TaskDetail, TaskIdParam, TaskRead, TaskUpdate, paged, z,
} from '@atiende/shared';
import { orderingNote } from '../../db/ordering.js';
import type { App } from '../../app.types.js';
import { requestActor } from '../../access.js';
import { pageResponse } from '../../http/paging.js';
import { errors, noContent } from '../../http/responses.js';
import {
  addStepComment, addTaskComment, createFlow, createProject, createStep, createTask, deleteFlow, deleteProject, deleteStep, deleteTask,
  getBoard, getProject, getTask, listProjects, renameFlow, tasksByContact, updateProject, updateStep, updateTask,
} from './tasks.service.js';

/** Projects and their task boards, under /api/task/ (§7.8). */
export async function tasksRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tareas'];
  const view = { permission: PERMISSIONS.tasksView, module: TASKS_MODULE };
  const work = { permission: PERMISSIONS.tasksManage, module: TASKS_MODULE };
  const manageProjects = { permission: PERMISSIONS.projectsManage, module: TASKS_MODULE };
  const deleteProjects = { permission: PERMISSIONS.projectsDelete, module: TASKS_MODULE };
  const deleted = { 204: noContent, ...errors };

  // Projects
  api.get('/task/project/', {
    config: { access: view },
    schema: {
      tags, description: `Proyectos, el más reciente primero, 30 por página; busca en el nombre y la descripción. ${orderingNote(PROJECT_ORDERING)}`,
      querystring: ProjectListQuery, response: { 200: paged(ProjectRead), ...errors },
    },
  }, async (request) => {
    const { count, results } = await listProjects(app.db, request.query);
    return pageResponse(request, request.query, count, results);
  });

  api.post('/task/project/', {
    config: { access: manageProjects },
    schema: {
      tags, description: 'Crea un proyecto: name y descriptions obligatorios; group_contact (ids de grupos) y contacts (ids de contactos).',
      body: ProjectCreate, response: { 201: ProjectRead, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await createProject(app.db, requestActor(request), request.body)));

  api.get('/task/project/:id/', {
    config: { access: view },
    schema: { tags, params: TaskIdParam, response: { 200: ProjectRead, ...errors } },
  }, async (request) => getProject(app.db, request.params.id));

  api.patch('/task/project/:id/', {
    config: { access: manageProjects },
    schema: {
      tags, description: 'Cambia los campos enviados; group_contact y contacts reemplazan las listas.',
      params: TaskIdParam, body: ProjectUpdate, response: { 200: ProjectRead, ...errors },
    },
  }, async (request) => updateProject(app.db, requestActor(request), request.params.id, request.body));

  api.delete('/task/project/:id/', {
    config: { access: deleteProjects },
    schema: { tags, description: 'Elimina el proyecto con sus flujos, tareas, pasos y comentarios.', params: TaskIdParam, response: deleted },
  }, async (request, reply) => {
    await deleteProject(app.db, requestActor(request), request.params.id);
    return reply.code(204).send(undefined);
  });

  api.get('/task/project/:id/board/', {
    config: { access: view },
    schema: {
      tags, description: 'El tablero: flow (los flujos en orden, cada uno con sus tareas en orden), contacts (los del proyecto y los ' +
        'miembros de sus grupos, hasta 200) y group_contact.',
      params: TaskIdParam, response: { 200: TaskBoard, ...errors },
    },
  }, async (request) => getBoard(app.db, request.params.id));

  // Flows
  api.post('/task/flow/', {
    config: { access: work },
    schema: {
      tags, description: "Agrega un flujo al final del tablero, titulado 'Nuevo Flujo' si no se envía title. La respuesta es el flujo.",
      body: FlowCreate, response: { 201: FlowRead, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await createFlow(app.db, requestActor(request), request.body)));

  api.patch('/task/flow/:id/', {
    config: { access: work },
    schema: { tags, description: 'Renombra el flujo.', params: TaskIdParam, body: FlowUpdate, response: { 200: FlowRead, ...errors } },
  }, async (request) => renameFlow(app.db, requestActor(request), request.params.id, request.body.title));

  api.delete('/task/flow/:id/', {
    config: { access: work },
    schema: { tags, description: 'Elimina el flujo con sus tareas; los flujos siguientes se renumeran.', params: TaskIdParam, response: deleted },
  }, async (request, reply) => {
    await deleteFlow(app.db, requestActor(request), request.params.id);
    return reply.code(204).send(undefined);
  });

  // Tasks
  api.get('/task/task/by_contact/', {
    config: { access: view },
    schema: {
      tags, description: 'Las tareas del proyecto agrupadas por contacto: primero las que no tienen contactos (contact_id null), luego ' +
        'una entrada por contacto, por nombre.',
      querystring: TaskByContactQuery, response: { 200: z.array(ContactTasks), ...errors },
    },
  }, async (request) => tasksByContact(app.db, request.query.project_id));

  api.post('/task/task/', {
    config: { access: work },
    schema: {
      tags, description: 'Agrega una tarea al final del flujo. dueDate: AAAA-MM-DDTHH:MM (hora de Bogotá, o con Z o desfase) o AAAA-MM-DD ' +
        '(vence a las 23:59 de ese día).',
      body: TaskCreate, response: { 201: TaskRead, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await createTask(app.db, requestActor(request), request.body)));

  api.get('/task/task/:id/', {
    config: { access: view },
    schema: { tags, description: 'La tarea con sus pasos (y sus comentarios) y sus comentarios.', params: TaskIdParam, response: { 200: TaskDetail, ...errors } },
  }, async (request) => getTask(app.db, request.params.id));

  api.patch('/task/task/:id/', {
    config: { access: work },
    schema: {
      tags, description: 'Cada campo enviado cambia la tarea: contact (un id lo agrega; una lista reemplaza los contactos), complete, ' +
        'labels (Urgente, Importante, Opcional), title, dueDate, y order con flow opcional para moverla: posición desde 1 en el flujo ' +
        'de destino; las dos columnas se renumeran desde 1 en la misma transacción.',
      params: TaskIdParam, body: TaskUpdate, response: { 200: TaskRead, ...errors },
    },
  }, async (request) => updateTask(app.db, requestActor(request), request.params.id, request.body));

  api.delete('/task/task/:id/', {
    config: { access: work },
    schema: { tags, description: 'Elimina la tarea; las de debajo suben un lugar.', params: TaskIdParam, response: deleted },
  }, async (request, reply) => {
    await deleteTask(app.db, requestActor(request), request.params.id);
    return reply.code(204).send(undefined);
  });

  // Steps
  api.post('/task/step/', {
    config: { access: work },
    schema: {
      tags, description: 'Agrega un paso a la tarea en la posición order (desde 1; por defecto al final).',
      body: StepCreate, response: { 201: StepRead, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await createStep(app.db, requestActor(request), request.body)));

  api.patch('/task/step/:id/', {
    config: { access: work },
    schema: { tags, description: 'complete, dueDate o title del paso.', params: TaskIdParam, body: StepUpdate, response: { 200: StepRead, ...errors } },
  }, async (request) => updateStep(app.db, requestActor(request), request.params.id, request.body));

  api.delete('/task/step/:id/', {
    config: { access: work },
    schema: { tags, description: 'Elimina el paso; los siguientes se renumeran.', params: TaskIdParam, response: deleted },
  }, async (request, reply) => {
    await deleteStep(app.db, requestActor(request), request.params.id);
    return reply.code(204).send(undefined);
  });

  // Comments
  api.post('/task/comments-task/', {
    config: { access: work },
    schema: { tags, description: 'Comenta una tarea.', body: TaskCommentCreate, response: { 201: CommentRead, ...errors } },
  }, async (request, reply) => reply.code(201).send(await addTaskComment(app.db, requestActor(request), request.body)));

  api.post('/task/comments/', {
    config: { access: work },
    schema: { tags, description: 'Comenta un paso.', body: StepCommentCreate, response: { 201: CommentRead, ...errors } },
  }, async (request, reply) => reply.code(201).send(await addStepComment(app.db, requestActor(request), request.body)));
}
