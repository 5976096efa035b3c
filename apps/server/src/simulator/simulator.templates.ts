import type { App } from '../app.types.js';
import { metaSignature } from '../integrations/meta/meta.webhook.js';
import type { ChannelSettings } from '../modules/chat/channels.service.js';
import { simulatedChannels } from './simulator.channels.js';
import { newTemplateId, unixSeconds, type SimulatorState } from './simulator.state.js';
import type { SimTemplate } from './simulator.types.js';
import { deliverToWebhook } from './simulator.webhook.js';

/*
 * Meta's side of message templates for the simulated WhatsApp Business accounts: `POST /{waba_id}/message_templates`
 * with Graph's request and answer, a review that approves the template a moment later, and the signed
 * `message_template_status_update` webhook it sends to every channel of the account, as Meta does.
 */

type Body = Record<string, unknown>;
const CATEGORIES = new Set(['UTILITY', 'MARKETING', 'AUTHENTICATION']);
const HEADER_FORMATS = new Set(['IMAGE', 'VIDEO', 'DOCUMENT']);
const NAME = /^[a-z0-9_]{1,512}$/;
const LANGUAGE = /^[a-z]{2,3}(_[A-Z]{2})?$/;

/** A refusal as Graph words it: its code, subcode and the details its clients read. */
export interface GraphRefusal {
  status: number;
  code: number;
  message: string;
  subcode?: number;
  details?: string;
}

const invalid = (details: string): GraphRefusal => ({ status: 400, code: 100, message: '(#100) Invalid parameter', details });
const asRecord = (value: unknown): Body | null => (value && typeof value === 'object' && !Array.isArray(value) ? value as Body : null);
const variableCount = (body: string) => new Set([...body.matchAll(/\{\{\s*(\d{1,2})\s*\}\}/g)].map((m) => m[1])).size;

/** Checks a creation body as Graph does and keeps the template PENDING; answers Graph's `{id, status, category}`. */
export function createSimTemplate(state: SimulatorState, wabaId: string, body: Body): SimTemplate | GraphRefusal {
  const name = typeof body.name === 'string' ? body.name : '';
  const language = typeof body.language === 'string' ? body.language : '';
  const category = typeof body.category === 'string' ? body.category.toUpperCase() : '';
  if (!NAME.test(name)) return invalid('Param name must be lowercase alphanumeric characters and underscores.');
  if (!LANGUAGE.test(language)) return invalid(`Param language is not a valid language code: ${language.slice(0, 20)}`);
  if (!CATEGORIES.has(category)) return invalid('Param category must be one of {UTILITY, MARKETING, AUTHENTICATION}.');
  const components = Array.isArray(body.components) ? body.components.map(asRecord) : [];
  const bodyComponent = components.find((c) => c?.type === 'BODY');
  const text = typeof bodyComponent?.text === 'string' ? bodyComponent.text : '';
  if (!text) return invalid('Param components must contain a BODY component with text.');
  if (text.length > 1024) return invalid('Param components[BODY][text] must be at most 1024 characters long.');
  const variables = variableCount(text);
  const examples = asRecord(bodyComponent?.example)?.body_text;
  const firstExample = Array.isArray(examples) && Array.isArray(examples[0]) ? examples[0] : [];
  if (variables > 0 && firstExample.length !== variables) {
    return invalid('Number of parameters does not match the expected number of params in the body example.');
  }
  const header = components.find((c) => c?.type === 'HEADER');
  if (header && HEADER_FORMATS.has(String(header.format))) {
    const handles = asRecord(header.example)?.header_handle;
    if (!Array.isArray(handles) || typeof handles[0] !== 'string' || !handles[0]) return invalid('Param components[HEADER][example][header_handle] is required.');
  }
  if (state.template(wabaId, name, language)) {
    return {
      status: 400, code: 100, subcode: 2388024, message: 'Invalid parameter',
      details: `Message template "${name}" already exists in ${language}. Content in this language already exists.`,
    };
  }
  return state.addTemplate({
    id: newTemplateId(), wabaId, name, language, category, body: text, variableCount: variables, status: 'PENDING', createdAt: new Date(),
  });
}

/** The signed review webhook of the account to one of its channels. */
function deliverReview(app: App, channel: ChannelSettings, template: SimTemplate, reason: string): Promise<void> {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{
      id: template.wabaId,
      time: unixSeconds(),
      changes: [{
        field: 'message_template_status_update',
        value: {
          event: template.status, message_template_id: Number(template.id), message_template_name: template.name,
          message_template_language: template.language, reason, message_template_category: template.category,
        },
      }],
    }],
  });
  return deliverToWebhook(app, channel, body, { 'x-hub-signature-256': metaSignature(body, channel.config.app_secret ?? '') });
}

/** Sets a template's review and tells every simulated channel of its account; answers how many webhooks took it. */
export async function reviewSimTemplate(app: App, template: SimTemplate, status: SimTemplate['status'], reason: string | null): Promise<number> {
  template.status = status;
  const accountChannels = (await simulatedChannels(app, ['WhatsApp'])).filter((c) => c.config.waba_id === template.wabaId);
  let delivered = 0;
  for (const channel of accountChannels) {
    try {
      await deliverReview(app, channel, template, reason ?? 'NONE');
      delivered += 1;
    } catch (error) {
      app.log.warn({ err: error, channel: channel.id, template: template.name }, 'simulador: revisión de plantilla no entregada');
    }
  }
  return delivered;
}

/** Meta's review, a moment after the submission: approved, as most utility templates are. */
export function scheduleApproval(app: App, state: SimulatorState, template: SimTemplate): void {
  const timer = setTimeout(() => {
    if (template.status !== 'PENDING') return;
    reviewSimTemplate(app, template, 'APPROVED', null).catch((error: unknown) => {
      app.log.warn({ err: error, template: template.name }, 'simulador: revisión de plantilla');
    });
  }, state.templateReviewMs);
  timer.unref();
}

/**
 * A template send checked against the account's templates: one still in review, rejected or paused is
 * refused as Graph refuses it, and a wrong number of body parameters too. A template the simulator does not
 * know (created before it restarted) is let through. Answers the text the customer reads, or the refusal.
 */
export function simTemplateSend(state: SimulatorState, wabaId: string, template: Body): { text: string } | GraphRefusal {
  const name = typeof template.name === 'string' ? template.name : '';
  const language = typeof asRecord(template.language)?.code === 'string' ? String(asRecord(template.language)!.code) : '';
  if (!name || !language) return invalid("The parameters template['name'] and template['language']['code'] are required.");
  const known = state.template(wabaId, name, language);
  const components = Array.isArray(template.components) ? template.components.map(asRecord) : [];
  const bodyParameters = components.find((c) => c?.type === 'body')?.parameters;
  const values = Array.isArray(bodyParameters) ? bodyParameters.map((p) => String(asRecord(p)?.text ?? '')) : [];
  if (!known) return { text: values.length > 0 ? `Plantilla ${name}: ${values.join(' | ')}` : `Plantilla ${name}` };
  if (known.status === 'PAUSED') return { status: 400, code: 132015, message: '(#132015) Template is paused', details: 'Template is paused due to low quality.' };
  if (known.status !== 'APPROVED') {
    return { status: 400, code: 132001, message: '(#132001) Template name does not exist in the translation', details: `template name (${name}) does not exist in ${language}` };
  }
  if (values.length !== known.variableCount) {
    return {
      status: 400, code: 132000, message: '(#132000) Number of parameters does not match the expected number of params',
      details: `body: number of localizable_params (${values.length}) does not match the expected number of params (${known.variableCount})`,
    };
  }
  return { text: known.body.replace(/\{\{\s*(\d{1,2})\s*\}\}/g, (whole, n: string) => values[Number(n) - 1] ?? whole) };
}
