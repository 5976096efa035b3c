import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactTasks, TaskBoard } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { client, type Body } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';

const boards = queryKeys.taskBoards;

const noRetryOnMissing = (failures: number, error: unknown) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && failures < 1;

export const boardKey = (projectId: number) => boards.one(projectId);
export const byContactKey = (projectId: number) => boards.part('by-contact', projectId);
export const taskKey = (taskId: number) => boards.part('task', taskId);

export function useBoard(projectId: number) {
  return useQuery<TaskBoard>({
    queryKey: boardKey(projectId),
    queryFn: () => client.get('/task/project/{id}/board/', { path: { id: projectId } }),
    enabled: Number.isInteger(projectId) && projectId > 0,
    retry: noRetryOnMissing,
  });
}

export function useTasksByContact(projectId: number, enabled: boolean) {
  return useQuery<ContactTasks[]>({
    queryKey: byContactKey(projectId),
    queryFn: () => client.get('/task/task/by_contact/', { query: { project_id: projectId } }),
    enabled: enabled && Number.isInteger(projectId) && projectId > 0,
  });
}

export function useTask(taskId: number | null) {
  return useQuery({
    queryKey: taskKey(taskId ?? 0),
    queryFn: () => client.get('/task/task/{id}/', { path: { id: taskId! } }),
    enabled: taskId !== null,
    retry: noRetryOnMissing,
  });
}

/** Refreshes the board, its by-contact view and the open task after a change. */
export function useRefreshBoard(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: boards.all });
}

export function useRefreshProjects(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
}

export type ProjectBody = Body<'/task/project/', 'post'>;
export type TaskChange = Body<'/task/task/{id}/', 'patch'>;

export const createProject = (body: ProjectBody) => client.post('/task/project/', { body });
export const updateProject = (id: number, body: ProjectBody) => client.patch('/task/project/{id}/', { path: { id }, body });
export const deleteProject = (id: number) => client.delete('/task/project/{id}/', { path: { id } });

export const createFlow = (project: number) => client.post('/task/flow/', { body: { project } });
export const renameFlow = (id: number, title: string) => client.patch('/task/flow/{id}/', { path: { id }, body: { title } });
export const deleteFlow = (id: number) => client.delete('/task/flow/{id}/', { path: { id } });

export const createTask = (flow: number, title: string, dueDate: string | null) =>
  client.post('/task/task/', { body: { flow, title, dueDate } });
export const updateTask = (id: number, body: TaskChange) => client.patch('/task/task/{id}/', { path: { id }, body });
export const deleteTask = (id: number) => client.delete('/task/task/{id}/', { path: { id } });

export const createStep = (task: number, title: string, order: number) => client.post('/task/step/', { body: { task, title, order } });
export const updateStep = (id: number, body: Body<'/task/step/{id}/', 'patch'>) => client.patch('/task/step/{id}/', { path: { id }, body });

export const commentTask = (task: number, text: string) => client.post('/task/comments-task/', { body: { task, text } });
export const commentStep = (step: number, text: string) => client.post('/task/comments/', { body: { step, text } });
