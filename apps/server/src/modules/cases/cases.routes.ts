import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CASE_MSG, CASE_ORDERING, CASES_MODULE, CaseByStateQuery, CaseCreate, CaseIdParam, CaseImageParams, CaseListItem, CaseListQuery,
  CaseMaterialCreate, CaseMaterialSaved, CaseReportSaved, CaseReportUpdate, CaseSaved, CaseStateChange, CaseStateChanged,
  CaseRead, CaseUpdate, Detail, PERMISSIONS, paged, z,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requestActor, requireUser } from '../../access.js';
import { pageResponse } from '../../http/paging.js';
import { orderingNote } from '../../db/ordering.js';
import { errors } from '../../http/responses.js';
import { sendStoredFile } from '../../files/file-reply.js';
import { inlineDisposition } from '../../files/stored-files.js';
import { caseImageFile, caseViewer, createCase, getCase, listCases, updateCase } from './cases.service.js';
import { addCaseMaterial, caseReportPdfFor, caseSignatureFile, changeCaseState, updateCaseReport } from './cases.work.js';

const fileBytes = { 200: z.unknown().describe('Los bytes del archivo.') };
const tokenQuery = z.object({ token: z.string().optional() });
const bodyErrors = { ...errors, 413: Detail };

const viewerOf = (request: FastifyRequest) => caseViewer(requireUser(request.authUser));

export async function casesRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['casos'];
  const view = { permission: PERMISSIONS.casesView, module: CASES_MODULE };
  const manage = { permission: PERMISSIONS.casesManage, module: CASES_MODULE };
  const base = '/casos/casos';
  const uploads = app.config.uploadsDir;

  api.get(`${base}/`, {
    config: { access: view },
    schema: {
      tags, description: `Casos, los más nuevos primero, 30 por página. Búsqueda: ${CASE_MSG.searchPlaceholder} ` +
        'Quien no tiene «Ver todos los Casos» ve solo los casos de los que es agente. ' + orderingNote(CASE_ORDERING),
      querystring: CaseListQuery, response: { 200: paged(CaseListItem), ...errors },
    },
  }, async (request) => {
    const { count, results } = await listCases(app.db, viewerOf(request), request.query);
    return pageResponse(request, request.query, count, results);
  });

  api.get(`${base}/casos_por_estado/`, {
    config: { access: view },
    schema: {
      tags, description: `Casos en un estado (vacío: todos), con la misma búsqueda, paginación y ordering. ${orderingNote(CASE_ORDERING)}`,
      querystring: CaseByStateQuery, response: { 200: paged(CaseListItem), ...errors },
    },
  }, async (request) => {
    const { count, results } = await listCases(app.db, viewerOf(request), request.query);
    return pageResponse(request, request.query, count, results);
  });

  api.get(`${base}/:id/`, {
    config: { access: view },
    schema: { tags, params: CaseIdParam, response: { 200: CaseRead, ...errors } },
  }, async (request) => getCase(app.db, viewerOf(request), request.params.id));

  api.post(`${base}/`, {
    config: { access: manage },
    schema: {
      tags, description: 'Crea un caso; el nombre (CASO-00001) lo asigna el servidor. contacto: ids de agentes; cliente: ids de ' +
        'contactos; images: [{image}] en base64 o data URL (PNG o JPG, máximo 5 MB cada una).',
      body: CaseCreate, response: { 201: CaseSaved, ...bodyErrors },
    },
  }, async (request, reply) => {
    const created = await createCase(app.db, uploads, viewerOf(request), requestActor(request), request.body);
    return reply.code(201).send({ ...created, message: CASE_MSG.created(created.name) });
  });

  api.patch(`${base}/:id/`, {
    config: { access: manage },
    schema: {
      tags, description: 'Actualiza los campos enviados; el nombre no se edita. contacto y cliente reemplazan las listas; ' +
        'images agrega imágenes.',
      params: CaseIdParam, body: CaseUpdate, response: { 200: CaseSaved, ...bodyErrors },
    },
  }, async (request) => {
    const updated = await updateCase(app.db, uploads, viewerOf(request), requestActor(request), request.params.id, request.body);
    return { ...updated, message: CASE_MSG.updated(updated.name) };
  });

  api.post(`${base}/:id/cambiar_estado/`, {
    config: { access: view },
    schema: {
      tags, description: 'ACEPTAR (SIN_ASIGNAR o ASIGNADO → PENDIENTE), INICIAR (PENDIENTE → EN_PROCESO), PAUSAR ' +
        '(EN_PROCESO → EN_PAUSA), REANUDAR (EN_PAUSA → EN_PROCESO), FINALIZAR (EN_PROCESO → FINALIZADO). Solo los agentes del ' +
        'caso o quien tiene «Gestionar todos los Casos».',
      params: CaseIdParam, body: CaseStateChange, response: { 200: CaseStateChanged, ...errors },
    },
  }, async (request) => {
    const changed = await changeCaseState(app.db, viewerOf(request), requestActor(request), request.params.id, request.body);
    return { ...changed, message: CASE_MSG.stateChanged };
  });

  api.patch(`${base}/:id/actualizar_informe/`, {
    config: { access: view },
    schema: {
      tags, description: 'Informe del caso EN_PROCESO. firma: PNG en base64 o data URL (máximo 512 KB), solo si se dibujó de nuevo.',
      params: CaseIdParam, body: CaseReportUpdate, response: { 200: CaseReportSaved, ...bodyErrors },
    },
  }, async (request) => {
    const report = await updateCaseReport(app.db, uploads, viewerOf(request), requestActor(request), request.params.id, request.body);
    return { ...report, message: CASE_MSG.stateChanged };
  });

  api.get(`${base}/:id/imagenes/:imageId/`, {
    config: { access: view, tokenInQuery: true },
    schema: { tags, description: 'Una imagen del caso. Admite ?token=.', params: CaseImageParams, querystring: tokenQuery, response: { ...fileBytes, ...errors } },
  }, async (request, reply) => {
    const file = await caseImageFile(app.db, uploads, viewerOf(request), request.params.id, request.params.imageId);
    return sendStoredFile(reply, file, inlineDisposition(file.filename));
  });

  api.get(`${base}/:id/firma/`, {
    config: { access: view, tokenInQuery: true },
    schema: { tags, description: 'La firma del informe (PNG). Admite ?token=.', params: CaseIdParam, querystring: tokenQuery, response: { ...fileBytes, ...errors } },
  }, async (request, reply) => {
    const file = await caseSignatureFile(app.db, uploads, viewerOf(request), request.params.id);
    return sendStoredFile(reply, file, inlineDisposition(file.filename));
  });

  api.post('/casos/materialesCasos/', {
    config: { access: view },
    schema: {
      tags, description: 'Agrega un material a un caso EN_PROCESO (sus agentes o quien gestiona todos los casos).',
      body: CaseMaterialCreate, response: { 201: CaseMaterialSaved, ...errors },
    },
  }, async (request, reply) => {
    const material = await addCaseMaterial(app.db, viewerOf(request), requestActor(request), request.body);
    return reply.code(201).send({ ...material, message: CASE_MSG.stateChanged });
  });

  api.get('/reportes/informe_pdf/:id/', {
    config: { access: view, tokenInQuery: true },
    schema: {
      tags, description: 'El informe de servicio del caso en PDF, generado al pedirlo. Admite ?token= para abrirlo en una ventana nueva.',
      params: CaseIdParam, querystring: tokenQuery, response: { ...fileBytes, ...errors },
    },
  }, async (request, reply) => {
    const { name, pdf } = await caseReportPdfFor(app.db, uploads, viewerOf(request), request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', inlineDisposition(`Informe ${name}.pdf`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
