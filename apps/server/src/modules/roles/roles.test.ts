import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS, MSG, ROLES, ROLE_MSG } from '@atiende/shared';
import { expectClosedWhileOff, useTestApp } from '../../test/harness.js';
import { roles, userRoles } from '../../db/schema.js';

const t = useTestApp();

let counter = 0;
async function newRole(): Promise<{ id: number; nombre: string }> {
  counter += 1;
  const res = await t.call(t.admin, 'POST', '/api/roles/', { nombre: `Rol de prueba ${counter}` });
  return res.json();
}

describe('GET /roles/', () => {
  it('lists the roles with their permissions, paged', async () => {
    const res = await t.call(t.admin, 'GET', '/api/roles/');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.results.map((r: { nombre: string }) => r.nombre)).toEqual([...ROLES]);
    const agente = page.results.find((r: { nombre: string }) => r.nombre === 'Agente');
    expect(agente.permissions.map((p: { name: string }) => p.name).sort()).toEqual(
      [...DEFAULT_ROLE_PERMISSIONS.Agente].sort(),
    );
    const second = (await t.call(t.admin, 'GET', '/api/roles/?limit=2&offset=2')).json();
    expect(second.results.map((r: { nombre: string }) => r.nombre)).toEqual(['Supervisor', 'Operador']);
    expect(second.previous).toBe('/api/roles/?limit=2&offset=0');
  });

  it('searches by name, in any case', async () => {
    const res = await t.call(t.admin, 'GET', '/api/roles/?search=SUPER');
    expect(res.json().results.map((r: { nombre: string }) => r.nombre)).toEqual(['SuperAdmin', 'Supervisor']);
  });

  it.each(['Administrador', 'Supervisor', 'Operador'] as const)('lets %s read roles', async (role) => {
    const user = await t.userWithRole(role);
    expect((await t.call(user.token, 'GET', '/api/roles/')).statusCode).toBe(200);
    expect((await t.call(user.token, 'GET', `/api/roles/${await t.roleId('Agente')}/`)).statusCode).toBe(200);
  });

  it.each(['Agente', null] as const)('refuses %s with 403', async (role) => {
    const user = await t.userWithRole(role);
    expect((await t.call(user.token, 'GET', '/api/roles/')).statusCode).toBe(403);
    expect((await t.call(user.token, 'GET', '/api/roles/1/')).statusCode).toBe(403);
  });

  it('answers 401 without a token, 404 for an unknown role, 400 for a bad id', async () => {
    expect((await t.call(null, 'GET', '/api/roles/')).statusCode).toBe(401);
    expect((await t.call(t.admin, 'GET', '/api/roles/999999/')).statusCode).toBe(404);
    expect((await t.call(t.admin, 'GET', '/api/roles/uno/')).statusCode).toBe(400);
  });

  it('answers 403 while the User module is off', async () => {
    await expectClosedWhileOff(t, 'User', [['GET', '/api/roles/'], ['POST', '/api/roles/', { nombre: 'Apagado' }]]);
  });
});

describe('POST /roles/', () => {
  it('creates a role, answers 201 and writes one audit entry', async () => {
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'POST', '/api/roles/', { nombre: '  Coordinador  ' });
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), nombre: 'Coordinador', permissions: [] });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Rol', tipoGestion: 'Creación', objectId: res.json().id, descripcion: 'Se creó el rol Coordinador' });
  });

  it('refuses an empty or missing name with the spec text', async () => {
    for (const body of [{ nombre: '' }, { nombre: '   ' }, {}]) {
      const res = await t.call(t.admin, 'POST', '/api/roles/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ nombre: ['Este Campo no puede estar Vacio'] });
    }
  });

  it('refuses a name taken in any case', async () => {
    const res = await t.call(t.admin, 'POST', '/api/roles/', { nombre: 'agente' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ nombre: [MSG.roleNameTaken] });
  });

  it('answers a name that is too long with the length, not as an empty name', async () => {
    for (const method of ['POST', 'PATCH'] as const) {
      const url = method === 'POST' ? '/api/roles/' : `/api/roles/${await t.roleId('Agente')}/`;
      const res = await t.call(t.admin, method, url, { nombre: 'R'.repeat(400) });
      expect(res.statusCode, method).toBe(400);
      expect(res.json(), method).toEqual({ nombre: ['Escriba como máximo 150 caracteres.'] });
    }
    expect((await t.call(t.admin, 'POST', '/api/roles/', { nombre: '   ' })).json()).toEqual({ nombre: [MSG.emptyField] });
  });

  it('refuses wrong types and malformed JSON', async () => {
    expect((await t.call(t.admin, 'POST', '/api/roles/', { nombre: 5 })).json()).toEqual({ nombre: [MSG.emptyField] });
    const malformed = await t.callWithJsonText(t.admin, 'POST', '/api/roles/', '{"nombre":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: MSG.malformedJson });
  });

  it.each(['Supervisor', 'Operador'] as const)('lets %s create roles', async (role) => {
    const user = await t.userWithRole(role);
    expect((await t.call(user.token, 'POST', '/api/roles/', { nombre: `Creado por ${role}` })).statusCode).toBe(201);
  });

  it.each(['Administrador', 'Agente'] as const)('refuses %s with 403', async (role) => {
    const user = await t.userWithRole(role);
    expect((await t.call(user.token, 'POST', '/api/roles/', { nombre: `No creado por ${role}` })).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call(null, 'POST', '/api/roles/', { nombre: 'Anónimo' })).statusCode).toBe(401);
  });
});

describe('PATCH /roles/{id}/', () => {
  it('renames a role and writes one audit entry', async () => {
    const role = await newRole();
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'PATCH', `/api/roles/${role.id}/`, { nombre: 'Renombrado' });
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: role.id, nombre: 'Renombrado' });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Rol', tipoGestion: 'Actualización', descripcion: `Se actualizó el rol ${role.nombre} a Renombrado` });
  });

  it('keeps the same name when only its case changes', async () => {
    const role = await newRole();
    const res = await t.call(t.admin, 'PATCH', `/api/roles/${role.id}/`, { nombre: role.nombre.toUpperCase() });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an empty name, a taken name and renaming SuperAdmin', async () => {
    const role = await newRole();
    expect((await t.call(t.admin, 'PATCH', `/api/roles/${role.id}/`, { nombre: '' })).json()).toEqual({ nombre: [MSG.emptyField] });
    expect((await t.call(t.admin, 'PATCH', `/api/roles/${role.id}/`, { nombre: 'SUPERVISOR' })).json()).toEqual({ nombre: [MSG.roleNameTaken] });
    const superAdmin = await t.call(t.admin, 'PATCH', `/api/roles/${await t.roleId('SuperAdmin')}/`, { nombre: 'Jefe' });
    expect(superAdmin.statusCode).toBe(400);
    expect(superAdmin.json()).toEqual({ detail: ROLE_MSG.superAdminNotRenamable });
    expect((await t.call(t.admin, 'PATCH', '/api/roles/999999/', { nombre: 'Nada' })).statusCode).toBe(404);
  });

  it.each(['Supervisor', 'Operador'] as const)('lets %s rename roles', async (role) => {
    const user = await t.userWithRole(role);
    const target = await newRole();
    expect((await t.call(user.token, 'PATCH', `/api/roles/${target.id}/`, { nombre: `Editado por ${role}` })).statusCode).toBe(200);
  });

  it.each(['Administrador', 'Agente'] as const)('refuses %s with 403', async (role) => {
    const user = await t.userWithRole(role);
    const target = await newRole();
    expect((await t.call(user.token, 'PATCH', `/api/roles/${target.id}/`, { nombre: 'No' })).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call(null, 'PATCH', '/api/roles/1/', { nombre: 'X' })).statusCode).toBe(401);
  });
});

/** A deleted role has no row left and no read or list shows it. */
async function expectRoleGone(role: { id: number; nombre: string }): Promise<void> {
  expect(await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.id, role.id))).toEqual([]);
  expect((await t.call(t.admin, 'GET', `/api/roles/${role.id}/`)).statusCode).toBe(404);
  const listed = (await t.call(t.admin, 'GET', `/api/roles/?search=${encodeURIComponent(role.nombre)}`)).json();
  expect(listed.results.map((r: { id: number }) => r.id)).not.toContain(role.id);
}

describe('DELETE /roles/{id}/', () => {
  it('deletes a role with 200, leaves its users pending and writes one audit entry', async () => {
    const role = await newRole();
    const user = await t.userWithRole('Agente');
    await t.database.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    await t.database.db.insert(userRoles).values({ userId: user.id, roleId: role.id });

    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'DELETE', `/api/roles/${role.id}/`);
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Se ha eliminado el Rol con éxito!' });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Rol', tipoGestion: 'Eliminación', objectId: role.id, descripcion: `Se eliminó el rol ${role.nombre}` });
    await expectRoleGone(role);
    const pending = (await t.call(t.admin, 'GET', '/api/users/user_por_vincular/')).json();
    expect(pending.map((u: { id: number }) => u.id)).toContain(user.id);
  });

  it('refuses deleting SuperAdmin', async () => {
    const res = await t.call(t.admin, 'DELETE', `/api/roles/${await t.roleId('SuperAdmin')}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: ROLE_MSG.superAdminNotDeletable });
  });

  it('lets a Supervisor delete roles', async () => {
    const supervisor = await t.userWithRole('Supervisor');
    const role = await newRole();
    expect((await t.call(supervisor.token, 'DELETE', `/api/roles/${role.id}/`)).statusCode).toBe(200);
    await expectRoleGone(role);
  });

  it.each(['Administrador', 'Operador', 'Agente'] as const)('refuses %s with 403', async (role) => {
    const user = await t.userWithRole(role);
    const target = await newRole();
    expect((await t.call(user.token, 'DELETE', `/api/roles/${target.id}/`)).statusCode).toBe(403);
    expect((await t.call(t.admin, 'GET', `/api/roles/${target.id}/`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown role and 401 without a token', async () => {
    expect((await t.call(t.admin, 'DELETE', '/api/roles/999999/')).statusCode).toBe(404);
    expect((await t.call(null, 'DELETE', '/api/roles/1/')).statusCode).toBe(401);
  });
});
