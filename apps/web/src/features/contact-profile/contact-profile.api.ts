import { useQuery, useQueryClient } from '@tanstack/react-query';
import { personalDataFilename, type ContactDataTipo } from '@atiende/shared';
import { ApiError, buildUrl, getAccessToken } from '../../app/api';
import { isNotFound } from '../../ui/route-id';
import { client, downloadFrom, type Body } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';
import { CONTACT_DATA_KINDS } from './contact-profile.options';

/** The profile's queries live under the contact's key, so a change to the contact refreshes them together. */
const keys = queryKeys.contacts;

export function useContact(id: number) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: () => client.get('/contact/contacto/{id}/', { path: { id } }),
    enabled: Number.isInteger(id) && id > 0,
    // A contact that does not exist will not appear by asking again.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

export function useContactData(contactId: number, kind: ContactDataTipo) {
  return useQuery({
    queryKey: keys.part(contactId, 'data', kind),
    queryFn: () => client.get(CONTACT_DATA_KINDS[kind].listPath, { query: { contact: contactId } }),
  });
}

/** The contact's resume, or null when none exists yet. */
export function useResume(contactId: number) {
  return useQuery({
    queryKey: keys.part(contactId, 'resume'),
    queryFn: async () => {
      try {
        return await client.get('/contact/get_hoja_de_vida/', { query: { contacto: contactId } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** Refreshes the profile, its lists, its resume and its documents after a change. */
export function useRefreshContact(contactId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.one(contactId) }),
      queryClient.invalidateQueries({ queryKey: keys.part(contactId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.contactDocuments.all }),
    ]);
  };
}

/** A URL the browser can open by itself (img src, download link): the token goes in the query. */
export function withToken(url: string): string {
  const path = url.startsWith('/api/') ? url.slice(4) : url;
  return buildUrl(path, { token: getAccessToken() });
}

export const updateContact = (id: number, body: Body<'/contact/contacto/{id}/', 'patch'>) =>
  client.patch('/contact/contacto/{id}/', { path: { id }, body });

export const createRelations = (id: number, relations: Body<'/contact/contacto/{id}/crear_relacion/', 'post'>) =>
  client.post('/contact/contacto/{id}/crear_relacion/', { path: { id }, body: relations });

export const deleteRelation = (id: number, relationId: number) =>
  client.delete('/contact/contacto/{id}/relaciones/{relationId}/', { path: { id, relationId } });

export const addContactData = (body: Body<'/contact/datos_contacto/', 'post'>) => client.post('/contact/datos_contacto/', { body });

export const deleteContactData = (id: number) => client.delete('/contact/datos_contacto/{id}/', { path: { id } });

export function uploadDocument(contactId: number, documentType: string, file: File) {
  const body = new FormData();
  body.append('contacto', String(contactId));
  body.append('documentType', documentType);
  body.append('file', file);
  return client.post('/contact/documentos/', { body: body as never });
}

export const deleteDocument = (id: number) => client.delete('/contact/documentos/{id}/', { path: { id } });

export function uploadPhoto(contactId: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  return client.post('/contact/contacto/{id}/foto/', { path: { id: contactId }, body });
}

export type ResumePart = 'experiencia' | 'educacion' | 'conocimiento';

export const createResume = (body: Body<'/contact/hoja_de_vida/', 'post'>) => client.post('/contact/hoja_de_vida/', { body });

export function addResumePart<P extends ResumePart>(part: P, body: Body<`/contact/${P}/`, 'post'>) {
  // TypeScript cannot narrow the path's union by P; the body's type above is what is checked.
  return client.post(`/contact/${part}/` as '/contact/experiencia/', { body: body as Body<'/contact/experiencia/', 'post'> });
}

export const deleteResumePart = (part: ResumePart, id: number) => client.delete(`/contact/${part}/{id}/`, { path: { id } });

/** The person's data on request: datos-personales-{id}.xlsx, one sheet per kind. */
export const exportPersonalData = (id: number) =>
  downloadFrom('/contact/contacto/{id}/datos_personales/', personalDataFilename(id), { path: { id } });

/** Suppresses the person's data; it cannot be undone. */
export const suppressPersonalData = (id: number, motivo: string) =>
  client.post('/contact/contacto/{id}/suprimir/', { path: { id }, body: { motivo } });
