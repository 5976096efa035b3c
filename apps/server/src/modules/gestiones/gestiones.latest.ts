import { desc, eq } from 'drizzle-orm';
import type { ContactRead } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { calificaciones } from '../typification/typification.tables.js';
import { isoText } from './gestiones.names.js';
import { gestiones } from './gestiones.tables.js';

/** The contact's most recent gestión, for the contact profile. */
export async function latestGestionOf(db: Db, contactId: number): Promise<ContactRead['ultima_gestion']> {
  const [row] = await db
    .select({ id: gestiones.id, createdAt: gestiones.createdAt, estado: gestiones.estado, calificacion: calificaciones.name })
    .from(gestiones)
    .leftJoin(calificaciones, eq(calificaciones.id, gestiones.calificacionId))
    .where(eq(gestiones.contactId, contactId))
    .orderBy(desc(gestiones.createdAt), desc(gestiones.id))
    .limit(1);
  return row ? { id: row.id, created_date: isoText(row.createdAt), estado: row.estado, calificacion: row.calificacion } : null;
}
