import { and, eq, isNull } from 'drizzle-orm';
import {
  AUTORIZACION_ESTADO_LABELS, AUTORIZACION_MEDIO_LABELS,
  type AutorizacionDatos, type AutorizacionDatosUpdate, type AutorizacionEstado, type AutorizacionMedio,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { contacts } from './contacts.tables.js';

/** The audit entries of authorizations are of this type, on the contact's timeline. */
export const AUTHORIZATION_CONTENT_TYPE = 'Autorización de datos';

type AuthorizationColumns = Pick<typeof contacts.$inferSelect, 'autorizacionEstado' | 'autorizacionFecha' | 'autorizacionMedio' | 'autorizacionTexto'>;

/** The authorization as a contact card shows it. */
export function authorizationOf(row: AuthorizationColumns): AutorizacionDatos {
  return {
    estado: row.autorizacionEstado as AutorizacionEstado,
    fecha: row.autorizacionFecha?.toISOString() ?? null,
    medio: (row.autorizacionMedio as AutorizacionMedio | null) ?? null,
    texto: row.autorizacionTexto,
  };
}

/** An answer to record: what the person answered, how, to what text and (by default now) when. */
export interface AuthorizationAnswer {
  estado: AutorizacionEstado;
  medio: AutorizacionMedio | null;
  texto?: string;
  /** When it was given: a Date, a day (YYYY-MM-DD, the start of that day in Bogotá) or now. */
  fecha?: Date | string | null;
}

/** A day as the start of that day in Bogotá (UTC−5 all year). */
const startOfBogotaDay = (day: string) => new Date(`${day}T00:00:00-05:00`);

function authorizationColumns(answer: AuthorizationAnswer): AuthorizationColumns {
  if (answer.estado === 'PENDIENTE') {
    return { autorizacionEstado: 'PENDIENTE', autorizacionFecha: null, autorizacionMedio: null, autorizacionTexto: answer.texto ?? '' };
  }
  const fecha = answer.fecha instanceof Date ? answer.fecha : answer.fecha ? startOfBogotaDay(answer.fecha) : new Date();
  return { autorizacionEstado: answer.estado, autorizacionFecha: fecha, autorizacionMedio: answer.medio, autorizacionTexto: answer.texto ?? '' };
}

/** The audit's words for an answer: estado and medio, never the text (it is kept on the contact). */
export function describeAuthorization(answer: AuthorizationAnswer): string {
  const estado = AUTORIZACION_ESTADO_LABELS[answer.estado].toLowerCase();
  const medio = answer.medio ? ` por ${AUTORIZACION_MEDIO_LABELS[answer.medio].toLowerCase()}` : '';
  return `Autorización de tratamiento de datos ${estado}${medio}`;
}

/**
 * Records a contact's answer to the data-processing authorization (Ley 1581) in the caller's transaction,
 * with an audit entry on the contact's timeline (by `actor`, or 'Sistema' for a channel or a public form).
 * Used by the contact card, the entry bot and the public contact form. Returns false, changing nothing,
 * when the contact does not exist or its data was suppressed.
 */
export async function recordAuthorization(
  tx: Db, contactId: number, answer: AuthorizationAnswer, actor: AuditActor | null = null,
): Promise<boolean> {
  const updated = await tx.update(contacts).set({ ...authorizationColumns(answer), updatedAt: new Date() })
    .where(and(eq(contacts.id, contactId), isNull(contacts.suppressedAt)))
    .returning({ id: contacts.id });
  if (updated.length === 0) return false;
  await recordAudit(tx, actor, {
    contentType: AUTHORIZATION_CONTENT_TYPE, action: 'Actualización', objectId: contactId, contactId,
    descripcion: describeAuthorization(answer),
  });
  return true;
}

/** The contact card's edit of the authorization, as an answer to record. */
export const answerOfUpdate = (input: AutorizacionDatosUpdate): AuthorizationAnswer => ({
  estado: input.estado, medio: input.estado === 'PENDIENTE' ? null : input.medio ?? null, texto: input.texto, fecha: input.fecha,
});
