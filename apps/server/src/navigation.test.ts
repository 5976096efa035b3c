import { describe, expect, it } from 'vitest';
import { ACTIONS, allows, Me, NAVIGATION, PERMISSIONS, viewerOf, type PermissionName, type Probe } from '@atiende/shared';
import { useTestApp, type TestUser } from './test/harness.js';

const t = useTestApp();

/** A user whose only role is a new one holding exactly these permissions. */
async function userWithPermissions(permissions: PermissionName[]): Promise<TestUser> {
  const role = (await t.call(t.admin, 'POST', '/api/roles/', { nombre: `Rol a medida ${Date.now()} ${Math.random()}` })).json() as { id: number };
  const ids = await permissionIds(permissions);
  expect((await t.call(t.admin, 'POST', '/api/users/add_permissions_to_group/', { roles: role.id, permission: ids })).statusCode).toBe(201);
  const user = await t.userWithRole(null);
  expect((await t.call(t.admin, 'PATCH', `/api/users/${user.id}/`, { roles: [role.id] })).statusCode).toBe(200);
  return user;
}

async function permissionIds(names: PermissionName[]): Promise<number[]> {
  const { rows } = await import('./db/client.js');
  const { sql } = await import('drizzle-orm');
  const found = await rows<{ id: number; name: string }>(t.app.db, sql`select id, name from permissions`);
  return found.filter((p) => (names as string[]).includes(p.name)).map((p) => p.id);
}

const probe = (token: string, { method, path }: Probe) =>
  t.app.inject({ method, url: path, headers: { authorization: `Bearer ${token}` }, ...(method === 'POST' || method === 'PATCH' ? { payload: {} } : {}) });

describe('one permission model for the browser and the server', () => {
  it.each([
    ['contacts and campaigns', [PERMISSIONS.contactsView, PERMISSIONS.clientManage, PERMISSIONS.campaignsView, PERMISSIONS.tipoGestionManage]],
    ['audits and roles', [PERMISSIONS.auditsView, PERMISSIONS.rolesView, PERMISSIONS.rolesManage, PERMISSIONS.usersView]],
    ['store and surveys', [PERMISSIONS.productsView, PERMISSIONS.productsManage, PERMISSIONS.surveysView, PERMISSIONS.surveysAnswer]],
    ['task boards without projects', [PERMISSIONS.tasksView, PERMISSIONS.tasksManage, PERMISSIONS.contactsView]],
    ['projects', [PERMISSIONS.tasksView, PERMISSIONS.projectsManage, PERMISSIONS.projectsDelete]],
    ['nothing', []],
  ] as [string, PermissionName[]][])('a custom role with %s sees exactly what the server accepts', async (_name, permissions) => {
    const user = await userWithPermissions(permissions);
    const me = Me.parse((await t.call(user.token, 'GET', '/api/me/')).json());
    const viewer = viewerOf(me);
    const mismatches: string[] = [];
    for (const item of [...NAVIGATION, ...ACTIONS]) {
      const shown = allows(viewer, item);
      const res = await probe(user.token, item.probe);
      const accepted = res.statusCode !== 403 && res.statusCode !== 401;
      if (shown !== accepted) mismatches.push(`${item.key}: ${shown ? 'visible' : 'hidden'} but ${item.probe.method} ${item.probe.path} → ${res.statusCode}`);
    }
    expect(mismatches).toEqual([]);
    expect(NAVIGATION.filter((item) => allows(viewer, item)).length).toBeGreaterThan(0);
  });
});
