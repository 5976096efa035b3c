import { stat } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddressParam, CHAT_MAX_FILE_BYTES, CHAT_MSG, ChatGestionCreate, ChatGestionQuery, ChatGestionSaved, ChatMessageRead, ChatSent,
  ChatTemplateSend, ChatTextSend, ContactMessagesPage, ContactMessagesQuery, ContactRead, ContactUpdate, ConversationHistory, ConversationHistoryQuery,
  ConversationQuery, ConversationRead, ConversationStarted,
  FinalizadaQuery, GetOrCreateConversation, IdParam, NoteQuery, PageQuery, paged, PERMISSIONS, PriorityRead, PriorityUpdate,
  ShortcutCreate, ShortcutRead, ShortcutsQuery, TransferRequest, optionalDbId, requiredQueryId, z,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requestActor, requireUser } from '../../access.js';
import { fieldErrors, notFound } from '../../errors.js';
import { pageResponse } from '../../http/paging.js';
import { wholeFile } from '../../http/multipart.js';
import { errors } from '../../http/responses.js';
import { contentTypeOf, inlineDisposition, sanitizeFilename, storedFilePath } from '../../files/stored-files.js';
import { sendStoredFile } from '../../files/file-reply.js';
import { updateContact } from '../contacts/contacts.service.js';
import {
  addNote, assertContactInConversations, assignToAgent, chatViewerOf, closedConversations, conversationByAddress, conversationHistory,
  conversationMessages, conversationRead, getOrCreateConversation, markRead, myConversations, storedMessageFile, transfer, visibleConversation,
  waitingConversations, type ChatViewer,
} from './chat.conversations.js';
import { saveChatGestion } from './chat.close.js';
import { takeOver } from './chat.supervision.js';
import { retryMessage, sendMessage, sendTarget, sendTemplateMessage } from './chat.send.js';
import { markConversationRead } from './chat.outbox.js';
import { chatFileKind } from './chat.files.js';
import { channelProviders } from '../../integrations/registry.js';
import type { OutgoingFile } from '../../integrations/channel.js';
import { wakeJobRunner } from '../../jobs/jobs.runner.js';
import { campaignAgents, createShortcut, listPriorities, listShortcuts, updatePriority } from './chat.settings.js';

const Conflict = z.object({ detail: z.string() });
const chatErrors = { ...errors, 409: Conflict };
const sendErrors = { ...chatErrors, 413: Conflict, 502: Conflict };
const userOf = (request: FastifyRequest) => requireUser(request.authUser);

/** The customer chat (spec §7.1): queues, conversations, messages, notes, transfer, typification and settings. */
export async function chatRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];
  const use = { permission: PERMISSIONS.chatUse };
  const configure = { permission: PERMISSIONS.chatConfigure };

  const key = app.config.channelSecretsKey;

  /** The assigned agent read the conversation: the unread count clears, and the customer is told where the provider can. */
  async function readByAgent(viewer: ChatViewer, conversation: Parameters<typeof markRead>[2]) {
    if (!(await markRead(app.db, viewer, conversation))) return;
    await markConversationRead(app, conversation.id);
    wakeJobRunner(app.db);
  }

  api.get('/conversation/get_conversation_new/', {
    config: { access: use },
    schema: { tags, description: 'En Espera: las colas de las campañas del usuario, la más antigua primero.', querystring: PageQuery, response: { 200: paged(ConversationRead), ...errors } },
  }, async (request) => {
    const { count, results } = await waitingConversations(app.db, chatViewerOf(userOf(request)), request.query.limit, request.query.offset);
    return pageResponse(request, request.query, count, results);
  });

  api.get('/conversation/get_conversation_gestion/', {
    config: { access: use },
    schema: { tags, description: 'Mis Gestiones: las conversaciones del agente, la de más espera primero.', querystring: PageQuery, response: { 200: paged(ConversationRead), ...errors } },
  }, async (request) => {
    const { count, results } = await myConversations(app.db, chatViewerOf(userOf(request)), request.query.limit, request.query.offset);
    return pageResponse(request, request.query, count, results);
  });

  api.post('/conversation/:id/assign_agent/', {
    config: { access: use },
    schema: {
      tags, params: IdParam, response: { 200: ConversationRead, ...chatErrors },
      description: 'Toma una conversación en espera. Si dos agentes la toman a la vez, uno la recibe y el otro obtiene 409.',
    },
  }, async (request) => assignToAgent(app.db, chatViewerOf(userOf(request)), request.params.id));

  api.get('/get_gestion_finalizada/', {
    config: { access: use },
    schema: { tags, querystring: FinalizadaQuery, response: { 200: paged(ConversationRead), ...errors } },
  }, async (request) => {
    const { frecuencia, limit, offset } = request.query;
    const { count, results } = await closedConversations(app.db, chatViewerOf(userOf(request)), frecuencia, limit, offset);
    return pageResponse(request, { ...request.query, search: '' }, count, results);
  });

  api.get('/whatsapp/message/contact_messages/', {
    config: { access: use },
    schema: {
      tags, querystring: ContactMessagesQuery, response: { 200: ContactMessagesPage, ...errors },
      description: 'Mensajes de la conversación de la dirección (teléfono, chat de Telegram o PSID): la página más reciente primero; before pide la anterior.',
    },
  }, async (request) => {
    const viewer = chatViewerOf(userOf(request));
    const conversation = await conversationByAddress(app.db, viewer, request.query.phone_number, request.query.conversation);
    const page = await conversationMessages(app.db, conversation, request.query.before, request.query.limit);
    if (!request.query.before) await readByAgent(viewer, conversation);
    return { conversation: await conversationRead(app.db, conversation.id), ...page };
  });

  api.get('/conversation/historial/', {
    config: { access: use },
    schema: {
      tags, querystring: ConversationHistoryQuery, response: { 200: ConversationHistory, ...errors },
      description: 'Las conversaciones del contacto que el usuario puede ver, la más reciente primero, con su tipificación; '
        + 'cerrado es la hora de cierre o null. Los mensajes de cada una: contact_messages/?conversation={id}.',
    },
  }, async (request) => ({ results: await conversationHistory(app.db, chatViewerOf(userOf(request)), request.query.contact) }));

  api.post('/conversation/:id/leido/', {
    config: { access: use },
    schema: {
      tags, params: IdParam, response: { 200: z.object({ conversation: ConversationRead }), ...errors },
      description: 'El agente asignado leyó la conversación: no_leidos vuelve a 0. Para otros usuarios no cambia nada.',
    },
  }, async (request) => {
    const viewer = chatViewerOf(userOf(request));
    await readByAgent(viewer, await visibleConversation(app.db, viewer, request.params.id));
    return { conversation: await conversationRead(app.db, request.params.id) };
  });

  for (const provider of channelProviders()) {
    api.post(`/${provider.sendSegment}/message/`, {
      config: { access: use },
      schema: {
        tags, response: { 201: ChatSent, ...sendErrors },
        description: 'Texto {phone | conversation, type, body} en JSON, o multipart con phone o conversation, type, file y caption (opcional: '
          + 'sin caption el archivo va sin texto). El mensaje se guarda como pending, se responde 201 de inmediato y un trabajo lo envía; '
          + 'su estado (sent, failed con su motivo) llega por el socket de la conversación. WhatsApp: solo dentro de las 24 horas desde el '
          + 'último mensaje del cliente (409 window_closed). Fuera de ellas: {phone | conversation, type: "template", template, variables} '
          + 'envía una plantilla aprobada de la campaña de la conversación (400 si no está aprobada o no es de la campaña).',
      },
    }, async (request, reply) => {
      const viewer = chatViewerOf(userOf(request));
      if (!request.isMultipart() && (request.body as { type?: unknown } | null)?.type === 'template') {
        const input = templateSend(request.body);
        const conversation = await sendTarget(app.db, viewer, input);
        if (conversation.type !== provider.type) throw fieldErrors({ [input.conversationId ? 'conversation' : 'phone']: [CHAT_MSG.wrongChannelType] });
        const message = await sendTemplateMessage(app.db, key, viewer, { ...input, conversationId: conversation.id });
        wakeJobRunner(app.db);
        return reply.code(201).send({ message, detail: CHAT_MSG.queued });
      }
      const input = request.isMultipart() ? await fileSend(request) : textSend(request.body);
      const conversation = await sendTarget(app.db, viewer, input);
      if (conversation.type !== provider.type) throw fieldErrors({ [input.conversationId ? 'conversation' : 'phone']: [CHAT_MSG.wrongChannelType] });
      const message = await sendMessage(app.db, key, app.config.uploadsDir, viewer, { ...input, conversationId: conversation.id });
      wakeJobRunner(app.db);
      return reply.code(201).send({ message, detail: CHAT_MSG.queued });
    });
  }

  api.post('/chat/mensajes/:id/reintentar/', {
    config: { access: use },
    schema: {
      tags, params: IdParam, response: { 200: ChatSent, ...chatErrors },
      description: 'Vuelve a enviar un mensaje fallido (solo el agente de la conversación o quien ve todo); otro estado: 409.',
    },
  }, async (request) => {
    const message = await retryMessage(app.db, key, chatViewerOf(userOf(request)), request.params.id);
    wakeJobRunner(app.db);
    return { message, detail: CHAT_MSG.retried };
  });

  api.post('/conversation/:phone/conversation_type_nota/', {
    config: { access: use },
    schema: {
      tags, params: AddressParam, querystring: NoteQuery.extend(ConversationQuery.shape),
      response: { 201: z.object({ message: ChatMessageRead, detail: z.string() }), ...chatErrors },
    },
  }, async (request, reply) => {
    const note = await addNote(app.db, chatViewerOf(userOf(request)), request.params.phone, request.query.message_nota, request.query.conversation);
    return reply.code(201).send({ message: note, detail: CHAT_MSG.noteSaved });
  });

  api.post('/conversation/:phone/transfer_conversation/', {
    config: { access: use },
    schema: {
      tags, params: AddressParam, querystring: ConversationQuery, body: TransferRequest,
      response: { 200: z.object({ conversation: ConversationRead, detail: z.string() }), ...chatErrors },
      description: 'campaign es obligatoria; sin new_agent la conversación vuelve a la cola de esa campaña. Deja una línea en la conversación.',
    },
  }, async (request) => {
    const viewer = chatViewerOf(userOf(request));
    const { campaign, new_agent: agent } = request.body;
    const conversation = await transfer(app.db, viewer, request.params.phone, campaign, agent, request.query.conversation);
    return { conversation, detail: CHAT_MSG.transferred };
  });

  api.post('/conversation/:id/tomar_control/', {
    config: { access: use },
    schema: {
      tags, params: IdParam, response: { 200: z.object({ conversation: ConversationRead, detail: z.string() }), ...chatErrors },
      description: 'Quien ve todas las conversaciones toma el control de una abierta: pasa a ser suya, queda una línea en la conversación '
        + 'y el agente que la tenía recibe una notificación. 409 si ya es suya o no está abierta.',
    },
  }, async (request) => {
    const conversation = await takeOver(app.db, chatViewerOf(userOf(request)), request.params.id);
    return { conversation, detail: CHAT_MSG.takenOver };
  });

  api.post('/conversation/get_or_create_conversation/', {
    config: { access: use },
    schema: { tags, body: GetOrCreateConversation, response: { 200: ConversationStarted, ...chatErrors } },
  }, async (request) => getOrCreateConversation(app.db, chatViewerOf(userOf(request)), request.body.phone, request.body.channel));

  api.get('/get_contact_campaign_agent/', {
    config: { access: use },
    schema: {
      tags, querystring: z.object({ campaign: requiredQueryId() }),
      response: { 200: z.array(z.object({ id: z.number().int(), get_full_name: z.string(), status: z.string() })), ...errors },
    },
  }, async (request) => campaignAgents(app.db, request.query.campaign));

  api.post('/contact/contacto/:id/registrar_contacto/', {
    config: { access: use },
    schema: {
      tags, params: IdParam, body: ContactUpdate, response: { 200: ContactRead, ...chatErrors },
      description: 'El panel Contacto del chat: el agente actualiza el contacto de una conversación que atiende.',
    },
  }, async (request) => {
    const viewer = chatViewerOf(userOf(request));
    await assertContactInConversations(app.db, viewer, request.params.id);
    return updateContact(app.db, requestActor(request), request.params.id, request.body);
  });

  api.post('/guardar_gestion/', {
    config: { access: use },
    schema: {
      tags, querystring: ChatGestionQuery, body: ChatGestionCreate, response: { 201: ChatGestionSaved, ...chatErrors },
      description: 'Tipifica y cierra la conversación abierta del contacto; una conversación cerrada no se tipifica dos veces (409).',
    },
  }, async (request, reply) => {
    const { contacto, conversation } = request.query;
    const saved = await saveChatGestion(app.db, requestActor(request), chatViewerOf(userOf(request)), contacto, request.body, conversation);
    return reply.code(201).send(saved);
  });

  api.get('/whatsapp/prioridad/', {
    config: { access: use },
    schema: { tags, response: { 200: z.array(PriorityRead), ...errors } },
  }, async () => listPriorities(app.db));

  api.patch('/whatsapp/prioridad/:id/', {
    config: { access: configure },
    schema: {
      tags, params: IdParam, body: PriorityUpdate, response: { 200: PriorityRead.extend({ message: z.string() }), ...errors },
      description: 'MEDIO y ALTO: 2, 5, 8 o 10 minutos de espera del cliente. GESTION (cierre): 5, 10, 12, 20 o 24 horas.',
    },
  }, async (request) => updatePriority(app.db, requestActor(request), request.params.id, request.body.time));

  api.get('/whatsapp/atajos/', {
    config: { access: use },
    schema: { tags, querystring: ShortcutsQuery, response: { 200: z.array(ShortcutRead), ...errors } },
  }, async (request) => listShortcuts(app.db, chatViewerOf(userOf(request)), request.query.campaign));

  api.post('/whatsapp/atajos/', {
    config: { access: configure },
    schema: { tags, body: ShortcutCreate, response: { 201: ShortcutRead.extend({ message: z.string() }), ...errors } },
  }, async (request, reply) => reply.code(201).send(await createShortcut(app.db, requestActor(request), request.body)));

  api.get('/chat/archivos/:id/', {
    config: { access: use, tokenInQuery: true },
    schema: {
      tags, params: IdParam, querystring: z.object({ token: z.string().optional() }),
      description: 'El archivo de un mensaje, solo para el personal que puede ver la conversación. Admite ?token= para <img src>.',
    },
  }, async (request, reply) => {
    const message = await storedMessageFile(app.db, chatViewerOf(userOf(request)), request.params.id);
    const absolute = storedFilePath(app.config.uploadsDir, message.filePath!);
    if (!absolute) throw notFound();
    const info = await stat(absolute).catch(() => null);
    if (!info) throw notFound();
    const filename = message.filename ?? 'archivo';
    return sendStoredFile(reply, { absolute, filename, mimeType: contentTypeOf(filename), size: info.size }, inlineDisposition(filename));
  });
}

/** The conversation named by id in the body or form (optional; the address is used otherwise). */
const ConversationField = z.object({ conversation: optionalDbId() });

function conversationField(value: unknown): number | undefined {
  const parsed = ConversationField.safeParse({ conversation: value });
  if (!parsed.success) throw fieldErrors({ conversation: [parsed.error.issues[0]?.message ?? 'Valor no válido.'] });
  return parsed.data.conversation ?? undefined;
}

function textSend(body: unknown) {
  const fields = (body ?? {}) as Record<string, unknown>;
  const conversationId = conversationField(fields.conversation);
  const parsed = (conversationId ? ChatTextSend.extend({ phone: z.string().optional().default('') }) : ChatTextSend).safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'non_field_errors')] ??= []).push(issue.message);
    throw fieldErrors(errors);
  }
  return { conversationId, address: parsed.data.phone, text: parsed.data.body };
}

function templateSend(body: unknown) {
  const parsed = ChatTemplateSend.safeParse(body ?? {});
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'non_field_errors')] ??= []).push(issue.message);
    throw fieldErrors(errors);
  }
  return { conversationId: parsed.data.conversation ?? undefined, address: parsed.data.phone, template: parsed.data.template, variables: parsed.data.variables };
}

/** multipart: phone or conversation, type, caption and one file, up to 16 MB, of the accepted types (checked on its bytes). */
async function fileSend(request: FastifyRequest): Promise<{ conversationId?: number; address: string; file: OutgoingFile }> {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string; mimeType: string } | null = null;
  for await (const part of request.parts({ limits: { fileSize: CHAT_MAX_FILE_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      const bytes = await wholeFile(part, CHAT_MSG.fileTooLarge);
      file = { bytes, filename: sanitizeFilename(part.filename), mimeType: part.mimetype };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  const conversationId = conversationField(fields.conversation || undefined);
  const address = fields.phone?.trim() ?? '';
  if (!address && !conversationId) throw fieldErrors({ phone: ['Este campo es requerido'] });
  if (!file || file.bytes.length === 0) throw fieldErrors({ file: ['Este campo es requerido'] });
  const kind = chatFileKind(file.bytes, file.mimeType, file.filename);
  return { conversationId, address, file: { ...file, ...kind, caption: fields.caption?.trim() || null } };
}
