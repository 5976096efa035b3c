import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountRead, AvailabilityRead, CampaignCreate, CampaignOption, CampaignRead, CampaignSaved, CampaignUpdate,
  ContactsAssigned, EncargadosChanged, ExceptionsSaved, Paged, PersonRef, ScheduleExceptionCreate, ScheduleSlotCreate,
  SlotsSaved, UserListItem, UsersChanged,
} from '@atiende/shared';
import { api, ApiError } from '../../app/api';

/** Root of every campaigns query key: invalidating it refreshes the list, the options and each campaign. */
export const CAMPAIGNS_KEY = 'campaigns';
export const CAMPAIGNS_PATH = '/campaign/campaign/';

const validId = (id: number) => Number.isInteger(id) && id > 0;
/** Something that does not exist will not appear by asking again. */
const retryUnlessMissing = (failures: number, error: unknown) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && failures < 1;

export function useCampaign(id: number) {
  return useQuery({
    queryKey: [CAMPAIGNS_KEY, 'one', id],
    queryFn: () => api<CampaignRead>(`${CAMPAIGNS_PATH}${id}/`),
    enabled: validId(id),
    retry: retryUnlessMissing,
  });
}

export function useCampaignOptions(enabled = true) {
  return useQuery({
    queryKey: [CAMPAIGNS_KEY, 'options'],
    queryFn: () => api<CampaignOption[]>(`${CAMPAIGNS_PATH}FullList`),
    enabled,
  });
}

/** Staff to choose from in the Encargados and Usuarios pickers. */
export function useUserOptions() {
  return useQuery({ queryKey: ['users', 'full-list'], queryFn: () => api<UserListItem[]>('/users/FullList') });
}

export function useAccountOptions() {
  return useQuery({
    queryKey: ['accounts', 'options'],
    queryFn: () => api<Paged<AccountRead>>('/produccion/account/', { query: { limit: 100 } }),
    select: (page) => page.results,
  });
}

export function useRefreshCampaigns(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [CAMPAIGNS_KEY] });
}

export const createCampaign = (body: CampaignCreate) => api<CampaignSaved>(CAMPAIGNS_PATH, { method: 'POST', body });

export const updateCampaign = (id: number, body: CampaignUpdate) =>
  api<CampaignSaved>(`${CAMPAIGNS_PATH}${id}/`, { method: 'PATCH', body });

export const deleteCampaign = (id: number) => api<void>(`${CAMPAIGNS_PATH}${id}/`, { method: 'DELETE' });

// ---- Usuarios and Encargados

export type MemberKind = 'users' | 'encargados';

export function useCampaignMembers(kind: MemberKind, campaignId: number) {
  return useQuery({
    queryKey: [CAMPAIGNS_KEY, kind, campaignId],
    queryFn: () =>
      kind === 'users'
        ? api<PersonRef[]>(`${CAMPAIGNS_PATH}${campaignId}/users/`)
        : api<PersonRef[]>('/campaign/get_encargados_campaign/', { query: { campaign: campaignId } }),
  });
}

type MembersChanged = { detail: string; members: PersonRef[] };

/** Adds or removes users or encargados; the answer's list is the campaign's new one. */
export async function changeCampaignMembers(
  kind: MemberKind, action: 'add' | 'remove', campaignId: number, userIds: number[],
): Promise<MembersChanged> {
  const path = `${CAMPAIGNS_PATH}${campaignId}/${action}_${kind}/`;
  const body = { contact: userIds };
  if (kind === 'users') {
    const answer = await api<UsersChanged>(path, { method: 'POST', body });
    return { detail: answer.detail, members: answer.users };
  }
  const answer = await api<EncargadosChanged>(path, { method: 'POST', body });
  return { detail: answer.detail, members: answer.encargado };
}

// ---- contacts

export const assignContactsToCampaign = (campaignId: number, contactIds: number[]) =>
  api<ContactsAssigned>(`${CAMPAIGNS_PATH}${campaignId}/assign_contacts/`, {
    method: 'POST',
    body: { contact: contactIds },
  });

// ---- availability

export function useAvailability(campaignId: number) {
  return useQuery({
    queryKey: [CAMPAIGNS_KEY, 'availability', campaignId],
    queryFn: () => api<AvailabilityRead>(`/campaign/horario_campaign/${campaignId}/`),
    enabled: validId(campaignId),
    retry: retryUnlessMissing,
  });
}

export const saveRecurrentSlots = (slots: ScheduleSlotCreate[]) =>
  api<SlotsSaved>('/campaign/horario_campaign/', { method: 'POST', body: slots });

export const saveExceptions = (exceptions: ScheduleExceptionCreate[]) =>
  api<ExceptionsSaved>('/campaign/excepcion_horario/', { method: 'POST', body: exceptions });

export const deleteRecurrentSlot = (id: number) =>
  api<void>(`/campaign/horario_campaign/slot/${id}/`, { method: 'DELETE' });

export const deleteException = (id: number) => api<void>(`/campaign/excepcion_horario/${id}/`, { method: 'DELETE' });
