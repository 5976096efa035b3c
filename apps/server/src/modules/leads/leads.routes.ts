import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactFormSubmit, Detail, DuplicateContact, IdParam, LEAD_MSG, LEADS_EXPORT_FILE, LEADS_SCHEDULE_TEMPLATE_FILE, LeadAssign, LeadEstadoChange, LeadExportQuery,
  LeadListItem, LeadListQuery, LeadRead, LeadScheduleCreate, LeadScheduleResult, LeadTimeline, LeadUpdate,
  PERMISSIONS, ProspectCreate, ProspectCreated, paged, z, type PermissionName,
} from '@atiende/shared';
import { XLSX_CONTENT_TYPE } from '../../spreadsheets/cells.js';
import type { App } from '../../app.types.js';
import { requestActor, requireUser } from '../../access.js';
import { attachmentDisposition } from '../../files/stored-files.js';
import { pageResponse } from '../../http/paging.js';
import { errors, uploadErrors } from '../../http/responses.js';
import { uploadedSpreadsheet } from '../../spreadsheets/sheet-upload.js';
import { createProspect, receiveContactForm, scheduleLeads } from './leads.create.js';
import { leadTopics } from './leads.events.js';
import { leadsExportStream } from './leads.export.js';
import { assertLeadFiltersAllowed, leadTimeline, leadViewerOf, listLeads, loadLead } from './leads.service.js';
import { chargeFormSubmission } from './leads.throttle.js';
import { readScheduleSheet, SCHEDULE_SOURCE, scheduleTemplate } from './leads.upload.js';
import { assignLead, changeLeadEstado, updateLead } from './leads.workflow.js';

export const LEADS_MODULE = 'Leads';
const access = (permission: PermissionName) => ({ access: { permission, module: LEADS_MODULE } });
const spreadsheet = z.any().describe('Archivo .xlsx');
const base = '/leads/leads';
export const LEADS_OWN_NOTE = 'Sin "Ver Leads de todos los agentes" solo se ven los leads asignados al usuario, y los filtros agents y campaign dan 403.';

export async function leadsRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['leads'];
  const viewerOf = (request: { authUser: Parameters<typeof requireUser>[0] }) => leadViewerOf(requireUser(request.authUser));

  api.get(`${base}/`, {
    config: access(PERMISSIONS.leadsView),
    schema: {
      tags, querystring: LeadListQuery, response: { 200: paged(LeadListItem), ...errors },
      description: `Leads, los más recientes primero, de 30 en 30; tipo_lead event (formulario, prospectos) o programado; fechas en días de Bogotá. ${LEADS_OWN_NOTE}`,
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    assertLeadFiltersAllowed(viewer, request.query);
    const { count, results, ...continuation } = await listLeads(app.db, viewer, request.query, request.query);
    return pageResponse(request, request.query, count, results, continuation);
  });

  api.get(`${base}/exportar-excel/`, {
    config: access(PERMISSIONS.leadsView),
    schema: { tags, querystring: LeadExportQuery, response: { 200: spreadsheet, ...errors }, description: `Descarga '${LEADS_EXPORT_FILE}' con los filtros de la lista. ${LEADS_OWN_NOTE}` },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    assertLeadFiltersAllowed(viewer, request.query);
    reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachmentDisposition(LEADS_EXPORT_FILE));
    return reply.send(leadsExportStream(app.db, viewer, request.query));
  });

  api.get(`${base}/plantilla_programacion/`, {
    config: access(PERMISSIONS.leadsManage),
    schema: { tags, response: { 200: spreadsheet, ...errors }, description: 'Plantilla de Subir Programaciones: sus columnas y una fila de ejemplo.' },
  }, async (_request, reply) => {
    reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachmentDisposition(LEADS_SCHEDULE_TEMPLATE_FILE));
    return reply.send(await scheduleTemplate());
  });

  api.post(`${base}/upload_programacion/`, {
    config: access(PERMISSIONS.leadsManage),
    schema: {
      tags, consumes: ['multipart/form-data'], response: { 200: LeadScheduleResult, ...uploadErrors, 400: z.union([z.object({ detail: z.string(), errores: z.array(z.string()) }), ...uploadErrors[400].options]) },
      description: 'Programa leads desde un .xlsx (campo multipart "file"): Teléfono, Campaña, Agente, Observaciones y Fecha de Vencimiento; '
        + 'Nombres, Apellidos y Email crean el contacto cuando el teléfono no es de ninguno. Todo o nada: con errores responde 400 con una línea por problema en errores.',
    },
  }, async (request) => {
    const items = await readScheduleSheet(app.db, await uploadedSpreadsheet(request));
    const ids = await scheduleLeads(app.db, requestActor(request), items, SCHEDULE_SOURCE);
    return { message: LEAD_MSG.scheduled(ids.length), ids };
  });

  api.post(`${base}/`, {
    config: access(PERMISSIONS.leadsManage),
    schema: {
      tags, body: LeadScheduleCreate, response: { 201: LeadScheduleResult, ...errors },
      description: 'Programación manual: un contacto existente (contact) o uno nuevo (new_contact), campaña, agente de esa campaña, observaciones y '
        + 'fecha_vencimiento (AAAA-MM-DD o AAAA-MM-DD HH:MM, Bogotá). Todo o nada; los errores van bajo leads.{n}.{campo}.',
    },
  }, async (request, reply) => {
    const ids = await scheduleLeads(app.db, requestActor(request), request.body.leads);
    return reply.code(201).send({ message: LEAD_MSG.scheduled(ids.length), ids });
  });

  api.post(`${base}/prospectos/`, {
    config: access(PERMISSIONS.leadsManage),
    schema: {
      tags, body: ProspectCreate, response: { 201: ProspectCreated, ...errors, 400: z.union([DuplicateContact, ...errors[400].options]) },
      description: 'Crea el contacto del prospecto y su lead (origen Prospecto). Un contacto con el mismo documento, e-mail o teléfono es el 400 de duplicado de contactos.',
    },
  }, async (request, reply) => {
    const created = await createProspect(app.db, requestActor(request), request.body);
    return reply.code(201).send({ message: LEAD_MSG.prospectCreated, ...created });
  });

  api.get(`${base}/:id/`, {
    config: access(PERMISSIONS.leadsView),
    schema: { tags, params: IdParam, response: { 200: LeadRead, ...errors }, description: `Un lead (404 si es de otro agente y no se ven todos). ${LEADS_OWN_NOTE}` },
  }, async (request) => loadLead(app.db, viewerOf(request), request.params.id));

  api.patch(`${base}/:id/`, {
    config: access(PERMISSIONS.leadsManage),
    schema: { tags, params: IdParam, body: LeadUpdate, response: { 200: LeadRead, ...errors }, description: 'Modifica referencia, nombre, descripcion y existencia.' },
  }, async (request) => {
    await updateLead(app.db, requestActor(request), request.params.id, request.body);
    return loadLead(app.db, viewerOf(request), request.params.id);
  });

  api.post(`${base}/:id/cambiar_estado/`, {
    config: access(PERMISSIONS.leadsView),
    schema: {
      tags, params: IdParam, body: LeadEstadoChange, response: { 200: LeadRead, ...errors },
      description: 'INICIAR (PENDIENTE → EN_PROCESO, al abrir su chat o llamar) o FINALIZAR (EN_PROCESO → FINALIZADO, con gestion: una gestión del '
        + 'contacto del lead). Cualquier otro paso es 400 y no cambia nada.',
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    await changeLeadEstado(app.db, viewer, requestActor(request), request.params.id, request.body);
    return loadLead(app.db, viewer, request.params.id);
  });

  api.post(`${base}/:id/asignar/`, {
    config: access(PERMISSIONS.leadsManage),
    schema: {
      tags, params: IdParam, body: LeadAssign, response: { 200: LeadRead, ...errors },
      description: 'Asigna el lead (no finalizado) a un agente de su campaña (o de campaign, que la cambia): queda PENDIENTE para él.',
    },
  }, async (request) => {
    await assignLead(app.db, requestActor(request), request.params.id, request.body);
    return loadLead(app.db, viewerOf(request), request.params.id);
  });

  api.get(`${base}/:id/timeline/`, {
    config: access(PERMISSIONS.leadsView),
    schema: { tags, params: IdParam, response: { 200: LeadTimeline, ...errors }, description: 'Línea de tiempo del lead; duraciones en segundos.' },
  }, async (request) => leadTimeline(app.db, viewerOf(request), request.params.id));

  api.post('/leads/event/', {
    config: { access: 'public' },
    schema: {
      tags, body: ContactFormSubmit, response: { 201: z.object({ message: z.string() }), 400: errors[400], 429: Detail },
      description: 'Formulario público ¡Contáctanos! (sin sesión): crea o encuentra el contacto y un lead de tipo event; con campaign se asigna al agente '
        + 'con menos leads abiertos. Cinco envíos por dirección cada diez minutos (429). Un envío con el campo oculto website lleno se responde igual y no se guarda.',
    },
  }, async (request, reply) => {
    await chargeFormSubmission(app.db, request.ip);
    if (!request.body.website) await receiveContactForm(app.db, request.body);
    return reply.code(201).send({ message: LEAD_MSG.formSent });
  });
}

/** /ws/leads/: {type: 'leads.changed', lead, tipo, estado} when one of the user's leads (or any, for who sees all) arrives or changes. */
export async function leadsSocketRoutes(app: App): Promise<void> {
  app.get('/ws/leads/', {
    websocket: true,
    config: access(PERMISSIONS.leadsView),
    schema: { tags: ['leads'], description: 'WebSocket de avisos de leads (el token va en ?token=); la pantalla de leads y la pestaña Leads del chat recargan su cuenta.' },
  }, (socket, request) => {
    const viewer = leadViewerOf(requireUser(request.authUser));
    app.hub.subscribe(viewer.seesAll ? leadTopics.all : leadTopics.agent(viewer.id), socket);
  });
}
