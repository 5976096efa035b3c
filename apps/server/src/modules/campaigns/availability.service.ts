import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  CAMPAIGN_MSG, WEEKDAYS, z, type AvailabilityRead, type ScheduleExceptionRead, type ScheduleExceptionsCreate,
  type ScheduleSlotRead, type ScheduleSlotsCreate,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { badRequest, fieldError, notFound } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { isUniqueViolation } from '../../db/errors.js';
import { campaignScheduleExceptions, campaignSchedules, campaigns } from './campaigns.tables.js';
import { CAMPAIGN_CONTENT_TYPE, findCampaign } from './campaigns.service.js';

type SlotInput = z.output<typeof ScheduleSlotsCreate>[number];
type ExceptionInput = z.output<typeof ScheduleExceptionsCreate>[number];
type SlotRow = typeof campaignSchedules.$inferSelect;
type ExceptionRow = typeof campaignScheduleExceptions.$inferSelect;

/** PostgreSQL answers a time as 'HH:MM:SS'; the API speaks 'HH:MM'. */
const hhmm = (time: string) => time.slice(0, 5);
const weekdayOrder = (day: string) => {
  const index = (WEEKDAYS as readonly string[]).indexOf(day);
  return index < 0 ? WEEKDAYS.length : index;
};

function toSlotRead(row: SlotRow): ScheduleSlotRead {
  return { id: row.id, dia_semana: row.diaSemana, hora_inicio: hhmm(row.horaInicio), hora_fin: hhmm(row.horaFin), max_citas: row.maxCitas };
}

function toExceptionRead(row: ExceptionRow): ScheduleExceptionRead {
  return {
    id: row.id, fecha: row.fecha, motivo: row.motivo, hora_inicio: hhmm(row.horaInicio), hora_fin: hhmm(row.horaFin),
    max_citas: row.maxCitas, horario_especial: row.horarioEspecial,
  };
}

/** Weekly slots, Monday first and by start time. */
async function slotsOf(db: Db, campaignIds: number[]): Promise<ScheduleSlotRead[]> {
  const found = await db
    .select()
    .from(campaignSchedules)
    .where(inArray(campaignSchedules.campaignId, campaignIds))
    .orderBy(asc(campaignSchedules.campaignId), asc(campaignSchedules.horaInicio), asc(campaignSchedules.horaFin));
  return found
    .sort((a, b) => a.campaignId - b.campaignId || weekdayOrder(a.diaSemana) - weekdayOrder(b.diaSemana))
    .map(toSlotRead);
}

async function exceptionsOf(db: Db, campaignIds: number[]): Promise<ScheduleExceptionRead[]> {
  const found = await db
    .select()
    .from(campaignScheduleExceptions)
    .where(inArray(campaignScheduleExceptions.campaignId, campaignIds))
    .orderBy(
      asc(campaignScheduleExceptions.campaignId), asc(campaignScheduleExceptions.fecha),
      asc(campaignScheduleExceptions.horaInicio), asc(campaignScheduleExceptions.horaFin),
    );
  return found.map(toExceptionRead);
}

/** A campaign's weekly slots and exceptions, whatever the campaign's state (the chat asks it while a customer writes). */
export async function campaignCalendar(db: Db, campaignId: number): Promise<AvailabilityRead> {
  return { horarios_atencion: await slotsOf(db, [campaignId]), excepciones_horario: await exceptionsOf(db, [campaignId]) };
}

export async function availabilityOf(db: Db, campaignId: number): Promise<AvailabilityRead> {
  await findCampaign(db, campaignId);
  const [horarios, excepciones] = await Promise.all([slotsOf(db, [campaignId]), exceptionsOf(db, [campaignId])]);
  return { horarios_atencion: horarios, excepciones_horario: excepciones };
}

/** The campaigns the items name, after refusing under `campaign` any that does not exist or was deleted. */
async function assertCampaignsExist(db: Db, items: { campaign: number }[]): Promise<Map<number, string>> {
  const ids = [...new Set(items.map((item) => item.campaign))];
  const found = await db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(and(inArray(campaigns.id, ids), isNull(campaigns.deletedAt)));
  const names = new Map(found.map((c) => [c.id, c.name]));
  const missing = ids.find((id) => !names.has(id));
  if (missing !== undefined) throw fieldError('campaign', CAMPAIGN_MSG.unknownCampaign(missing));
  return names;
}

/** True when two items of the list share a key. */
function hasRepeatedKey<T>(items: T[], keyOf: (item: T) => string): boolean {
  return new Set(items.map(keyOf)).size !== items.length;
}

/** A concurrent save of the same slot passes the checks too: the unique index decides. */
async function refusingDuplicates<T>(duplicateMessage: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(duplicateMessage, 'duplicate');
    throw error;
  }
}

const slotKey = (s: { campaign: number; dia_semana: string; hora_inicio: string; hora_fin: string }) =>
  `${s.campaign}|${s.dia_semana}|${s.hora_inicio}|${s.hora_fin}`;

async function anySlotStored(db: Db, items: SlotInput[]): Promise<boolean> {
  const sameSlot = items.map((s) =>
    and(
      eq(campaignSchedules.campaignId, s.campaign), eq(campaignSchedules.diaSemana, s.dia_semana),
      eq(campaignSchedules.horaInicio, s.hora_inicio), eq(campaignSchedules.horaFin, s.hora_fin),
    ));
  const [found] = await db.select({ id: campaignSchedules.id }).from(campaignSchedules).where(or(...sameSlot)).limit(1);
  return found !== undefined;
}

/** Saves every slot or none: a duplicate, in the list or against a stored slot, refuses the whole list. */
export async function saveSlots(db: Db, actor: AuditActor, items: SlotInput[]): Promise<ScheduleSlotRead[]> {
  const names = await assertCampaignsExist(db, items);
  if (hasRepeatedKey(items, slotKey) || (await anySlotStored(db, items))) throw badRequest(CAMPAIGN_MSG.scheduleDuplicate);
  await refusingDuplicates(CAMPAIGN_MSG.scheduleDuplicate, () => db.transaction(async (tx) => {
    await tx.insert(campaignSchedules).values(items.map((s) => ({
      campaignId: s.campaign, diaSemana: s.dia_semana, horaInicio: s.hora_inicio, horaFin: s.hora_fin, maxCitas: s.max_citas,
    })));
    for (const [campaignId, name] of names) {
      const saved = items.filter((s) => s.campaign === campaignId);
      await recordAudit(tx, actor, {
        contentType: CAMPAIGN_CONTENT_TYPE, action: 'Creación', objectId: campaignId,
        descripcion: `Se agregaron ${saved.length} horarios de atención a la campaña ${name}: ${saved.map(describeSlot).join('; ')}`,
      });
    }
  }));
  return slotsOf(db, [...names.keys()]);
}

const describeSlot = (s: { dia_semana: string; hora_inicio: string; hora_fin: string; max_citas: number }) =>
  `${s.dia_semana} ${s.hora_inicio}-${s.hora_fin} (${s.max_citas} citas)`;

const exceptionKey = (e: { campaign: number; fecha: string; hora_inicio: string; hora_fin: string }) =>
  `${e.campaign}|${e.fecha}|${e.hora_inicio}|${e.hora_fin}`;

async function anyExceptionStored(db: Db, items: ExceptionInput[]): Promise<boolean> {
  const sameException = items.map((e) =>
    and(
      eq(campaignScheduleExceptions.campaignId, e.campaign), eq(campaignScheduleExceptions.fecha, e.fecha),
      eq(campaignScheduleExceptions.horaInicio, e.hora_inicio), eq(campaignScheduleExceptions.horaFin, e.hora_fin),
    ));
  const [found] = await db
    .select({ id: campaignScheduleExceptions.id })
    .from(campaignScheduleExceptions)
    .where(or(...sameException))
    .limit(1);
  return found !== undefined;
}

/** Saves every exception or none, as saveSlots does. */
export async function saveExceptions(db: Db, actor: AuditActor, items: ExceptionInput[]): Promise<ScheduleExceptionRead[]> {
  const names = await assertCampaignsExist(db, items);
  if (hasRepeatedKey(items, exceptionKey) || (await anyExceptionStored(db, items))) throw badRequest(CAMPAIGN_MSG.exceptionDuplicate);
  await refusingDuplicates(CAMPAIGN_MSG.exceptionDuplicate, () => db.transaction(async (tx) => {
    await tx.insert(campaignScheduleExceptions).values(items.map((e) => ({
      campaignId: e.campaign, fecha: e.fecha, motivo: e.motivo, horaInicio: e.hora_inicio, horaFin: e.hora_fin,
      maxCitas: e.max_citas, horarioEspecial: e.horario_especial,
    })));
    for (const [campaignId, name] of names) {
      const saved = items.filter((e) => e.campaign === campaignId);
      await recordAudit(tx, actor, {
        contentType: CAMPAIGN_CONTENT_TYPE, action: 'Creación', objectId: campaignId,
        descripcion: `Se agregaron ${saved.length} excepciones de horario a la campaña ${name}: ${saved.map(describeException).join('; ')}`,
      });
    }
  }));
  return exceptionsOf(db, [...names.keys()]);
}

const describeException = (e: { fecha: string; hora_inicio: string; hora_fin: string; motivo: string }) =>
  `${e.fecha} ${e.hora_inicio}-${e.hora_fin}${e.motivo ? ` (${e.motivo})` : ''}`;

/** A slot of a deleted campaign is gone with it. */
export async function deleteSlot(db: Db, actor: AuditActor, id: number): Promise<void> {
  const [slot] = await db
    .select({ slot: campaignSchedules, campaignName: campaigns.name })
    .from(campaignSchedules)
    .innerJoin(campaigns, and(eq(campaigns.id, campaignSchedules.campaignId), isNull(campaigns.deletedAt)))
    .where(eq(campaignSchedules.id, id));
  if (!slot) throw notFound(CAMPAIGN_MSG.slotNotFound);
  await db.transaction(async (tx) => {
    await tx.delete(campaignSchedules).where(eq(campaignSchedules.id, id));
    await recordAudit(tx, actor, {
      contentType: CAMPAIGN_CONTENT_TYPE, action: 'Eliminación', objectId: slot.slot.campaignId,
      descripcion: `Se eliminó el horario de atención ${describeSlot(toSlotRead(slot.slot))} de la campaña ${slot.campaignName}`,
    });
  });
}

export async function deleteException(db: Db, actor: AuditActor, id: number): Promise<void> {
  const [found] = await db
    .select({ exception: campaignScheduleExceptions, campaignName: campaigns.name })
    .from(campaignScheduleExceptions)
    .innerJoin(campaigns, and(eq(campaigns.id, campaignScheduleExceptions.campaignId), isNull(campaigns.deletedAt)))
    .where(eq(campaignScheduleExceptions.id, id));
  if (!found) throw notFound(CAMPAIGN_MSG.exceptionNotFound);
  await db.transaction(async (tx) => {
    await tx.delete(campaignScheduleExceptions).where(eq(campaignScheduleExceptions.id, id));
    await recordAudit(tx, actor, {
      contentType: CAMPAIGN_CONTENT_TYPE, action: 'Eliminación', objectId: found.exception.campaignId,
      descripcion: `Se eliminó la excepción de horario ${describeException(toExceptionRead(found.exception))} de la campaña ${found.campaignName}`,
    });
  });
}
