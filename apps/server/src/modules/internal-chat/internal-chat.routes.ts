import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  InternalChatContactParam, InternalChatHistory, InternalChatInbox, InternalChatMessageIdParam, InternalChatSearchQuery, InternalChatSearchResults,
  InternalChatSocketParams, Detail, FieldErrors, z,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requireUser } from '../../access.js';
import { notFound } from '../../errors.js';
import { contentTypeOf, inlineDisposition } from '../../files/stored-files.js';
import { contactExists, fileForParticipant, readHistory, readInbox, searchMessages } from './internal-chat.service.js';
import { openConversation, openInbox } from './internal-chat.socket.js';

/** Internal chat between staff users, under /api. */
export async function internalChatRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/chat/message/get_inbox/', {
    config: { access: { anyUser: 'staff talk to each other in the internal chat' } },
    schema: {
      tags: ['chat'],
      description: 'Conversaciones del usuario, la más reciente primero, y usuarios conectados.',
      response: { 200: InternalChatInbox },
    },
  }, async (request) => readInbox(app.db, requireUser(request.authUser).id));

  api.get('/chat/message/buscar/', {
    config: { access: { anyUser: 'staff search their own internal chat messages' } },
    schema: {
      tags: ['chat'],
      description: 'Busca en los mensajes propios (enviados y recibidos) por texto, nombre de archivo o descripción; '
        + 'sin distinguir tildes ni mayúsculas, los 30 más recientes.',
      querystring: InternalChatSearchQuery,
      response: { 200: InternalChatSearchResults, 400: FieldErrors },
    },
  }, async (request) => searchMessages(app.db, requireUser(request.authUser).id, request.query.q));

  api.get('/chat/message/:contactId/', {
    config: { access: { anyUser: 'staff talk to each other in the internal chat' } },
    schema: {
      tags: ['chat'],
      description: 'Los últimos 500 mensajes con el contacto, agrupados por día (YYYY-MM-DD, hora de Colombia). Los marca como leídos.',
      params: InternalChatContactParam,
      response: { 200: InternalChatHistory, 404: Detail },
    },
  }, async (request) => {
    const user = requireUser(request.authUser);
    if (!(await contactExists(app.db, request.params.contactId))) throw notFound();
    return readHistory(app.db, user.id, request.params.contactId);
  });

  api.get('/chat/files/:messageId', {
    config: { access: { anyUser: 'staff talk to each other in the internal chat' }, tokenInQuery: true },
    schema: {
      tags: ['chat'],
      description: 'El archivo de un mensaje, solo para quien lo envió o lo recibió. Admite el token como ?token= para <img src>.',
      params: InternalChatMessageIdParam,
      querystring: z.object({ token: z.string().optional() }),
      response: { 200: z.unknown().describe('Los bytes del archivo.'), 403: Detail, 404: Detail },
    },
  }, async (request, reply) => {
    const user = requireUser(request.authUser);
    const file = await fileForParticipant(app.db, app.config.uploadsDir, request.params.messageId, user.id);
    const size = await stat(file.absolute).then((s) => s.size, () => null);
    if (size === null) throw notFound();
    return reply
      .header('content-type', contentTypeOf(file.filename))
      .header('content-length', size)
      .header('content-disposition', inlineDisposition(file.filename))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', 'sandbox')
      .header('cache-control', 'private, max-age=3600')
      .send(createReadStream(file.absolute));
  });
}

/** The chat sockets, at the root: their paths start with /ws. */
export async function internalChatSocketRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/ws/chat/:userId/:contactId/', {
    websocket: true,
    config: { access: { anyUser: 'staff talk to each other in the internal chat' } },
    schema: {
      tags: ['chat'],
      description: 'WebSocket de la conversación con un contacto; el token va en ?token=.',
      params: InternalChatSocketParams,
    },
  }, (socket, request) => {
    openConversation(app, socket, requireUser(request.authUser), request.params.userId, request.params.contactId);
  });

  api.get('/ws/inbox/', {
    websocket: true,
    config: { access: { anyUser: 'staff talk to each other in the internal chat' } },
    schema: { tags: ['chat'], description: 'WebSocket que avisa {type: "inbox"} cuando cambia una conversación; el token va en ?token=.' },
  }, (socket, request) => {
    openInbox(app, socket, requireUser(request.authUser));
  });
}
