import { crc32, deflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { caseHistory, cases } from './cases.tables.js';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real RGBA PNG of the given size: a dark diagonal stroke on a transparent ground, as a drawn signature.
 * `padding` adds an ancillary text chunk of that many bytes, to make a valid PNG as large as wanted.
 */
export function signaturePng(width = 120, height = 40, padding = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const x = Math.floor((y / height) * width);
    const at = y * (width * 4 + 1) + 1 + x * 4;
    raw[at] = 20; raw[at + 1] = 20; raw[at + 2] = 80; raw[at + 3] = 255;
  }
  const chunks = [chunk('IHDR', header), chunk('IDAT', deflateSync(raw))];
  if (padding > 0) chunks.push(chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding, 0x61)])));
  chunks.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

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
