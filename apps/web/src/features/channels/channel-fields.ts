import type { ChatChannelType } from '@atiende/shared';

export interface ConfigField {
  name: string;
  label: string;
  secret?: boolean;
  description?: string;
}

/** The configuration each provider asks for; secrets are write-only. */
export const CONFIG_FIELDS: Record<ChatChannelType, ConfigField[]> = {
  WhatsApp: [
    { name: 'phone_number_id', label: 'ID del número (phone_number_id)' },
    { name: 'waba_id', label: 'ID de la cuenta de WhatsApp Business (waba_id)' },
    { name: 'access_token', label: 'Token de acceso', secret: true },
    { name: 'app_secret', label: 'Secreto de la app', secret: true, description: 'Firma los webhooks (X-Hub-Signature-256).' },
    { name: 'verify_token', label: 'Token de verificación', secret: true, description: 'El mismo que escribes en Meta al suscribir el webhook.' },
    { name: 'api_url', label: 'URL de la API', description: 'Vacía: https://graph.facebook.com/v21.0' },
  ],
  Telegram: [
    { name: 'bot_token', label: 'Token del bot', secret: true },
    { name: 'webhook_secret', label: 'Secreto del webhook', secret: true, description: 'Letras, números, _ y -; se envía en setWebhook como secret_token.' },
    { name: 'api_url', label: 'URL de la API', description: 'Vacía: https://api.telegram.org' },
  ],
  Facebook: [
    { name: 'page_id', label: 'ID de la página' },
    { name: 'page_access_token', label: 'Token de la página', secret: true },
    { name: 'app_secret', label: 'Secreto de la app', secret: true },
    { name: 'verify_token', label: 'Token de verificación', secret: true },
    { name: 'api_url', label: 'URL de la API', description: 'Vacía: https://graph.facebook.com/v21.0' },
  ],
};
