import { createHmac, timingSafeEqual } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { PUBLIC_SURVEY_MEDIUMS, SURVEY_MEDIUM_LABELS, SURVEY_MSG, type AssignableSurvey, type SurveyMedium } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { badRequest, fieldError, notFound } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { campaignNames } from '../campaigns/campaigns.members.js';
import { isActiveContact } from '../contacts/contacts.queries.js';
import { isPublicMedium, SURVEY_CONTENT_TYPE } from './surveys.service.js';
import { surveys } from './surveys.tables.js';

/*
 * A survey assigned to a contact is the survey's public link signed for that contact:
 * `{public token}.{contact id}.{signature}`. Nothing is stored but the audit entry: the signature proves
 * the link was made for that contact, and the answers sent through it are recorded as theirs.
 */

const SIGNATURE_LENGTH = 22;

function signature(secret: string, surveyId: number, contactId: number): string {
  return createHmac('sha256', secret).update(`encuesta:${surveyId}:${contactId}`).digest('base64url').slice(0, SIGNATURE_LENGTH);
}

/*
 * A closing survey (sent when a conversation is typified) is the same link signed for the conversation's gestión:
 * `{public token}.g{gestión id}.{signature}`; its answer is recorded against that gestión, its contact and agent.
 */
function gestionSignature(secret: string, surveyId: number, gestionId: number): string {
  return createHmac('sha256', secret).update(`encuesta:${surveyId}:gestion:${gestionId}`).digest('base64url').slice(0, SIGNATURE_LENGTH);
}

/** The public token and, for an assigned or closing link, the contact or gestión and signature it carries. */
export interface SurveyLink {
  publicToken: string;
  contact?: { id: number; signature: string };
  gestion?: { id: number; signature: string };
}

/** Reads a link's token; null when it has the shape of no kind of link. */
export function parseSurveyLink(token: string): SurveyLink | null {
  const parts = token.split('.');
  if (parts.length === 1) return { publicToken: token };
  const [publicToken, subject, signed] = parts;
  if (parts.length !== 3 || !publicToken || !signed) return null;
  if (/^[1-9]\d{0,9}$/.test(subject ?? '')) return { publicToken, contact: { id: Number(subject), signature: signed } };
  if (/^g[1-9]\d{0,9}$/.test(subject ?? '')) return { publicToken, gestion: { id: Number(subject!.slice(1)), signature: signed } };
  return null;
}

/** Whether a closing link's signature is the one made for its survey and gestión. */
export function isSignedForGestion(secret: string, surveyId: number, gestion: { id: number; signature: string }): boolean {
  const expected = Buffer.from(gestionSignature(secret, surveyId, gestion.id));
  const given = Buffer.from(gestion.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The token of a survey's closing link for a gestión; null when the survey is gone or is not answered by link. */
export async function closingSurveyToken(db: Db, secret: string, surveyId: number, gestionId: number): Promise<string | null> {
  const [survey] = await db.select({ token: surveys.publicToken, medium: surveys.surveyMedium }).from(surveys).where(eq(surveys.id, surveyId));
  if (!survey || !isPublicMedium(survey.medium)) return null;
  return `${survey.token}.g${gestionId}.${gestionSignature(secret, surveyId, gestionId)}`;
}

/** Whether the link's signature is the one made for its survey and contact. */
export function isSignedFor(secret: string, surveyId: number, contact: { id: number; signature: string }): boolean {
  const expected = Buffer.from(signature(secret, surveyId, contact.id));
  const given = Buffer.from(contact.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Surveys answered through a link (whatsapp and general), by name. */
export async function assignableSurveys(db: Db): Promise<AssignableSurvey[]> {
  const found = await db
    .select({ id: surveys.id, name: surveys.name, medium: surveys.surveyMedium, campaignId: surveys.campaignId })
    .from(surveys)
    .where(inArray(surveys.surveyMedium, [...PUBLIC_SURVEY_MEDIUMS]))
    .orderBy(asc(surveys.name), asc(surveys.id));
  const names = await campaignNames(db, found.map((s) => s.campaignId));
  return found.map((s) => ({
    id: s.id, name: s.name, survey_type: SURVEY_MEDIUM_LABELS[s.medium as SurveyMedium] ?? s.medium, campaign_name: names.get(s.campaignId) ?? '',
  }));
}

/** The contact's own answer link to the survey; the assignment is recorded in the audit. */
export async function assignSurvey(db: Db, secret: string, actor: AuditActor, surveyId: number, contactId: number): Promise<string> {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId));
  if (!survey) throw notFound(SURVEY_MSG.linkNotFound);
  if (!isPublicMedium(survey.surveyMedium)) throw badRequest(SURVEY_MSG.notAssignable);
  if (!(await isActiveContact(db, contactId))) throw fieldError('contact', SURVEY_MSG.contactRequired);
  const contact = { id: contactId };
  await recordAudit(db, actor, {
    contentType: SURVEY_CONTENT_TYPE, action: 'Creación', objectId: survey.id,
    descripcion: `Se asignó la encuesta ${survey.name} al contacto ${contact.id}`,
  });
  return `${survey.publicToken}.${contact.id}.${signature(secret, survey.id, contact.id)}`;
}
