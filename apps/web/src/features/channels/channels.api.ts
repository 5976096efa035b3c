import { useQuery, useQueryClient } from '@tanstack/react-query';
import { client, type Body } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';

const keys = queryKeys.channels;

export function useChannels() {
  return useQuery({ queryKey: keys.list(), queryFn: () => client.get('/channels/') });
}

export const createChannel = (body: Body<'/channels/', 'post'>) => client.post('/channels/', { body });
export const updateChannel = (id: number, body: Body<'/channels/{id}/', 'patch'>) => client.patch('/channels/{id}/', { path: { id }, body });
export const deleteChannel = (id: number) => client.delete('/channels/{id}/', { path: { id } });

export function useRefreshChannels(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}
