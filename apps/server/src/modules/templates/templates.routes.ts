import { stat } from 'node:fs/promises';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParam, PERMISSIONS, TemplateCreate, TemplateFullListQuery, TemplateListQuery, TemplateRead, TemplateSaved, TEMPLATE_MSG, paged, z,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import { hasPermission, requestActor, requireUser } from '../../access.js';
import { forbidden, notFound } from '../../errors.js';
import { pageResponse } from '../../http/paging.js';
import { errors } from '../../http/responses.js';
import { contentTypeOf, inlineDisposition, storedFilePath } from '../../files/stored-files.js';
import { sendStoredFile } from '../../files/file-reply.js';
import { wakeJobRunner } from '../../jobs/jobs.runner.js';
import { chatViewerOf, visibleConversation } from '../chat/chat.conversations.js';
import { channelSettings } from '../chat/channels.service.js';
import { allTemplates, createTemplate, getTemplate, listTemplates, templateRow, templatesForChannel } from './templates.service.js';

const LEADS_MODULE = 'Leads';

/**
 * WhatsApp templates (spec §7.4): the elevated roles create them and list them all; agents list the approved
 * templates of their campaigns, or those a conversation of theirs may send, for the chat's composer.
 */
export async function templatesRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['plantillas'];
  const manage = { permission: PERMISSIONS.templatesManage, module: LEADS_MODULE };
  const composer = { anyUser: 'the chat composer lists the approved templates of the caller\'s campaigns (checked in the handler)' };
  const key = app.config.channelSecretsKey;

  api.get('/whatsapp/template/', {
    config: { access: manage },
    schema: {
      tags, querystring: TemplateListQuery, response: { 200: paged(TemplateRead), ...errors },
      description: 'Plantillas, 30 por página, la más reciente primero; search busca en el nombre y el texto; status y campaign filtran.',
    },
  }, async (request) => {
    const { limit, offset, search, status, campaign } = request.query;
    const { count, results } = await listTemplates(app.db, { search, status, campaign }, limit, offset);
    return pageResponse(request, request.query, count, results);
  });

  api.post('/whatsapp/template/', {
    config: { access: manage },
    schema: {
      tags, body: TemplateCreate, response: { 201: TemplateSaved, ...errors },
      description: 'Crea una plantilla (name, campaign: lista, body con {{1}}, {{2}}…, file como data URL opcional, languaje_code es por '
        + 'defecto) y la envía a revisión a la cuenta de WhatsApp Business de cada canal de WhatsApp de sus campañas. Queda PENDING '
        + 'hasta que el webhook message_template_status_update diga APPROVED, REJECTED o PAUSED; solo se envían las aprobadas.',
    },
  }, async (request, reply) => {
    const template = await createTemplate(app.db, key, app.config.uploadsDir, requestActor(request), request.body);
    wakeJobRunner(app.db);
    return reply.code(201).send({ ...template, message: TEMPLATE_MSG.created });
  });

  api.get('/whatsapp/template/FullList/', {
    config: { access: composer },
    schema: {
      tags, querystring: TemplateFullListQuery, response: { 200: z.array(TemplateRead), ...errors },
      description: 'Sin páginas (hasta 500). Con conversation: las plantillas que esa conversación puede enviar (aprobadas en la cuenta '
        + 'de su canal y de su campaña). Sin ella: quien administra plantillas ve todas (status y campaign filtran); un agente, las '
        + 'aprobadas de sus campañas.',
    },
  }, async (request) => {
    const user = requireUser(request.authUser);
    const manages = hasPermission(user, PERMISSIONS.templatesManage);
    if (!manages && !hasPermission(user, PERMISSIONS.chatUse)) throw forbidden();
    const { conversation: conversationId, campaign, status } = request.query;
    if (conversationId) {
      const conversation = await visibleConversation(app.db, chatViewerOf(user), conversationId);
      const channel = await channelSettings(app.db, key, conversation.channelId);
      if (!channel || channel.tipo !== 'WhatsApp') return [];
      return templatesForChannel(app.db, { id: channel.id, wabaId: channel.config.waba_id ?? '' }, conversation.campaignId);
    }
    if (manages) return allTemplates(app.db, { campaign, status });
    return allTemplates(app.db, { campaign, status: 'APPROVED', ofUser: user.id });
  });

  api.get('/whatsapp/template/:id/', {
    config: { access: manage },
    schema: { tags, params: IdParam, response: { 200: TemplateRead, ...errors } },
  }, async (request) => getTemplate(app.db, request.params.id));

  api.get('/whatsapp/template/:id/archivo/', {
    config: { access: composer, tokenInQuery: true },
    schema: {
      tags, params: IdParam, querystring: z.object({ token: z.string().optional() }),
      description: 'El archivo del encabezado de la plantilla (quien atiende chats o administra plantillas). Admite ?token= para <img src>.',
    },
  }, async (request, reply) => {
    const user = requireUser(request.authUser);
    if (!hasPermission(user, PERMISSIONS.templatesManage) && !hasPermission(user, PERMISSIONS.chatUse)) throw forbidden();
    const template = await templateRow(app.db, request.params.id);
    const absolute = template.filePath ? storedFilePath(app.config.uploadsDir, template.filePath) : null;
    const info = absolute ? await stat(absolute).catch(() => null) : null;
    if (!absolute || !info) throw notFound();
    const filename = template.filename ?? 'archivo';
    return sendStoredFile(reply, { absolute, filename, mimeType: template.mimeType ?? contentTypeOf(filename), size: info.size }, inlineDisposition(filename));
  });
}
