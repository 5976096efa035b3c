import type { PassThrough } from 'node:stream';
import { or, and, lt, eq, sql, type SQL } from 'drizzle-orm';
import { LEAD_ESTADO_LABELS, TIME_ZONE, type LeadEstado } from '@atiende/shared';
import { safeCellText } from '../../spreadsheets/cells.js';
import type { Db } from '../../db/client.js';
import { drained, newStreamingSheet, streamed } from '../../spreadsheets/xlsx-stream.js';
import { leadsWhere, newestFirst, selectLeadItems, toLeadItems, type LeadFilters, type LeadViewer } from './leads.service.js';
import { leads } from './leads.tables.js';

const EXPORT_BATCH = 2_000;

export const LEADS_SHEET_HEADERS = [
  '#', 'Origen', 'Tipo', 'Creación', 'Nombre', 'Estado', 'Teléfono', 'Email', 'Campaña', 'Agente', 'Observaciones', 'Vencimiento', 'Vencido',
];

const bogota = (iso: string | null) => (iso === null ? '' : new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
}).format(new Date(iso)));

/** Rows after the last one written, in the list's order (created_at desc, id desc). */
function olderThan(last: { cursor: string; id: number } | null): SQL | undefined {
  if (!last) return undefined;
  const at = sql`${last.cursor}::timestamptz`;
  return or(lt(leads.createdAt, at), and(eq(leads.createdAt, at), lt(leads.id, last.id)));
}

/** Reporte Leads.xlsx: the leads the list shows for the same filters, newest first, written as they are read. */
export function leadsExportStream(db: Db, viewer: LeadViewer, filters: LeadFilters): PassThrough {
  return streamed(async (output) => {
    const { workbook, sheet } = newStreamingSheet(output, 'Leads', LEADS_SHEET_HEADERS);
    let last: { cursor: string; id: number } | null = null;
    for (;;) {
      const rows = await selectLeadItems(db).where(and(leadsWhere(viewer, filters), olderThan(last))).orderBy(...newestFirst).limit(EXPORT_BATCH);
      for (const lead of await toLeadItems(db, rows)) {
        sheet.addRow([
          lead.id, lead.source, lead.tipo === 'event' ? 'Evento' : 'Programado', bogota(lead.created_date), safeCellText(lead.contact.full_name),
          LEAD_ESTADO_LABELS[lead.estado as LeadEstado], safeCellText(lead.contact.phone[0]?.telefono), safeCellText(lead.contact.email[0]?.email),
          safeCellText(lead.campaign?.name), safeCellText(lead.agent[0]?.[0]), safeCellText(lead.observaciones), bogota(lead.fecha_vencimiento),
          lead.vencido ? 'Sí' : 'No',
        ]).commit();
      }
      if (!(await drained(sheet, output))) return;
      if (rows.length < EXPORT_BATCH) break;
      last = { cursor: rows.at(-1)!.cursor, id: rows.at(-1)!.id };
    }
    sheet.commit();
    await workbook.commit();
  });
}
