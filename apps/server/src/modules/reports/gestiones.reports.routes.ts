import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GESTIONES_EXPORT_FILE, GestionExportQuery, GestionListItem, GestionesPorBot, GestionesPorBotQuery, GestionesPorHora,
  GestionesPorHoraDetalleQuery, GestionesPorHoraQuery, PERMISSIONS, z, type PermissionName,
} from '@atiende/shared';
import { XLSX_CONTENT_TYPE } from '../../spreadsheets/cells.js';
import type { App } from '../../app.types.js';
import { requireUser } from '../../access.js';
import { attachmentDisposition } from '../../files/stored-files.js';
import { errors } from '../../http/responses.js';
import { assertFiltersAllowed, ELEVATED_FILTERS_NOTE, viewerOf } from '../gestiones/gestiones.filters.js';
import { gestionesExportStream } from './gestiones.export.js';
import { gestionesDeLaHora, gestionesPorBot, gestionesPorHora } from './gestiones.reports.js';

const CONTACTS_MODULE = 'Contactos';
const access = (permission: PermissionName) => ({ access: { permission, module: CONTACTS_MODULE } });
const spreadsheet = z.any().describe('Archivo .xlsx');

/** The gestiones' reports (by hour, in and out of the bot) and their Excel export: reads across contacts, campaigns and typification. */
export async function gestionesReportsRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['gestiones'];
  const userOf = (request: { authUser: Parameters<typeof requireUser>[0] }) => requireUser(request.authUser);

  api.get('/contact/gestionContacto/exportar-excel/', {
    config: access(PERMISSIONS.contactsView),
    schema: {
      tags, querystring: GestionExportQuery, response: { 200: spreadsheet, ...errors },
      description: `Descarga Gestiones.xlsx con los mismos filtros del historial, generado por partes. ${ELEVATED_FILTERS_NOTE}`,
    },
  }, async (request, reply) => {
    const viewer = viewerOf(userOf(request));
    assertFiltersAllowed(viewer, request.query);
    reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachmentDisposition(GESTIONES_EXPORT_FILE));
    return reply.send(gestionesExportStream(app.db, viewer, request.query));
  });

  api.get('/contact/gestiones_por_hora/', {
    config: access(PERMISSIONS.contactsView),
    schema: {
      tags, querystring: GestionesPorHoraQuery, response: { 200: GestionesPorHora, ...errors },
      description: `Gestiones por hora del día (Bogotá): rango hoy (por defecto) o semana, o fecha_inicio y fecha_fin. ${ELEVATED_FILTERS_NOTE}`,
    },
  }, async (request) => {
    const viewer = viewerOf(userOf(request));
    assertFiltersAllowed(viewer, request.query);
    return gestionesPorHora(app.db, viewer, request.query);
  });

  api.get('/contact/gestiones_por_hora/detalle/', {
    config: access(PERMISSIONS.contactsView),
    schema: {
      tags, querystring: GestionesPorHoraDetalleQuery, response: { 200: z.array(GestionListItem), ...errors },
      description: 'Las gestiones (hasta 200) de la hora elegida (0-23) con los mismos filtros del reporte por hora.',
    },
  }, async (request) => {
    const viewer = viewerOf(userOf(request));
    assertFiltersAllowed(viewer, request.query);
    return gestionesDeLaHora(app.db, viewer, request.query, request.query.hora);
  });

  api.get('/contact/gestiones_por_bot/', {
    config: access(PERMISSIONS.contactsView),
    schema: {
      tags, querystring: GestionesPorBotQuery, response: { 200: GestionesPorBot, ...errors },
      description: 'Gestiones que pasaron por el bot y las que no, con las 200 más recientes de cada lado y los días contados '
        + '(fecha_inicio, fecha_fin): el historial con esos días y en_bot lista cada porción. Rango hoy (por defecto) o semana, '
        + `o fecha_inicio y fecha_fin; los mismos filtros del reporte por hora. ${ELEVATED_FILTERS_NOTE}`,
    },
  }, async (request) => {
    const viewer = viewerOf(userOf(request));
    assertFiltersAllowed(viewer, request.query);
    return gestionesPorBot(app.db, viewer, request.query);
  });
}
