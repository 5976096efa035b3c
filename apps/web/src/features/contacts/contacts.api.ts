import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CONTACTS_EXPORT_FILENAME, CONTACTS_TEMPLATE_FILENAME,
  type ContactGroupsChanged, type ContactOption, type ContactRead, type ContactSaved, type DuplicateContact, type GroupOption,
  type ImportAccepted, type ImportJobRead, type ImportRowRead, type Paged, type PersonRef, type z,
} from '@atiende/shared';
import { api, ApiError, download } from '../../app/api';

/** Root of every contacts query key: invalidating it refreshes the lists, the options and each contact. */
export const CONTACTS_KEY = 'contacts';

export const CONTACTS_PATH = '/contact/contacto/';

export function useContact(id: number | null) {
  return useQuery({
    queryKey: [CONTACTS_KEY, 'one', id],
    queryFn: () => api<ContactRead>(`/contact/contacto/${id}/`),
    enabled: id !== null && Number.isInteger(id) && id > 0,
    // A contact that does not exist will not appear by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}

/** Contacts for pickers, searched on the server (names, document, e-mail, phone). */
export function useContactOptions(search: string) {
  return useQuery({
    queryKey: [CONTACTS_KEY, 'options', search],
    queryFn: () => api<ContactOption[]>('/contact/contacto/FullList', { query: { search } }),
    placeholderData: keepPreviousData,
  });
}

export function useGroupOptions() {
  return useQuery({
    queryKey: ['contact-groups', 'options'],
    queryFn: () => api<GroupOption[]>('/contact/grupoContacto/FullList/'),
  });
}

// ---- create

/** The person form as sent; password fields only when a login user is created. */
export interface PersonPayload {
  contactType: 'PERSONA NATURAL';
  username: string;
  first_name: string;
  last_name: string;
  documentType: string | null;
  documentNumber?: string;
  phone: string;
  birthdate: string | null;
  city: string;
  gender: string;
  address: string;
  createUser: boolean;
  password?: string;
  confirm_password?: string;
}

export interface CompanyPayload {
  contactType: 'EMPRESA';
  razon_social: string;
  actividad: string;
  documentType: string | null;
  documentNumber: string;
  email: string;
  phone: string;
  web_site: string;
  address: string;
  persona_contacto: number[];
}

export const createContact = (body: PersonPayload | CompanyPayload) =>
  api<ContactSaved>(CONTACTS_PATH, { method: 'POST', body });

/** "Reemplazar": the existing contact takes the form's data and keeps its document. */
export const linkAndUpdateContact = (body: Omit<PersonPayload, 'documentNumber'> & { contact_id: number }) =>
  api<ContactSaved>(`${CONTACTS_PATH}vincular-actualizar/`, { method: 'POST', body });

/** "Crear uno nuevo": creates the contact although another one looks the same. */
export const createContactAnyway = (body: Omit<PersonPayload, 'documentNumber'>) =>
  api<ContactSaved>(`${CONTACTS_PATH}crear-igualmente/`, { method: 'POST', body });

/** The server's answer when the new contact looks like an existing one, or null for any other error. */
export function duplicateOf(error: unknown): DuplicateContact | null {
  if (!(error instanceof ApiError) || error.status !== 400 || error.code !== 'duplicate') return null;
  const body = error.body as Partial<DuplicateContact> | null;
  return body?.duplicate === true && typeof body.contact_id === 'number' ? (body as DuplicateContact) : null;
}

// ---- groups of one contact

type GroupsChanged = z.infer<typeof ContactGroupsChanged>;

export const addContactToGroups = (contactId: number, groupIds: number[]) =>
  api<GroupsChanged>(`${CONTACTS_PATH}${contactId}/agregar_grupo/`, { method: 'POST', body: { grupo: groupIds } });

export const removeContactFromGroups = (contactId: number, groupIds: number[]) =>
  api<GroupsChanged>(`${CONTACTS_PATH}${contactId}/remover_grupo/`, { method: 'POST', body: { grupo: groupIds } });

// ---- agents

export function useContactAgents(contactId: number | null) {
  return useQuery({
    queryKey: [CONTACTS_KEY, 'agents', contactId],
    queryFn: () => api<PersonRef[]>(`${CONTACTS_PATH}${contactId}/agents/`),
    enabled: contactId !== null,
  });
}

export function useAssignableAgents(enabled: boolean) {
  return useQuery({
    queryKey: [CONTACTS_KEY, 'assignable-agents'],
    queryFn: () => api<PersonRef[]>('/contact/agentes/'),
    enabled,
  });
}

export const assignAgents = (contactId: number, agentIds: number[]) =>
  api<{ detail: string; agents: PersonRef[] }>(`${CONTACTS_PATH}${contactId}/assign_agents/`, {
    method: 'POST',
    body: { agents: agentIds },
  });

// ---- Excel

export const exportContacts = (search: string) =>
  download(`${CONTACTS_PATH}exportar-excel/`, CONTACTS_EXPORT_FILENAME, { search });

export const downloadImportTemplate = () => download(`${CONTACTS_PATH}plantilla-excel/`, CONTACTS_TEMPLATE_FILENAME);

export function uploadContactsFile(file: File) {
  const body = new FormData();
  body.append('file', file);
  return api<ImportAccepted>(`${CONTACTS_PATH}upload_excel/`, { method: 'POST', body });
}

const isFinished = (job: ImportJobRead | undefined) => job?.status === 'COMPLETADO' || job?.status === 'FALLIDO';

/** The import job, asked for every second until it has finished. */
export function useImportJob(jobId: number | null) {
  return useQuery({
    queryKey: ['contact-imports', jobId],
    queryFn: () => api<ImportJobRead>(`/contact/importaciones/${jobId}/`),
    enabled: jobId !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : 1000),
  });
}

/** The first rows the import rejected, with their reasons. */
export function useRejectedRows(jobId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['contact-imports', jobId, 'rejected'],
    queryFn: () =>
      api<Paged<ImportRowRead>>(`/contact/importaciones/${jobId}/filas/`, { query: { outcome: 'rejected', limit: 20 } }),
    enabled: jobId !== null && enabled,
  });
}

export const downloadImportResult = (jobId: number) =>
  download(`/contact/importaciones/${jobId}/resultado.xlsx`, 'resultado.xlsx');
