import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, buildUrl, getAccessToken } from '../../app/api';
import type { ContactDataList, ContactDataTipo, ContactRead, ResumeRead } from '@atiende/shared';
import { CONTACT_DATA_KINDS } from './contact-profile.options';

/** Root of every contact query key; invalidating it refreshes the profile and its lists. */
export const CONTACT_KEY = 'contact';
export const DOCUMENTS_KEY = 'contact-documents';

export function useContact(id: number) {
  return useQuery({
    queryKey: [CONTACT_KEY, id],
    queryFn: () => api<ContactRead>(`/contact/contacto/${id}/`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useContactData(contactId: number, kind: ContactDataTipo) {
  return useQuery({
    queryKey: [CONTACT_KEY, contactId, 'data', kind],
    queryFn: () =>
      api<ContactDataList>(CONTACT_DATA_KINDS[kind].listPath, { query: { contact: contactId } }),
  });
}

/** The contact's resume, or null when none exists yet. */
export function useResume(contactId: number) {
  return useQuery({
    queryKey: [CONTACT_KEY, contactId, 'resume'],
    queryFn: async () => {
      try {
        return await api<ResumeRead>('/contact/get_hoja_de_vida/', { query: { contacto: contactId } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** Refreshes the profile, its lists and its resume after a change. */
export function useRefreshContact(contactId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [CONTACT_KEY, contactId] }),
      queryClient.invalidateQueries({ queryKey: [DOCUMENTS_KEY] }),
    ]);
  };
}

/** A URL the browser can open by itself (img src, download link): the token goes in the query. */
export function withToken(url: string): string {
  const path = url.startsWith('/api/') ? url.slice(4) : url;
  return buildUrl(path, { token: getAccessToken() });
}

export const updateContact = (id: number, body: Record<string, unknown>) =>
  api<ContactRead>(`/contact/contacto/${id}/`, { method: 'PATCH', body });

export const createRelations = (id: number, relations: { tipo_relacion: string; destinatario: number }[]) =>
  api(`/contact/contacto/${id}/crear_relacion/`, { method: 'POST', body: relations });

export const deleteRelation = (id: number, relationId: number) =>
  api(`/contact/contacto/${id}/relaciones/${relationId}/`, { method: 'DELETE' });

export const addContactData = (body: { contact: number; label: string; tipo: ContactDataTipo; value_1: string }) =>
  api('/contact/datos_contacto/', { method: 'POST', body });

export const deleteContactData = (id: number) => api(`/contact/datos_contacto/${id}/`, { method: 'DELETE' });

export function uploadDocument(contactId: number, documentType: string, file: File) {
  const body = new FormData();
  body.append('contacto', String(contactId));
  body.append('documentType', documentType);
  body.append('file', file);
  return api('/contact/documentos/', { method: 'POST', body });
}

export const deleteDocument = (id: number) => api(`/contact/documentos/${id}/`, { method: 'DELETE' });

export function uploadPhoto(contactId: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  return api<{ image: string }>(`/contact/contacto/${contactId}/foto/`, { method: 'POST', body });
}

export type ResumePart = 'experiencia' | 'educacion' | 'conocimiento';

export const createResume = (body: Record<string, unknown>) => api<ResumeRead>('/contact/hoja_de_vida/', { method: 'POST', body });

export const addResumePart = (part: ResumePart, body: Record<string, unknown>) =>
  api(`/contact/${part}/`, { method: 'POST', body });

export const deleteResumePart = (part: ResumePart, id: number) => api(`/contact/${part}/${id}/`, { method: 'DELETE' });
