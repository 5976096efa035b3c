import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { whatsappTemplates } from './templates.tables.js';

/** A WhatsApp template as stored. */
export type TemplateRow = typeof whatsappTemplates.$inferSelect;

/** The name of each template among `ids`. */
export async function templateNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const found = await db.select({ id: whatsappTemplates.id, name: whatsappTemplates.name }).from(whatsappTemplates)
    .where(inArray(whatsappTemplates.id, wanted));
  return new Map(found.map((template) => [template.id, template.name]));
}

/** Template `id`, or undefined. */
export async function findTemplate(db: Db, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(whatsappTemplates).where(eq(whatsappTemplates.id, id));
  return row;
}
