import { rm } from 'node:fs/promises';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTACTS_EXPORT_FILENAME, CONTACTS_TEMPLATE_FILENAME, ContactSelection, ContactsExportQuery, IdParam, IMPORT_MAX_FILE_BYTES,
  IMPORT_MSG, IMPORT_PREVIEW_ROWS, ImportAccepted, ImportJobRead, ImportPreview, ImportRowRead, ImportRowsQuery, PERMISSIONS, paged, z,
} from '@atiende/shared';
import { XLSX_CONTENT_TYPE } from '../../spreadsheets/cells.js';
import type { App } from '../../app.types.js';
import { requireUser } from '../../access.js';
import { contactsWhere } from '../contacts/contacts.writes.js';
import { assertMayFilterSelection, selectionWhere } from '../contacts/contacts.selection.js';
import { pageResponse } from '../../http/paging.js';
import { attachmentDisposition } from '../../files/stored-files.js';
import { receiveSpreadsheet } from './imports.files.js';
import {
  findVisibleJob, isResuming, listJobRows, parseMappingField, previewContactsFile, queueContactsImport, toImportJobRead,
} from './imports.service.js';
import { wakeJobRunner } from '../../jobs/jobs.runner.js';
import { contactsExportStream, contactsTemplate, importResultStream } from './imports.writers.js';
import { errors, uploadErrors } from '../../http/responses.js';

const CONTACTS_MODULE = 'Contactos';
const importExport = { access: { permission: PERMISSIONS.contactsImportExport, module: CONTACTS_MODULE } };
/** Any signed-in user: the job's owner or someone who may import (checked in the handler). */
const jobAccess = { access: { module: CONTACTS_MODULE } };
const spreadsheet = z.any().describe('Archivo .xlsx');

async function withFileRemovedOnError<T>(filePath: string, read: () => T): Promise<T> {
  try {
    return read();
  } catch (error) {
    await rm(filePath, { force: true });
    throw error;
  }
}

export async function importsRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contacts-excel'];

  api.get('/contact/contacto/exportar-excel/', {
    config: importExport,
    schema: {
      tags, querystring: ContactsExportQuery, response: { 200: spreadsheet, ...errors },
      description: 'Descarga Contactos.xlsx con los contactos que cumplen la búsqueda, generado por partes (memoria constante).',
    },
  }, async (request, reply) => {
    reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachmentDisposition(CONTACTS_EXPORT_FILENAME));
    return reply.send(contactsExportStream(app.db, contactsWhere(request.query.search)!));
  });

  api.post('/contact/contacto/exportar-excel/', {
    config: importExport,
    schema: {
      tags, body: ContactSelection, response: { 200: spreadsheet, ...errors },
      description: 'Descarga Contactos.xlsx con los contactos seleccionados: los ids, o con todos: true los que la lista muestra '
        + 'para la misma búsqueda (search) y campaña (campaign) menos los excluidos. Sin límite de cantidad: se genera por partes.',
    },
  }, async (request, reply) => {
    assertMayFilterSelection(requireUser(request.authUser), request.body);
    reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachmentDisposition(CONTACTS_EXPORT_FILENAME));
    return reply.send(contactsExportStream(app.db, selectionWhere(request.body)));
  });

  api.get('/contact/contacto/plantilla-excel/', {
    config: importExport,
    schema: { tags, description: 'Plantilla vacía con las columnas de la importación.', response: { 200: spreadsheet, ...errors } },
  }, async (_request, reply) => {
    reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachmentDisposition(CONTACTS_TEMPLATE_FILENAME));
    return reply.send(await contactsTemplate());
  });

  api.post('/contact/contacto/upload_excel/vista-previa/', {
    config: importExport,
    schema: {
      tags, consumes: ['multipart/form-data'], response: { 200: ImportPreview, ...uploadErrors },
      description: `Lee el encabezado y las primeras ${IMPORT_PREVIEW_ROWS} filas de un .xlsx (campo multipart "file") con el ` +
        'mismo lector de la importación y sugiere el campo de cada columna por su encabezado. El archivo no se guarda.',
    },
  }, async (request) => {
    const file = await receiveSpreadsheet(request, app.config.uploadsDir);
    return previewContactsFile(file);
  });

  api.post('/contact/contacto/upload_excel/', {
    config: importExport,
    schema: {
      tags, consumes: ['multipart/form-data'], response: { 202: ImportAccepted, ...uploadErrors },
      description: `Importa contactos desde un .xlsx (campo multipart "file", hasta ${IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB) ` +
        'en segundo plano. El campo opcional "mapping" (JSON: el campo de cada columna por posición, null para no importarla) ' +
        'dice qué lleva cada columna; sin él, las columnas se reconocen por su encabezado. Se requieren Nombres o Razón social ' +
        'y al menos Número de documento, Email o Teléfono. Las filas se asocian a contactos existentes por documento, si no ' +
        'por e-mail, si no por teléfono; una fila que repite a otra anterior del mismo archivo se informa como duplicada.',
    },
  }, async (request, reply) => {
    const user = requireUser(request.authUser);
    const file = await receiveSpreadsheet(request, app.config.uploadsDir);
    const mapping = await withFileRemovedOnError(file.absolutePath, () => parseMappingField(file.fields.mapping));
    const job = await queueContactsImport(app.db, file, user, mapping);
    wakeJobRunner(app.db);
    return reply.code(202).send({ job_id: job.id, status: 'PENDIENTE', message: IMPORT_MSG.accepted });
  });

  api.get('/contact/importaciones/:id/', {
    config: jobAccess,
    schema: { tags, params: IdParam, response: { 200: ImportJobRead, ...errors } },
  }, async (request) => {
    const job = await findVisibleJob(app.db, request.params.id, requireUser(request.authUser));
    return toImportJobRead(job, job.status === 'PROCESANDO' && (await isResuming(app.db, job.id)));
  });

  api.get('/contact/importaciones/:id/filas/', {
    config: jobAccess,
    schema: { tags, params: IdParam, querystring: ImportRowsQuery, response: { 200: paged(ImportRowRead), ...errors } },
  }, async (request) => {
    const job = await findVisibleJob(app.db, request.params.id, requireUser(request.authUser));
    const { count, results } = await listJobRows(app.db, job.id, request.query);
    return pageResponse(request, request.query, count, results);
  });

  api.get('/contact/importaciones/:id/resultado.xlsx', {
    config: jobAccess,
    schema: { tags, params: IdParam, response: { 200: spreadsheet, ...errors } },
  }, async (request, reply) => {
    const job = await findVisibleJob(app.db, request.params.id, requireUser(request.authUser));
    reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachmentDisposition(`Resultado-importacion-${job.id}.xlsx`));
    return reply.send(importResultStream(app.db, job.id));
  });
}
