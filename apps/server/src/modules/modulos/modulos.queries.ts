import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Me } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { modulos, submodulos } from './modulos.tables.js';

/** Active modules with their active submodules: what the sidebar may show. */
export async function activeModules(db: Db): Promise<Me['modules']> {
  const mods = await db.select().from(modulos).where(eq(modulos.active, true)).orderBy(asc(modulos.position));
  const subs = await db.select().from(submodulos).where(eq(submodulos.active, true)).orderBy(asc(submodulos.position));
  return mods.map((m) => ({
    id: m.id,
    name: m.name,
    submodulos: subs.filter((s) => s.moduloId === m.id).map((s) => ({ id: s.id, name: s.name })),
  }));
}

/** A scalar subquery: the names of the modules switched on (an array, null when none), for another module's select. */
export function activeModuleNames(): SQL<string[] | null> {
  return sql<string[] | null>`(select array_agg(m.name) from ${modulos} m where m.active)`;
}
