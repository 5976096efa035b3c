import { dbId, requiredQueryId, requiredText, z } from '@atiende/shared';

/** The customer's number (WhatsApp, digits with the country code) or Telegram chat id. */
const Address = z.string().trim().regex(/^\d{5,15}$/, 'Escriba solo números: entre 5 y 15 dígitos.');
const SimChannelType = z.enum(['WhatsApp', 'Telegram']);

export const SimChannelRead = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tipo: SimChannelType,
  campaign: z.number().int(),
});

export const SimChannels = z.object({
  channels: z.array(SimChannelRead),
  api_urls: z.object({ WhatsApp: z.string(), Telegram: z.string() })
    .describe('El api_url que debe tener un canal de este servidor para que lo atienda el simulador.'),
});

const SimFileUpload = z.object({
  name: requiredText(200),
  mime_type: requiredText(100),
  data: z.string().min(1).describe('El archivo en base64 (o como data URL).'),
});

const customer = { channel: dbId(), name: requiredText(100), address: Address };
const caption = z.string().trim().max(1024).optional();

export const SimCustomerMessage = z.discriminatedUnion('kind', [
  z.object({ ...customer, kind: z.literal('text'), text: requiredText(4096) }),
  z.object({ ...customer, kind: z.literal('image'), file: SimFileUpload, caption }),
  z.object({ ...customer, kind: z.literal('document'), file: SimFileUpload, caption }),
  z.object({
    ...customer, kind: z.literal('location'),
    latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180), place: z.string().trim().max(200).optional(),
  }),
]);
export type SimCustomerMessage = z.infer<typeof SimCustomerMessage>;

export const SimMessageRead = z.object({
  id: z.string().describe('El id del proveedor: wamid, o message_id de Telegram.'),
  from: z.enum(['customer', 'agent']),
  kind: z.enum(['text', 'image', 'audio', 'video', 'document', 'sticker', 'location', 'template']),
  text: z.string().nullable().describe('El texto, o la descripción de un archivo.'),
  file: z.object({ url: z.string(), filename: z.string().nullable(), mime_type: z.string() }).nullable(),
  link: z.string().nullable().describe('Un archivo enviado por URL.'),
  location: z.object({ latitude: z.number(), longitude: z.number(), name: z.string().nullable() }).nullable(),
  status: z.enum(['sent', 'delivered', 'read']),
  created_at: z.string(),
});
export type SimMessageRead = z.infer<typeof SimMessageRead>;

export const SimConversationQuery = z.object({ channel: requiredQueryId(), address: Address });

export const SimConversationRead = z.object({
  channel: z.number().int(),
  tipo: SimChannelType,
  address: z.string(),
  name: z.string(),
  messages: z.array(SimMessageRead),
});

export const SimReadRequest = z.object({ channel: dbId(), address: Address });
export const SimReadAnswer = z.object({ read: z.number().int().describe('Mensajes del agente marcados como leídos.') });

export const SimFileParam = z.object({ id: requiredText(200) });
