import { and, eq } from 'drizzle-orm';
import { LEAD_SOURCES, type LeadEstado } from '@atiende/shared';
import type { Db } from '../db/client.js';
import { gestiones } from '../modules/gestiones/gestiones.tables.js';
import { leads, leadSteps } from '../modules/leads/leads.tables.js';
import type { AuditActor } from '../modules/audits/audits.record.js';
import type { LoadedCampaign } from './demo-campaigns.js';
import { addDays, bogotaDate, bogotaInstant } from './demo-clock.js';
import { createRandom } from './random.js';

const DAYS = 30;
const PER_DAY = 6;
const MINUTE = 60_000;

const MESSAGES = [
  'Quiero información sobre la renovación de mi SOAT.',
  '¿Tienen descuento por pago de contado?',
  'Necesito un acuerdo de pago para mi deuda.',
  'Quisiera saber el estado de mi solicitud.',
  'Me interesa el plan familiar, ¿me pueden llamar?',
];
const FOLLOW_UPS = ['Llamar para confirmar el pago', 'Enviar cotización por WhatsApp', 'Confirmar documentos pendientes', 'Volver a llamar en la tarde'];

/** The states a lead of `ageDays` has reached: old ones are mostly finished, today's mostly waiting. */
function reached(ageDays: number, roll: number): LeadEstado {
  if (ageDays > 3) return roll < 0.85 ? 'FINALIZADO' : roll < 0.93 ? 'EN_PROCESO' : 'PENDIENTE';
  if (ageDays > 0) return roll < 0.5 ? 'FINALIZADO' : roll < 0.75 ? 'EN_PROCESO' : roll < 0.92 ? 'PENDIENTE' : 'SIN_ASIGNAR';
  return roll < 0.2 ? 'EN_PROCESO' : roll < 0.8 ? 'PENDIENTE' : 'SIN_ASIGNAR';
}

const ORDER: LeadEstado[] = ['SIN_ASIGNAR', 'PENDIENTE', 'EN_PROCESO', 'FINALIZADO'];

/**
 * A month of leads: web forms (any hour, some at night) and follow-ups scheduled by the administrator for the
 * campaigns' agents, each with the steps it went through; finished ones closed by a gestión of their contact
 * when it has one. Skipped when leads are stored.
 */
export async function loadDemoLeads(db: Db, actor: AuditActor, campaigns: LoadedCampaign[], now: Date): Promise<void> {
  const [existing] = await db.select({ id: leads.id }).from(leads).limit(1);
  if (existing) return;
  const random = createRandom(2311);
  const today = bogotaDate(now);
  const withAgents = campaigns.filter((campaign) => campaign.agentIds.length > 0 && campaign.contacts.length > 0);
  let unassignedShown = false;
  await db.transaction(async (tx) => {
    for (let age = DAYS - 1; age >= 0; age -= 1) {
      const day = addDays(today, -age);
      for (let i = 0; i < PER_DAY; i += 1) {
        const campaign = random.pick(withAgents);
        const contact = random.pick(campaign.contacts);
        const scheduled = random.chance(0.4);
        const minutes = scheduled ? random.int(8 * 60, 17 * 60) : random.weighted([[random.int(0, 8 * 60 - 1), 1], [random.int(8 * 60, 22 * 60), 3]] as const);
        const createdAt = bogotaInstant(day, minutes);
        if (createdAt > now) continue;
        const roll = random.next();
        // At any hour of the day the demo shows a web form nobody has taken yet: the first of the last three days.
        const estado = !scheduled && age >= 1 && age <= 3 && !unassignedShown ? 'SIN_ASIGNAR' : reached(age, roll);
        if (estado === 'SIN_ASIGNAR') unassignedShown = true;
        const agentId = estado === 'SIN_ASIGNAR' ? null : random.pick(campaign.agentIds);
        const assignedAt = agentId === null ? null : new Date(createdAt.getTime() + random.int(2, 90) * MINUTE);
        const startedAt = assignedAt && (estado === 'EN_PROCESO' || estado === 'FINALIZADO') ? new Date(assignedAt.getTime() + random.int(5, 240) * MINUTE) : null;
        const finishedAt = startedAt && estado === 'FINALIZADO' ? new Date(startedAt.getTime() + random.int(3, 45) * MINUTE) : null;
        const latest = [createdAt, assignedAt, startedAt, finishedAt].filter((at): at is Date => at !== null).at(-1)!;
        if (latest > now) continue;
        const [gestion] = finishedAt
          ? await tx.select({ id: gestiones.id }).from(gestiones).where(and(eq(gestiones.contactId, contact.id), eq(gestiones.estado, 'FINALIZADO'))).limit(1)
          : [];
        const message = random.pick(MESSAGES);
        const [lead] = await tx.insert(leads).values({
          tipo: scheduled ? 'programado' : 'event',
          source: scheduled ? LEAD_SOURCES.manual : random.chance(0.8) ? LEAD_SOURCES.form : LEAD_SOURCES.prospect,
          estado, contactId: contact.id, campaignId: campaign.id, agentId,
          metadata: scheduled ? {} : { mensaje: message, page_name: 'Inicio', 'form-name': 'contacto-home' },
          observaciones: scheduled ? random.pick(FOLLOW_UPS) : message,
          fechaVencimiento: scheduled ? new Date(createdAt.getTime() + random.int(1, 5) * 24 * 60 * MINUTE) : null,
          gestionId: gestion?.id ?? null,
          createdBy: scheduled ? actor.id : null,
          createdAt, fechaAsignacion: assignedAt, fechaInicio: startedAt, fechaFinalizacion: finishedAt,
        }).returning({ id: leads.id });
        const moments = [createdAt, assignedAt, startedAt, finishedAt];
        const steps = ORDER.slice(0, ORDER.indexOf(estado) + 1).map((step, index) => ({
          leadId: lead!.id, estado: step, at: moments[index]!, userId: index === 0 ? (scheduled ? actor.id : null) : index === 1 ? actor.id : agentId,
        }));
        await tx.insert(leadSteps).values(steps);
      }
    }
  });
}
