import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, MSG, ROLE_MSG, USER_MSG } from '@atiende/shared';
import { rows } from '../../db/client.js';
import { sql } from 'drizzle-orm';
import { useStaff, useTestApp } from '../../test/harness.js';

const t = useTestApp();
const staff = useStaff(t);

async function permissionIdsOf(names: readonly string[]): Promise<number[]> {
  const found = await rows<{ id: number; name: string }>(t.app.db, sql`select id, name from permissions`);
  return found.filter((p) => names.includes(p.name)).map((p) => p.id);
}

describe('nobody grants what they do not hold', () => {
  it('an Administrador cannot give themselves the Supervisor role and its permissions', async () => {
    const res = await t.call(staff.administrador.token, 'PATCH', `/api/users/${staff.administrador.id}/`, { roles: [await t.roleId('Administrador'), await t.roleId('Supervisor')] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: USER_MSG.cannotGrantUnheld });
    const roles = (await t.call(t.admin, 'GET', `/api/users/${staff.administrador.id}/`)).json().groups as unknown[];
    expect(roles).toHaveLength(1);
  });

  it('an Administrador may give roles whose permissions they hold', async () => {
    const agent = await t.userWithRole('Agente');
    const res = await t.call(staff.administrador.token, 'PATCH', `/api/users/${agent.id}/`, { roles: [await t.roleId('Agente')] });
    expect(res.statusCode).toBe(200);
  });
});

describe('roles holding permissions the actor lacks', () => {
  it('cannot be stripped, renamed or deleted by a Supervisor', async () => {
    const adminRole = await t.roleId('Administrador');
    const strip = await t.call(staff.supervisor.token, 'POST', '/api/users/add_permissions_to_group/', { roles: adminRole, permission: [] });
    expect(strip.statusCode).toBe(403);
    expect(strip.json()).toEqual({ detail: ROLE_MSG.holdsUnheldPermissions });
    const custom = (await t.call(t.admin, 'POST', '/api/roles/', { nombre: `Auditores ${Date.now()}` })).json() as { id: number };
    await t.call(t.admin, 'POST', '/api/users/add_permissions_to_group/', { roles: custom.id, permission: await permissionIdsOf(['Ver Auditoría']) });
    const remove = await t.call(staff.supervisor.token, 'DELETE', `/api/roles/${custom.id}/`);
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toEqual({ detail: ROLE_MSG.holdsUnheldPermissions });
    const rename = await t.call(staff.supervisor.token, 'PATCH', `/api/roles/${custom.id}/`, { nombre: 'Otro nombre' });
    expect(rename.statusCode).toBe(403);
  });

  it('keeps the built-in roles: not deleted, not renamed, and with the permissions the spec gives them', async () => {
    for (const nombre of ['Administrador', 'Supervisor', 'Operador', 'Agente']) {
      const id = await t.roleId(nombre);
      const remove = await t.call(t.admin, 'DELETE', `/api/roles/${id}/`);
      expect(remove.statusCode, nombre).toBe(400);
      expect(remove.json()).toEqual({ detail: ROLE_MSG.builtInNotDeletable });
      expect((await t.call(t.admin, 'PATCH', `/api/roles/${id}/`, { nombre: `${nombre} 2` })).json()).toEqual({ detail: ROLE_MSG.builtInNotRenamable });
    }
    const agente = await t.roleId('Agente');
    const kept = DEFAULT_ROLE_PERMISSIONS.Agente.slice(1);
    const strip = await t.call(t.admin, 'POST', '/api/users/add_permissions_to_group/', { roles: agente, permission: await permissionIdsOf(kept) });
    expect(strip.statusCode).toBe(400);
    expect(strip.json()).toEqual({ detail: ROLE_MSG.builtInKeepsPermissions('Agente', [DEFAULT_ROLE_PERMISSIONS.Agente[0]!]) });
    const extra = await t.call(t.admin, 'POST', '/api/users/add_permissions_to_group/', {
      roles: agente, permission: await permissionIdsOf([...DEFAULT_ROLE_PERMISSIONS.Agente, 'Ver Cuentas']),
    });
    expect(extra.statusCode).toBe(201);
    await t.call(t.admin, 'POST', '/api/users/add_permissions_to_group/', { roles: agente, permission: await permissionIdsOf(DEFAULT_ROLE_PERMISSIONS.Agente) });
  });
});

describe('an account waiting for approval', () => {
  it('sees only its own profile until it has a role', async () => {
    const pending = await t.userWithRole(null);
    for (const url of ['/api/users/FullList', '/api/dashboard/', '/api/chat/message/get_inbox/', '/api/modulo', '/api/contact/contacto/']) {
      const res = await t.call(pending.token, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.pendingApproval });
    }
    expect((await t.call(pending.token, 'GET', '/api/me/')).statusCode).toBe(200);
    expect((await t.call(pending.token, 'GET', `/api/users/${pending.id}/`)).statusCode).toBe(200);
    expect((await t.call(pending.token, 'GET', `/api/users/${staff.agente.id}/`)).statusCode).toBe(403);
    expect((await t.call(pending.token, 'PATCH', `/api/users/${pending.id}/`, { first_name: 'Nuevo' })).statusCode).toBe(200);
  });
});

describe('management types', () => {
  it('Operador adds and edits them but does not delete them', async () => {
    const created = await t.call(staff.operador.token, 'POST', '/api/tramite/tipoGestionContacto/', { name: `Tipo ${Date.now()}` });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await t.call(staff.operador.token, 'PATCH', `/api/tramite/tipoGestionContacto/${id}/`, { name: `Tipo editado ${Date.now()}` })).statusCode).toBe(200);
    expect((await t.call(staff.operador.token, 'DELETE', `/api/tramite/tipoGestionContacto/${id}/`)).statusCode).toBe(403);
    expect((await t.call(staff.supervisor.token, 'DELETE', `/api/tramite/tipoGestionContacto/${id}/`)).statusCode).toBe(204);
  });
});
