import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../app/api';
import { client, downloadFrom, type Body } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';
import { surveyResultsFile } from '@atiende/shared';

const keys = queryKeys.surveys;
const validId = (id: number) => Number.isInteger(id) && id > 0;
const retryUnlessMissing = (failures: number, error: Error) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && failures < 1;

export function useSurvey(id: number) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: () => client.get('/survey/survey/{id}/', { path: { id } }),
    enabled: validId(id),
    retry: retryUnlessMissing,
  });
}

export function useSurveyQuestions(id: number | null) {
  return useQuery({
    queryKey: keys.part('questions', id),
    queryFn: () => client.get('/survey/questions/', { query: { survey_id: id! } }),
    enabled: id !== null && validId(id),
  });
}

export function useSurveyResults(id: number) {
  return useQuery({
    queryKey: keys.part('results', id),
    queryFn: () => client.get('/survey/survey/{id}/resultados/', { path: { id } }),
    enabled: validId(id),
    retry: retryUnlessMissing,
  });
}

/** The telefonia surveys an agent can answer in a gestión. */
export function useGestionSurveys(gestionId: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.part('gestion', gestionId),
    queryFn: () => client.get('/survey/gestion/{id}/', { path: { id: gestionId } }),
    enabled: enabled && validId(gestionId),
  });
}

export function usePublicSurvey(token: string) {
  return useQuery({
    queryKey: keys.part('public', token),
    queryFn: () => client.get('/survey/publica/{token}/', { path: { token }, anonymous: true }),
    retry: retryUnlessMissing,
  });
}

/** Surveys answered through a link, which can be assigned to a contact. */
export function useAssignableSurveys(enabled: boolean) {
  return useQuery({
    queryKey: keys.part('assignable'),
    queryFn: () => client.get('/survey/asignables/'),
    enabled,
  });
}

/** The contact's own answer link to the survey. */
export const assignSurvey = (surveyId: number, contactId: number) =>
  client.post('/survey/survey/{id}/asignar/', { path: { id: surveyId }, body: { contact: contactId } });

export const createSurvey = (body: Body<'/survey/survey/', 'post'>) => client.post('/survey/survey/', { body });

export const updateSurvey = (id: number, body: Body<'/survey/survey/{id}/', 'patch'>) =>
  client.patch('/survey/survey/{id}/', { path: { id }, body });

export const saveQuestions = (body: Body<'/survey/questions/', 'post'>) => client.post('/survey/questions/', { body });

export type AnswersBody = Body<'/survey/publica/{token}/', 'post'>['answers'];

export const answerInGestion = (gestionId: number, surveyId: number, answers: AnswersBody) =>
  client.post('/survey/gestion/{id}/respuestas/', { path: { id: gestionId }, body: { survey_id: surveyId, answers } });

export const answerPublic = (token: string, answers: AnswersBody) =>
  client.post('/survey/publica/{token}/', { path: { token }, body: { answers }, anonymous: true });

export const exportResults = (id: number, name: string) =>
  downloadFrom('/survey/survey/{id}/resultados/exportar-excel/', surveyResultsFile(name), { path: { id } });

/** The address a contact opens to answer a whatsapp or general survey. */
export const publicSurveyLink = (token: string) => `${window.location.origin}/encuesta/${token}`;

export function useRefreshSurveys(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}
