import { asc, eq } from 'drizzle-orm';
import type { ModuloList, ModuloRead, SubmoduloRead } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { actorOf, recordAudit } from '../audits/audits.record.js';
import type { AuthUser } from '../auth/auth.current-user.js';
import { modulos, submodulos } from './modulos.tables.js';

const switched = (active: boolean) => (active ? 'Se activó' : 'Se desactivó');

function toSubmoduloRead(row: typeof submodulos.$inferSelect): SubmoduloRead {
  return { id: row.id, name: row.name, active: row.active };
}

/** Every module, on or off, with its submodules, in menu order. */
export async function listModulos(db: Db): Promise<ModuloList> {
  const mods = await db.select().from(modulos).orderBy(asc(modulos.position), asc(modulos.id));
  const subs = await db.select().from(submodulos).orderBy(asc(submodulos.position), asc(submodulos.id));
  return {
    results: mods.map((m) => ({
      id: m.id,
      name: m.name,
      active: m.active,
      submodulos: subs.filter((s) => s.moduloId === m.id).map(toSubmoduloRead),
    })),
  };
}

async function getModulo(db: Db, id: number): Promise<ModuloRead> {
  const [mod] = await db.select().from(modulos).where(eq(modulos.id, id));
  if (!mod) throw notFound();
  const subs = await db.select().from(submodulos).where(eq(submodulos.moduloId, id)).orderBy(asc(submodulos.position), asc(submodulos.id));
  return { id: mod.id, name: mod.name, active: mod.active, submodulos: subs.map(toSubmoduloRead) };
}

export async function setModuloActive(db: Db, actor: AuthUser, id: number, active: boolean): Promise<ModuloRead> {
  const current = await getModulo(db, id);
  await db.transaction(async (tx) => {
    await tx.update(modulos).set({ active }).where(eq(modulos.id, id));
    await recordAudit(tx, actorOf(actor), {
      contentType: 'Módulo', action: 'Actualización', objectId: id, descripcion: `${switched(active)} el módulo ${current.name}`,
    });
  });
  return getModulo(db, id);
}

export async function setSubmoduloActive(db: Db, actor: AuthUser, id: number, active: boolean): Promise<SubmoduloRead> {
  const [sub] = await db.select().from(submodulos).where(eq(submodulos.id, id));
  if (!sub) throw notFound();
  const [mod] = await db.select({ name: modulos.name }).from(modulos).where(eq(modulos.id, sub.moduloId));
  const [updated] = await db.transaction(async (tx) => {
    const rows = await tx.update(submodulos).set({ active }).where(eq(submodulos.id, id)).returning();
    await recordAudit(tx, actorOf(actor), {
      contentType: 'Submódulo', action: 'Actualización', objectId: id,
      descripcion: `${switched(active)} el submódulo ${sub.name} del módulo ${mod?.name ?? ''}`.trim(),
    });
    return rows;
  });
  return toSubmoduloRead(updated!);
}
