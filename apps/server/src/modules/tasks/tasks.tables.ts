import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { TASK_LABELS } from '@atiende/shared';
import { contactGroups } from '../contact-groups/contact-groups.tables.js';
import { contacts } from '../contacts/contacts.tables.js';
import { users } from '../users/users.tables.js';

/** A project: a board of flows (columns) holding tasks, with the contacts and groups it concerns. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    descriptions: text('descriptions').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_created_by_idx').on(t.createdBy),
    index('projects_search_trgm_idx').using('gin', sql`(${t.name} || ' ' || ${t.descriptions}) gin_trgm_ops`),
  ],
);

export const projectGroups = pgTable(
  'project_groups',
  {
    projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => contactGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.groupId] }), index('project_groups_group_idx').on(t.groupId)],
);

export const projectContacts = pgTable(
  'project_contacts',
  {
    projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.contactId] }), index('project_contacts_contact_idx').on(t.contactId)],
);

/**
 * A column of a project's board. `position` orders the columns from 1; writers that change it lock the
 * project row first.
 */
export const taskFlows = pgTable(
  'task_flows',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_flows_project_idx').on(t.projectId, t.position)],
);

/**
 * A card of a flow. `position` is its place in the flow from 1, without gaps: every write that changes the
 * positions of a flow (create, move, delete) locks that flow's row first, so they run one after the other.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    flowId: integer('flow_id').notNull().references(() => taskFlows.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }),
    position: integer('position').notNull(),
    complete: boolean('complete').notNull().default(false),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_flow_idx').on(t.flowId, t.position),
    index('tasks_created_by_idx').on(t.createdBy, t.dueDate),
    index('tasks_due_date_idx').on(t.dueDate).where(sql`${t.dueDate} is not null`),
    check('tasks_labels_check', sql`${t.labels} <@ array[${sql.raw(TASK_LABELS.map((l) => `'${l}'`).join(', '))}]::text[]`),
  ],
);

export const taskContacts = pgTable(
  'task_contacts',
  {
    taskId: integer('task_id').notNull().references(() => tasks.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.contactId] }), index('task_contacts_contact_idx').on(t.contactId)],
);

/** The steps of a task, in `position` order from 1; writers lock the task row first. */
export const taskSteps = pgTable(
  'task_steps',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id').notNull().references(() => tasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    complete: boolean('complete').notNull().default(false),
    dueDate: timestamp('due_date', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('task_steps_task_idx').on(t.taskId, t.position),
    index('task_steps_created_by_idx').on(t.createdBy),
    index('task_steps_due_date_idx').on(t.dueDate).where(sql`${t.dueDate} is not null`),
  ],
);

/** Comments on a task. */
export const taskComments = pgTable(
  'task_comments',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id').notNull().references(() => tasks.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.id), index('task_comments_created_by_idx').on(t.createdBy)],
);

/** Comments on a step. */
export const taskStepComments = pgTable(
  'task_step_comments',
  {
    id: serial('id').primaryKey(),
    stepId: integer('step_id').notNull().references(() => taskSteps.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_step_comments_step_idx').on(t.stepId, t.id), index('task_step_comments_created_by_idx').on(t.createdBy)],
);
