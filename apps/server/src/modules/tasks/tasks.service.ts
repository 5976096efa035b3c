import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  BOARD_MAX_CONTACTS, DEFAULT_FLOW_TITLE, TASK_LABELS, TASK_MSG, parseDueDate,
  type CommentRead, type ContactTasks, type FlowCreate, type FlowRead, type NamedRef, type ProjectListQuery, type ProjectCreateParsed,
  type ProjectRead, type ProjectUpdate, type StepCreate, type StepRead, type StepUpdate, type TaskBoard, type TaskCreate,
  type TaskDetail, type TaskLabel, type TaskRead, type TaskUpdate,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { lockListOwner } from '../../db/locks.js';
import { foldedText, orderingBy } from '../../db/ordering.js';
import { fieldErrors, notFound } from '../../errors.js';
import { likePattern } from '../../http/paging.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { groupsByName, lockExistingGroups, memberIdsOfGroups } from '../contact-groups/contact-groups.queries.js';
import { activeContactIds, activeContactsByName } from '../contacts/contacts.queries.js';
import { isoText } from '../gestiones/gestiones.names.js';
import { userNames } from '../users/users.queries.js';
import {
  projectContacts, projectGroups, projects, taskComments, taskContacts, taskFlows, taskStepComments, taskSteps, tasks,
} from './tasks.tables.js';

const PROJECT = 'Proyecto';
const FLOW = 'Flujo';
const TASK = 'Tarea';

/**
 * Every write that changes the order of a project's flows or of the tasks in its flows (creating, moving or
 * deleting a flow or a task) first locks the project's row, so such writes on one board run one after the
 * other and positions stay 1…n without gaps or repeats. Tasks never change project, so the project of a task
 * read before the lock is still its project after it.
 */
async function lockBoard(tx: Db, projectId: number): Promise<void> {
  const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('no key update');
  if (!project) throw notFound(TASK_MSG.projectNotFound);
}

const dueInstant = (text: string | null | undefined): Date | null | undefined =>
  text === undefined ? undefined : text === null ? null : parseDueDate(text);

const isoOrNull = (value: Date | string | null) => (value === null ? null : isoText(value));

// ---------------------------------------------------------------------------------------------
// Projects

type ProjectRow = typeof projects.$inferSelect;

/**
 * Each owner's linked items in the order of `ordered` (the owner module's order), leaving out those `ordered` lacks
 * (deleted contacts).
 */
function linkedInOrder<T extends { id: number }>(links: { owner: number; id: number }[], ordered: T[]): Map<number, T[]> {
  const ownersOf = new Map<number, number[]>();
  for (const link of links) ownersOf.set(link.id, [...(ownersOf.get(link.id) ?? []), link.owner]);
  const byOwner = new Map<number, T[]>();
  for (const item of ordered) for (const owner of ownersOf.get(item.id) ?? []) byOwner.set(owner, [...(byOwner.get(owner) ?? []), item]);
  return byOwner;
}

/** The name of each user among `ids` (null ids left out), for a page's "created by" columns. */
const creatorNames = (db: Db, ids: (number | null)[]) => userNames(db, ids.filter((id): id is number => id !== null));

async function toProjectReads(db: Db, found: ProjectRow[]): Promise<ProjectRead[]> {
  if (found.length === 0) return [];
  const ids = found.map((p) => p.id);
  const [groupLinks, contactLinks, creators] = await Promise.all([
    db.select({ owner: projectGroups.projectId, id: projectGroups.groupId }).from(projectGroups).where(inArray(projectGroups.projectId, ids)),
    db.select({ owner: projectContacts.projectId, id: projectContacts.contactId }).from(projectContacts).where(inArray(projectContacts.projectId, ids)),
    creatorNames(db, found.map((p) => p.createdBy)),
  ]);
  const [groupList, people] = await Promise.all([
    groupsByName(db, groupLinks.map((link) => link.id)),
    activeContactsByName(db, contactLinks.map((link) => link.id)),
  ]);
  const groups = linkedInOrder(groupLinks, groupList);
  const contactsOf = linkedInOrder(contactLinks, people);
  return found.map((p) => {
    const groupsOf = (groups.get(p.id) ?? []).map(({ id, name }) => ({ id, name }));
    const peopleOf = contactsOf.get(p.id) ?? [];
    return {
      id: p.id,
      name: p.name,
      descriptions: p.descriptions,
      created_by: p.createdBy === null ? null : creators.get(p.createdBy) ?? null,
      created_date: p.createdAt.toISOString(),
      group_contact: groupsOf.map((g) => g.id),
      contacts: peopleOf.map((c) => c.id),
      groups_detail: groupsOf,
      contacts_detail: peopleOf,
    };
  });
}


/** The same expression as the trigram index projects_search_trgm_idx. */
const projectSearchText = sql`(${projects.name} || ' ' || ${projects.descriptions})`;

/** Newest first, 30 a page; the search looks in the name and the descriptions. */
export async function listProjects(db: Db, query: ProjectListQuery): Promise<{ count: number; results: ProjectRead[] }> {
  const where = query.search ? sql`${projectSearchText} ilike ${likePattern(query.search)}` : undefined;
  const [total] = await db.select({ count: count() }).from(projects).where(where);
  const page = await db.select().from(projects)
    .where(where)
    .orderBy(...orderingBy(query.ordering, { name: foldedText(projects.name), created_date: projects.createdAt }, projects.id, [desc(projects.id)]))
    .limit(query.limit).offset(query.offset);
  return { count: total?.count ?? 0, results: await toProjectReads(db, page) };
}

async function findProject(db: Db, id: number): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw notFound(TASK_MSG.projectNotFound);
  return row;
}

export async function getProject(db: Db, id: number): Promise<ProjectRead> {
  const [read] = await toProjectReads(db, [await findProject(db, id)]);
  return read!;
}

/**
 * Unknown groups and unknown (or deleted) contacts are field errors, each id named. Run inside the transaction:
 * the groups found stay locked (key share) so that none is deleted before the project refers to it.
 */
async function checkProjectPeople(tx: Db, groupIds: number[] | undefined, contactIds: number[] | undefined): Promise<void> {
  const problems: Record<string, string[]> = {};
  if (groupIds && groupIds.length > 0) {
    const found = await lockExistingGroups(tx, groupIds);
    const missing = groupIds.filter((id) => !found.has(id));
    if (missing.length > 0) problems.group_contact = missing.map(TASK_MSG.unknownGroup);
  }
  const missingContacts = await unknownContacts(tx, contactIds ?? []);
  if (missingContacts.length > 0) problems.contacts = missingContacts.map(TASK_MSG.unknownContact);
  if (Object.keys(problems).length > 0) throw fieldErrors(problems);
}

async function unknownContacts(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await activeContactIds(db, ids);
  return ids.filter((id) => !found.has(id));
}

async function replaceProjectLists(tx: Db, projectId: number, groupIds: number[] | undefined, contactIds: number[] | undefined) {
  if (groupIds) {
    await tx.delete(projectGroups).where(eq(projectGroups.projectId, projectId));
    if (groupIds.length > 0) await tx.insert(projectGroups).values(groupIds.map((groupId) => ({ projectId, groupId })));
  }
  if (contactIds) {
    await tx.delete(projectContacts).where(eq(projectContacts.projectId, projectId));
    if (contactIds.length > 0) await tx.insert(projectContacts).values(contactIds.map((contactId) => ({ projectId, contactId })));
  }
}

export async function createProject(db: Db, actor: AuditActor, input: ProjectCreateParsed): Promise<ProjectRead> {
  const id = await db.transaction(async (tx) => {
    await checkProjectPeople(tx, input.group_contact, input.contacts);
    const [row] = await tx.insert(projects).values({ name: input.name, descriptions: input.descriptions, createdBy: actor.id })
      .returning({ id: projects.id });
    await replaceProjectLists(tx, row!.id, input.group_contact, input.contacts);
    await recordAudit(tx, actor, {
      contentType: PROJECT, action: 'Creación', objectId: row!.id, descripcion: `Se creó el proyecto ${input.name}`,
    });
    return row!.id;
  });
  return getProject(db, id);
}

export async function updateProject(db: Db, actor: AuditActor, id: number, input: ProjectUpdate): Promise<ProjectRead> {
  const current = await findProject(db, id);
  await db.transaction(async (tx) => {
    await lockListOwner(tx, projects.id, id);
    await checkProjectPeople(tx, input.group_contact, input.contacts);
    const [row] = await tx.update(projects)
      .set({ name: input.name, descriptions: input.descriptions, updatedAt: new Date() })
      .where(eq(projects.id, id)).returning({ id: projects.id });
    if (!row) throw notFound(TASK_MSG.projectNotFound);
    await replaceProjectLists(tx, id, input.group_contact, input.contacts);
    await recordAudit(tx, actor, {
      contentType: PROJECT, action: 'Actualización', objectId: id,
      descripcion: `Se actualizó el proyecto ${current.name}: ${changedFields(input)}`,
    });
  });
  return getProject(db, id);
}

/** Deletes the project with its flows, tasks, steps and comments. */
export async function deleteProject(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(projects).where(eq(projects.id, id)).returning({ name: projects.name });
    if (!gone) throw notFound(TASK_MSG.projectNotFound);
    await recordAudit(tx, actor, {
      contentType: PROJECT, action: 'Eliminación', objectId: id, descripcion: `Se eliminó el proyecto ${gone.name}`,
    });
  });
}

function changedFields(input: object): string {
  const keys = Object.entries(input).filter(([, value]) => value !== undefined).map(([key]) => key);
  return keys.length > 0 ? keys.join(', ') : 'sin cambios';
}

// ---------------------------------------------------------------------------------------------
// Reading tasks

const taskSelection = {
  id: tasks.id,
  title: tasks.title,
  dueDate: tasks.dueDate,
  position: tasks.position,
  flowId: tasks.flowId,
  flowTitle: taskFlows.title,
  projectId: taskFlows.projectId,
  complete: tasks.complete,
  labels: tasks.labels,
  createdAt: tasks.createdAt,
  createdBy: tasks.createdBy,
  stepsTotal: sql<number>`(select count(*)::int from ${taskSteps} where ${taskSteps.taskId} = ${tasks.id})`,
  stepsDone: sql<number>`(select count(*)::int from ${taskSteps} where ${taskSteps.taskId} = ${tasks.id} and ${taskSteps.complete})`,
  commentsCount: sql<number>`(select count(*)::int from ${taskComments} where ${taskComments.taskId} = ${tasks.id})`,
};

/** The tasks matching `where`, in board order (flow, then position), with their contacts and counts. */
async function readTasks(db: Db, where: SQL): Promise<TaskRead[]> {
  const found = await db.select(taskSelection).from(tasks)
    .innerJoin(taskFlows, eq(taskFlows.id, tasks.flowId))
    .where(where)
    .orderBy(asc(taskFlows.position), asc(tasks.position), asc(tasks.id));
  if (found.length === 0) return [];
  const [links, creators] = await Promise.all([
    db.select({ owner: taskContacts.taskId, id: taskContacts.contactId }).from(taskContacts)
      .where(inArray(taskContacts.taskId, found.map((t) => t.id))),
    creatorNames(db, found.map((t) => t.createdBy)),
  ]);
  const assigned = linkedInOrder(links, await activeContactsByName(db, links.map((link) => link.id)));
  return found.map((t) => {
    const people = assigned.get(t.id) ?? [];
    return {
      id: t.id,
      title: t.title,
      dueDate: isoOrNull(t.dueDate),
      status: t.complete ? ('Completado' as const) : ('Pendiente' as const),
      order: t.position,
      flow: t.flowId,
      flowTitle: t.flowTitle,
      project: t.projectId,
      contact: people.map((c) => c.id),
      contacts: people,
      complete: t.complete,
      labels: TASK_LABELS.filter((label) => t.labels.includes(label)),
      steps_total: Number(t.stepsTotal),
      steps_done: Number(t.stepsDone),
      comments_count: Number(t.commentsCount),
      created_by: t.createdBy === null ? null : creators.get(t.createdBy) ?? null,
      created_date: t.createdAt.toISOString(),
    };
  });
}

async function readTask(db: Db, id: number): Promise<TaskRead> {
  const [task] = await readTasks(db, eq(tasks.id, id));
  if (!task) throw notFound(TASK_MSG.taskNotFound);
  return task;
}

type CommentRow = { id: number; owner: number; text: string; createdAt: Date; createdBy: string | null };

const toCommentRead = (c: CommentRow): CommentRead & { owner: number } =>
  ({ id: c.id, owner: c.owner, text: c.text, created_by: c.createdBy, created_date: c.createdAt.toISOString() });

/** Comments on tasks matching `where`, oldest first, with their authors' names. */
async function taskCommentRows(db: Db, where: SQL): Promise<(CommentRead & { owner: number })[]> {
  const found = await db.select({
    id: taskComments.id, owner: taskComments.taskId, text: taskComments.text, createdAt: taskComments.createdAt, authorId: taskComments.createdBy,
  }).from(taskComments).where(where).orderBy(asc(taskComments.id));
  return withAuthorNames(db, found);
}

/** Comment rows with their authors' names in place of their ids (one query for all). */
async function withAuthorNames(db: Db, found: (Omit<CommentRow, 'createdBy'> & { authorId: number | null })[]) {
  const names = await creatorNames(db, found.map((c) => c.authorId));
  return found.map(({ authorId, ...c }) => toCommentRead({ ...c, createdBy: authorId === null ? null : names.get(authorId) ?? null }));
}

/** Comments on steps matching `where`, oldest first, with their authors' names. */
async function stepCommentRows(db: Db, where: SQL): Promise<(CommentRead & { owner: number })[]> {
  const found = await db.select({
    id: taskStepComments.id, owner: taskStepComments.stepId, text: taskStepComments.text, createdAt: taskStepComments.createdAt,
    authorId: taskStepComments.createdBy,
  }).from(taskStepComments).where(where).orderBy(asc(taskStepComments.id));
  return withAuthorNames(db, found);
}

const withoutOwner = ({ owner: _owner, ...comment }: CommentRead & { owner: number }): CommentRead => comment;

async function stepsOf(db: Db, taskIds: number[], where?: SQL): Promise<StepRead[]> {
  if (taskIds.length === 0) return [];
  const found = await db.select().from(taskSteps).where(and(inArray(taskSteps.taskId, taskIds), where))
    .orderBy(asc(taskSteps.position), asc(taskSteps.id));
  const comments = found.length === 0 ? [] : await stepCommentRows(db, inArray(taskStepComments.stepId, found.map((s) => s.id)));
  return found.map((s) => ({
    id: s.id,
    task: s.taskId,
    title: s.title,
    order: s.position,
    complete: s.complete,
    dueDate: isoOrNull(s.dueDate),
    comments: comments.filter((c) => c.owner === s.id).map(withoutOwner),
  }));
}

/** A task with its steps (and their comments) and its comments. */
export async function getTask(db: Db, id: number): Promise<TaskDetail> {
  const task = await readTask(db, id);
  const [steps, comments] = await Promise.all([stepsOf(db, [id]), taskCommentRows(db, eq(taskComments.taskId, id))]);
  return { ...task, steps, comments: comments.map(withoutOwner) };
}

// ---------------------------------------------------------------------------------------------
// The board

/** The project's own contacts and its groups' members (live ones), by name, at most BOARD_MAX_CONTACTS. */
async function projectPeople(db: Db, projectId: number): Promise<NamedRef[]> {
  const groupIds = sql`(select ${projectGroups.groupId} from ${projectGroups} where ${projectGroups.projectId} = ${projectId})`;
  return activeContactsByName(db, sql`(
      select ${projectContacts.contactId} from ${projectContacts} where ${projectContacts.projectId} = ${projectId}
      union
      select * from ${memberIdsOfGroups(groupIds)} as members)`, BOARD_MAX_CONTACTS);
}

/** §7.8: the flows with their tasks, the contacts and the groups of a project. */
export async function getBoard(db: Db, projectId: number): Promise<TaskBoard> {
  const project = await findProject(db, projectId);
  const [flows, boardTasks, people, groups] = await Promise.all([
    db.select().from(taskFlows).where(eq(taskFlows.projectId, projectId)).orderBy(asc(taskFlows.position), asc(taskFlows.id)),
    readTasks(db, eq(taskFlows.projectId, projectId)),
    projectPeople(db, projectId),
    db.select({ id: projectGroups.groupId }).from(projectGroups).where(eq(projectGroups.projectId, projectId))
      .then((links) => groupsByName(db, links.map((link) => link.id))),
  ]);
  return {
    project: { id: project.id, name: project.name, descriptions: project.descriptions },
    flow: flows.map((flow) => toFlowRead(flow, boardTasks.filter((t) => t.flow === flow.id))),
    contacts: people,
    group_contact: groups,
  };
}

function toFlowRead(flow: typeof taskFlows.$inferSelect, flowTasks: TaskRead[]): FlowRead {
  return { id: flow.id, title: flow.title, project: flow.projectId, order: flow.position, tasks: flowTasks };
}

/**
 * §2.8 by contact: a column for the tasks without contacts, then one per contact (the project's and those
 * assigned to its tasks), by name, each with the project's tasks assigned to them.
 */
export async function tasksByContact(db: Db, projectId: number): Promise<ContactTasks[]> {
  await findProject(db, projectId);
  const [boardTasks, people] = await Promise.all([readTasks(db, eq(taskFlows.projectId, projectId)), projectPeople(db, projectId)]);
  const byId = new Map<number, NamedRef>(people.map((p) => [p.id, p]));
  for (const task of boardTasks) for (const c of task.contacts) byId.set(c.id, c);
  const columns = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'es') || a.id - b.id);
  return [
    { contact_id: null, contact_name: TASK_MSG.unassigned, tasks_by_project: boardTasks.filter((t) => t.contact.length === 0) },
    ...columns.map((c) => ({ contact_id: c.id, contact_name: c.name, tasks_by_project: boardTasks.filter((t) => t.contact.includes(c.id)) })),
  ];
}

// ---------------------------------------------------------------------------------------------
// Flows

async function findFlow(db: Db, id: number): Promise<typeof taskFlows.$inferSelect> {
  const [flow] = await db.select().from(taskFlows).where(eq(taskFlows.id, id));
  if (!flow) throw notFound(TASK_MSG.flowNotFound);
  return flow;
}

/** A flow of a project that must exist, named in a field error when it does not. */
async function flowField(db: Db, field: string, id: number): Promise<typeof taskFlows.$inferSelect> {
  const [flow] = await db.select().from(taskFlows).where(eq(taskFlows.id, id));
  if (!flow) throw fieldErrors({ [field]: [TASK_MSG.flowNotFound] });
  return flow;
}

/** A new column at the right end; titled 'Nuevo Flujo' unless a title is sent. */
export async function createFlow(db: Db, actor: AuditActor, input: FlowCreate): Promise<FlowRead> {
  const [project] = await db.select({ id: projects.id, name: projects.name }).from(projects).where(eq(projects.id, input.project));
  if (!project) throw fieldErrors({ project: [TASK_MSG.projectNotFound] });
  const title = input.title ?? DEFAULT_FLOW_TITLE;
  const flow = await db.transaction(async (tx) => {
    await lockBoard(tx, project.id);
    const [last] = await tx.select({ n: sql<number>`coalesce(max(${taskFlows.position}), 0)::int` }).from(taskFlows)
      .where(eq(taskFlows.projectId, project.id));
    const [row] = await tx.insert(taskFlows).values({ projectId: project.id, title, position: Number(last?.n ?? 0) + 1 }).returning();
    await recordAudit(tx, actor, {
      contentType: FLOW, action: 'Creación', objectId: row!.id, descripcion: `Se creó el flujo ${title} en el proyecto ${project.name}`,
    });
    return row!;
  });
  return toFlowRead(flow, []);
}

export async function renameFlow(db: Db, actor: AuditActor, id: number, title: string): Promise<FlowRead> {
  const current = await findFlow(db, id);
  await db.transaction(async (tx) => {
    await tx.update(taskFlows).set({ title }).where(eq(taskFlows.id, id));
    await recordAudit(tx, actor, {
      contentType: FLOW, action: 'Actualización', objectId: id, descripcion: `Se renombró el flujo ${current.title} a ${title}`,
    });
  });
  return toFlowRead({ ...current, title }, await readTasks(db, eq(tasks.flowId, id)));
}

/** Deletes the column with its tasks; the columns after it move one place to the left. */
export async function deleteFlow(db: Db, actor: AuditActor, id: number): Promise<void> {
  const flow = await findFlow(db, id);
  await db.transaction(async (tx) => {
    await lockBoard(tx, flow.projectId);
    const [gone] = await tx.delete(taskFlows).where(eq(taskFlows.id, id)).returning({ id: taskFlows.id });
    if (!gone) throw notFound(TASK_MSG.flowNotFound);
    await tx.execute(sql`
      update task_flows set position = v.position
      from (select id, row_number() over (order by position, id)::int as position from task_flows where project_id = ${flow.projectId}) v
      where task_flows.id = v.id and task_flows.position <> v.position`);
    await recordAudit(tx, actor, {
      contentType: FLOW, action: 'Eliminación', objectId: id, descripcion: `Se eliminó el flujo ${flow.title} con sus tareas`,
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Tasks

/** Writes positions 1…n, in the order given, into the tasks of `ids`, all of them in `flowId`. */
async function writeTaskPositions(tx: Db, flowId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const values = JSON.stringify(ids.map((id, index) => ({ id, position: index + 1 })));
  await tx.execute(sql`
    update tasks set position = v.position, flow_id = ${flowId}
    from jsonb_to_recordset(${values}::jsonb) as v(id int, position int)
    where tasks.id = v.id and (tasks.position <> v.position or tasks.flow_id <> ${flowId})`);
}

/** The task's flow and project, read without a lock: its project never changes. */
async function taskPlace(db: Db, id: number): Promise<{ title: string; flowId: number; projectId: number }> {
  const [place] = await db.select({ title: tasks.title, flowId: tasks.flowId, projectId: taskFlows.projectId })
    .from(tasks).innerJoin(taskFlows, eq(taskFlows.id, tasks.flowId)).where(eq(tasks.id, id));
  if (!place) throw notFound(TASK_MSG.taskNotFound);
  return place;
}

/** After the board's lock: the flow is still there (deleting one takes the same lock). */
async function flowStillThere(tx: Db, id: number): Promise<void> {
  const [flow] = await tx.select({ id: taskFlows.id }).from(taskFlows).where(eq(taskFlows.id, id));
  if (!flow) throw fieldErrors({ flow: [TASK_MSG.flowNotFound] });
}

/** A new card at the bottom of its flow. */
export async function createTask(db: Db, actor: AuditActor, input: TaskCreate): Promise<TaskRead> {
  const flow = await flowField(db, 'flow', input.flow);
  const id = await db.transaction(async (tx) => {
    await lockBoard(tx, flow.projectId);
    await flowStillThere(tx, flow.id);
    const [held] = await tx.select({ n: count() }).from(tasks).where(eq(tasks.flowId, flow.id));
    const [row] = await tx.insert(tasks).values({
      flowId: flow.id, title: input.title, dueDate: dueInstant(input.dueDate) ?? null, position: (held?.n ?? 0) + 1, createdBy: actor.id,
    }).returning({ id: tasks.id });
    await recordAudit(tx, actor, {
      contentType: TASK, action: 'Creación', objectId: row!.id, descripcion: `Se creó la tarea ${input.title} en el flujo ${flow.title}`,
    });
    return row!.id;
  });
  return readTask(db, id);
}

/**
 * Moves a task to `order` (from 1; past the end means last) in `targetFlow`, renumbering from 1 both the
 * column it leaves and the one it enters. Runs under the board's lock, with the rows of both columns locked.
 */
async function moveTask(tx: Db, id: number, sourceFlow: number, targetFlow: number, order: number | undefined): Promise<void> {
  const siblings = await tx.select({ id: tasks.id, flowId: tasks.flowId }).from(tasks)
    .where(inArray(tasks.flowId, [...new Set([sourceFlow, targetFlow])]))
    .orderBy(asc(tasks.position), asc(tasks.id))
    .for('update');
  const target = siblings.filter((s) => s.flowId === targetFlow && s.id !== id).map((s) => s.id);
  const index = Math.min(order ?? target.length + 1, target.length + 1) - 1;
  target.splice(index, 0, id);
  await writeTaskPositions(tx, targetFlow, target);
  if (sourceFlow !== targetFlow) {
    await writeTaskPositions(tx, sourceFlow, siblings.filter((s) => s.flowId === sourceFlow).map((s) => s.id).filter((s) => s !== id));
  }
}

/** Contacts: one id adds it, a list replaces them (the task's row locked first). */
async function assignContacts(tx: Db, id: number, contact: number | number[]): Promise<void> {
  if (!Array.isArray(contact)) {
    await tx.insert(taskContacts).values({ taskId: id, contactId: contact }).onConflictDoNothing();
    return;
  }
  await tx.delete(taskContacts).where(eq(taskContacts.taskId, id));
  const unique = [...new Set(contact)];
  if (unique.length > 0) await tx.insert(taskContacts).values(unique.map((contactId) => ({ taskId: id, contactId })));
}

function describeTaskChange(title: string, input: TaskUpdate, targetFlowTitle: string | null): string {
  const parts: string[] = [];
  if (input.title !== undefined && input.title !== title) parts.push(`título '${input.title}'`);
  if (input.dueDate !== undefined) parts.push(input.dueDate ? `fecha límite ${input.dueDate}` : 'sin fecha límite');
  if (input.complete !== undefined) parts.push(input.complete ? 'completada' : 'pendiente');
  if (input.labels !== undefined) parts.push(`etiquetas: ${input.labels.length > 0 ? input.labels.join(', ') : 'ninguna'}`);
  if (input.contact !== undefined) parts.push(Array.isArray(input.contact) ? `contactos: ${input.contact.join(', ') || 'ninguno'}` : `se asignó el contacto ${input.contact}`);
  if (input.order !== undefined || input.flow !== undefined) {
    parts.push(`movida a ${targetFlowTitle ?? 'su flujo'}${input.order !== undefined ? `, posición ${input.order}` : ''}`);
  }
  return `Se actualizó la tarea ${title}: ${parts.length > 0 ? parts.join('; ') : 'sin cambios'}`;
}

/**
 * §7.8: each field sent changes the task. `order` and `flow` move it (one call per task); `contact`
 * assigns; `complete`, `labels`, `title` and `dueDate` are set.
 */
export async function updateTask(db: Db, actor: AuditActor, id: number, input: TaskUpdate): Promise<TaskRead> {
  const place = await taskPlace(db, id);
  const moving = input.order !== undefined || input.flow !== undefined;
  const targetFlow = input.flow !== undefined && input.flow !== place.flowId ? await flowField(db, 'flow', input.flow) : null;
  if (targetFlow && targetFlow.projectId !== place.projectId) throw fieldErrors({ flow: [TASK_MSG.flowOfOtherProject] });
  if (input.contact !== undefined) {
    const missing = await unknownContacts(db, Array.isArray(input.contact) ? input.contact : [input.contact]);
    if (missing.length > 0) throw fieldErrors({ contact: missing.map(TASK_MSG.unknownContact) });
  }
  await db.transaction(async (tx) => {
    if (moving) await lockBoard(tx, place.projectId);
    if (targetFlow) await flowStillThere(tx, targetFlow.id);
    const [task] = await tx.select({ flowId: tasks.flowId }).from(tasks).where(eq(tasks.id, id)).for('update');
    if (!task) throw notFound(TASK_MSG.taskNotFound);
    const fields = {
      title: input.title,
      dueDate: dueInstant(input.dueDate),
      complete: input.complete,
      labels: input.labels as TaskLabel[] | undefined,
    };
    if (Object.values(fields).some((value) => value !== undefined)) {
      await tx.update(tasks).set({ ...fields, updatedAt: new Date() }).where(eq(tasks.id, id));
    }
    if (input.contact !== undefined) await assignContacts(tx, id, input.contact);
    if (moving) await moveTask(tx, id, task.flowId, targetFlow?.id ?? task.flowId, input.order);
    await recordAudit(tx, actor, {
      contentType: TASK, action: 'Actualización', objectId: id, descripcion: describeTaskChange(place.title, input, targetFlow?.title ?? null),
    });
  });
  return readTask(db, id);
}

/** Deletes the card; the cards below it move up one place. */
export async function deleteTask(db: Db, actor: AuditActor, id: number): Promise<void> {
  const place = await taskPlace(db, id);
  await db.transaction(async (tx) => {
    await lockBoard(tx, place.projectId);
    const [gone] = await tx.delete(tasks).where(eq(tasks.id, id)).returning({ flowId: tasks.flowId });
    if (!gone) throw notFound(TASK_MSG.taskNotFound);
    const rest = await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.flowId, gone.flowId))
      .orderBy(asc(tasks.position), asc(tasks.id)).for('update');
    await writeTaskPositions(tx, gone.flowId, rest.map((r) => r.id));
    await recordAudit(tx, actor, { contentType: TASK, action: 'Eliminación', objectId: id, descripcion: `Se eliminó la tarea ${place.title}` });
  });
}

// ---------------------------------------------------------------------------------------------
// Steps and comments

async function readStep(db: Db, id: number): Promise<StepRead> {
  const [step] = await db.select({ taskId: taskSteps.taskId }).from(taskSteps).where(eq(taskSteps.id, id));
  if (!step) throw notFound(TASK_MSG.stepNotFound);
  const [read] = await stepsOf(db, [step.taskId], eq(taskSteps.id, id));
  return read!;
}

/**
 * The task a step or comment is added to, inside the transaction that adds it: its row stays locked (`no key
 * update` to number steps one writer at a time, `key share` for a comment) so it cannot be deleted meanwhile.
 */
async function lockTaskField(tx: Db, id: number, strength: 'no key update' | 'key share'): Promise<{ title: string }> {
  const [task] = await tx.select({ title: tasks.title }).from(tasks).where(eq(tasks.id, id)).for(strength);
  if (!task) throw fieldErrors({ task: [TASK_MSG.taskNotFound] });
  return task;
}

/** Writes positions 1…n into the steps of `ids`, in that order. */
async function writeStepPositions(tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const values = JSON.stringify(ids.map((id, index) => ({ id, position: index + 1 })));
  await tx.execute(sql`
    update task_steps set position = v.position from jsonb_to_recordset(${values}::jsonb) as v(id int, position int)
    where task_steps.id = v.id and task_steps.position <> v.position`);
}

/** A step at `order` (from 1; by default, or past the end, last), the task's row locked so steps keep 1…n. */
export async function createStep(db: Db, actor: AuditActor, input: StepCreate): Promise<StepRead> {
  const id = await db.transaction(async (tx) => {
    const task = await lockTaskField(tx, input.task, 'no key update');
    const existing = await tx.select({ id: taskSteps.id }).from(taskSteps).where(eq(taskSteps.taskId, input.task))
      .orderBy(asc(taskSteps.position), asc(taskSteps.id));
    const [row] = await tx.insert(taskSteps).values({
      taskId: input.task, title: input.title, position: existing.length + 1, dueDate: dueInstant(input.dueDate) ?? null, createdBy: actor.id,
    }).returning({ id: taskSteps.id });
    const ids = existing.map((s) => s.id);
    ids.splice(Math.min(input.order ?? ids.length + 1, ids.length + 1) - 1, 0, row!.id);
    await writeStepPositions(tx, ids);
    await recordAudit(tx, actor, {
      contentType: TASK, action: 'Actualización', objectId: input.task, descripcion: `Se agregó el paso ${input.title} a la tarea ${task.title}`,
    });
    return row!.id;
  });
  return readStep(db, id);
}

export async function updateStep(db: Db, actor: AuditActor, id: number, input: StepUpdate): Promise<StepRead> {
  const [step] = await db.select({ title: taskSteps.title, taskId: taskSteps.taskId }).from(taskSteps).where(eq(taskSteps.id, id));
  if (!step) throw notFound(TASK_MSG.stepNotFound);
  const fields = { title: input.title, complete: input.complete, dueDate: dueInstant(input.dueDate) };
  await db.transaction(async (tx) => {
    if (Object.values(fields).some((value) => value !== undefined)) await tx.update(taskSteps).set(fields).where(eq(taskSteps.id, id));
    await recordAudit(tx, actor, {
      contentType: TASK, action: 'Actualización', objectId: step.taskId,
      descripcion: `Se actualizó el paso ${step.title}: ${changedFields(input)}`,
    });
  });
  return readStep(db, id);
}

export async function deleteStep(db: Db, actor: AuditActor, id: number): Promise<void> {
  const [step] = await db.select({ title: taskSteps.title, taskId: taskSteps.taskId }).from(taskSteps).where(eq(taskSteps.id, id));
  if (!step) throw notFound(TASK_MSG.stepNotFound);
  await db.transaction(async (tx) => {
    await lockListOwner(tx, tasks.id, step.taskId);
    const [gone] = await tx.delete(taskSteps).where(eq(taskSteps.id, id)).returning({ id: taskSteps.id });
    if (!gone) throw notFound(TASK_MSG.stepNotFound);
    const rest = await tx.select({ id: taskSteps.id }).from(taskSteps).where(eq(taskSteps.taskId, step.taskId))
      .orderBy(asc(taskSteps.position), asc(taskSteps.id));
    await writeStepPositions(tx, rest.map((r) => r.id));
    await recordAudit(tx, actor, { contentType: TASK, action: 'Actualización', objectId: step.taskId, descripcion: `Se eliminó el paso ${step.title}` });
  });
}

export async function addTaskComment(db: Db, actor: AuditActor, input: { task: number; text: string }): Promise<CommentRead> {
  const id = await db.transaction(async (tx) => {
    const task = await lockTaskField(tx, input.task, 'key share');
    const [row] = await tx.insert(taskComments).values({ taskId: input.task, text: input.text, createdBy: actor.id }).returning({ id: taskComments.id });
    await recordAudit(tx, actor, {
      contentType: TASK, action: 'Actualización', objectId: input.task, descripcion: `Se comentó la tarea ${task.title}`,
    });
    return row!.id;
  });
  const [comment] = await taskCommentRows(db, eq(taskComments.id, id));
  return withoutOwner(comment!);
}

export async function addStepComment(db: Db, actor: AuditActor, input: { step: number; text: string }): Promise<CommentRead> {
  const id = await db.transaction(async (tx) => {
    const [step] = await tx.select({ title: taskSteps.title, taskId: taskSteps.taskId }).from(taskSteps)
      .where(eq(taskSteps.id, input.step)).for('key share');
    if (!step) throw fieldErrors({ step: [TASK_MSG.stepNotFound] });
    const [row] = await tx.insert(taskStepComments).values({ stepId: input.step, text: input.text, createdBy: actor.id })
      .returning({ id: taskStepComments.id });
    await recordAudit(tx, actor, {
      contentType: TASK, action: 'Actualización', objectId: step.taskId, descripcion: `Se comentó el paso ${step.title}`,
    });
    return row!.id;
  });
  const [comment] = await stepCommentRows(db, eq(taskStepComments.id, id));
  return withoutOwner(comment!);
}

// ---------------------------------------------------------------------------------------------
// For the calendar

/** A task or a step with a due date, as the calendar shows it. */
export interface DueTaskItem {
  /** The task's id, or the step's when `kind` is 'step'. */
  id: number;
  kind: 'task' | 'step';
  /** The task itself, or the task the step belongs to. */
  taskId: number;
  title: string;
  dueDate: string;
  projectId: number;
  projectName: string;
}

/**
 * Tasks and steps due in [from, to) that concern a user: tasks assigned to them (one of its contacts is the
 * user's contact record) or created by them, and the steps of such tasks or created by them. By due date.
 */
export async function listDueTasksForUser(db: Db, userId: number, from: Date, to: Date): Promise<DueTaskItem[]> {
  const found = await rows<{ kind: 'task' | 'step'; id: number; task_id: number; title: string; due_date: Date | string; project_id: number; project_name: string }>(db, sql`
    with mine as (
      select t.id from tasks t where t.created_by = ${userId}
      union
      select tc.task_id from task_contacts tc join contacts c on c.id = tc.contact_id
      where c.user_id = ${userId} and c.deleted_at is null
    )
    select 'task' as kind, t.id, t.id as task_id, t.title, t.due_date, p.id as project_id, p.name as project_name
    from tasks t join task_flows f on f.id = t.flow_id join projects p on p.id = f.project_id
    where t.due_date >= ${from.toISOString()}::timestamptz and t.due_date < ${to.toISOString()}::timestamptz
      and t.id in (select id from mine)
    union all
    select 'step' as kind, s.id, t.id as task_id, s.title, s.due_date, p.id as project_id, p.name as project_name
    from task_steps s join tasks t on t.id = s.task_id join task_flows f on f.id = t.flow_id join projects p on p.id = f.project_id
    where s.due_date >= ${from.toISOString()}::timestamptz and s.due_date < ${to.toISOString()}::timestamptz
      and (s.created_by = ${userId} or t.id in (select id from mine))
    order by due_date, kind desc, id`);
  return found.map((r) => ({
    id: Number(r.id), kind: r.kind, taskId: Number(r.task_id), title: r.title, dueDate: isoText(r.due_date),
    projectId: Number(r.project_id), projectName: r.project_name,
  }));
}
