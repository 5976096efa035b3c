import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The files under `dir` (relative to src) whose imports name a path matching `target`. */
function importersOf(dir: string, target: RegExp): string[] {
  return sourceFiles(path.join(root, dir)).filter((file) => {
    const imports = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
    return imports.some((name) => target.test(name));
  }).map((file) => path.relative(root, file));
}

/**
 * A module's tables are read and written by that module; another module asks it through its functions
 * (`<area>.queries.ts` and the like). `modules/reports/` is the one module that joins across areas, because that
 * is what reports are. A module's own `*.tables.ts` may name other tables: foreign keys are the schema, not a read.
 */
const CROSS_AREA_READER = 'reports';

/**
 * The reads across modules that predate the rule: none may be added, and each one removed must leave the
 * list (a test says which), so it only shrinks.
 */
const KNOWN_CROSS_TABLE_READS: readonly string[] = [
  'auth/auth.current-user.ts → sessions',
  'auth/auth.current-user.ts → users',
  'auth/auth.me.ts → modulos',
  'auth/auth.me.ts → sessions',
  'auth/auth.me.ts → users',
  'auth/auth.service.ts → sessions',
  'auth/auth.service.ts → users',
  'broadcasts/broadcasts.sender.ts → chat',
  'broadcasts/broadcasts.sender.ts → contact-groups',
  'broadcasts/broadcasts.sender.ts → templates',
  'broadcasts/broadcasts.service.ts → campaigns',
  'broadcasts/broadcasts.service.ts → chat',
  'broadcasts/broadcasts.service.ts → contact-groups',
  'broadcasts/broadcasts.service.ts → templates',
  'broadcasts/broadcasts.uploads.ts → campaigns',
  'broadcasts/broadcasts.uploads.ts → chat',
  'broadcasts/broadcasts.uploads.ts → templates',
  'calendar/calendar.service.ts → cases',
  'calendar/calendar.service.ts → contacts',
  'calendar/calendar.service.ts → gestiones',
  'campaigns/campaigns.service.ts → accounts',
  'campaigns/campaigns.service.ts → contacts',
  'campaigns/campaigns.service.ts → users',
  'cases/cases.service.ts → contacts',
  'cases/cases.service.ts → users',
  'chat/channels.service.ts → campaigns',
  'chat/chat.close.ts → gestiones',
  'chat/chat.conversations.ts → campaigns',
  'chat/chat.conversations.ts → contacts',
  'chat/chat.conversations.ts → gestiones',
  'chat/chat.conversations.ts → typification',
  'chat/chat.conversations.ts → users',
  'chat/chat.inbound.ts → campaigns',
  'chat/chat.inbound.ts → contacts',
  'chat/chat.outreach.ts → contacts',
  'chat/chat.settings.ts → campaigns',
  'contact-data/contact-data.service.ts → contacts',
  'contact-data/documents.service.ts → contacts',
  'contact-data/documents.service.ts → users',
  'contact-data/resume.service.ts → contacts',
  'contact-groups/contact-groups.service.ts → contacts',
  'contacts/contacts.bulk.ts → campaigns',
  'contacts/contacts.bulk.ts → contact-groups',
  'contacts/contacts.merge.ts → contact-data',
  'contacts/contacts.service.ts → contact-data',
  'contacts/contacts.service.ts → users',
  'contacts/contacts.writes.ts → campaigns',
  'contacts/contacts.writes.ts → contact-data',
  'contacts/contacts.writes.ts → contact-groups',
  'contacts/contacts.writes.ts → users',
  'gestiones/gestiones.filters.ts → contacts',
  'gestiones/gestiones.latest.ts → typification',
  'gestiones/gestiones.names.ts → contacts',
  'gestiones/gestiones.names.ts → users',
  'gestiones/gestiones.service.ts → campaigns',
  'gestiones/gestiones.service.ts → contacts',
  'gestiones/gestiones.service.ts → typification',
  'gestiones/gestiones.service.ts → users',
  'imports/imports.batch.ts → contact-data',
  'imports/imports.batch.ts → contact-groups',
  'imports/imports.batch.ts → contacts',
  'imports/imports.run.ts → users',
  'imports/imports.writers.ts → contacts',
  'internal-chat/internal-chat.service.ts → *',
  'leads/leads.create.ts → contacts',
  'leads/leads.service.ts → campaigns',
  'leads/leads.service.ts → contacts',
  'leads/leads.service.ts → users',
  'leads/leads.upload.ts → campaigns',
  'leads/leads.upload.ts → contacts',
  'leads/leads.upload.ts → users',
  'leads/leads.workflow.ts → campaigns',
  'leads/leads.workflow.ts → gestiones',
  'leads/leads.workflow.ts → users',
  'roles/roles.service.ts → users',
  'surveys/surveys.answers.ts → campaigns',
  'surveys/surveys.answers.ts → gestiones',
  'surveys/surveys.assignments.ts → campaigns',
  'surveys/surveys.assignments.ts → contacts',
  'surveys/surveys.service.ts → campaigns',
  'tasks/tasks.service.ts → contact-groups',
  'tasks/tasks.service.ts → contacts',
  'tasks/tasks.service.ts → users',
  'templates/templates.service.ts → campaigns',
  'templates/templates.service.ts → chat',
  'typification/campaign-typification.service.ts → campaigns',
  'typification/typification.service.ts → campaigns',
  'users/users.service.ts → auth',
  'users/users.service.ts → campaigns',
  'users/users.service.ts → sessions',
];

/** Every `<area>/<file> → <module whose tables it imports>` of the modules' code (tests and fixtures aside); `*`: the whole schema. */
function crossTableReads(): string[] {
  const modules = path.join(root, 'modules');
  return sourceFiles(modules).flatMap((file) => {
    const [area, ...rest] = path.relative(modules, file).split(path.sep);
    if (rest.length === 0 || area === CROSS_AREA_READER || /\.(test-support|fixtures|tables)\.ts$/.test(file)) return [];
    const text = readFileSync(file, 'utf8');
    const owners = new Set([...text.matchAll(/from '\.\.\/([a-z-]+)\/[a-z.-]+\.tables\.js'/g)].map((m) => m[1]!).filter((owner) => owner !== area));
    if (/from '\.\.\/\.\.\/db\/schema\.js'/.test(text)) owners.add('*');
    return [...owners].sort().map((owner) => `${area}/${rest.join('/')} → ${owner}`);
  });
}

describe('module boundaries', () => {
  it('routes, services, jobs and events see the App type, never the file that builds the app', () => {
    expect(importersOf('modules', /\/app\.js$/)).toEqual([]);
    expect(importersOf('jobs', /\/app\.js$/)).toEqual([]);
    expect(importersOf('events', /\/app\.js$/)).toEqual([]);
  });

  it('the job runner and the event hub name no module: modules declare their own jobs and events', () => {
    expect(importersOf('jobs', /modules\//)).toEqual([]);
    expect(importersOf('events', /modules\//)).toEqual([]);
  });

  it('no module reads another module\'s tables, beyond the reads listed before the rule', () => {
    const added = crossTableReads().filter((read) => !KNOWN_CROSS_TABLE_READS.includes(read));
    expect(added, 'Read through the owning module\'s functions (<area>.queries.ts), or move a cross-area report to modules/reports/').toEqual([]);
  });

  it('lists only cross-module reads that still exist, so the list shrinks as they go', () => {
    const current = new Set(crossTableReads());
    expect(KNOWN_CROSS_TABLE_READS.filter((read) => !current.has(read)), 'Remove these from KNOWN_CROSS_TABLE_READS').toEqual([]);
  });
});
