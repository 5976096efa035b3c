import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CONTACTS_EXPORT_FILENAME, CONTACTS_TEMPLATE_FILENAME, type DuplicateContact, type ImportJobRead, type ImportMapping,
} from '@atiende/shared';
import { ApiError } from '../../app/api';
import { client, downloadFrom, downloadPosted, type Body } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';

const keys = queryKeys.contacts;

export function useContact(id: number | null) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: () => client.get('/contact/contacto/{id}/', { path: { id: id! } }),
    enabled: id !== null && Number.isInteger(id) && id > 0,
    // A contact that does not exist will not appear by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}

/** Contacts for pickers, searched on the server (names, document, e-mail, phone). */
export function useContactOptions(search: string) {
  return useQuery({
    queryKey: keys.options(search),
    queryFn: () => client.get('/contact/contacto/FullList', { query: { search } }),
    placeholderData: keepPreviousData,
  });
}

// ---- create

type ContactCreateBody = Body<'/contact/contacto/', 'post'>;
/** The person form as sent; password fields only when a login user is created. */
export type PersonPayload = Exclude<ContactCreateBody, { contactType: 'EMPRESA' }>;
export type CompanyPayload = Extract<ContactCreateBody, { contactType: 'EMPRESA' }>;

export const createContact = (body: PersonPayload | CompanyPayload) => client.post('/contact/contacto/', { body });

/** "Reemplazar": the existing contact takes the form's data and keeps its document. */
export const linkAndUpdateContact = (body: Omit<PersonPayload, 'documentNumber'> & { contact_id: number }) =>
  client.post('/contact/contacto/vincular-actualizar/', { body });

/** "Crear uno nuevo": creates the contact although another one looks the same. */
export const createContactAnyway = (body: Omit<PersonPayload, 'documentNumber'>) =>
  client.post('/contact/contacto/crear-igualmente/', { body });

/** The server's answer when the new contact looks like an existing one, or null for any other error. */
export function duplicateOf(error: unknown): DuplicateContact | null {
  if (!(error instanceof ApiError) || error.status !== 400 || error.code !== 'duplicate') return null;
  const body = error.body as Partial<DuplicateContact> | null;
  return body?.duplicate === true && typeof body.contact_id === 'number' ? (body as DuplicateContact) : null;
}

// ---- groups of one contact

export const addContactToGroups = (contactId: number, groupIds: number[]) =>
  client.post('/contact/contacto/{id}/agregar_grupo/', { path: { id: contactId }, body: { grupo: groupIds } });

export const removeContactFromGroups = (contactId: number, groupIds: number[]) =>
  client.post('/contact/contacto/{id}/remover_grupo/', { path: { id: contactId }, body: { grupo: groupIds } });

// ---- agents

export function useContactAgents(contactId: number | null) {
  return useQuery({
    queryKey: keys.part('agents', contactId),
    queryFn: () => client.get('/contact/contacto/{id}/agents/', { path: { id: contactId! } }),
    enabled: contactId !== null,
  });
}

export function useAssignableAgents(enabled: boolean) {
  return useQuery({
    queryKey: keys.part('assignable-agents'),
    queryFn: () => client.get('/contact/agentes/'),
    enabled,
  });
}

export const assignAgents = (contactId: number, agentIds: number[]) =>
  client.post('/contact/contacto/{id}/assign_agents/', { path: { id: contactId }, body: { agents: agentIds } });

// ---- Excel

export const exportContacts = (search: string) =>
  downloadFrom('/contact/contacto/exportar-excel/', CONTACTS_EXPORT_FILENAME, { query: { search } });

/** Contactos.xlsx with exactly the selected contacts. */
export const exportSelection = (seleccion: Body<'/contact/contacto/exportar-excel/', 'post'>) =>
  downloadPosted('/contact/contacto/exportar-excel/', CONTACTS_EXPORT_FILENAME, seleccion);

// ---- bulk actions

export type BulkActionBody = Body<'/contact/contacto/acciones-masivas/', 'post'>;

/** One action on every selected contact, all of them or none; answers how many it changed. */
export const runBulkAction = (body: BulkActionBody) => client.post('/contact/contacto/acciones-masivas/', { body });

export const downloadImportTemplate = () => downloadFrom('/contact/contacto/plantilla-excel/', CONTACTS_TEMPLATE_FILENAME);

/** The header, suggested mapping and first rows of a file, read by the server's import reader. */
export function previewContactsFile(file: File) {
  const body = new FormData();
  body.append('file', file);
  return client.post('/contact/contacto/upload_excel/vista-previa/', { body });
}

/** Queues the import of `file` with the field of each of its columns. */
export function uploadContactsFile(file: File, mapping: ImportMapping) {
  const body = new FormData();
  body.append('mapping', JSON.stringify(mapping));
  body.append('file', file);
  return client.post('/contact/contacto/upload_excel/', { body });
}

const isFinished = (job: ImportJobRead | undefined) => job?.status === 'COMPLETADO' || job?.status === 'FALLIDO';

/** The import job, asked for every second until it has finished. */
export function useImportJob(jobId: number | null) {
  return useQuery({
    queryKey: queryKeys.contactImports.one(jobId),
    queryFn: () => client.get('/contact/importaciones/{id}/', { path: { id: jobId! } }),
    enabled: jobId !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : 1000),
  });
}

const LEFT_OUT_SHOWN = 20;

function useImportRows(jobId: number | null, outcome: 'rejected' | 'duplicate', enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.contactImports.part(jobId, outcome),
    queryFn: () =>
      client.get('/contact/importaciones/{id}/filas/', { path: { id: jobId! }, query: { outcome, limit: LEFT_OUT_SHOWN } }),
    enabled: jobId !== null && enabled,
  });
}

/** The first rows the import rejected or found repeated in the file, with their reasons, in file order. */
export function useRowsLeftOut(jobId: number | null, anyRejected: boolean, anyDuplicate: boolean) {
  const rejected = useImportRows(jobId, 'rejected', anyRejected);
  const duplicate = useImportRows(jobId, 'duplicate', anyDuplicate);
  const rows = [...(rejected.data?.results ?? []), ...(duplicate.data?.results ?? [])].sort((a, b) => a.row_number - b.row_number);
  return { rows, shown: rows.length, isError: rejected.isError || duplicate.isError };
}

export const downloadImportResult = (jobId: number) =>
  downloadFrom('/contact/importaciones/{id}/resultado.xlsx', 'resultado.xlsx', { path: { id: jobId } });
