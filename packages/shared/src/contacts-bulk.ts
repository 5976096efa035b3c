import { z } from './zod-spanish.js';
import { dbId } from './common.js';
import { PERMISSIONS, type PermissionName } from './permissions.js';

/**
 * The most contacts one bulk action changes. The action runs in one transaction while the user waits
 * (a few seconds at this size on PGlite); a larger selection answers 400 and asks to narrow the search.
 * Exporting a selection has no such limit: the file is streamed.
 */
export const BULK_MAX_CONTACTS = 10_000;
/** The most agents one bulk assignment adds (as the single assignment takes). */
export const BULK_MAX_AGENTS = 200;

const thousands = (n: number) => n.toLocaleString('es-CO');
const contactsCounted = (n: number) => `${thousands(n)} ${n === 1 ? 'contacto' : 'contactos'}`;
const verb = (n: number, singular: string, plural: string) => (n === 1 ? singular : plural);

export const BULK_MSG = {
  selectionRequired: 'Seleccione al menos un contacto.',
  selectionAmbiguous: 'Indique los contactos por ids o con todos, no ambos.',
  noMatches: 'Ningún contacto coincide con la selección.',
  tooMany: `La selección supera el máximo de ${thousands(BULK_MAX_CONTACTS)} contactos por acción. Acote la búsqueda o seleccione menos contactos.`,
  unknownContacts: (ids: number[]) => `No existen los contactos: ${ids.join(', ')}.`,
  agentsRequired: 'Seleccione al menos un agente.',
  groupRequired: 'Seleccione un grupo.',
  campaignRequired: 'Seleccione una campaña.',
  actionRequired: 'Seleccione una acción válida.',
  campaignAssigned: (n: number, campaign: string) =>
    n === 0 ? `Los contactos seleccionados ya estaban en la campaña ${campaign}.`
      : `Se ${verb(n, 'asignó', 'asignaron')} ${contactsCounted(n)} a la campaña ${campaign}.`,
  agentsAssigned: (n: number) =>
    n === 0 ? 'Los contactos seleccionados ya tenían esos agentes.' : `Se asignaron los agentes a ${contactsCounted(n)}.`,
  groupAdded: (n: number, group: string) =>
    n === 0 ? `Los contactos seleccionados ya estaban en el grupo ${group}.`
      : `Se ${verb(n, 'agregó', 'agregaron')} ${contactsCounted(n)} al grupo ${group}.`,
  deleted: (n: number) => `Se ${verb(n, 'eliminó', 'eliminaron')} ${contactsCounted(n)}.`,
} as const;

const contactIds = z.array(dbId()).max(BULK_MAX_CONTACTS, BULK_MSG.tooMany);

/**
 * Which contacts an action takes: the listed `ids`, or with `todos` every contact matching the list's
 * filters (`search` and `campaign`, as GET /contact/contacto/ reads them) except the `excluidos`.
 */
export const ContactSelection = z
  .object({
    ids: contactIds.optional(),
    todos: z.boolean().optional().default(false),
    search: z.string().trim().max(200).optional().default(''),
    campaign: dbId().nullable().optional(),
    excluidos: contactIds.optional().default([]),
  })
  .superRefine((value, ctx) => {
    if (value.todos && value.ids !== undefined) ctx.addIssue({ code: 'custom', path: ['ids'], message: BULK_MSG.selectionAmbiguous });
    else if (!value.todos && (value.ids === undefined || value.ids.length === 0)) {
      ctx.addIssue({ code: 'custom', path: ['ids'], message: BULK_MSG.selectionRequired });
    }
  });
export type ContactSelection = z.infer<typeof ContactSelection>;
export type ContactSelectionInput = z.input<typeof ContactSelection>;

export const BULK_ACTIONS = ['asignar_campana', 'asignar_agente', 'agregar_grupo', 'eliminar'] as const;
export type BulkActionName = (typeof BULK_ACTIONS)[number];

/** Each bulk action needs the permission of the same action on one contact. */
export const BULK_ACTION_PERMISSIONS: Record<BulkActionName, PermissionName> = {
  asignar_campana: PERMISSIONS.clientManage,
  asignar_agente: PERMISSIONS.agentsAssign,
  agregar_grupo: PERMISSIONS.clientManage,
  eliminar: PERMISSIONS.contactsDelete,
};

const withSelection = { seleccion: ContactSelection };

/** POST /contact/contacto/acciones-masivas/: one action on the selected contacts, all of them or none. */
export const ContactBulkAction = z.discriminatedUnion('accion', [
  z.object({ accion: z.literal('asignar_campana'), ...withSelection, campaign: dbId(BULK_MSG.campaignRequired) }),
  z.object({
    accion: z.literal('asignar_agente'), ...withSelection,
    agents: z.array(dbId()).min(1, BULK_MSG.agentsRequired).max(BULK_MAX_AGENTS),
  }),
  z.object({ accion: z.literal('agregar_grupo'), ...withSelection, group: dbId(BULK_MSG.groupRequired) }),
  z.object({ accion: z.literal('eliminar'), ...withSelection }),
], { error: (issue) => (issue.code === 'invalid_union' ? BULK_MSG.actionRequired : undefined) });
export type ContactBulkAction = z.infer<typeof ContactBulkAction>;
export type ContactBulkActionInput = z.input<typeof ContactBulkAction>;

export const ContactBulkResult = z.object({
  detail: z.string(),
  /** Contacts the action changed (those already in the campaign or group, or with the agents, are not counted). */
  cambiados: z.number().int(),
  /** Contacts the selection resolved to. */
  seleccionados: z.number().int(),
});
export type ContactBulkResult = z.infer<typeof ContactBulkResult>;
