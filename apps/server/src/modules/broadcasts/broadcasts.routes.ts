import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BROADCAST_MSG, BroadcastCreate, BroadcastDetailQuery, BroadcastDetailRow, BroadcastListQuery, BroadcastProgress, BroadcastRead, BroadcastSaved,
  CONFIRMATIONS_TEMPLATE_FILENAME, DUPLICATE_UPLOAD_MINUTES, DifusionRequest, DifusionStarted, IdParam, MASS_INLINE_ROWS, MASS_MESSAGES_TEMPLATE_FILENAME, MassChannel, MassSendResult,
  PERMISSIONS, paged, z, type BroadcastSocketMessage,
} from '@atiende/shared';
import { XLSX_CONTENT_TYPE } from '../../spreadsheets/cells.js';
import type { App } from '../../app.types.js';
import { requestActor, requireUser } from '../../access.js';
import { pageResponse } from '../../http/paging.js';
import { errors, uploadErrors } from '../../http/responses.js';
import { attachmentDisposition } from '../../files/stored-files.js';
import { wakeJobRunner } from '../../jobs/jobs.runner.js';
import { campaignIdsOfUser } from '../campaigns/campaigns.members.js';
import { chatViewerOf } from '../chat/chat.conversations.js';
import {
  broadcastDetail, broadcastProgress, createBroadcast, getBroadcast, listBroadcasts, startDifusion,
} from './broadcasts.service.js';
import { massResult, receiveMassUpload, runMassUpload, uploadChannels, uploadTemplate, type UploadKind } from './broadcasts.uploads.js';
import { BROADCAST_TOPIC } from './broadcasts.events.js';

const spreadsheet = z.any().describe('Archivo .xlsx');

/**
 * Broadcasts (the DIFUSIÓN tab, spec §2.5 and §7.4), the confirmations upload and Mensajería Masiva (§2.14,
 * §7.7): for the elevated roles ('Enviar Difusiones y Mensajería Masiva').
 */
export async function broadcastsRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['difusion'];
  const leads = { permission: PERMISSIONS.broadcastsManage, module: 'Leads' };
  const reports = { permission: PERMISSIONS.broadcastsManage, module: 'Reportes' };
  const key = app.config.channelSecretsKey;
  const base = '/leads/campaign_broadcasts';
  /** The signed-in sender: who they are for the audit, and whether they see every campaign's broadcasts and uploads. */
  const sender = (request: FastifyRequest) => ({ ...requestActor(request), seesAll: chatViewerOf(requireUser(request.authUser)).seesAll });

  api.get(`${base}/`, {
    config: { access: leads },
    schema: {
      tags, querystring: BroadcastListQuery, response: { 200: paged(BroadcastRead), ...errors },
      description: 'Campañas de difusión, la más reciente primero; search busca en nombre y descripción; fecha_inicio y fecha_fin '
        + '(AAAA-MM-DD, día de Bogotá) acotan la fecha de creación. Cada una trae sus envíos (managements) con sus cifras. Quien no ve '
        + 'todas las campañas (sin «Ver Gestiones de todos los agentes») ve, envía y crea solo las de sus campañas; las de otra campaña '
        + 'responden 404 como si no existieran.',
    },
  }, async (request) => {
    const { count, results } = await listBroadcasts(app.db, sender(request), request.query);
    return pageResponse(request, request.query, count, results);
  });

  api.post(`${base}/`, {
    config: { access: leads },
    schema: {
      tags, body: BroadcastCreate, response: { 201: BroadcastSaved, ...errors },
      description: 'Crea una campaña de difusión (name, descripcion, campaign, body; channel opcional: el primer canal de WhatsApp de la campaña). '
        + 'La campaña debe ser una de las del usuario (salvo para quien ve todas) y el canal, de esa campaña.',
    },
  }, async (request, reply) => {
    const created = await createBroadcast(app.db, key, sender(request), request.body);
    return reply.code(201).send({ ...created, message: BROADCAST_MSG.created });
  });

  api.post(`${base}/difusion/`, {
    config: { access: leads },
    schema: {
      tags, body: DifusionRequest, response: { 201: DifusionStarted, ...errors },
      description: 'Envía la campaña de difusión: la plantilla (aprobada en la cuenta del canal y de la campaña) a cada teléfono de los '
        + 'contactos de los grupos, en segundo plano, al ritmo del canal (mensajes_por_segundo, 80 por defecto). Cada campaña se envía una '
        + 'sola vez (400 si ya se envió). El avance llega por /ws/difusion/ y por estadisticas/.',
    },
  }, async (request, reply) => {
    const started = await startDifusion(app.db, key, sender(request), request.body);
    wakeJobRunner(app.db);
    return reply.code(201).send({ message: BROADCAST_MSG.started, ...started });
  });

  api.get(`${base}/:id/`, {
    config: { access: leads },
    schema: { tags, params: IdParam, response: { 200: BroadcastRead, ...errors } },
  }, async (request) => getBroadcast(app.db, sender(request), request.params.id));

  api.get(`${base}/:id/estadisticas/`, {
    config: { access: leads },
    schema: {
      tags, params: IdParam, response: { 200: BroadcastProgress, ...errors },
      description: 'Las cifras del envío: exitosos, fallidos, sin_telefono, multiples_telefonos, total_contactos (contactos) y los mensajes '
        + 'enviados, fallidos y pendientes, con el progreso de 0 a 100. Mientras envía, cambian tras cada lote.',
    },
  }, async (request) => broadcastProgress(app.db, sender(request), request.params.id));

  api.get(`${base}/:id/detalle/`, {
    config: { access: leads },
    schema: {
      tags, params: IdParam, querystring: BroadcastDetailQuery, response: { 200: paged(BroadcastDetailRow), ...errors },
      description: 'Los contactos de una lista de las estadísticas (tipo: exitosos, fallidos, multiples_telefonos, sin_telefono o todos), '
        + '30 por página; search busca por contacto o número. Cada uno con sus teléfonos, su estado y el motivo si falló.',
    },
  }, async (request) => {
    const { count, results } = await broadcastDetail(app.db, sender(request), request.params.id, request.query);
    return pageResponse(request, request.query, count, results);
  });

  async function upload(kind: UploadKind, request: FastifyRequest, reply: FastifyReply) {
    const received = await receiveMassUpload(request, app.config.uploadsDir, kind);
    const result = await runMassUpload(app, sender(request), kind, received);
    if (result.status !== 'FINALIZADO') wakeJobRunner(app.db);
    return reply.code(result.status === 'FINALIZADO' ? 200 : 202).send(result);
  }

  const uploadDescription = (what: string) => `${what} Archivo .xlsx en el campo multipart "file" (un .xls antiguo se rechaza con el motivo); `
    + 'campos opcionales channel (canal de WhatsApp; por defecto el primero de sus campañas) y template (plantilla por defecto). '
    + `Hasta ${MASS_INLINE_ROWS} filas se responde 200 con enviados y no_enviados (cada uno con su motivo); un archivo mayor, o uno que `
    + 'el proveedor frena, responde 202 con el mensaje de carga en proceso y sigue en segundo plano: su resultado se lee con GET …/{id}/ '
    + '(solo las cargas por canales de sus campañas, salvo para quien ve todas). Las mismas filas por el mismo canal dentro de '
    + `${DUPLICATE_UPLOAD_MINUTES} minutos se rechazan con 400: sus mensajes no se envían dos veces.`;

  api.post(`${base}/send_confirmacion_servicio/`, {
    config: { access: leads },
    schema: {
      tags, consumes: ['multipart/form-data'], response: { 200: MassSendResult, 202: MassSendResult, ...uploadErrors },
      description: uploadDescription('Confirmaciones de servicio: una plantilla de confirmación por fila (columnas Nombre, Teléfono, Plantilla, Variable 1…5).'),
    },
  }, async (request, reply) => upload('confirmacion', request, reply));

  api.get(`${base}/send_confirmacion_servicio/plantilla/`, {
    config: { access: leads },
    schema: { tags, response: { 200: spreadsheet, ...errors }, description: 'El archivo de ejemplo de las confirmaciones.' },
  }, async (_request, reply) => {
    reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachmentDisposition(CONFIRMATIONS_TEMPLATE_FILENAME));
    return reply.send(await uploadTemplate('confirmacion'));
  });

  api.get(`${base}/send_confirmacion_servicio/:id/`, {
    config: { access: leads },
    schema: { tags, params: IdParam, response: { 200: MassSendResult, ...errors }, description: 'El resultado (o el avance) de una carga de confirmaciones.' },
  }, async (request) => massResult(app.db, sender(request), request.params.id, 'confirmacion'));

  api.post('/whatsapp/masivo/upload/', {
    config: { access: reports },
    schema: {
      tags, consumes: ['multipart/form-data'], response: { 200: MassSendResult, 202: MassSendResult, ...uploadErrors },
      description: uploadDescription('Mensajería Masiva: por fila un Mensaje de texto (solo llega dentro de las 24 horas del cliente) o una '
        + 'Plantilla aprobada con sus variables (columnas Nombre, Teléfono, Mensaje, Plantilla, Variable 1…5).'),
    },
  }, async (request, reply) => upload('masivo', request, reply));

  api.get('/whatsapp/masivo/plantilla/', {
    config: { access: reports },
    schema: { tags, response: { 200: spreadsheet, ...errors }, description: 'El archivo de ejemplo de la mensajería masiva.' },
  }, async (_request, reply) => {
    reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachmentDisposition(MASS_MESSAGES_TEMPLATE_FILENAME));
    return reply.send(await uploadTemplate('masivo'));
  });

  api.get('/whatsapp/masivo/canales/', {
    config: { access: reports },
    schema: {
      tags, response: { 200: z.array(MassChannel), ...errors },
      description: 'Los canales de WhatsApp por los que el usuario puede enviar una carga (los de sus campañas; todos, para quien ve todo), '
        + 'el predeterminado primero, cada uno con su campaña.',
    },
  }, async (request) => uploadChannels(app.db, sender(request)));

  api.get('/whatsapp/masivo/:id/', {
    config: { access: reports },
    schema: { tags, params: IdParam, response: { 200: MassSendResult, ...errors }, description: 'El resultado (o el avance) de una carga de mensajería masiva.' },
  }, async (request) => massResult(app.db, sender(request), request.params.id, 'masivo'));
}

/** /ws/difusion/: each send's progress ({type: 'difusion', …}) and each template review ({type: 'plantilla', …}). */
export async function broadcastsSocketRoutes(app: App): Promise<void> {
  app.get('/ws/difusion/', {
    websocket: true,
    config: { access: { permission: PERMISSIONS.broadcastsManage } },
    schema: {
      tags: ['difusion'],
      description: 'WebSocket del avance de las difusiones y cargas ({type: "difusion", broadcast, management, campaign, status, metadata}) y de '
        + 'las revisiones de plantillas ({type: "plantilla", template, status, reason}); el token va en ?token=. Quien no ve todas las '
        + 'campañas recibe solo el avance de los envíos de sus campañas.',
    },
  }, async (socket, request) => {
    const viewer = chatViewerOf(requireUser(request.authUser));
    if (viewer.seesAll) {
      app.hub.subscribe(BROADCAST_TOPIC, socket);
      return;
    }
    // Who works with some campaigns hears the sends of those only (template reviews name no customer).
    const mine = await campaignIdsOfUser(app.db, viewer.id);
    app.hub.subscribe(BROADCAST_TOPIC, socket, (data) => {
      const message = data as BroadcastSocketMessage | { type: 'plantilla' };
      return message.type === 'difusion' && !mine.has(message.campaign) ? undefined : message;
    });
  });
}
