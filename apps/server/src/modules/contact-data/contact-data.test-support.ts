import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/harness.js';
import { contacts } from '../contacts/contacts.tables.js';

let counter = 0;

/** A contact row with no contact data, as an import of bare contacts could leave it. */
export async function insertContact(t: TestApp, overrides: Partial<typeof contacts.$inferInsert> = {}): Promise<number> {
  counter += 1;
  const [row] = await t.database.db
    .insert(contacts)
    .values({ firstName: 'Marta', lastName: `Prueba ${counter}`, documentNumber: `900${counter}`, ...overrides })
    .returning({ id: contacts.id });
  return row!.id;
}

export async function softDeleteContact(t: TestApp, id: number): Promise<void> {
  await t.database.db.update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.id, id));
}

export async function contactRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, id));
  return row!;
}

export interface FilePart {
  name: string;
  bytes: Buffer;
  field?: string;
}

/** A multipart/form-data body, encoded as a browser's FormData would be. */
export async function multipart(fields: Record<string, string | number>, file?: FilePart) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** Small files whose first bytes are those of each accepted type. */
export const SAMPLE = {
  pdf: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR datos de imagen')]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF datos de imagen')]),
  docx: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml....')]),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.from('WordDocument', 'utf16le')]),
  xls: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.from('Workbook', 'utf16le')]),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00]), Buffer.from('This program cannot be run in DOS mode')]),
};
