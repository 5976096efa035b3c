import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  CONTACT_DATA_MSG, DOCUMENT_MSG, DOCUMENT_TYPES_CONTACT, type ContactDocumentQuery, type ContactDocumentRead,
  type ContactDocumentType,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { fieldError, notFound } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { removeStoredFile, storedFilePath } from '../../files/stored-files.js';
import { activeContactImage, isActiveContactSql, lockWorkableContact, setContactImage } from '../contacts/contacts.queries.js';
import { userNames } from '../users/users.queries.js';
import { activeContactExists, lockActiveContact } from './contact-data.service.js';
import { contactDocuments } from './contact-data.tables.js';
import { checkDocumentFile, checkPhotoFile, storeContactFile } from './documents.files.js';

const DOCUMENT_CONTENT_TYPE = 'Documento de contacto';
const CONTACT_CONTENT_TYPE = 'Contacto';

export interface DocumentUpload {
  contactId: number;
  documentType: string;
  filename: string;
  bytes: Buffer;
}

import type { StoredFile } from '../../files/file-reply.js';
export type { StoredFile };

export const documentUrl = (id: number) => `/api/contact/documentos/${id}/archivo/`;

const documentColumns = {
  id: contactDocuments.id,
  contactId: contactDocuments.contactId,
  documentType: contactDocuments.documentType,
  filename: contactDocuments.filename,
  size: contactDocuments.size,
  createdAt: contactDocuments.createdAt,
  userId: contactDocuments.userId,
};
interface DocumentRow {
  id: number;
  contactId: number;
  documentType: string;
  filename: string;
  size: number;
  createdAt: Date;
  userId: number | null;
}

function toRead(row: DocumentRow, names: Map<number, string>): ContactDocumentRead {
  const userName = row.userId === null ? null : names.get(row.userId) ?? null;
  return {
    id: row.id,
    contact: row.contactId,
    documentType: row.documentType,
    document: documentUrl(row.id),
    filename: row.filename,
    size: row.size,
    user: userName,
    created_date: row.createdAt.toISOString(),
  };
}

/** Documents matching `where` whose contact is not deleted. */
function documentsOfActiveContacts(db: Db, where: SQL | undefined) {
  return db
    .select(documentColumns)
    .from(contactDocuments)
    .where(and(where, isActiveContactSql(contactDocuments.contactId)));
}

/** The documents as the API shows them, with their uploaders' names (one query for the page). */
async function toReads(db: Db, rows: DocumentRow[]): Promise<ContactDocumentRead[]> {
  const names = await userNames(db, rows.flatMap((row) => (row.userId === null ? [] : [row.userId])));
  return rows.map((row) => toRead(row, names));
}

/** A contact's documents, newest first. */
export async function listDocuments(db: Db, query: ContactDocumentQuery): Promise<{ count: number; results: ContactDocumentRead[] }> {
  if (!(await activeContactExists(db, query.contact))) throw notFound(CONTACT_DATA_MSG.contactNotFound);
  const [total] = await db.select({ n: count() }).from(contactDocuments).where(eq(contactDocuments.contactId, query.contact));
  const found = await documentsOfActiveContacts(db, eq(contactDocuments.contactId, query.contact))
    .orderBy(desc(contactDocuments.createdAt), desc(contactDocuments.id))
    .limit(query.limit)
    .offset(query.offset);
  return { count: total?.n ?? 0, results: await toReads(db, found) };
}

export async function getDocument(db: Db, id: number): Promise<ContactDocumentRead> {
  const [row] = await documentsOfActiveContacts(db, eq(contactDocuments.id, id));
  if (!row) throw notFound(DOCUMENT_MSG.notFound);
  const [read] = await toReads(db, [row]);
  return read!;
}

function isDocumentType(value: string): value is ContactDocumentType {
  return (DOCUMENT_TYPES_CONTACT as readonly string[]).includes(value);
}

/** Stores the file, then records it; the file is removed again when the record cannot be written. */
export async function createDocument(db: Db, uploadsDir: string, actor: AuditActor, upload: DocumentUpload): Promise<ContactDocumentRead> {
  if (!isDocumentType(upload.documentType)) throw fieldError('documentType', DOCUMENT_MSG.invalidDocumentType);
  const file = checkDocumentFile(upload.filename, upload.bytes);
  if (!(await activeContactExists(db, upload.contactId))) throw fieldError('contacto', CONTACT_DATA_MSG.contactNotFound);
  const relative = await storeContactFile(uploadsDir, upload.contactId, file.extension, upload.bytes);
  try {
    const id = await db.transaction(async (tx) => {
      if (!(await lockActiveContact(tx, upload.contactId))) throw fieldError('contacto', CONTACT_DATA_MSG.contactNotFound);
      const [row] = await tx
        .insert(contactDocuments)
        .values({
          contactId: upload.contactId, documentType: upload.documentType, filePath: relative, filename: upload.filename,
          mimeType: file.mimeType, size: upload.bytes.length, userId: actor.id,
        })
        .returning({ id: contactDocuments.id });
      await recordAudit(tx, actor, {
        contentType: DOCUMENT_CONTENT_TYPE, action: 'Creación', objectId: row!.id, contactId: upload.contactId,
        descripcion: `Se agregó el documento ${upload.filename} (${upload.documentType}) al contacto ${upload.contactId}`,
      });
      return row!.id;
    });
    return await getDocument(db, id);
  } catch (error) {
    await removeStoredFile(uploadsDir, relative);
    throw error;
  }
}

/** The stored file of a document whose contact is active. */
export async function documentFile(db: Db, uploadsDir: string, id: number): Promise<StoredFile> {
  const [row] = await db
    .select({ filePath: contactDocuments.filePath, filename: contactDocuments.filename, mimeType: contactDocuments.mimeType })
    .from(contactDocuments)
    .where(and(eq(contactDocuments.id, id), isActiveContactSql(contactDocuments.contactId)));
  const absolute = row ? storedFilePath(uploadsDir, row.filePath) : null;
  const size = absolute ? await stat(absolute).then((s) => s.size, () => null) : null;
  if (!row || !absolute || size === null) throw notFound(DOCUMENT_MSG.notFound);
  return { absolute, filename: row.filename, mimeType: row.mimeType, size };
}

/** Deletes the record, then its file once the deletion is committed. */
export async function deleteDocument(db: Db, uploadsDir: string, actor: AuditActor, id: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [found] = await tx.select({ contactId: contactDocuments.contactId }).from(contactDocuments).where(eq(contactDocuments.id, id));
    if (!found || !(await lockActiveContact(tx, found.contactId))) throw notFound(DOCUMENT_MSG.notFound);
    const [row] = await tx.delete(contactDocuments).where(eq(contactDocuments.id, id)).returning();
    if (!row) throw notFound(DOCUMENT_MSG.notFound);
    await recordAudit(tx, actor, {
      contentType: DOCUMENT_CONTENT_TYPE, action: 'Eliminación', objectId: id, contactId: row.contactId,
      descripcion: `Se eliminó el documento ${row.filename} (${row.documentType}) del contacto ${row.contactId}`,
    });
    return row;
  });
  await removeStoredFile(uploadsDir, removed.filePath);
}

// ---------------------------------------------------------------------------------------------
// Contact photo. contacts.image holds the photo's URL; its `v` parameter is the stored file's name,
// which changes with each upload so that browsers do not keep showing an old photo.

const PHOTO_NAME = /^[0-9a-f-]{36}\.(png|jpe?g)$/;

export const photoUrl = (contactId: number, storedName: string) => `/api/contact/contacto/${contactId}/foto/?v=${storedName}`;

/** The stored file of a photo URL, relative to uploadsDir, or null when the URL is not one this module wrote. */
function photoPathOf(contactId: number, image: string | null): string | null {
  if (!image) return null;
  const url = new URL(image, 'http://localhost');
  const name = url.searchParams.get('v') ?? '';
  if (url.pathname !== `/api/contact/contacto/${contactId}/foto/` || !PHOTO_NAME.test(name)) return null;
  return path.posix.join('contacts', String(contactId), name);
}

/** Stores a new photo and points the contact at it; the previous photo file is removed. */
export async function setContactPhoto(
  db: Db, uploadsDir: string, actor: AuditActor, contactId: number, filename: string, bytes: Buffer,
): Promise<string> {
  const file = checkPhotoFile(filename, bytes);
  if (!(await activeContactExists(db, contactId))) throw notFound(CONTACT_DATA_MSG.contactNotFound);
  const relative = await storeContactFile(uploadsDir, contactId, file.extension, bytes);
  const image = photoUrl(contactId, path.posix.basename(relative));
  try {
    const previous = await db.transaction(async (tx) => {
      const row = await lockWorkableContact(tx, contactId);
      if (!row) throw notFound(CONTACT_DATA_MSG.contactNotFound);
      await setContactImage(tx, contactId, image);
      await recordAudit(tx, actor, {
        contentType: CONTACT_CONTENT_TYPE, action: 'Actualización', objectId: contactId, contactId,
        descripcion: `Se actualizó la foto del contacto ${contactId}`,
      });
      return row.image;
    });
    const previousPath = photoPathOf(contactId, previous);
    if (previousPath) await removeStoredFile(uploadsDir, previousPath);
    return image;
  } catch (error) {
    await removeStoredFile(uploadsDir, relative);
    throw error;
  }
}

export async function contactPhotoFile(db: Db, uploadsDir: string, contactId: number): Promise<StoredFile> {
  const row = await activeContactImage(db, contactId);
  if (!row) throw notFound(CONTACT_DATA_MSG.contactNotFound);
  const relative = photoPathOf(contactId, row.image);
  const absolute = relative ? storedFilePath(uploadsDir, relative) : null;
  const size = absolute ? await stat(absolute).then((s) => s.size, () => null) : null;
  if (!absolute || size === null) throw notFound(DOCUMENT_MSG.noPhoto);
  const extension = path.extname(absolute);
  return { absolute, filename: `foto-${contactId}${extension}`, mimeType: extension === '.png' ? 'image/png' : 'image/jpeg', size };
}
