import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@atiende/shared';
import { expectModuleDisabled, useTestApp } from '../../test/harness.js';
import { audits } from './audits.tables.js';
import { AUDIT_DESCRIPTION_MAX, capDescription } from './audits.record.js';

const t = useTestApp();
let ids: Record<string, number>;
beforeAll(async () => {
  const rows = await t.database.db.insert(audits).values([
    // Bogotá is UTC-5: 2024-05-11T02:00Z is still 10 May there.
    { createdDate: new Date('2024-05-10T15:00:00Z'), contentType: 'Usuario', tipoGestion: 'Creación', estado: 'Exitoso', descripcion: 'Se creó el usuario marta@atiende.co', username: 'supervisora@atiende.co' },
    { createdDate: new Date('2024-05-11T02:00:00Z'), contentType: 'Rol', tipoGestion: 'Actualización', estado: 'Exitoso', descripcion: 'Se renombró el rol Ventas', username: 'jefe@atiende.co' },
    { createdDate: new Date('2024-05-12T14:00:00Z'), contentType: 'Usuario', tipoGestion: 'Eliminación', estado: 'Fallido', descripcion: 'Descuento del 50% rechazado', username: 'jefe@atiende.co' },
  ]).returning({ id: audits.id, tipoGestion: audits.tipoGestion });
  ids = Object.fromEntries(rows.map((r) => [r.tipoGestion, r.id]));
});

const list = (token: string | null, query = '') => t.request(token, { method: 'GET', url: `/api/audits/audits/${query}` });
const idsOf = (res: Awaited<ReturnType<typeof list>>) => res.json().results.map((a: { id: number }) => a.id);

describe('audit log', () => {
  it('lists entries newest first with their fields', async () => {
    const res = await list(t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(3);
    expect(idsOf(res)).toEqual([ids['Eliminación'], ids['Actualización'], ids['Creación']]);
    expect(res.json().results[2]).toEqual({
      id: ids['Creación'],
      created_date: '2024-05-10T15:00:00.000Z',
      content_type: 'Usuario',
      tipo_gestion: 'Creación',
      estado: 'Exitoso',
      descripcion: 'Se creó el usuario marta@atiende.co',
      user: 'supervisora@atiende.co',
    });
  });

  it('searches user, estado, type, action and description, ignoring case', async () => {
    expect(idsOf(await list(t.admin, '?search=JEFE@'))).toEqual([ids['Eliminación'], ids['Actualización']]);
    expect(idsOf(await list(t.admin, '?search=fallido'))).toEqual([ids['Eliminación']]);
    expect(idsOf(await list(t.admin, '?search=rol'))).toEqual([ids['Actualización']]);
    expect(idsOf(await list(t.admin, '?search=creaci'))).toEqual([ids['Creación']]);
    expect(idsOf(await list(t.admin, '?search=marta'))).toEqual([ids['Creación']]);
    expect(idsOf(await list(t.admin, `?search=${encodeURIComponent('50%')}`))).toEqual([ids['Eliminación']]);
    expect(idsOf(await list(t.admin, `?search=${encodeURIComponent('%')}`))).toEqual([ids['Eliminación']]);
    const none = await list(t.admin, '?search=inexistente');
    expect(none.json()).toMatchObject({ count: 0, results: [] });
  });

  it('filters by calendar day in Bogotá and combines with the search', async () => {
    expect(idsOf(await list(t.admin, '?fecha_inicio=2024-05-10&fecha_fin=2024-05-10'))).toEqual([ids['Actualización'], ids['Creación']]);
    expect(idsOf(await list(t.admin, '?fecha_inicio=2024-05-11'))).toEqual([ids['Eliminación']]);
    expect(idsOf(await list(t.admin, '?fecha_fin=2024-05-11&search=jefe'))).toEqual([ids['Actualización']]);
    expect(idsOf(await list(t.admin, '?fecha_inicio=&fecha_fin='))).toHaveLength(3);
  });

  it('pages the list', async () => {
    const res = await list(t.admin, '?limit=2&offset=2');
    expect(res.json()).toMatchObject({ count: 3, next: null, results: [{ id: ids['Creación'] }] });
    expect(res.json().previous).toContain('offset=0');
  });

  it('is open to Administrador and refused to Agente, Operador and Supervisor', async () => {
    const viewer = await t.userWithRole('Administrador');
    expect((await list(viewer.token)).statusCode).toBe(200);
    for (const role of ['Agente', 'Operador', 'Supervisor'] as const) {
      const user = await t.userWithRole(role);
      const res = await list(user.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.forbidden });
    }
    expect((await list(null)).statusCode).toBe(401);
  });

  it("is refused while the module 'Auditoría' is off", async () => {
    await t.withModuleOff('Auditoría', async () => expectModuleDisabled(await list(t.admin)));
    expect((await list(t.admin)).statusCode).toBe(200);
  });

  it('refuses a malformed date with a field error', async () => {
    const res = await list(t.admin, '?fecha_inicio=2024-13-45');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['fecha_inicio']);
  });

  it('stops counting at 1.000 with count_capped, and pages on while there are entries', async () => {
    await t.database.db.execute(sql`insert into audits (created_date, content_type, tipo_gestion, estado, descripcion, username)
      select timestamptz '2023-01-01' + g * interval '1 minute', 'Contacto', 'Creación', 'Exitoso', 'Lote de prueba ' || g, 'lote@atiende.co'
      from generate_series(1, 1010) as g`);
    const first = await list(t.admin, '?search=Lote%20de%20prueba');
    expect(first.json()).toMatchObject({ count: 1000, count_capped: true });
    expect(first.json().next).toContain('offset=30');
    const last = await list(t.admin, '?search=Lote%20de%20prueba&limit=30&offset=990');
    expect(last.json().results).toHaveLength(20);
    expect(last.json().next).toBeNull();
    const few = await list(t.admin, '?search=renombr');
    expect(few.json().count).toBe(1);
    expect(few.json().count_capped).toBeUndefined();
  });

  it('reads deep pages by the after its next link carries, past the capped count, the same rows offset gives', async () => {
    const byOffset = await list(t.admin, '?search=Lote%20de%20prueba&limit=100&offset=900');
    let url: string | null = '/api/audits/audits/?search=Lote%20de%20prueba&limit=100';
    const seen: number[] = [];
    let pages = 0;
    while (url) {
      const page: { next: string | null; results: { id: number }[] } = (await t.request(t.admin, { method: 'GET', url })).json();
      if (pages > 0) expect(page.next === null || page.next.includes('after=')).toBe(true);
      seen.push(...page.results.map((a) => a.id));
      url = page.next;
      pages += 1;
    }
    expect(pages).toBe(11);
    expect(seen).toHaveLength(1010);
    expect(new Set(seen).size).toBe(1010);
    expect(seen.slice(900, 1000)).toEqual(idsOf(byOffset));
  });
});

describe('audit descriptions', () => {
  it('are capped at 500 characters, ending in an ellipsis, however long the change is', async () => {
    const user = await t.userWithRole('Agente');
    const visible = (await t.call(t.admin, 'GET', '/api/users/permissions_visible/')).json() as { id: number; name: string }[];
    const full = `Se asignaron los permisos del usuario ${user.username}: ${visible.map((p) => p.name).join(', ')}`;
    expect(full.length).toBeGreaterThan(AUDIT_DESCRIPTION_MAX);
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'PATCH', `/api/users/${user.id}/add_permissions_to_user/`, { user_permission: visible.map((p) => p.id) });
    });
    expect(res.statusCode, res.body).toBe(201);
    const descripcion = written[0]!.descripcion;
    expect(Array.from(descripcion)).toHaveLength(AUDIT_DESCRIPTION_MAX);
    expect(descripcion.endsWith('…')).toBe(true);
    expect(full.startsWith(descripcion.slice(0, -1))).toBe(true);
    expect(capDescription('corta')).toBe('corta');
  });
});
