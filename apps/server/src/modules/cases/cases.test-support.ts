import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { drawnSignaturePng } from '../../demo/demo-signature.js';
import { caseHistory, cases } from './cases.tables.js';

/** A real RGBA PNG, as a drawn signature; `padding` makes a valid PNG as large as wanted. */
export const signaturePng = (width = 120, height = 40, padding = 0) => drawnSignaturePng(width, height, padding);

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

let counter = 0;

/** A valid case form; every test changes what it is about. */
export function caseForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    tipo_servicio: 'PRESENCIAL',
    tipo_visita: 'INSTALACION',
    descripcion: `instalación de equipo ${counter}`,
    observaciones: 'llevar escalera',
    fecha_asignacion: '2026-03-10',
    hora_entrada: '08:00',
    hora_salida: '10:30',
    ...overrides,
  };
}

export interface CreatedCase {
  id: number;
  name: string;
  estado: string;
}

export async function newCase(t: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<CreatedCase> {
  const res = await t.call(token, 'POST', '/api/casos/casos/', caseForm(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreatedCase;
}

export function act(t: TestApp, token: string, id: number, accion: string, extra: Record<string, unknown> = {}) {
  return t.call(token, 'POST', `/api/casos/casos/${id}/cambiar_estado/`, { accion, observaciones: '', coordenadas: null, ...extra });
}

/**
 * Moves a case and all its history back by `minutes`, as if that much time had passed since; the next
 * action then happens `minutes` after the last one.
 */
export async function letTimePass(t: TestApp, caseId: number, minutes: number): Promise<void> {
  const shift = sql`make_interval(mins => ${minutes})`;
  await t.database.db.update(caseHistory).set({ createdAt: sql`${caseHistory.createdAt} - ${shift}` }).where(eq(caseHistory.caseId, caseId));
  await t.database.db.update(cases).set({ createdAt: sql`${cases.createdAt} - ${shift}` }).where(eq(cases.id, caseId));
}

/** Puts a case straight into an estado, to test what each estado allows. */
export async function setEstado(t: TestApp, caseId: number, estado: string): Promise<void> {
  await t.database.db.update(cases).set({ estado }).where(eq(cases.id, caseId));
}

export async function historyOf(t: TestApp, caseId: number) {
  return t.database.db.select().from(caseHistory).where(eq(caseHistory.caseId, caseId)).orderBy(caseHistory.createdAt, caseHistory.id);
}

export async function caseRow(t: TestApp, caseId: number) {
  const [row] = await t.database.db.select().from(cases).where(eq(cases.id, caseId));
  return row!;
}
