import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { dbId, sortedPageQuery } from './common.js';

export const CASES_MODULE = 'Casos';

export const CASE_SERVICE_TYPES = ['VENTA', 'PRESENCIAL', 'REMOTO', 'DESPLAZAMIENTO', 'TRABAJO EN CASA', 'MIXTO', 'OTRO'] as const;
export type CaseServiceType = (typeof CASE_SERVICE_TYPES)[number];
/** The edit form offers fewer service types; a case keeps the one it has when it is not changed. */
export const CASE_EDIT_SERVICE_TYPES = ['DESPLAZAMIENTO', 'PRESENCIAL', 'REMOTO', 'MIXTO', 'OTRO'] as const;
/** The only service type that travels, and so the only one with origin and destination addresses. */
export const CASE_TRAVEL_SERVICE: CaseServiceType = 'DESPLAZAMIENTO';

/** Spelled as the product shows them ('MANTEMIMIENTO CORRECTIVO' included). */
export const CASE_VISIT_TYPES = [
  'VISITA DE CONTRATO', 'VISITA ADICIONAL', 'VENTA', 'GARANTIA', 'REVISION O REPARACION', 'ENTREGA',
  'LEVANTAMIENTO DE INFORMACION', 'MANTENIMIENTO PREVENTIVO', 'MANTEMIMIENTO CORRECTIVO', 'MENSAJERIA', 'COMPRAS',
  'PARTNER', 'COTIZAR EN SITIO', 'INSTALACION',
] as const;
export type CaseVisitType = (typeof CASE_VISIT_TYPES)[number];

export const CASE_ESTADOS = ['SIN_ASIGNAR', 'ASIGNADO', 'PENDIENTE', 'EN_PROCESO', 'EN_PAUSA', 'FINALIZADO'] as const;
export type CaseEstado = (typeof CASE_ESTADOS)[number];
export const CASE_ESTADO_LABELS: Record<CaseEstado, string> = {
  SIN_ASIGNAR: 'Sin asignar',
  ASIGNADO: 'Asignado',
  PENDIENTE: 'Pendiente',
  EN_PROCESO: 'En proceso',
  EN_PAUSA: 'En pausa',
  FINALIZADO: 'Finalizado',
};
export const CASE_ESTADO_COLORS: Record<CaseEstado, string> = {
  SIN_ASIGNAR: 'gray',
  ASIGNADO: 'blue',
  PENDIENTE: 'yellow',
  EN_PROCESO: 'grape',
  EN_PAUSA: 'orange',
  FINALIZADO: 'green',
};

export const CASE_ACTIONS = ['ACEPTAR', 'INICIAR', 'PAUSAR', 'REANUDAR', 'FINALIZAR'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

/** Each action: the estados it starts from, the estado it leads to and the history entry it writes. */
export const CASE_TRANSITIONS: Record<CaseAction, { from: readonly CaseEstado[]; to: CaseEstado; history: CaseHistoryEstado }> = {
  ACEPTAR: { from: ['SIN_ASIGNAR', 'ASIGNADO'], to: 'PENDIENTE', history: 'ACEPTADO' },
  INICIAR: { from: ['PENDIENTE'], to: 'EN_PROCESO', history: 'INICIADO' },
  PAUSAR: { from: ['EN_PROCESO'], to: 'EN_PAUSA', history: 'PAUSADO' },
  REANUDAR: { from: ['EN_PAUSA'], to: 'EN_PROCESO', history: 'REANUDADO' },
  FINALIZAR: { from: ['EN_PROCESO'], to: 'FINALIZADO', history: 'FINALIZADO' },
};

/** The actions offered for a case in an estado (§4: PAUSAR and FINALIZAR while EN_PROCESO). */
export function caseActionsFor(estado: CaseEstado): CaseAction[] {
  return CASE_ACTIONS.filter((action) => CASE_TRANSITIONS[action].from.includes(estado));
}

export const CASE_HISTORY_ESTADOS = ['ACEPTADO', 'ASIGNADO', 'INICIADO', 'FINALIZADO', 'PAUSADO', 'REANUDADO'] as const;
export type CaseHistoryEstado = (typeof CASE_HISTORY_ESTADOS)[number];

/** Materials and the report are written while the case is worked on. */
export const CASE_WORK_ESTADOS: readonly CaseEstado[] = ['EN_PROCESO'];

export const CASE_TIME_STEP_MINUTES = 15;
export const CASE_MAX_IMAGES = 10;
export const CASE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CASE_SIGNATURE_MAX_BYTES = 512 * 1024;

export const CASE_MSG = {
  created: (name: string) => `Se ha agregado ${name} correctamente.`,
  updated: (name: string) => `Se ha actualizado ${name} correctamente.`,
  stateChanged: 'Hecho!',
  failed: 'Error!',
  confirmAction: (action: string, name: string) => `¿${action} caso ${name} ?`,
  noGeolocation: 'La geolocalización no está disponible en este navegador.',
  noDescription: 'Sin descripción',
  noClient: 'Sin cliente asignado',
  noServiceType: 'Sin tipo de servicio',
  noDocuments: 'Sin documentos',
  noQuantity: 'Sin cantidad definida',
  noObservations: 'Sin observaciones',
  noMaterials: 'No hay materiales disponibles.',
  searchPlaceholder: 'Caso, nombre, descripcion...',
  invalidServiceType: 'Seleccione un tipo de servicio válido.',
  invalidVisitType: 'Seleccione un tipo de visita válido.',
  invalidEstado: 'Seleccione un estado válido.',
  invalidAction: 'Seleccione una acción válida: ACEPTAR, INICIAR, PAUSAR, REANUDAR o FINALIZAR.',
  invalidTime: 'Introduzca una hora en pasos de 15 minutos (HH:MM).',
  invalidDate: 'Introduzca una fecha válida (AAAA-MM-DD).',
  exitBeforeEntry: 'La hora de salida debe ser posterior a la hora de entrada.',
  invalidCoordinates: 'Las coordenadas deben ser latitud y longitud separadas por un espacio.',
  unknownAgent: (id: number) => `El agente ${id} no existe.`,
  unknownClient: (id: number) => `El cliente ${id} no existe.`,
  editServiceType: 'Al editar, el tipo de servicio debe ser DESPLAZAMIENTO, PRESENCIAL, REMOTO, MIXTO u OTRO.',
  finishedReadOnly: 'Un caso finalizado no se puede modificar.',
  transitionRefused: (action: CaseAction, estado: CaseEstado) =>
    `No se puede ${action} un caso en estado ${estado}.`,
  notYourCase: 'Solo los agentes del caso o un supervisor pueden gestionarlo.',
  notInProcess: 'Solo se pueden registrar materiales e informe mientras el caso está EN_PROCESO.',
  tooManyImages: `Se permiten como máximo ${CASE_MAX_IMAGES} imágenes por caso.`,
  invalidImage: 'La imagen debe ser PNG o JPG.',
  imageTooLarge: 'La imagen supera el tamaño máximo de 5 MB.',
  invalidSignature: 'La firma debe ser una imagen PNG.',
  signatureTooLarge: 'La firma supera el tamaño máximo de 512 KB.',
  invalidQuantity: 'La cantidad debe ser un número entero mayor que cero.',
  caseNotFound: 'El caso no existe.',
  noSignature: 'El caso no tiene firma.',
  imageNotFound: 'La imagen no existe.',
} as const;

// ---------------------------------------------------------------------------------------------
// Field builders. The browser sends '' for a cleared field.

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const blankToNull = (value: unknown) => (isBlank(value) ? null : value);
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

/** Required text, trimmed and upper-cased as the form forces it. */
const upperText = (max: number) => z.string().trim().min(1, MSG.required).max(max).toUpperCase();
const optionalUpperText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max).toUpperCase().nullable()).optional();

const serviceType = () =>
  z.enum(CASE_SERVICE_TYPES, { error: (issue) => (isBlank(issue.input) ? MSG.required : CASE_MSG.invalidServiceType) });
const visitType = () =>
  z.enum(CASE_VISIT_TYPES, { error: (issue) => (isBlank(issue.input) ? MSG.required : CASE_MSG.invalidVisitType) });

const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value) &&
  value >= '1900-01-01' && value <= '2100-12-31';
const dateText = () => z.string().trim().refine(isCalendarDate, CASE_MSG.invalidDate);

/** 'HH:MM' on a 15-minute step; only the first five characters count ('08:15:00' is '08:15'). */
const quarterHour = () =>
  z
    .string()
    .trim()
    .transform((value) => value.slice(0, 5))
    .pipe(z.string().regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, CASE_MSG.invalidTime));

const idList = (max: number) =>
  z.preprocess((value) => (isBlank(value) ? [] : value), z.array(dbId()).max(max).transform((ids) => [...new Set(ids)]));

/** An image as base64 or as a data URL. */
const CaseImageUpload = z.object({ image: z.string().min(1, MSG.required).max(8 * 1024 * 1024) });

// ---------------------------------------------------------------------------------------------
// Payloads

const caseFields = {
  tipo_servicio: serviceType(),
  tipo_visita: visitType(),
  descripcion: upperText(5000),
  observaciones: upperText(5000),
  direccion_1: optionalUpperText(300),
  direccion_2: optionalUpperText(300),
  fecha_asignacion: z.preprocess(blankToNull, dateText().nullable()).optional(),
  hora_entrada: z.preprocess(blankToNull, quarterHour().nullable()).optional(),
  hora_salida: z.preprocess(blankToNull, quarterHour().nullable()).optional(),
  /** The case's agents (user ids). */
  contacto: idList(50).optional(),
  /** The case's clients (contact ids). */
  cliente: idList(200).optional(),
  images: z.array(CaseImageUpload).max(CASE_MAX_IMAGES, CASE_MSG.tooManyImages).optional(),
};

interface TravelFields {
  tipo_servicio?: string;
  direccion_1?: string | null;
  direccion_2?: string | null;
  hora_entrada?: string | null;
  hora_salida?: string | null;
}

/** Addresses are required for DESPLAZAMIENTO only; exit after entry when both are given. */
export function caseRuleIssues(value: TravelFields): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (value.tipo_servicio === CASE_TRAVEL_SERVICE) {
    if (!value.direccion_1) issues.push({ path: 'direccion_1', message: MSG.required });
    if (!value.direccion_2) issues.push({ path: 'direccion_2', message: MSG.required });
  }
  if (value.hora_entrada && value.hora_salida && value.hora_salida <= value.hora_entrada) {
    issues.push({ path: 'hora_salida', message: CASE_MSG.exitBeforeEntry });
  }
  return issues;
}

/** Addresses of a case that does not travel are cleared. */
function clearAddresses<T extends TravelFields>(value: T): T {
  return value.tipo_servicio === undefined || value.tipo_servicio === CASE_TRAVEL_SERVICE
    ? value
    : { ...value, direccion_1: null, direccion_2: null };
}

export const CaseCreate = z
  .object(caseFields)
  .superRefine((value, ctx) => {
    for (const issue of caseRuleIssues(value)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  })
  .transform(clearAddresses);
export type CaseCreate = z.infer<typeof CaseCreate>;

/** An update sends what it changes; the name is not editable. The rules of the merged case are checked by the server. */
export const CaseUpdate = z.object(caseFields).partial().transform(clearAddresses);
export type CaseUpdate = z.infer<typeof CaseUpdate>;

const coordinates = () =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(60)
      .refine((value) => {
        const match = /^(-?\d{1,3}(?:\.\d+)?) (-?\d{1,3}(?:\.\d+)?)$/.exec(value);
        return !!match && Math.abs(Number(match[1])) <= 90 && Math.abs(Number(match[2])) <= 180;
      }, CASE_MSG.invalidCoordinates)
      .nullable(),
  );

export const CaseStateChange = z.object({
  accion: z.enum(CASE_ACTIONS, { error: (issue) => (isBlank(issue.input) ? MSG.required : CASE_MSG.invalidAction) }),
  observaciones: z.preprocess((value) => (isBlank(value) ? '' : value), z.string().trim().max(2000).toUpperCase()).optional(),
  /** 'latitud longitud' of the device, when the browser has one. */
  coordenadas: coordinates().optional(),
});
export type CaseStateChange = z.infer<typeof CaseStateChange>;

export const CaseMaterialCreate = z.object({
  caso: dbId(),
  descripcion: upperText(500),
  cantidad: z.preprocess(
    blankToNull,
    z.coerce.number({ error: CASE_MSG.invalidQuantity }).int(CASE_MSG.invalidQuantity).min(1, CASE_MSG.invalidQuantity)
      .max(1_000_000, CASE_MSG.invalidQuantity).nullable(),
  ).optional(),
  observaciones: optionalUpperText(2000),
});
export type CaseMaterialCreate = z.infer<typeof CaseMaterialCreate>;

export const CaseReportUpdate = z.object({
  descripcion: upperText(5000),
  observaciones: optionalUpperText(5000),
  persona_recibe: upperText(200),
  cargo: upperText(200),
  /** The drawn signature as a base64 PNG (data URL or plain), only when newly drawn. */
  firma: z.preprocess(blankToUndefined, z.string().max(1024 * 1024, CASE_MSG.signatureTooLarge).optional()),
});
export type CaseReportUpdate = z.infer<typeof CaseReportUpdate>;

export const CaseIdParam = z.object({ id: dbId() });
export const CaseImageParams = z.object({ id: dbId(), imageId: dbId() });

/** The cases lists: `ordering` by number, service type, creation, state or finish (newest first without it). */
export const CASE_ORDERING = ['name', 'tipo_servicio', 'created_date', 'estado', 'fecha_finalizacion'] as const;
export const CaseListQuery = sortedPageQuery(CASE_ORDERING);
export type CaseListQuery = z.infer<typeof CaseListQuery>;
export const CaseByStateQuery = CaseListQuery.extend({
  estado: z.preprocess(
    blankToUndefined,
    z.enum(CASE_ESTADOS, { error: () => CASE_MSG.invalidEstado }).optional(),
  ),
});
export type CaseByStateQuery = z.infer<typeof CaseByStateQuery>;

// ---------------------------------------------------------------------------------------------
// Read shapes (no transforms: the serializer must not run them)

/** [name, id] as the product sends agents and clients. */
const NamePair = z.tuple([z.string(), z.number().int()]);

export const CaseMaterialRead = z.object({
  id: z.number().int(),
  caso: z.number().int(),
  descripcion: z.string(),
  cantidad: z.number().int().nullable(),
  observaciones: z.string().nullable(),
  created_date: z.string(),
});
export type CaseMaterialRead = z.infer<typeof CaseMaterialRead>;

export const CaseReportRead = z.object({
  descripcion: z.string(),
  observaciones: z.string().nullable(),
  persona_recibe: z.string(),
  cargo: z.string(),
  /** Address of the signature image, or null when none was drawn. */
  firma: z.string().nullable(),
  updated_date: z.string(),
});
export type CaseReportRead = z.infer<typeof CaseReportRead>;

export const CaseHistoryRead = z.object({
  id: z.number().int(),
  estado: z.enum(CASE_HISTORY_ESTADOS),
  created_date: z.string(),
  /** Seconds since the previous entry (or since the case was created). */
  duracion: z.number().int(),
  observaciones: z.string(),
  /** 'latitud longitud', or null when the device gave none. */
  coordenadas: z.string().nullable(),
  user: z.string().nullable(),
});
export type CaseHistoryRead = z.infer<typeof CaseHistoryRead>;

export const CaseListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  tipo_servicio: z.enum(CASE_SERVICE_TYPES).nullable(),
  tipo_visita: z.enum(CASE_VISIT_TYPES).nullable(),
  descripcion: z.string(),
  contacto: z.array(NamePair),
  cliente: z.array(NamePair),
  fecha_asignacion: z.string().nullable(),
  hora_entrada: z.string().nullable(),
  hora_salida: z.string().nullable(),
  estado: z.enum(CASE_ESTADOS),
  created_date: z.string(),
  fecha_finalizacion: z.string().nullable(),
  /** Seconds worked (pauses excluded), known once the case is finished. */
  total_duracion: z.number().int().nullable(),
  /** Whether the viewer may change its estado, add materials and write its report. */
  puede_gestionar: z.boolean(),
});
export type CaseListItem = z.infer<typeof CaseListItem>;

export const CaseRead = CaseListItem.extend({
  observaciones: z.string(),
  direccion_1: z.string().nullable(),
  direccion_2: z.string().nullable(),
  images: z.array(z.object({ id: z.number().int(), image: z.string() })),
  materiales: z.array(CaseMaterialRead),
  informe: CaseReportRead.nullable(),
  gestiones: z.array(CaseHistoryRead),
});
export type CaseRead = z.infer<typeof CaseRead>;

export const CaseSaved = CaseRead.extend({ message: z.string() });
export type CaseSaved = z.infer<typeof CaseSaved>;

export const CaseMaterialSaved = CaseMaterialRead.extend({ message: z.string() });
export const CaseReportSaved = CaseReportRead.extend({ message: z.string() });
export const CaseStateChanged = CaseRead.extend({ message: z.string() });
