import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTACT_DATA_MSG, CONTACT_PHOTO_MAX_BYTES, ContactDataCreate, ContactDataCreated,
  ContactDataList, ContactDataQuery, ContactDocumentCreated, ContactDocumentQuery, ContactDocumentRead,
  ContactPhoto, Detail, DOCUMENT_MSG, EducationCreate, EducationCreated, ExperienceCreate, ExperienceCreated, 
  IdParam, KnowledgeCreate, KnowledgeCreated, PERMISSIONS, RESUME_MSG, ResumeCreate, ResumeCreated, ResumeQuery, ResumeRead,
  paged, z, type ContactDataTipo,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requestActor } from '../../access.js';
import { badRequest, fieldError } from '../../errors.js';
import { pageResponse } from '../../http/paging.js';
import { attachmentDisposition, sanitizeFilename } from '../../files/stored-files.js';
import { sendStoredFile } from '../../files/file-reply.js';
import { wellFormed, wholeFile } from '../../http/multipart.js';
import { addContactData, deleteContactData, listContactData } from './contact-data.service.js';
import { decodeBase64File, extensionFromContent } from './documents.files.js';
import {
  contactPhotoFile, createDocument, deleteDocument, documentFile, listDocuments, setContactPhoto, type DocumentUpload,
} from './documents.service.js';
import {
  addEducation, addExperience, addKnowledge, createResume, deleteResumeEntry, getResume, RESUME_ENTRIES, type ResumeEntryKind,
} from './resume.service.js';
import { errors } from '../../http/responses.js';

const MODULE = 'Contactos';
const fileErrors = { ...errors, 413: Detail };
const noContent = { 204: z.undefined().describe('Sin contenido') };
const fileBytes = { 200: z.unknown().describe('Los bytes del archivo.') };
const tokenQuery = z.object({ token: z.string().optional() });


const DATA_LISTS: { path: string; tipo: ContactDataTipo }[] = [
  { path: '/contact/get_datos_telefono/', tipo: 'Telefono' },
  { path: '/contact/get_datos_email/', tipo: 'Email' },
  { path: '/contact/get_datos_direccion/', tipo: 'Direccion' },
  { path: '/contact/get_datos_redes_sociales/', tipo: 'Redes Sociales' },
];

/** Contact data, documents, resume and photo of a contact. */
export async function contactDataRoutes(app: App): Promise<void> {
  contactDataEntryRoutes(app);
  documentRoutes(app);
  resumeRoutes(app);
  photoRoutes(app);
}

function contactDataEntryRoutes(app: App): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contact data'];

  for (const { path, tipo } of DATA_LISTS) {
    api.get(path, {
      config: { access: { permission: PERMISSIONS.contactsView, module: MODULE } },
      schema: { tags, description: `Datos de tipo ${tipo} del contacto, del más antiguo al más reciente.`, querystring: ContactDataQuery, response: { 200: ContactDataList, ...errors } },
    }, async (request) => listContactData(app.db, request.query.contact, tipo));
  }

  api.post('/contact/datos_contacto/', {
    config: { access: { permission: PERMISSIONS.contactDataAdd, module: MODULE } },
    schema: {
      tags,
      description: 'La etiqueta debe ser una de las opciones del tipo. El primer dato de tipo Email, Telefono o Direccion pasa a ser el principal del contacto.',
      body: ContactDataCreate, response: { 201: ContactDataCreated, ...errors },
    },
  }, async (request, reply) => {
    const created = await addContactData(app.db, requestActor(request), request.body);
    return reply.code(201).send({ ...created, message: CONTACT_DATA_MSG.created });
  });

  api.delete('/contact/datos_contacto/:id/', {
    config: { access: { permission: PERMISSIONS.contactDataDelete, module: MODULE } },
    schema: {
      tags, description: 'El principal del contacto pasa al siguiente dato de ese tipo, o queda vacío.',
      params: IdParam, response: { ...noContent, ...errors },
    },
  }, async (request, reply) => {
    await deleteContactData(app.db, requestActor(request), request.params.id);
    return reply.code(204).send(undefined);
  });
}

function documentRoutes(app: App): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contact documents'];

  api.get('/contact/get_document_contact/', {
    config: { access: { permission: PERMISSIONS.contactsView, module: MODULE } },
    schema: { tags, description: 'Documentos del contacto, el más reciente primero.', querystring: ContactDocumentQuery, response: { 200: paged(ContactDocumentRead), ...errors } },
  }, async (request) => {
    const { count, results } = await listDocuments(app.db, request.query);
    return pageResponse(request, request.query, count, results);
  });

  api.post('/contact/documentos/', {
    config: { access: { permission: PERMISSIONS.clientDocumentCreate, module: MODULE } },
    schema: {
      tags,
      description:
        'multipart/form-data con los campos contacto, documentType y file (pdf, jpg, jpeg, png, doc, docx, xls, xlsx; máximo 10 MB; ' +
        'el tipo se comprueba por el contenido), o JSON {contacto, documentType, document (base64), filename} de máximo 10 MB en total.',
      consumes: ['multipart/form-data', 'application/json'],
      response: { 201: ContactDocumentCreated, ...fileErrors },
    },
  }, async (request, reply) => {
    const upload = request.isMultipart() ? await wellFormed(readMultipartUpload(request)) : readJsonUpload(request.body);
    const created = await createDocument(app.db, app.config.uploadsDir, requestActor(request), upload);
    return reply.code(201).send({ ...created, message: DOCUMENT_MSG.created });
  });

  api.get('/contact/documentos/:id/archivo/', {
    config: { access: { permission: PERMISSIONS.contactsView, module: MODULE }, tokenInQuery: true },
    schema: {
      tags, description: 'Descarga el archivo. Admite el token como ?token= para enlaces directos.',
      params: IdParam, querystring: tokenQuery, response: { ...fileBytes, ...errors },
    },
  }, async (request, reply) => {
    const file = await documentFile(app.db, app.config.uploadsDir, request.params.id);
    return sendStoredFile(reply, file, attachmentDisposition(file.filename));
  });

  api.delete('/contact/documentos/:id/', {
    config: { access: { permission: PERMISSIONS.clientDocumentDelete, module: MODULE } },
    schema: { tags, description: 'Elimina el documento y su archivo.', params: IdParam, response: { ...noContent, ...errors } },
  }, async (request, reply) => {
    await deleteDocument(app.db, app.config.uploadsDir, requestActor(request), request.params.id);
    return reply.code(204).send(undefined);
  });
}

function resumeRoutes(app: App): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contact resume'];
  const manage = { access: { permission: PERMISSIONS.clientManage, module: MODULE } };

  api.get('/contact/get_hoja_de_vida/', {
    config: { access: { permission: PERMISSIONS.contactsView, module: MODULE } },
    schema: { tags, querystring: ResumeQuery, response: { 200: ResumeRead, ...errors } },
  }, async (request) => getResume(app.db, request.query.contacto));

  api.post('/contact/hoja_de_vida/', {
    config: manage,
    schema: { tags, description: 'Una sola hoja de vida por contacto.', body: ResumeCreate, response: { 201: ResumeCreated, ...errors } },
  }, async (request, reply) => {
    const created = await createResume(app.db, requestActor(request), request.body);
    return reply.code(201).send({ ...created, message: RESUME_MSG.created });
  });

  api.post('/contact/experiencia/', {
    config: manage,
    schema: { tags, body: ExperienceCreate, response: { 201: ExperienceCreated, ...errors } },
  }, async (request, reply) => {
    const created = await addExperience(app.db, requestActor(request), request.body);
    return reply.code(201).send({ ...created, message: RESUME_MSG.experienceAdded });
  });

  api.post('/contact/educacion/', {
    config: manage,
    schema: { tags, body: EducationCreate, response: { 201: EducationCreated, ...errors } },
  }, async (request, reply) => {
    const created = await addEducation(app.db, requestActor(request), request.body);
    return reply.code(201).send({ ...created, message: RESUME_MSG.educationAdded });
  });

  api.post('/contact/conocimiento/', {
    config: manage,
    schema: { tags, body: KnowledgeCreate, response: { 201: KnowledgeCreated, ...errors } },
  }, async (request, reply) => {
    const created = await addKnowledge(app.db, requestActor(request), request.body);
    return reply.code(201).send({ ...created, message: RESUME_MSG.knowledgeAdded });
  });

  for (const kind of Object.keys(RESUME_ENTRIES) as ResumeEntryKind[]) {
    api.delete(`/contact/${kind}/:id/`, {
      config: manage,
      schema: { tags, params: IdParam, response: { ...noContent, ...errors } },
    }, async (request, reply) => {
      await deleteResumeEntry(app.db, requestActor(request), kind, request.params.id);
      return reply.code(204).send(undefined);
    });
  }
}

function photoRoutes(app: App): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contact resume'];

  api.post('/contact/contacto/:id/foto/', {
    config: { access: { permission: PERMISSIONS.clientManage, module: MODULE } },
    schema: {
      tags, description: 'multipart/form-data con el campo file: imagen JPG o PNG de máximo 5 MB.',
      consumes: ['multipart/form-data'], params: IdParam, response: { 200: ContactPhoto, ...fileErrors },
    },
  }, async (request) => {
    const part = request.isMultipart() ? await wellFormed(request.file({ limits: { fileSize: CONTACT_PHOTO_MAX_BYTES } })) : undefined;
    if (!part) throw badRequest(DOCUMENT_MSG.requiredFields);
    const bytes = await wholeFile(part);
    if (bytes.length === 0) throw badRequest(DOCUMENT_MSG.requiredFields);
    const image = await setContactPhoto(
      app.db, app.config.uploadsDir, requestActor(request), request.params.id, sanitizeFilename(part.filename), bytes,
    );
    return { image };
  });

  api.get('/contact/contacto/:id/foto/', {
    config: { access: { permission: PERMISSIONS.contactsView, module: MODULE }, tokenInQuery: true },
    schema: {
      tags, description: 'La foto del contacto. Admite el token como ?token= para <img src>.',
      params: IdParam, querystring: tokenQuery.extend({ v: z.string().optional() }), response: { ...fileBytes, ...errors },
    },
  }, async (request, reply) => {
    const file = await contactPhotoFile(app.db, app.config.uploadsDir, request.params.id);
    return sendStoredFile(reply, file, 'inline');
  });
}


const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The parts of a multipart upload; a file part is read whole (at most 10 MB, beyond which the request gets a 413). */
async function readMultipartUpload(request: FastifyRequest): Promise<DocumentUpload> {
  const fields: Record<string, string> = {};
  let file: { filename: string; bytes: Buffer } | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await wholeFile(part);
      if (part.fieldname === 'file' || part.fieldname === 'document') file = { filename: part.filename, bytes };
    } else {
      fields[part.fieldname] = text(part.value);
    }
  }
  const hasFile = file !== null && file.bytes.length > 0;
  const { contactId, documentType } = requiredUploadFields(fields.contacto, fields.documentType, hasFile);
  return { contactId, documentType, filename: sanitizeFilename(file!.filename), bytes: file!.bytes };
}

/** The JSON form of an upload: {contacto, documentType, document (base64 or data URL), filename}. */
function readJsonUpload(body: unknown): DocumentUpload {
  const input = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const document = text(input.document);
  const { contactId, documentType } = requiredUploadFields(text(input.contacto), text(input.documentType), document !== '');
  const bytes = decodeBase64File(document);
  const filename = sanitizeFilename(text(input.filename) || `documento${extensionFromContent(bytes)}`);
  return { contactId, documentType, filename, bytes };
}

/** Any of the three fields missing (an empty file counts as none) gives the form's 'Debe Agregar los Campos Requeridos'. */
function requiredUploadFields(contacto: string | undefined, documentType: string | undefined, hasFile: boolean) {
  if (!contacto || !documentType || !hasFile) throw badRequest(DOCUMENT_MSG.requiredFields);
  const contactId = Number(contacto);
  if (!Number.isInteger(contactId) || contactId <= 0) throw fieldError('contacto', CONTACT_DATA_MSG.contactNotFound);
  return { contactId, documentType };
}
