import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactIdParam, PERMISSIONS, PRIVACY_MSG, SuppressRequest, SuppressResult, personalDataFilename, z } from '@atiende/shared';
import { XLSX_CONTENT_TYPE } from '../../spreadsheets/cells.js';
import type { App } from '../../app.types.js';
import { requestActor } from '../../access.js';
import { attachmentDisposition } from '../../files/stored-files.js';
import { errors } from '../../http/responses.js';
import { CONTACTS_MODULE } from '../contacts/contacts.routes.js';
import { personalDataStream } from '../reports/personal-data.export.js';
import type { PersonalDataHook } from './privacy.hooks.js';
import { recordPersonalDataExport, suppressContact } from './privacy.service.js';

const spreadsheet = z.any().describe('Archivo .xlsx');

/** Habeas data (Ley 1581): a person's data on request and its suppression (each module's part through its hook), on the contact's routes. */
export function privacyRoutes(hooks: readonly PersonalDataHook[]) {
  return async (app: App): Promise<void> => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['contacts'];

    api.get('/contact/contacto/:id/datos_personales/', {
      config: { access: { permission: PERMISSIONS.personalDataView, module: CONTACTS_MODULE } },
      schema: {
        tags, params: ContactIdParam, response: { 200: spreadsheet, ...errors },
        description: 'Descarga datos-personales-{id}.xlsx con todo lo que se guarda de la persona, una hoja por tipo: el contacto y '
          + 'sus datos, documentos (nombres), hoja de vida, grupos, campañas, gestiones con observaciones, conversaciones con cada '
          + 'mensaje, casos, respuestas de encuestas, importaciones, leads y llamadas, con fechas. Cada descarga queda en la auditoría. '
          + `Requiere '${PERMISSIONS.personalDataView}'. Sirve también para un contacto eliminado o suprimido.`,
      },
    }, async (request, reply) => {
      await recordPersonalDataExport(app.db, requestActor(request), request.params.id);
      reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachmentDisposition(personalDataFilename(request.params.id)));
      return reply.send(personalDataStream(app.db, request.params.id));
    });

    api.post('/contact/contacto/:id/suprimir/', {
      config: { access: { permission: PERMISSIONS.personalDataSuppress, module: CONTACTS_MODULE } },
      schema: {
        tags, params: ContactIdParam, body: SuppressRequest, response: { 200: SuppressResult, ...errors },
        description: 'Suprime los datos personales de la persona (no se puede deshacer): nombres, documento y textos libres quedan '
          + `'${PRIVACY_MSG.suppressedValue}'; teléfonos, correos, direcciones, documentos, hoja de vida y relaciones se borran; los mensajes `
          + 'quedan sin texto ni archivo y sus conversaciones abiertas se cierran; sus archivos se borran del disco en un trabajo. '
          + 'Se conservan el contacto, sus gestiones con resultados y fechas, grupos y campañas, para que los reportes sigan cuadrando. '
          + 'La auditoría guarda el motivo, sin los valores suprimidos. Un contacto ya suprimido responde 400. '
          + `Requiere '${PERMISSIONS.personalDataSuppress}'.`,
      },
    }, async (request) => suppressContact(app.db, hooks, requestActor(request), request.params.id, request.body.motivo));
  };
}
