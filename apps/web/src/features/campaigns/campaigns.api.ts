import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonRef } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { client, type Body } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';

const keys = queryKeys.campaigns;

const validId = (id: number) => Number.isInteger(id) && id > 0;
/** Something that does not exist will not appear by asking again. */
const retryUnlessMissing = (failures: number, error: unknown) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && failures < 1;

export function useCampaign(id: number) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: () => client.get('/campaign/campaign/{id}/', { path: { id } }),
    enabled: validId(id),
    retry: retryUnlessMissing,
  });
}

/** Every campaign the user may see, for pickers and filters. */
export function useCampaignOptions(enabled = true) {
  return useQuery({
    queryKey: keys.options(),
    queryFn: () => client.get('/campaign/campaign/FullList'),
    enabled,
  });
}

export function useAccountOptions() {
  return useQuery({
    queryKey: queryKeys.accounts.options(),
    queryFn: () => client.get('/produccion/account/', { query: { limit: 100 } }),
    select: (page) => page.results,
  });
}

/** A survey the campaign may send at close: one of its own, answered through its link. */
export type ClosingSurveyOption = { id: number; name: string; byLink: boolean };

const SURVEY_PAGE = 500;
/** The survey mediums answered through a link; a telefonia survey is answered by an agent in a gestión. */
const LINK_MEDIUMS: readonly string[] = ['whatsapp', 'general'];

/**
 * The campaign's surveys, by name, for its closing survey. The surveys list has no campaign filter, so its pages
 * are read through and kept to this campaign's; `byLink` tells the ones answered through a link (WhatsApp or
 * General), the only ones the server takes.
 */
export function useCampaignSurveys(campaignId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.surveys.part('campaign', campaignId),
    queryFn: async (): Promise<ClosingSurveyOption[]> => {
      const found: ClosingSurveyOption[] = [];
      for (let offset = 0; ; offset += SURVEY_PAGE) {
        const page = await client.get('/survey/survey/', { query: { limit: SURVEY_PAGE, offset, ordering: 'name', campaign: campaignId } });
        for (const survey of page.results) found.push({ id: survey.id, name: survey.name, byLink: LINK_MEDIUMS.includes(survey.survey_medium) });
        if (page.next === null || page.results.length === 0) return found;
      }
    },
    enabled: enabled && validId(campaignId),
  });
}

export function useRefreshCampaigns(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

export const createCampaign = (body: Body<'/campaign/campaign/', 'post'>) => client.post('/campaign/campaign/', { body });

export const updateCampaign = (id: number, body: Body<'/campaign/campaign/{id}/', 'patch'>) =>
  client.patch('/campaign/campaign/{id}/', { path: { id }, body });

export const deleteCampaign = (id: number) => client.delete('/campaign/campaign/{id}/', { path: { id } });

// ---- Usuarios and Encargados

export type MemberKind = 'users' | 'encargados';

export function useCampaignMembers(kind: MemberKind, campaignId: number) {
  return useQuery({
    queryKey: keys.part(kind, campaignId),
    queryFn: (): Promise<PersonRef[]> =>
      kind === 'users'
        ? client.get('/campaign/campaign/{id}/users/', { path: { id: campaignId } })
        : client.get('/campaign/get_encargados_campaign/', { query: { campaign: campaignId } }),
  });
}

type MembersChanged = { detail: string; members: PersonRef[] };

/** Adds or removes users or encargados; the answer's list is the campaign's new one. */
export async function changeCampaignMembers(
  kind: MemberKind, action: 'add' | 'remove', campaignId: number, userIds: number[],
): Promise<MembersChanged> {
  const options = { path: { id: campaignId }, body: { contact: userIds } };
  if (kind === 'users') {
    const answer = action === 'add'
      ? await client.post('/campaign/campaign/{id}/add_users/', options)
      : await client.post('/campaign/campaign/{id}/remove_users/', options);
    return { detail: answer.detail, members: answer.users };
  }
  const answer = action === 'add'
    ? await client.post('/campaign/campaign/{id}/add_encargados/', options)
    : await client.post('/campaign/campaign/{id}/remove_encargados/', options);
  return { detail: answer.detail, members: answer.encargado };
}

// ---- contacts

export const assignContactsToCampaign = (campaignId: number, contactIds: number[]) =>
  client.post('/campaign/campaign/{id}/assign_contacts/', { path: { id: campaignId }, body: { contact: contactIds } });

// ---- availability

export function useAvailability(campaignId: number) {
  return useQuery({
    queryKey: keys.part('availability', campaignId),
    queryFn: () => client.get('/campaign/horario_campaign/{campaignId}/', { path: { campaignId } }),
    enabled: validId(campaignId),
    retry: retryUnlessMissing,
  });
}

export const saveRecurrentSlots = (slots: Body<'/campaign/horario_campaign/', 'post'>) =>
  client.post('/campaign/horario_campaign/', { body: slots });

export const saveExceptions = (exceptions: Body<'/campaign/excepcion_horario/', 'post'>) =>
  client.post('/campaign/excepcion_horario/', { body: exceptions });

export const deleteRecurrentSlot = (id: number) => client.delete('/campaign/horario_campaign/slot/{id}/', { path: { id } });

export const deleteException = (id: number) => client.delete('/campaign/excepcion_horario/{id}/', { path: { id } });
