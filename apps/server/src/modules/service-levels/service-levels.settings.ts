import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_SERVICE_LEVELS, SERVICE_LEVEL_MSG, type ServiceLevelSettings, type ServiceLevelSettingsChange } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { fieldError } from '../../errors.js';
import { surveyPlacement } from '../surveys/surveys.queries.js';
import { campaignServiceLevels } from './service-levels.tables.js';

type Row = typeof campaignServiceLevels.$inferSelect;

function toSettings(row: Row | undefined): ServiceLevelSettings {
  if (!row) return { ...DEFAULT_SERVICE_LEVELS };
  return {
    mensaje_fuera_horario: row.mensajeFueraHorario,
    sla_primera_respuesta_min: row.slaPrimeraRespuestaMin,
    sla_resolucion_min: row.slaResolucionMin,
    encuesta_cierre: row.encuestaCierreId,
    asignacion_automatica: row.asignacionAutomatica,
    capacidad_agente: row.capacidadAgente,
  };
}

/** The service levels of each campaign among `campaignIds` (the defaults for one that never set them). */
export async function serviceLevelsOf(db: Db, campaignIds: readonly number[]): Promise<Map<number, ServiceLevelSettings>> {
  const ids = [...new Set(campaignIds)];
  const found = ids.length === 0 ? [] : await db.select().from(campaignServiceLevels).where(inArray(campaignServiceLevels.campaignId, ids));
  const byCampaign = new Map(found.map((row) => [row.campaignId, row]));
  return new Map(ids.map((id) => [id, toSettings(byCampaign.get(id))]));
}

/** The closing survey must be one of the campaign's, answered through its link (WhatsApp or general medium). */
async function assertClosingSurvey(db: Db, campaignId: number, surveyId: number | null | undefined): Promise<void> {
  if (surveyId === null || surveyId === undefined) return;
  const survey = await surveyPlacement(db, surveyId);
  if (!survey) throw fieldError('encuesta_cierre', SERVICE_LEVEL_MSG.surveyNotFound);
  if (survey.campaignId !== campaignId) throw fieldError('encuesta_cierre', SERVICE_LEVEL_MSG.surveyOtherCampaign);
  if (survey.medium === 'telefonia') throw fieldError('encuesta_cierre', SERVICE_LEVEL_MSG.surveyNotByLink);
}

const CHANGE_COLUMNS = {
  mensaje_fuera_horario: 'mensajeFueraHorario',
  sla_primera_respuesta_min: 'slaPrimeraRespuestaMin',
  sla_resolucion_min: 'slaResolucionMin',
  encuesta_cierre: 'encuestaCierreId',
  asignacion_automatica: 'asignacionAutomatica',
  capacidad_agente: 'capacidadAgente',
} as const satisfies Record<keyof ServiceLevelSettingsChange, keyof Row>;

/** The service-level fields present in a change, as column values (absent fields are left as they are). */
function columnsOf(change: ServiceLevelSettingsChange): Partial<Row> {
  return Object.fromEntries(Object.entries(CHANGE_COLUMNS)
    .filter(([field]) => change[field as keyof ServiceLevelSettingsChange] !== undefined)
    .map(([field, column]) => [column, change[field as keyof ServiceLevelSettingsChange]]));
}

/** Checks a campaign's change of service levels before anything is written (a wrong survey is a field error). */
export async function checkServiceLevelsChange(db: Db, campaignId: number, change: ServiceLevelSettingsChange): Promise<void> {
  await assertClosingSurvey(db, campaignId, change.encuesta_cierre);
}

/**
 * Saves the service-level fields present in `change`, in the caller's transaction; returns the labels of the
 * fields whose value changed, for the campaign's audit line.
 */
export async function saveServiceLevels(tx: Db, campaignId: number, change: ServiceLevelSettingsChange): Promise<string[]> {
  const columns = columnsOf(change);
  if (Object.keys(columns).length === 0) return [];
  const [before] = await tx.select().from(campaignServiceLevels).where(inArray(campaignServiceLevels.campaignId, [campaignId])).for('update');
  await tx.insert(campaignServiceLevels).values({ campaignId, ...columns, updatedAt: new Date() })
    .onConflictDoUpdate({ target: campaignServiceLevels.campaignId, set: { ...columns, updatedAt: new Date() } });
  const current = toSettings(before);
  return (Object.keys(CHANGE_COLUMNS) as (keyof ServiceLevelSettingsChange)[])
    .filter((field) => change[field] !== undefined && change[field] !== current[field])
    .map((field) => SETTING_LABELS[field]);
}

const SETTING_LABELS: Record<keyof ServiceLevelSettingsChange, string> = {
  mensaje_fuera_horario: 'mensaje fuera de horario',
  sla_primera_respuesta_min: 'SLA de primera respuesta',
  sla_resolucion_min: 'SLA de resolución',
  encuesta_cierre: 'encuesta de cierre',
  asignacion_automatica: 'asignación automática',
  capacidad_agente: 'capacidad por agente',
};

/** The campaign's `capacidad_agente`, as a subquery of one row (capacidad_agente) when it assigns automatically, of none otherwise. */
export const assigningCapacitySql = (campaignId: number): SQL => sql`(select ${campaignServiceLevels.capacidadAgente} as capacidad_agente
  from ${campaignServiceLevels} where ${campaignServiceLevels.campaignId} = ${campaignId} and ${campaignServiceLevels.asignacionAutomatica})`;

/** The campaigns whose waiting conversations are assigned automatically. */
export async function autoAssignedCampaigns(db: Db): Promise<number[]> {
  const found = await db.select({ id: campaignServiceLevels.campaignId }).from(campaignServiceLevels)
    .where(eq(campaignServiceLevels.asignacionAutomatica, true));
  return found.map((row) => row.id);
}
