import { DEFAULT_SERVICE_LEVELS, type ServiceLevelSettings } from '@atiende/shared';

/** The service levels as the form keeps them: NumberInput gives '' for an emptied field, Select a string id. */
export interface ServiceLevelValues {
  mensaje_fuera_horario: string;
  sla_primera_respuesta_min: number | string;
  sla_resolucion_min: number | string;
  encuesta_cierre: string | null;
  asignacion_automatica: boolean;
  capacidad_agente: number | string;
}

export function serviceLevelValues(settings: ServiceLevelSettings = DEFAULT_SERVICE_LEVELS): ServiceLevelValues {
  return {
    mensaje_fuera_horario: settings.mensaje_fuera_horario ?? '',
    sla_primera_respuesta_min: settings.sla_primera_respuesta_min ?? '',
    sla_resolucion_min: settings.sla_resolucion_min ?? '',
    encuesta_cierre: settings.encuesta_cierre === null ? null : String(settings.encuesta_cierre),
    asignacion_automatica: settings.asignacion_automatica,
    capacidad_agente: settings.capacidad_agente,
  };
}

/** An emptied number field is null (no target); anything else goes as a number for the schema to judge. */
const numberOrNull = (value: number | string) => (typeof value === 'string' && value.trim() === '' ? null : Number(value));

/** What create and update send of the service levels; the closing survey is added by the update only. */
export function serviceLevelsPayload(values: ServiceLevelValues) {
  return {
    mensaje_fuera_horario: values.mensaje_fuera_horario.trim() || null,
    sla_primera_respuesta_min: numberOrNull(values.sla_primera_respuesta_min),
    sla_resolucion_min: numberOrNull(values.sla_resolucion_min),
    asignacion_automatica: values.asignacion_automatica,
    capacidad_agente: Number(values.capacidad_agente),
  };
}

export const closingSurveyPayload = (values: ServiceLevelValues) => (values.encuesta_cierre ? Number(values.encuesta_cierre) : null);

/** The campaign form's values. */
export interface CampaignValues extends ServiceLevelValues {
  name: string;
  description: string;
  encargado: string[];
  account: string | null;
  closing_hours: string;
  autorizacion_datos: string;
}
