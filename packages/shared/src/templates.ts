import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { dbId, optionalDbId, PageQuery, requiredText } from './common.js';

/** What Meta says of a template in a WhatsApp Business account (`message_template_status_update`). */
export const TEMPLATE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'PAUSED', 'DISABLED'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];
/** How the screens name Meta's review states. */
export const TEMPLATE_STATUS_LABELS: Record<TemplateStatus, string> = {
  PENDING: 'Pendiente',
  APPROVED: 'Aprobado',
  REJECTED: 'Rechazado',
  PAUSED: 'Pausado',
  DISABLED: 'Deshabilitado',
};

/** The optional header file of a template, by its kind (spec §5: image, video, otherwise document). */
export const TEMPLATE_HEADER_TYPES = ['image', 'video', 'document'] as const;
export type TemplateHeaderType = (typeof TEMPLATE_HEADER_TYPES)[number];

export const TEMPLATE_CATEGORIES = ['UTILITY', 'MARKETING'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export const TEMPLATE_CATEGORY_LABELS: Record<TemplateCategory, string> = { UTILITY: 'Utilidad', MARKETING: 'Marketing' };

/** Spec §9: the default template language. */
export const DEFAULT_TEMPLATE_LANGUAGE = 'es';
/** Meta's limits: a body of at most 1024 characters; a header file of at most 16 MB (documents 100 MB, kept lower here). */
export const TEMPLATE_BODY_MAX = 1024;
export const TEMPLATE_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** A body parameter is at most 1024 characters (integrations §1). */
export const TEMPLATE_PARAMETER_MAX = 1024;

export const TEMPLATE_MSG = {
  created: 'Creado',
  nameFormat: 'Solo letras minúsculas sin tildes, números y guion bajo (los espacios se vuelven _).',
  nameTaken: 'Ya existe una plantilla con ese nombre e idioma.',
  variablesOrder: 'Las variables deben numerarse {{1}}, {{2}}, … en orden, sin saltos.',
  examplesCount: (n: number) => `Escriba un ejemplo por cada variable del texto (${n}).`,
  campaignsRequired: 'Seleccione al menos una campaña.',
  campaignMissing: 'La campaña no existe.',
  noChannel: 'Ninguna de las campañas seleccionadas tiene un canal de WhatsApp: la plantilla no tiene a qué cuenta enviarse.',
  fileInvalid: 'El archivo debe enviarse como data URL (data:tipo;base64,…).',
  fileTooLarge: 'El archivo de la plantilla supera los 5 MB.',
  fileType: 'Tipo de archivo no permitido: imagen (JPG, PNG), video (MP4) o documento (PDF).',
  typeMismatch: 'type_template no coincide con el archivo enviado.',
  notFound: 'La plantilla no existe.',
  notApproved: 'La plantilla no está aprobada por WhatsApp para este canal: solo se pueden enviar plantillas aprobadas.',
  notOfCampaign: 'La plantilla no pertenece a la campaña de la conversación.',
  variablesCount: (n: number) => `La plantilla lleva ${n} variable${n === 1 ? '' : 's'}: escriba ${n === 1 ? 'su valor' : 'un valor por cada una'}.`,
  providerRefused: (code: string) => `WhatsApp rechazó la plantilla (código ${code}).`,
  providerUnavailable: 'No se pudo enviar la plantilla a WhatsApp; se reintentará.',
} as const;

/** 'Recordatorio de Pago' → 'recordatorio_de_pago': the name as Meta accepts it. */
export function templateName(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase().replace(/\s+/g, '_');
}

/** The numbers of the `{{n}}` variables of a body, in order of appearance. */
export function templateVariables(body: string): number[] {
  return [...body.matchAll(/\{\{\s*(\d{1,2})\s*\}\}/g)].map((match) => Number(match[1]));
}

/** How many variables a body has, or null when they are not numbered 1, 2, … without gaps. */
export function templateVariableCount(body: string): number | null {
  const distinct = [...new Set(templateVariables(body))].sort((a, b) => a - b);
  return distinct.every((n, i) => n === i + 1) ? distinct.length : null;
}

/** The body with each `{{n}}` replaced by its value: what the customer reads. */
export function renderTemplate(body: string, values: readonly string[]): string {
  return body.replace(/\{\{\s*(\d{1,2})\s*\}\}/g, (whole, n: string) => values[Number(n) - 1] ?? whole);
}

export const TemplateCreate = z.object({
  name: requiredText(512).transform(templateName).pipe(z.string().regex(/^[a-z0-9_]{1,512}$/, TEMPLATE_MSG.nameFormat)),
  /** The campaigns whose agents and broadcasts use it (spec: campaign, a list). */
  campaign: z.array(dbId()).min(1, TEMPLATE_MSG.campaignsRequired).max(50),
  body: requiredText(TEMPLATE_BODY_MAX).refine((body) => templateVariableCount(body) !== null, TEMPLATE_MSG.variablesOrder),
  /** The header file as a data URL (`data:image/png;base64,…`). */
  file: z.string().max(8 * 1024 * 1024).nullable().optional(),
  fileName: z.string().trim().max(200).nullable().optional(),
  /** What the browser previewed; not stored. */
  filePreview: z.unknown().optional(),
  type_template: z.enum(TEMPLATE_HEADER_TYPES, { error: () => 'Tipo no válido: image, video o document.' }).nullable().optional(),
  /** Spelled as the spec's client sends it. */
  languaje_code: z.string().trim().regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'Código de idioma no válido (es, es_CO, en_US…).')
    .optional().default(DEFAULT_TEMPLATE_LANGUAGE),
  category: z.enum(TEMPLATE_CATEGORIES, { error: () => 'Categoría no válida: UTILITY o MARKETING.' }).optional().default('UTILITY'),
  /** One example value per variable, which Meta requires to review the template; 'Ejemplo N' when left out. */
  ejemplos: z.array(requiredText(TEMPLATE_PARAMETER_MAX)).max(20).optional(),
}).superRefine((value, ctx) => {
  const count = templateVariableCount(value.body) ?? 0;
  if (value.ejemplos && value.ejemplos.length !== count) ctx.addIssue({ code: 'custom', path: ['ejemplos'], message: TEMPLATE_MSG.examplesCount(count) });
});
export type TemplateCreate = z.infer<typeof TemplateCreate>;

/** A template's review in one WhatsApp Business account, through a channel of that account. */
export const TemplateReview = z.object({
  channel: z.number().int(),
  channel_name: z.string(),
  waba_id: z.string(),
  status: z.enum(TEMPLATE_STATUSES),
  /** Meta's reason for a rejection or pause, or why it could not be submitted. */
  reason: z.string().nullable(),
  submitted: z.boolean(),
});

export const TemplateRead = z.object({
  id: z.number().int(),
  name: z.string(),
  campaign: z.array(z.number().int()),
  campaigns: z.array(z.object({ id: z.number().int(), name: z.string() })),
  body: z.string(),
  variables: z.number().int(),
  type_template: z.enum(TEMPLATE_HEADER_TYPES).nullable(),
  fileName: z.string().nullable(),
  /** Where the header file is downloaded (token in ?token= for <img>), or null. */
  file: z.string().nullable(),
  languaje_code: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  /** APPROVED once every account approved it; otherwise the least advanced review (REJECTED, DISABLED, PAUSED, PENDING). */
  status: z.enum(TEMPLATE_STATUSES),
  estados: z.array(TemplateReview),
  created_date: z.string(),
});
export type TemplateRead = z.infer<typeof TemplateRead>;

export const TemplateListQuery = PageQuery.extend({
  status: z.enum(TEMPLATE_STATUSES, { error: () => 'Estado no válido.' }).optional(),
  campaign: optionalDbId(),
});

/**
 * The composer's list: with `conversation`, the templates that conversation may send (approved on its
 * channel's account, of its campaign); otherwise the approved templates of the caller's campaigns (every
 * template, any status, for who manages them).
 */
export const TemplateFullListQuery = z.object({
  conversation: optionalDbId(),
  campaign: optionalDbId(),
  status: z.enum(TEMPLATE_STATUSES, { error: () => 'Estado no válido.' }).optional(),
});

export const TemplateSaved = TemplateRead.extend({ message: z.string() });

/** The values of a template's variables, in order. */
export const TemplateParameters = z.array(z.string().trim().min(1, MSG.required).max(TEMPLATE_PARAMETER_MAX)).max(20);

/** What a delivered template message keeps beside its rendered text. */
export const TemplateMessageExtra = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  language: z.string(),
  variables: z.array(z.string()),
});
export type TemplateMessageExtra = z.infer<typeof TemplateMessageExtra>;
