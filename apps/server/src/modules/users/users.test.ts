import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { MSG, PERMISSIONS, USER_MSG } from '@atiende/shared';
import { ADMIN, PASSWORD, expectModuleDisabled, useStaff, useTestApp } from '../../test/harness.js';
import { permissions, sessionHistory, users } from '../../db/schema.js';

const t = useTestApp();

async function permissionId(name: string): Promise<number> {
  const [permission] = await t.database.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, name));
  return permission!.id;
}

let counter = 0;
function newUserBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `nuevo${counter}@atiende.co`,
    password: PASSWORD,
    confirm_password: PASSWORD,
    first_name: 'Ana',
    last_name: 'Gómez',
    documentType: 'CEDULA',
    documentNumber: '1012345678',
    ...overrides,
  };
}

function registerBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `registro${counter}@correo.co`,
    password: PASSWORD,
    confirm_password: PASSWORD,
    first_name: 'Luis',
    last_name: 'Pardo',
    documentType: 'PASAPORTE',
    documentNumber: '998877',
    contactType: 'PERSONA NATURAL',
    ...overrides,
  };
}

describe('GET /users/', () => {
  it('lists every user from the first one, ordered by id, without passwords', async () => {
    const res = await t.call(t.admin, 'GET', '/api/users/');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.results[0]).toMatchObject({
      id: 1, username: ADMIN.username, rol: 'SuperAdmin', groups: ['SuperAdmin'], get_full_name: 'Super Administrador',
      user_permission: [], self_registered: false, status: 'CONECTADO',
    });
    expect(page.results[0].roles).toEqual([{ id: await t.roleId('SuperAdmin'), nombre: 'SuperAdmin' }]);
    const ids = page.results.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(page.count).toBe(page.results.length);
    expect(res.body).not.toMatch(/password/i);
  });

  it('searches username, first and last name, and pages with links', async () => {
    const a = await t.userWithRole('Agente', { firstName: 'Zacarías', lastName: 'Quintero' });
    await t.userWithRole('Agente', { firstName: 'Zacarías', lastName: 'Uribe' });
    const byFirst = (await t.call(t.admin, 'GET', '/api/users/?search=zacar')).json();
    expect(byFirst.count).toBe(2);
    const byLast = (await t.call(t.admin, 'GET', '/api/users/?search=QUINTERO')).json();
    expect(byLast.results.map((u: { id: number }) => u.id)).toEqual([a.id]);
    const byUsername = (await t.call(t.admin, 'GET', `/api/users/?search=${encodeURIComponent(a.username)}`)).json();
    expect(byUsername.results.map((u: { id: number }) => u.id)).toEqual([a.id]);
    const byFullName = (await t.call(t.admin, 'GET', '/api/users/?search=zacar%C3%ADas%20uribe')).json();
    expect(byFullName.count).toBe(1);

    const first = (await t.call(t.admin, 'GET', '/api/users/?search=zacar&limit=1')).json();
    expect(first.results).toHaveLength(1);
    expect(first.next).toBe('/api/users/?search=zacar&limit=1&offset=1');
    expect(first.previous).toBeNull();
    const second = (await t.call(t.admin, 'GET', first.next)).json();
    expect(second.results[0].last_name).toBe('Uribe');
    expect(second.next).toBeNull();
  });

  it('treats % and _ in the search as plain text', async () => {
    const res = await t.call(t.admin, 'GET', '/api/users/?search=%25');
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(0);
  });

  it('answers 400 on a bad page size', async () => {
    const res = await t.call(t.admin, 'GET', '/api/users/?limit=abc');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['limit']);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call(null, 'GET', '/api/users/')).statusCode).toBe(401);
  });

  it.each(['Operador', 'Agente', null] as const)('refuses %s with 403', async (role) => {
    const user = await t.userWithRole(role);
    const res = await t.call(user.token, 'GET', '/api/users/');
    expect(res.statusCode).toBe(403);
    // An account without a role is told why: it waits for approval.
    expect(res.json()).toEqual({ detail: role === null ? MSG.pendingApproval : MSG.forbidden });
  });

  it.each(['Administrador', 'Supervisor'] as const)('lets %s list', async (role) => {
    const user = await t.userWithRole(role);
    expect((await t.call(user.token, 'GET', '/api/users/')).statusCode).toBe(200);
  });

  it('answers 403 while the User module is off, even to a SuperAdmin', async () => {
    await t.withModuleOff('User', async () => {
      expectModuleDisabled(await t.call(t.admin, 'GET', '/api/users/'));
      expect((await t.call(t.admin, 'POST', '/api/users/', newUserBody())).statusCode).toBe(403);
      const other = await t.userWithRole('Agente');
      expect((await t.call(t.admin, 'GET', `/api/users/${other.id}/`)).statusCode).toBe(403);
      expect((await t.call(other.token, 'GET', `/api/users/${other.id}/`)).statusCode).toBe(200);
    });
    expect((await t.call(t.admin, 'GET', '/api/users/')).statusCode).toBe(200);
  });
});

describe('GET /users/FullList', () => {
  it('lists all users to any signed-in user', async () => {
    const agent = await t.userWithRole('Agente');
    const res = await t.call(agent.token, 'GET', '/api/users/FullList');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list[0]).toEqual({ id: 1, username: ADMIN.username, get_full_name: 'Super Administrador', status: 'CONECTADO' });
    expect(list.map((u: { id: number }) => u.id)).toContain(agent.id);
    expect(res.body).not.toMatch(/password/i);
  });

  it('does not offer accounts waiting for approval (no role yet) to the pickers', async () => {
    const pending = await t.userWithRole(null);
    const list = (await t.call(t.admin, 'GET', '/api/users/FullList')).json() as { id: number }[];
    expect(list.map((u) => u.id)).not.toContain(pending.id);
    const approved = await t.call(t.admin, 'PATCH', `/api/users/${pending.id}/`, { roles: [await t.roleId('Agente')] });
    expect(approved.statusCode).toBe(200);
    const after = (await t.call(t.admin, 'GET', '/api/users/FullList')).json() as { id: number }[];
    expect(after.map((u) => u.id)).toContain(pending.id);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call(null, 'GET', '/api/users/FullList')).statusCode).toBe(401);
  });
});

describe('GET /users/{id}/', () => {
  it('reads any user for whoever may view users', async () => {
    const agent = await t.userWithRole('Agente');
    const supervisor = await t.userWithRole('Supervisor');
    const res = await t.call(supervisor.token, 'GET', `/api/users/${agent.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: agent.id, username: agent.username, rol: 'Agente', groups: ['Agente'] });
  });

  it('lets a user read themself and nobody else', async () => {
    const agent = await t.userWithRole('Agente');
    expect((await t.call(agent.token, 'GET', `/api/users/${agent.id}`)).statusCode).toBe(200);
    const res = await t.call(agent.token, 'GET', '/api/users/1/');
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect((await t.call(t.admin, 'GET', '/api/users/999999/')).statusCode).toBe(404);
    const res = await t.call(t.admin, 'GET', '/api/users/abc/');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['id']);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call(null, 'GET', '/api/users/1/')).statusCode).toBe(401);
  });
});

describe('POST /users/', () => {
  it('creates a user with roles, answers 201 with the message and writes one audit entry', async () => {
    const body = newUserBody({ username: 'Maria.Lopez@Atiende.co', roles: [await t.roleId('Agente')] });
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'POST', '/api/users/', body);
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      username: 'maria.lopez@atiende.co', email: 'maria.lopez@atiende.co', first_name: 'Ana', last_name: 'Gómez',
      get_full_name: 'Ana Gómez', rol: 'Agente', documentType: 'CEDULA', documentNumber: '1012345678',
      status: 'DESCONECTADO', self_registered: false, message: USER_MSG.created,
    });
    expect(res.body).not.toMatch(/password/i);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      contentType: 'Usuario', tipoGestion: 'Creación', objectId: created.id, userId: 1,
      descripcion: 'Se creó el usuario maria.lopez@atiende.co',
    });
    expect(await t.login('maria.lopez@atiende.co')).toEqual(expect.any(String));
  });

  it('reports every missing field under its name', async () => {
    const res = await t.call(t.admin, 'POST', '/api/users/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: [MSG.required], password: [MSG.required], confirm_password: [MSG.required], first_name: [MSG.required],
      last_name: [MSG.required], documentType: [MSG.required], documentNumber: [MSG.required],
    });
  });

  it('reports wrong values under each field at once', async () => {
    const res = await t.call(t.admin, 'POST', '/api/users/', newUserBody({
      username: 'no-es-correo', password: 'corta', confirm_password: 'otra', documentType: 'DNI', documentNumber: '12a',
    }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: [MSG.invalidEmail], password: [MSG.passwordTooShort], confirm_password: [MSG.passwordsDiffer],
      documentType: [USER_MSG.invalidDocumentType], documentNumber: [MSG.numericOnly],
    });
  });

  it('refuses different passwords on confirm_password', async () => {
    const res = await t.call(t.admin, 'POST', '/api/users/', newUserBody({ confirm_password: 'Distinta123*' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ confirm_password: [MSG.passwordsDiffer] });
  });

  it('refuses a username taken by another user, in any case', async () => {
    const res = await t.call(t.admin, 'POST', '/api/users/', newUserBody({ username: ADMIN.username.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: [MSG.usernameTaken] });
  });

  it('refuses an unknown role id', async () => {
    const res = await t.call(t.admin, 'POST', '/api/users/', newUserBody({ roles: [987654] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ roles: ['El rol 987654 no existe.'] });
  });

  it('refuses wrong types, malformed JSON and a 12 MB body without a 500', async () => {
    const types = await t.call(t.admin, 'POST', '/api/users/', newUserBody({ roles: 'Agente', first_name: 5 }));
    expect(types.statusCode).toBe(400);
    expect(Object.keys(types.json()).sort()).toEqual(['first_name', 'roles']);
    const malformed = await t.callWithJsonText(t.admin, 'POST', '/api/users/', '{"username": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: MSG.malformedJson });
    const huge = await t.callWithJsonText(t.admin, 'POST', '/api/users/', JSON.stringify(newUserBody({ first_name: 'x'.repeat(12 * 1024 * 1024) })));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: MSG.bodyTooLarge });
  });

  it('lets an Administrador create users but not SuperAdmins', async () => {
    const administrador = await t.userWithRole('Administrador');
    expect((await t.call(administrador.token, 'POST', '/api/users/', newUserBody({ roles: [await t.roleId('Agente')] }))).statusCode).toBe(201);
    const res = await t.call(administrador.token, 'POST', '/api/users/', newUserBody({ roles: [await t.roleId('SuperAdmin')] }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: USER_MSG.superAdminOnly });
  });

  it('refuses an Administrador creating a user with a role that carries permissions the Administrador lacks', async () => {
    const administrador = await t.userWithRole('Administrador');
    const body = newUserBody({ roles: [await t.roleId('Supervisor')] });
    const res = await t.call(administrador.token, 'POST', '/api/users/', body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: USER_MSG.cannotGrantUnheld });
    const [created] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, body.username));
    expect(created).toBeUndefined();
    expect((await t.call(t.admin, 'POST', '/api/users/', newUserBody({ roles: [await t.roleId('Supervisor')] }))).statusCode).toBe(201);
  });

  it.each(['Supervisor', 'Operador', 'Agente'] as const)('refuses %s with 403', async (role) => {
    const user = await t.userWithRole(role);
    expect((await t.call(user.token, 'POST', '/api/users/', newUserBody())).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call(null, 'POST', '/api/users/', newUserBody())).statusCode).toBe(401);
  });
});

describe('PATCH /users/{id}/', () => {
  it('updates another user for an administrator and writes one audit entry', async () => {
    const agent = await t.userWithRole('Agente');
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'PATCH', `/api/users/${agent.id}/`, { username: 'Cambiado@Atiende.co', first_name: 'Pedro', last_name: 'Ruiz' });
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'cambiado@atiende.co', get_full_name: 'Pedro Ruiz', rol: 'Agente' });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Usuario', tipoGestion: 'Actualización', objectId: agent.id, descripcion: 'Se actualizó el usuario cambiado@atiende.co' });
  });

  it('replaces the roles of a user', async () => {
    const user = await t.userWithRole('Agente');
    const res = await t.call(t.admin, 'PATCH', `/api/users/${user.id}/`, { roles: [await t.roleId('Supervisor')] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rol: 'Supervisor', groups: ['Supervisor'] });
    expect((await t.call(user.token, 'GET', '/api/users/')).statusCode).toBe(200);
    const single = await t.call(t.admin, 'PATCH', `/api/users/${user.id}/`, { roles: await t.roleId('Operador') });
    expect(single.json().groups).toEqual(['Operador']);
  });

  it('lets a user edit their own profile without any permission', async () => {
    const agent = await t.userWithRole('Agente');
    const res = await t.call(agent.token, 'PATCH', `/api/users/${agent.id}/`, {
      first_name: 'Carla', last_name: 'Mejía', contactType: 'PERSONA NATURAL', documentType: 'CEDULA_EXTRANJERIA',
      documentNumber: '445566', gender: 'FEMENINO', birth_date: '1990-05-17', city: 'Medellín', email: 'carla@correo.co',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      get_full_name: 'Carla Mejía', contactType: 'PERSONA NATURAL', documentType: 'CEDULA_EXTRANJERIA', documentNumber: '445566',
      gender: 'FEMENINO', birth_date: '1990-05-17', city: 'Medellín', email: 'carla@correo.co', rol: 'Agente',
    });
    const cleared = await t.call(agent.token, 'PATCH', `/api/users/${agent.id}/`, { city: '', birth_date: '' });
    expect(cleared.json()).toMatchObject({ city: null, birth_date: null });
  });

  it('refuses a user changing their own roles or another user without permission', async () => {
    const agent = await t.userWithRole('Agente');
    const ownRoles = await t.call(agent.token, 'PATCH', `/api/users/${agent.id}/`, { roles: [await t.roleId('SuperAdmin')] });
    expect(ownRoles.statusCode).toBe(403);
    expect((await t.call(agent.token, 'PATCH', '/api/users/1/', { first_name: 'X' })).statusCode).toBe(403);
  });

  it.each(['Supervisor', 'Operador', 'Agente'] as const)('refuses %s editing another user with 403', async (role) => {
    const user = await t.userWithRole(role);
    const other = await t.userWithRole('Agente');
    expect((await t.call(user.token, 'PATCH', `/api/users/${other.id}/`, { first_name: 'X' })).statusCode).toBe(403);
  });

  it('keeps SuperAdmin in the hands of SuperAdmins', async () => {
    const administrador = await t.userWithRole('Administrador');
    const promote = await t.call(administrador.token, 'PATCH', `/api/users/${administrador.id}/`, { roles: [await t.roleId('SuperAdmin')] });
    expect(promote.statusCode).toBe(403);
    expect(promote.json()).toEqual({ detail: USER_MSG.superAdminOnly });
    const editSuper = await t.call(administrador.token, 'PATCH', '/api/users/1/', { first_name: 'X' });
    expect(editSuper.statusCode).toBe(403);
  });

  it('refuses to take the SuperAdmin role from the last SuperAdmin', async () => {
    const res = await t.call(t.admin, 'PATCH', '/api/users/1/', { roles: [await t.roleId('Administrador')] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: USER_MSG.lastSuperAdmin });
  });

  it('reports field errors, duplicates and unknown users', async () => {
    const agent = await t.userWithRole('Agente');
    const bad = await t.call(t.admin, 'PATCH', `/api/users/${agent.id}/`, {
      birth_date: '2020-02-30', documentType: 'DNI', contactType: 'EMPRESA', documentNumber: 'abc', first_name: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      birth_date: [USER_MSG.invalidDate], documentType: [USER_MSG.invalidDocumentType], contactType: [USER_MSG.invalidContactType],
      documentNumber: [MSG.numericOnly], first_name: [MSG.required],
    });
    const duplicate = await t.call(t.admin, 'PATCH', `/api/users/${agent.id}/`, { username: ADMIN.username });
    expect(duplicate.json()).toEqual({ username: [MSG.usernameTaken] });
    expect((await t.call(t.admin, 'PATCH', `/api/users/${agent.id}/`, { roles: [987654] })).json()).toEqual({ roles: ['El rol 987654 no existe.'] });
    expect((await t.call(t.admin, 'PATCH', '/api/users/999999/', { first_name: 'X' })).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call(null, 'PATCH', '/api/users/1/', { first_name: 'X' })).statusCode).toBe(401);
  });
});

/** A deleted user keeps its row, marked deleted, and no read, list or picker shows it. */
async function expectUserGone(user: { id: number; username: string }): Promise<void> {
  const [row] = await t.database.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, user.id));
  expect(row!.deletedAt).toBeInstanceOf(Date);
  expect((await t.call(t.admin, 'GET', `/api/users/${user.id}/`)).statusCode).toBe(404);
  const listed = (await t.call(t.admin, 'GET', `/api/users/?search=${encodeURIComponent(user.username)}`)).json();
  expect(listed.results.map((u: { id: number }) => u.id)).not.toContain(user.id);
  const picker = (await t.call(t.admin, 'GET', '/api/users/FullList')).json();
  expect(picker.map((u: { id: number }) => u.id)).not.toContain(user.id);
}

describe('DELETE /users/{id}/', () => {
  it('soft-deletes a user, ends their sessions at once and writes one audit entry', async () => {
    const agent = await t.userWithRole('Agente');
    expect((await t.call(agent.token, 'GET', '/api/me/')).statusCode).toBe(200);
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'DELETE', `/api/users/${agent.id}/`);
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Usuario', tipoGestion: 'Eliminación', objectId: agent.id, descripcion: `Se eliminó el usuario ${agent.username}` });

    expect((await t.call(agent.token, 'GET', '/api/me/')).statusCode).toBe(401);
    const openSessions = await t.database.db.select().from(sessionHistory)
      .where(and(eq(sessionHistory.userId, agent.id), isNull(sessionHistory.logoutTime)));
    expect(openSessions).toEqual([]);
    const [row] = await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, agent.id));
    expect(row!.status).toBe('DESCONECTADO');
    await expectUserGone(agent);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: agent.username, password: PASSWORD } });
    expect(login.statusCode).toBe(401);
    expect((await t.call(t.admin, 'POST', '/api/users/', newUserBody({ username: agent.username }))).statusCode).toBe(201);
  });

  it('refuses deleting yourself', async () => {
    const res = await t.call(t.admin, 'DELETE', '/api/users/1/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: USER_MSG.cannotDeleteSelf });
  });

  it('lets an Administrador delete an agent but not a SuperAdmin', async () => {
    const administrador = await t.userWithRole('Administrador');
    const agent = await t.userWithRole('Agente');
    expect((await t.call(administrador.token, 'DELETE', `/api/users/${agent.id}/`)).statusCode).toBe(204);
    await expectUserGone(agent);
    const res = await t.call(administrador.token, 'DELETE', '/api/users/1/');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: USER_MSG.superAdminOnly });
  });

  it('lets a SuperAdmin delete another SuperAdmin', async () => {
    const other = await t.userWithRole('SuperAdmin');
    expect((await t.call(t.admin, 'DELETE', `/api/users/${other.id}/`)).statusCode).toBe(204);
    await expectUserGone(other);
  });

  it.each(['Supervisor', 'Operador', 'Agente'] as const)('refuses %s with 403', async (role) => {
    const user = await t.userWithRole(role);
    const victim = await t.userWithRole('Agente');
    expect((await t.call(user.token, 'DELETE', `/api/users/${victim.id}/`)).statusCode).toBe(403);
    expect((await t.call(victim.token, 'GET', '/api/me/')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 401 without a token', async () => {
    expect((await t.call(t.admin, 'DELETE', '/api/users/999999/')).statusCode).toBe(404);
    expect((await t.call(null, 'DELETE', '/api/users/2/')).statusCode).toBe(401);
  });
});

describe('PUT /users/{id}/update_password/', () => {
  it('changes one\'s own password, ends the other sessions and writes one audit entry', async () => {
    const agent = await t.userWithRole('Agente');
    const otherSession = await t.login(agent.username);
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(agent.token, 'PUT', `/api/users/${agent.id}/update_password/`, {
        current_password: PASSWORD, password: 'NuevaClave99*', confirm_password: 'NuevaClave99*',
      });
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Se ha cambiado la contraseña con éxito' });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Usuario', tipoGestion: 'Actualización', descripcion: `Se cambió la contraseña del usuario ${agent.username}` });
    expect((await t.call(agent.token, 'GET', '/api/me/')).statusCode).toBe(200);
    expect((await t.call(otherSession, 'GET', '/api/me/')).statusCode).toBe(401);
    expect(await t.login(agent.username, 'NuevaClave99*')).toEqual(expect.any(String));
    const old = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: agent.username, password: PASSWORD } });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a wrong current password and a wrong confirmation under their fields', async () => {
    const agent = await t.userWithRole('Agente');
    const url = `/api/users/${agent.id}/update_password/`;
    const wrong = await t.call(agent.token, 'PUT', url, { current_password: 'mala', password: 'NuevaClave99*', confirm_password: 'NuevaClave99*' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: [MSG.wrongCurrentPassword] });
    const mismatch = await t.call(agent.token, 'PUT', url, { current_password: PASSWORD, password: 'NuevaClave99*', confirm_password: 'OtraClave99*' });
    expect(mismatch.json()).toEqual({ confirm_password: [MSG.passwordsDiffer] });
    const short = await t.call(agent.token, 'PUT', url, { current_password: PASSWORD, password: 'corta', confirm_password: 'corta' });
    expect(short.json()).toEqual({ password: [MSG.passwordTooShort] });
    const missing = await t.call(agent.token, 'PUT', url, {});
    expect(missing.json()).toEqual({ current_password: [MSG.required], password: [MSG.required], confirm_password: [MSG.required] });
  });

  it('refuses changing the password of someone else, even for a SuperAdmin', async () => {
    const agent = await t.userWithRole('Agente');
    const body = { current_password: PASSWORD, password: 'NuevaClave99*', confirm_password: 'NuevaClave99*' };
    const res = await t.call(t.admin, 'PUT', `/api/users/${agent.id}/update_password/`, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: USER_MSG.onlyOwnPassword });
    expect((await t.call(null, 'PUT', `/api/users/${agent.id}/update_password/`, body)).statusCode).toBe(401);
  });
});

describe('POST /users/register/ and pending users', () => {
  it('registers publicly a user without role, listed as pending until given a role', async () => {
    const body = registerBody();
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(null, 'POST', '/api/users/register/', body);
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: 'Se ha creado el usuario exitosamente' });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Usuario', tipoGestion: 'Creación', descripcion: `Se registró el usuario ${body.username}` });

    const pending = (await t.call(t.admin, 'GET', '/api/users/user_por_vincular/')).json();
    const entry = pending.find((u: { username: string }) => u.username === body.username);
    expect(entry).toEqual({ id: expect.any(Number), username: body.username, get_full_name: 'Luis Pardo', created_at: expect.any(String) });
    const user = (await t.call(t.admin, 'GET', `/api/users/${entry.id}/`)).json();
    expect(user).toMatchObject({ rol: '', roles: [], self_registered: true, contactType: 'PERSONA NATURAL', documentType: 'PASAPORTE' });

    const token = await t.login(body.username);
    expect((await t.call(token, 'GET', '/api/users/')).statusCode).toBe(403);

    await t.call(t.admin, 'PATCH', `/api/users/${entry.id}/`, { roles: [await t.roleId('Agente')] });
    const after = (await t.call(t.admin, 'GET', '/api/users/user_por_vincular/')).json();
    expect(after.map((u: { id: number }) => u.id)).not.toContain(entry.id);
  });

  it('reports every field error under its field', async () => {
    const empty = await t.call(null, 'POST', '/api/users/register/', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json()).sort()).toEqual(
      ['confirm_password', 'documentNumber', 'documentType', 'first_name', 'last_name', 'password', 'username'],
    );
    const wrong = await t.call(null, 'POST', '/api/users/register/', registerBody({
      username: 'x', password: '123', confirm_password: '456', documentNumber: 'uno', contactType: 'PERSONA JURIDICA',
    }));
    expect(wrong.json()).toEqual({
      username: [MSG.invalidEmail], password: [MSG.passwordTooShort], confirm_password: [MSG.passwordsDiffer],
      documentNumber: [MSG.numericOnly], contactType: [USER_MSG.invalidContactType],
    });
  });

  it('refuses a taken username', async () => {
    const res = await t.call(null, 'POST', '/api/users/register/', registerBody({ username: ADMIN.username }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: [MSG.usernameTaken] });
  });

  it.each(['Administrador', 'Supervisor'] as const)('shows pending users to %s', async (role) => {
    const user = await t.userWithRole(role);
    expect((await t.call(user.token, 'GET', '/api/users/user_por_vincular/')).statusCode).toBe(200);
  });

  it.each(['Operador', 'Agente', null] as const)('refuses pending users to %s with 403', async (role) => {
    const user = await t.userWithRole(role);
    expect((await t.call(user.token, 'GET', '/api/users/user_por_vincular/')).statusCode).toBe(403);
  });

  it('answers 401 for pending users without a token', async () => {
    expect((await t.call(null, 'GET', '/api/users/user_por_vincular/')).statusCode).toBe(401);
  });
});

describe('permissions', () => {
  it('lists the visible permissions to who may assign them', async () => {
    const supervisor = await t.userWithRole('Supervisor');
    const res = await t.call(supervisor.token, 'GET', '/api/users/permissions_visible/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ id: await permissionId(PERMISSIONS.usersView), name: PERMISSIONS.usersView });
  });

  it.each(['Operador', 'Agente'] as const)('refuses %s every permission endpoint with 403', async (role) => {
    const user = await t.userWithRole(role);
    const target = await t.userWithRole('Agente');
    expect((await t.call(user.token, 'GET', '/api/users/permissions_visible/')).statusCode).toBe(403);
    expect((await t.call(user.token, 'PATCH', `/api/users/${target.id}/add_permissions_to_user/`, { user_permission: [] })).statusCode).toBe(403);
    expect((await t.call(user.token, 'POST', '/api/users/add_permissions_to_user/', { user: target.id, user_permission: [] })).statusCode).toBe(403);
    expect((await t.call(user.token, 'POST', '/api/users/add_permissions_to_group/', { roles: await t.roleId('Agente'), permission: [] })).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call(null, 'GET', '/api/users/permissions_visible/')).statusCode).toBe(401);
    expect((await t.call(null, 'POST', '/api/users/add_permissions_to_group/', { roles: 1, permission: [] })).statusCode).toBe(401);
  });

  it('a permission given directly opens an endpoint, and taking it away closes it', async () => {
    const agent = await t.userWithRole('Agente');
    const viewUsers = await permissionId(PERMISSIONS.usersView);
    expect((await t.call(agent.token, 'GET', '/api/users/')).statusCode).toBe(403);

    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'PATCH', `/api/users/${agent.id}/add_permissions_to_user/`, { user_permission: [viewUsers] });
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: USER_MSG.permissionsAssigned, user_permission: [[PERMISSIONS.usersView, viewUsers]] });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Permisos', tipoGestion: 'Actualización', objectId: agent.id, descripcion: `Se asignaron los permisos del usuario ${agent.username}: Ver Usuarios` });
    expect((await t.call(agent.token, 'GET', '/api/users/')).statusCode).toBe(200);
    expect((await t.call(t.admin, 'GET', `/api/users/${agent.id}/`)).json().user_permission).toEqual([[PERMISSIONS.usersView, viewUsers]]);

    const removed = await t.call(t.admin, 'POST', '/api/users/add_permissions_to_user/', { user: agent.id, user_permission: [] });
    expect(removed.statusCode).toBe(201);
    expect(removed.json().user_permission).toEqual([]);
    expect((await t.call(agent.token, 'GET', '/api/users/')).statusCode).toBe(403);
  });

  it('permissions given to a role open endpoints to its users', async () => {
    const created = await t.call(t.admin, 'POST', '/api/roles/', { nombre: 'Auditores' });
    const role = created.json();
    const user = await t.userWithRole(null);
    await t.call(t.admin, 'PATCH', `/api/users/${user.id}/`, { roles: [role.id] });
    expect((await t.call(user.token, 'GET', '/api/users/')).statusCode).toBe(403);

    const viewUsers = await permissionId(PERMISSIONS.usersView);
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'POST', '/api/users/add_permissions_to_group/', { roles: role.id, permission: [viewUsers] });
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: USER_MSG.permissionsAssigned, permissions: [{ id: viewUsers, name: PERMISSIONS.usersView }] });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Permisos', objectId: role.id, descripcion: 'Se asignaron los permisos del rol Auditores: Ver Usuarios' });
    expect((await t.call(user.token, 'GET', '/api/users/')).statusCode).toBe(200);
    expect((await t.call(t.admin, 'GET', `/api/roles/${role.id}/`)).json().permissions).toEqual([{ id: viewUsers, name: PERMISSIONS.usersView }]);
  });

  it('refuses unknown users, roles and permissions', async () => {
    const agent = await t.userWithRole('Agente');
    const unknownPermission = await t.call(t.admin, 'PATCH', `/api/users/${agent.id}/add_permissions_to_user/`, { user_permission: [987654] });
    expect(unknownPermission.statusCode).toBe(400);
    expect(unknownPermission.json()).toEqual({ user_permission: [USER_MSG.unknownPermission(987654)] });
    expect((await t.call(t.admin, 'PATCH', '/api/users/999999/add_permissions_to_user/', { user_permission: [] })).statusCode).toBe(404);
    const unknownRole = await t.call(t.admin, 'POST', '/api/users/add_permissions_to_group/', { roles: 987654, permission: [] });
    expect(unknownRole.json()).toEqual({ roles: ['El rol 987654 no existe.'] });
    const badGroup = await t.call(t.admin, 'POST', '/api/users/add_permissions_to_group/', { roles: await t.roleId('Agente'), permission: [987654] });
    expect(badGroup.json()).toEqual({ permission: [USER_MSG.unknownPermission(987654)] });
    const wrongTypes = await t.call(t.admin, 'POST', '/api/users/add_permissions_to_user/', { user: 'uno', user_permission: 'todos' });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json()).sort()).toEqual(['user', 'user_permission']);
  });

  it('lets a Supervisor grant only permissions the Supervisor holds', async () => {
    const supervisor = await t.userWithRole('Supervisor');
    const agent = await t.userWithRole('Agente');
    const held = await t.call(supervisor.token, 'PATCH', `/api/users/${agent.id}/add_permissions_to_user/`, { user_permission: [await permissionId(PERMISSIONS.usersView)] });
    expect(held.statusCode).toBe(201);
    const notHeld = await t.call(supervisor.token, 'PATCH', `/api/users/${agent.id}/add_permissions_to_user/`, { user_permission: [await permissionId(PERMISSIONS.modulesManage)] });
    expect(notHeld.statusCode).toBe(403);
    expect(notHeld.json()).toEqual({ detail: USER_MSG.cannotGrantUnheld });
    const ownRole = await t.call(supervisor.token, 'POST', '/api/users/add_permissions_to_group/', {
      roles: await t.roleId('Supervisor'), permission: [await permissionId(PERMISSIONS.usersDelete)],
    });
    expect(ownRole.statusCode).toBe(403);
  });
});

describe('campaigns of a user (/users/add_user and edit)', () => {
  const staff = useStaff(t);
  const campaign = async (name: string) => {
    const res = await t.call(t.admin, 'POST', '/api/campaign/campaign/', { name: `${name} ${Date.now()}`, description: 'Campaña de la prueba', encargado: [1] });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; name: string };
  };

  it('joins the new user to the chosen campaigns, reads them back and lists the user among the campaign\'s users', async () => {
    const [soat, cartera] = [await campaign('Renovación SOAT'), await campaign('Cartera')];
    const res = await t.call(t.admin, 'POST', '/api/users/', newUserBody({ roles: [await t.roleId('Agente')], campaign: [cartera.id, soat.id] }));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.campaign).toEqual([soat.id, cartera.id].sort((a, b) => a - b));
    expect((await t.call(t.admin, 'GET', `/api/users/${created.id}/`)).json().campaign).toEqual(created.campaign);
    const members = (await t.call(t.admin, 'GET', `/api/campaign/campaign/${soat.id}/`)).json() as { users: { id: number }[] };
    expect(members.users.map((u) => u.id)).toContain(created.id);
  });

  it('replaces them on edit, and writes the change in the audit', async () => {
    const [a, b] = [await campaign('Bienvenida'), await campaign('Encuesta')];
    const created = (await t.call(t.admin, 'POST', '/api/users/', newUserBody({ campaign: [a.id] }))).json();
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'PATCH', `/api/users/${created.id}/`, { campaign: [b.id] });
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().campaign).toEqual([b.id]);
    expect(written[0]!.descripcion).toContain(`campañas: ${b.name}`);
    expect((await t.call(t.admin, 'PATCH', `/api/users/${created.id}/`, { campaign: [] })).json().campaign).toEqual([]);
  });

  it('refuses an unknown campaign under its field, and a user who may not manage campaigns', async () => {
    const unknown = await t.call(t.admin, 'POST', '/api/users/', newUserBody({ campaign: [999999] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ campaign: [USER_MSG.unknownCampaign(999999)] });
    const own = await t.call(staff.agente.token, 'PATCH', `/api/users/${staff.agente.id}/`, { campaign: [(await campaign('Propia')).id] });
    expect(own.statusCode).toBe(403);
  });
});
