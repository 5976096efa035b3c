import type { PassThrough } from 'node:stream';
import { PAUSE_REASON_LABELS, SESSIONS_SHEET_HEADERS, TIME_ZONE, type SessionHistoryEntry } from '@atiende/shared';
import { safeCellText } from '../../spreadsheets/cells.js';
import type { Db } from '../../db/client.js';
import { drained, newStreamingSheet, streamed } from '../../spreadsheets/xlsx-stream.js';
import { listSessions, type HistoryFilter } from './sessions.service.js';

const EXPORT_BATCH = 500;

const bogotaDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

/** 'YYYY-MM-DD HH:MM:SS' in Bogotá, as the other exports write times. */
const bogotaText = (iso: string) => bogotaDateTime.format(new Date(iso));

const pauseText = (pause: SessionHistoryEntry['pauses'][number]) => {
  const reason = PAUSE_REASON_LABELS[pause.reason as keyof typeof PAUSE_REASON_LABELS] ?? pause.reason;
  return `${reason} (${pause.time_range})${pause.comment ? `: ${pause.comment}` : ''}`;
};

function sessionRow(session: SessionHistoryEntry): (string | number)[] {
  return [
    safeCellText(session.user),
    bogotaText(session.login_time),
    session.logout_time ? bogotaText(session.logout_time) : 'En curso',
    session.session_duration,
    session.total_pause_time,
    session.net_work_time,
    safeCellText(session.pauses.map(pauseText).join('; ')) || 'Sin pausas',
  ];
}

/** HistorialConexion.xlsx: every session of the user in the days of the list, newest first, as the list shows them. */
export function sessionsExportStream(db: Db, filter: Omit<HistoryFilter, 'limit' | 'offset'>): PassThrough {
  return streamed(async (output) => {
    const { workbook, sheet } = newStreamingSheet(output, 'Historial de conexión', SESSIONS_SHEET_HEADERS);
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const page = await listSessions(db, { ...filter, limit: EXPORT_BATCH, offset });
      for (const session of page) sheet.addRow(sessionRow(session)).commit();
      if (!(await drained(sheet, output))) return;
      if (page.length < EXPORT_BATCH) break;
    }
    sheet.commit();
    await workbook.commit();
  });
}
