import { describe, expect, it } from 'vitest';
import { MODULES, MSG } from '@atiende/shared';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

interface Modulo {
  id: number;
  name: string;
  active: boolean;
  submodulos: { id: number; name: string; active: boolean }[];
}

async function modulo(name: string): Promise<Modulo> {
  const list = (await t.call(t.admin, 'GET', '/api/modulo')).json().results as Modulo[];
  return list.find((m) => m.name === name)!;
}

describe('GET /modulo', () => {
  it('lists every module in menu order with its submodules, to any signed-in user', async () => {
    const agent = await t.userWithRole('Agente');
    const res = await t.call(agent.token, 'GET', '/api/modulo');
    expect(res.statusCode).toBe(200);
    const results = res.json().results as Modulo[];
    expect(results.map((m) => m.name)).toEqual(MODULES.map((m) => m.name));
    expect(results[0]).toMatchObject({ name: 'User', active: true });
    expect(results[0]!.submodulos.map((s) => s.name)).toEqual(['Usuarios', 'Módulos', 'Roles']);
    expect((await t.call(agent.token, 'GET', '/api/modulo/')).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call(null, 'GET', '/api/modulo')).statusCode).toBe(401);
  });
});

describe('PATCH /modulo/{id}', () => {
  it('switches a module off and on, closing its endpoints meanwhile, with one audit entry each', async () => {
    const user = await modulo('User');
    let res!: Awaited<ReturnType<typeof t.call>>;
    const off = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'PATCH', `/api/modulo/${user.id}`, { active: false });
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, name: 'User', active: false });
    expect(res.json().submodulos).toHaveLength(3);
    expect(off).toHaveLength(1);
    expect(off[0]).toMatchObject({ contentType: 'Módulo', tipoGestion: 'Actualización', objectId: user.id, descripcion: 'Se desactivó el módulo User' });

    const closed = await t.call(t.admin, 'GET', '/api/users/');
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ detail: MSG.moduleDisabled });
    expect((await t.call(t.admin, 'GET', '/api/roles/')).statusCode).toBe(403);
    const me = (await t.call(t.admin, 'GET', '/api/me/')).json();
    expect(me.modules.map((m: { name: string }) => m.name)).not.toContain('User');
    expect((await t.call(t.admin, 'GET', '/api/modulo')).statusCode).toBe(200);

    const on = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'PATCH', `/api/modulo/${user.id}/`, { active: true });
    });
    expect(res.json().active).toBe(true);
    expect(on).toHaveLength(1);
    expect(on[0]!.descripcion).toBe('Se activó el módulo User');
    expect((await t.call(t.admin, 'GET', '/api/users/')).statusCode).toBe(200);
  });

  it('refuses a missing or non-boolean value, malformed JSON and unknown modules', async () => {
    const user = await modulo('User');
    const missing = await t.call(t.admin, 'PATCH', `/api/modulo/${user.id}`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ active: [MSG.required] });
    const text = await t.call(t.admin, 'PATCH', `/api/modulo/${user.id}`, { active: 'no' });
    expect(text.statusCode).toBe(400);
    expect(Object.keys(text.json())).toEqual(['active']);
    const malformed = await t.callWithJsonText(t.admin, 'PATCH', `/api/modulo/${user.id}`, '{"active":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: MSG.malformedJson });
    expect((await t.call(t.admin, 'PATCH', '/api/modulo/999999', { active: false })).statusCode).toBe(404);
    expect((await modulo('User')).active).toBe(true);
  });

  it.each(['Administrador', 'Supervisor', 'Operador', 'Agente'] as const)('refuses %s with 403', async (role) => {
    const user = await t.userWithRole(role);
    const leads = await modulo('Leads');
    expect((await t.call(user.token, 'PATCH', `/api/modulo/${leads.id}`, { active: false })).statusCode).toBe(403);
    expect((await t.call(user.token, 'PATCH', `/api/submodulo/${leads.submodulos[0]!.id}`, { active: false })).statusCode).toBe(403);
    expect((await modulo('Leads')).active).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call(null, 'PATCH', '/api/modulo/1', { active: false })).statusCode).toBe(401);
    expect((await t.call(null, 'PATCH', '/api/submodulo/1', { active: false })).statusCode).toBe(401);
  });
});

describe('PATCH /submodulo/{id}', () => {
  it('switches a submodule and writes one audit entry', async () => {
    const reportes = await modulo('Reportes');
    const sub = reportes.submodulos.find((s) => s.name === 'Lista de Gestiones')!;
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'PATCH', `/api/submodulo/${sub.id}`, { active: false });
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: sub.id, name: 'Lista de Gestiones', active: false });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      contentType: 'Submódulo', tipoGestion: 'Actualización', objectId: sub.id, descripcion: 'Se desactivó el submódulo Lista de Gestiones del módulo Reportes',
    });
    const after = await modulo('Reportes');
    expect(after.submodulos.find((s) => s.id === sub.id)!.active).toBe(false);
    const me = (await t.call(t.admin, 'GET', '/api/me/')).json();
    const meReportes = me.modules.find((m: { name: string }) => m.name === 'Reportes');
    expect(meReportes.submodulos.map((s: { name: string }) => s.name)).not.toContain('Lista de Gestiones');
  });

  it('refuses bad input and unknown submodules', async () => {
    expect((await t.call(t.admin, 'PATCH', '/api/submodulo/1', { active: 1 })).statusCode).toBe(400);
    expect((await t.call(t.admin, 'PATCH', '/api/submodulo/999999', { active: true })).statusCode).toBe(404);
    expect((await t.call(t.admin, 'PATCH', '/api/submodulo/abc', { active: true })).statusCode).toBe(400);
  });
});
