import { eq } from 'drizzle-orm';
import { ShortcutCreate } from '@atiende/shared';
import type { Db } from '../db/client.js';
import { chatShortcuts } from '../db/schema.js';
import type { AuditActor } from '../modules/audits/audits.record.js';
import { createShortcut } from '../modules/chat/chat.settings.js';
import type { LoadedCampaign } from './demo-campaigns.js';

/** What the agent needs from the customer in each campaign, by the start of its name. */
const DOCUMENTS: [string, string][] = [
  ['Renovación SOAT', 'Para renovar el SOAT necesito la placa del vehículo, la cédula del propietario y la tarjeta de propiedad.'],
  ['Cartera', 'Para proponerle un acuerdo de pago necesito su número de cédula y los últimos cuatro dígitos de la tarjeta.'],
  ['Bienvenida', 'Para activar su cuenta necesito una foto de su cédula por ambas caras y un recibo de servicio público reciente.'],
  ['Encuesta', 'Para registrar su opinión solo necesito su número de cédula.'],
];

function shortcutsOf(campaign: LoadedCampaign): [string, string][] {
  const documents = DOCUMENTS.find(([prefix]) => campaign.demo.name.startsWith(prefix))?.[1]
    ?? 'Para continuar necesito su número de cédula y su nombre completo.';
  return [
    ['saludo', `Buen día, gracias por comunicarse con ${campaign.demo.name}. ¿En qué le puedo ayudar?`],
    ['horario', 'Nuestro horario de atención es de lunes a viernes de 8:00 a. m. a 6:00 p. m. y los sábados de 8:00 a. m. a 12:00 m.'],
    ['documentos', documents],
    ['espera', 'Permítame un momento, por favor, mientras reviso su información.'],
    ['despedida', 'Gracias por comunicarse con nosotros. ¡Que tenga un excelente día!'],
  ];
}

/** The chat shortcuts ('atajos') of each campaign: greeting, hours, documents, wait and farewell. Skipped for a campaign that has some. */
export async function loadDemoShortcuts(db: Db, actor: AuditActor, campaigns: LoadedCampaign[]): Promise<void> {
  for (const campaign of campaigns) {
    const [existing] = await db.select({ id: chatShortcuts.id }).from(chatShortcuts).where(eq(chatShortcuts.campaignId, campaign.id)).limit(1);
    if (existing) continue;
    for (const [atajo, text] of shortcutsOf(campaign)) {
      await createShortcut(db, actor, ShortcutCreate.parse({ atajo, text, campaign: campaign.id }));
    }
  }
}
