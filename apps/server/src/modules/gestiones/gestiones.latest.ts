import { desc, eq } from 'drizzle-orm';
import type { ContactRead } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { calificacionNameSql } from '../typification/typification.queries.js';
import { isoText } from './gestiones.names.js';
import { gestiones } from './gestiones.tables.js';

/** The contact's most recent gestión, for the contact profile. */
export async function latestGestionOf(db: Db, contactId: number): Promise<ContactRead['ultima_gestion']> {
  const [row] = await db
    .select({ id: gestiones.id, createdAt: gestiones.createdAt, estado: gestiones.estado, calificacion: calificacionNameSql(gestiones.calificacionId) })
    .from(gestiones)
    .where(eq(gestiones.contactId, contactId))
    .orderBy(desc(gestiones.createdAt), desc(gestiones.id))
    .limit(1);
  return row ? { id: row.id, created_date: isoText(row.createdAt), estado: row.estado, calificacion: row.calificacion } : null;
}
