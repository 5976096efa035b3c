import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { dbId, MAX_DB_ID, requiredText, sortedPageQuery } from './common.js';

/**
 * Typification of a campaign. Naming as the screens show it: a 'Resultado' (CalificacionContacto, API
 * calificacionContacto) belongs to a campaign; a 'Calificación' (DescripcionCalificacion, API
 * descripcionCalificacion) belongs to a Resultado; a 'Tipo de Gestión' stands alone.
 */
export const TYPIFICATION_MSG = {
  calificacionCreated: 'Se ha agregado con éxito',
  calificacionUpdated: 'Se ha Actualizado con éxito',
  descripcionCreated: 'Se ha agregado la la Descripción',
  descripcionUpdated: 'Se ha Actualizado con éxito',
  tipoGestionCreated: 'Se ha agregado el tipo de Gestion del Contacto con éxito',
  tipoGestionUpdated: 'Se ha Actualizado el Tipo de Gestion del Contacto con éxito',
  typificationSaved: 'Datos agregados correctamente.',
  typificationSaveFailed: 'Error al agregar los datos',
  noData: 'No hay datos para mostrar.',
  noCalificaciones: 'No hay Calificacion para este resultado.',
  invalidId: 'Seleccione una opción válida.',
  unknownCampaign: 'La campaña seleccionada no existe.',
  unknownCalificacion: 'El resultado seleccionado no existe.',
  calificacionNameTaken: 'Ya existe un resultado con este nombre en la campaña.',
  descripcionNameTaken: 'Ya existe una calificación con este nombre en el resultado.',
  tipoGestionNameTaken: 'Ya existe un tipo de gestión con este nombre.',
} as const;

/** Most items one typification save may carry, at each level. */
export const TYPIFICATION_MAX_ITEMS = 500;

const NAME_MAX = 150;
const name = () => requiredText(NAME_MAX);

/** An id chosen in a select: a positive integer, also accepted as a string of digits. */
const selectedId = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === '' ? MSG.required : TYPIFICATION_MSG.invalidId,
      })
      .int(TYPIFICATION_MSG.invalidId)
      .positive(TYPIFICATION_MSG.invalidId)
      .max(MAX_DB_ID, TYPIFICATION_MSG.invalidId),
  );

export const TypificationIdParam = z.object({ id: dbId() });

export const TypificationOption = z.object({ id: z.number().int(), name: z.string() });
export type TypificationOption = z.infer<typeof TypificationOption>;

// Resultados (calificacionContacto)

export const CalificacionRead = z.object({
  id: z.number().int(),
  name: z.string(),
  campaign: TypificationOption,
});
export type CalificacionRead = z.infer<typeof CalificacionRead>;

export const CalificacionSaved = CalificacionRead.extend({ message: z.string() });
export type CalificacionSaved = z.infer<typeof CalificacionSaved>;

export const CalificacionCreate = z.object({ name: name(), campaign: selectedId() });
export type CalificacionCreate = z.infer<typeof CalificacionCreate>;

export const CalificacionUpdate = CalificacionCreate.partial();
export type CalificacionUpdate = z.infer<typeof CalificacionUpdate>;

/** ?campaign= of get_campaign/: the Resultados of one campaign. */
export const CalificacionesByCampaignQuery = z.object({ campaign: selectedId() });

// Calificaciones (descripcionCalificacion)

export const DescripcionRead = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 'Pertenece a': the Resultado and its campaign. */
  calificacion: z.object({ id: z.number().int(), name: z.string(), campaign_name: z.string() }),
});
export type DescripcionRead = z.infer<typeof DescripcionRead>;

export const DescripcionSaved = DescripcionRead.extend({ message: z.string() });
export type DescripcionSaved = z.infer<typeof DescripcionSaved>;

export const DescripcionCreate = z.object({ name: name(), calificacion: selectedId() });
export type DescripcionCreate = z.infer<typeof DescripcionCreate>;

export const DescripcionUpdate = DescripcionCreate.partial();
export type DescripcionUpdate = z.infer<typeof DescripcionUpdate>;

/** ?calificacion= of get_descripcion: the Calificaciones of one Resultado. */
export const DescripcionesByCalificacionQuery = z.object({ calificacion: selectedId() });

// Tipos de gestión (tipoGestionContacto)

export const TipoGestionRead = TypificationOption;
export type TipoGestionRead = z.infer<typeof TipoGestionRead>;

export const TipoGestionSaved = TipoGestionRead.extend({ message: z.string() });
export type TipoGestionSaved = z.infer<typeof TipoGestionSaved>;

export const TipoGestionCreate = z.object({ name: name() });
export type TipoGestionCreate = z.infer<typeof TipoGestionCreate>;

export const TipoGestionUpdate = TipoGestionCreate.partial();
export type TipoGestionUpdate = z.infer<typeof TipoGestionUpdate>;

// Campaign typifications (the /typification editor)

export const CampaignTypification = z.object({
  id: z.number().int(),
  name: z.string(),
  calificaciones: z.array(
    z.object({ id: z.number().int(), name: z.string(), descripciones: z.array(TypificationOption) }),
  ),
});
export type CampaignTypification = z.infer<typeof CampaignTypification>;

export const TypificationTree = z.object({ results: z.array(CampaignTypification) });
export type TypificationTree = z.infer<typeof TypificationTree>;

/** ?campaign= is optional: without it, every campaign. */
export const TypificationTreeQuery = z.object({ campaign: selectedId().optional() });

export const TypificationSaveItem = z.object({
  campaign_id: selectedId(),
  calificaciones: z
    .array(z.object({ name: name(), descripciones: z.array(name()).max(TYPIFICATION_MAX_ITEMS).default([]) }))
    .max(TYPIFICATION_MAX_ITEMS)
    .default([]),
});
export type TypificationSaveItem = z.infer<typeof TypificationSaveItem>;

/** Saving creates only the Resultados and Calificaciones not stored yet (matched by name). */
export const TypificationSave = z.array(TypificationSaveItem).max(TYPIFICATION_MAX_ITEMS);
export type TypificationSave = z.infer<typeof TypificationSave>;

/** The Resultados, Calificaciones and Tipos de Gestión lists: `ordering` by name (newest first without it). */
export const TYPIFICATION_ORDERING = ['name'] as const;
export const TypificationListQuery = sortedPageQuery(TYPIFICATION_ORDERING);
export type TypificationListQuery = z.infer<typeof TypificationListQuery>;
