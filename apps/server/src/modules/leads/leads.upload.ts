import {
  LEAD_MSG, LEAD_SOURCES, LEADS_UPLOAD_COLUMNS, LEADS_UPLOAD_MAX_ROWS, LeadScheduleItem, phoneKey, type LeadScheduleItem as ScheduleItem,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { readUploadedSheet, sheetTemplate, SheetRowsRefused, type SheetMessages, type SheetRow } from '../../spreadsheets/sheet-upload.js';
import { liveCampaignNames } from '../campaigns/campaigns.queries.js';
import { contactIdByPhoneDigits } from '../contacts/contacts.queries.js';
import { activeUserKeys } from '../users/users.queries.js';

type Column = keyof typeof LEADS_UPLOAD_COLUMNS;

const COLUMNS: Record<Column, { header: string; required?: boolean }> = {
  telefono: { header: LEADS_UPLOAD_COLUMNS.telefono, required: true },
  nombres: { header: LEADS_UPLOAD_COLUMNS.nombres },
  apellidos: { header: LEADS_UPLOAD_COLUMNS.apellidos },
  email: { header: LEADS_UPLOAD_COLUMNS.email },
  campana: { header: LEADS_UPLOAD_COLUMNS.campana, required: true },
  agente: { header: LEADS_UPLOAD_COLUMNS.agente, required: true },
  observaciones: { header: LEADS_UPLOAD_COLUMNS.observaciones, required: true },
  vencimiento: { header: LEADS_UPLOAD_COLUMNS.vencimiento, required: true },
};

const MESSAGES: SheetMessages = {
  notSpreadsheet: LEAD_MSG.uploadNotSpreadsheet,
  oldExcel: LEAD_MSG.uploadOldExcel,
  missingColumns: LEAD_MSG.uploadMissingColumns,
  empty: LEAD_MSG.uploadEmpty,
  tooManyRows: LEAD_MSG.uploadTooManyRows,
};

const SCHEDULE_FIELDS: Partial<Record<string, Column>> = {
  campaign: 'campana', agent: 'agente', observaciones: 'observaciones', fecha_vencimiento: 'vencimiento',
  first_name: 'nombres', last_name: 'apellidos', email: 'email', phone: 'telefono', contact: 'telefono',
};

const folded = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();

/** Campaign ids by folded name, and agent ids by username, e-mail or full name, for the names the file uses. */
async function lookups(db: Db) {
  const campaignRows = await liveCampaignNames(db);
  const userRows = await activeUserKeys(db);
  const campaignByName = new Map(campaignRows.map((c) => [folded(c.name), c.id]));
  const agentByKey = new Map<string, number>();
  for (const user of userRows) for (const key of [user.username, user.email, user.name]) if (key) agentByKey.set(folded(key), user.id);
  return { campaignByName, agentByKey };
}

async function contactByPhone(db: Db, phone: string): Promise<number | null> {
  const key = phone ? phoneKey(phone) : '';
  if (!key) return null;
  return contactIdByPhoneDigits(db, key);
}

/**
 * The scheduling items of a spreadsheet, one per row: the contact found by its phone (or a new one from
 * Nombres, Apellidos and Email), the campaign by name, the agent by username, e-mail or name. Every problem
 * of every row refuses the file at once ('Fila 3: Agente: …'), so it is fixed in one go.
 */
export async function readScheduleSheet(db: Db, file: Buffer): Promise<ScheduleItem[]> {
  const rows = await readUploadedSheet(file, COLUMNS, { maxRows: LEADS_UPLOAD_MAX_ROWS }, MESSAGES);
  const { campaignByName, agentByKey } = await lookups(db);
  const items: ScheduleItem[] = [];
  const problems: string[] = [];
  for (const row of rows) {
    const parsed = await itemOf(db, row, campaignByName, agentByKey);
    if (parsed.success) items.push(parsed.data);
    else problems.push(...parsed.errors.map((error) => `Fila ${row.fila}: ${error}`));
  }
  if (problems.length > 0) throw new SheetRowsRefused(LEAD_MSG.uploadHasErrors, problems);
  return items;
}

async function itemOf(
  db: Db, row: SheetRow<Column>, campaignByName: Map<string, number>, agentByKey: Map<string, number>,
): Promise<{ success: true; data: ScheduleItem } | { success: false; errors: string[] }> {
  const { values } = row;
  const errors: string[] = [];
  const campaign = campaignByName.get(folded(values.campana));
  if (values.campana && campaign === undefined) errors.push(`${COLUMNS.campana.header}: ${LEAD_MSG.campaignNotFound}`);
  const agent = agentByKey.get(folded(values.agente));
  if (values.agente && agent === undefined) errors.push(`${COLUMNS.agente.header}: ${LEAD_MSG.agentNotFound}`);
  const contact = await contactByPhone(db, values.telefono);
  const parsed = LeadScheduleItem.safeParse({
    ...(contact !== null ? { contact } : { new_contact: { first_name: values.nombres, last_name: values.apellidos, email: values.email, phone: values.telefono } }),
    campaign: campaign ?? (values.campana ? undefined : ''), agent: agent ?? (values.agente ? undefined : ''),
    observaciones: values.observaciones, fecha_vencimiento: values.vencimiento,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path.at(-1) ?? '');
      if ((field === 'campaign' && values.campana) || (field === 'agent' && values.agente)) continue;
      const column = SCHEDULE_FIELDS[field];
      errors.push(column ? `${COLUMNS[column].header}: ${issue.message}` : issue.message);
    }
  }
  return errors.length > 0 || !parsed.success ? { success: false, errors } : { success: true, data: parsed.data };
}

export const SCHEDULE_SOURCE = LEAD_SOURCES.upload;

/** The scheduling spreadsheet to fill in: its columns and one example row. */
export function scheduleTemplate(): Promise<Buffer> {
  return sheetTemplate('Programaciones', Object.values(COLUMNS).map((column) => column.header), [
    ['3001234567', 'Ana', 'Gómez', 'ana.gomez@ejemplo.com', 'Ventas', 'agente1', 'Llamar para confirmar la cita', '2026-12-15 10:00'],
  ]);
}
