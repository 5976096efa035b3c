import type { PassThrough } from 'node:stream';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { GESTION_ESTADO_LABELS, type GestionEstado } from '@atiende/shared';
import { safeCellText } from '../../spreadsheets/cells.js';
import type { Db } from '../../db/client.js';
import { drained, newStreamingSheet, streamed } from '../../spreadsheets/xlsx-stream.js';
import { campaigns } from '../campaigns/campaigns.tables.js';
import { TIME_ZONE } from '@atiende/shared';
import { calificaciones, descripciones } from '../typification/typification.tables.js';
import type { GestionFilters, Viewer } from '../gestiones/gestiones.filters.js';
import { agentNameSql, contactNameSql, gestionPhoneSql } from '../gestiones/gestiones.names.js';
import { newestFirst, olderThan, pageOfGestiones, selectWithNames } from '../gestiones/gestiones.service.js';
import { gestiones } from '../gestiones/gestiones.tables.js';

const EXPORT_BATCH = 2_000;

export const GESTIONES_SHEET_HEADERS = [
  'ID', 'Fecha', 'Contacto', 'Teléfono', 'Campaña', 'Canal de Comunicación', 'Calificación', 'Descripción', 'Agente', 'Estado',
  'Observaciones', 'Fecha de Finalización',
];

const bogotaText = (column: SQLWrapper) =>
  sql<string | null>`to_char(${column} at time zone ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS')`;

function selectBatch(db: Db, viewer: Viewer, filters: GestionFilters, last: { cursor: string; id: number } | null) {
  const page = pageOfGestiones(db, viewer, filters, { limit: EXPORT_BATCH, extra: after(last) });
  return selectWithNames(db, {
    id: gestiones.id,
    /** The exact timestamp as text: a JavaScript Date would drop the microseconds the keyset needs. */
    cursor: sql<string>`${gestiones.createdAt}::text`,
    fecha: bogotaText(gestiones.createdAt),
    contacto: contactNameSql,
    phone: gestionPhoneSql,
    campaign: campaigns.name,
    type: gestiones.type,
    calificacion: calificaciones.name,
    descripcion: descripciones.name,
    agent: agentNameSql,
    estado: gestiones.estado,
    observaciones: gestiones.observaciones,
    finalizacion: bogotaText(gestiones.fechaFinalizacion),
  }, page).orderBy(...newestFirst);
}

/** Rows older than the last one written, in the list's order (created_at desc, id desc). */
function after(last: { cursor: string; id: number } | null): SQL | undefined {
  return last ? olderThan(sql`${last.cursor}::timestamptz`, last.id) : undefined;
}

/** Gestiones.xlsx: the gestiones the history list shows for the same filters, newest first. */
export function gestionesExportStream(db: Db, viewer: Viewer, filters: GestionFilters): PassThrough {
  return streamed(async (output) => {
    const { workbook, sheet } = newStreamingSheet(output, 'Gestiones', GESTIONES_SHEET_HEADERS);
    let last: { cursor: string; id: number } | null = null;
    for (;;) {
      const page = await selectBatch(db, viewer, filters, last);
      for (const g of page) {
        sheet.addRow([
          g.id,
          g.fecha ?? '',
          safeCellText(g.contacto),
          safeCellText(g.phone),
          safeCellText(g.campaign),
          g.type,
          safeCellText(g.calificacion),
          safeCellText(g.descripcion),
          safeCellText(g.agent),
          GESTION_ESTADO_LABELS[g.estado as GestionEstado] ?? g.estado,
          safeCellText(g.observaciones),
          g.finalizacion ?? '',
        ]).commit();
      }
      if (!(await drained(sheet, output))) return;
      if (page.length < EXPORT_BATCH) break;
      last = page[page.length - 1]!;
    }
    sheet.commit();
    await workbook.commit();
  });
}
