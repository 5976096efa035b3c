import type { RouteObject } from 'react-router';
import { ProjectsPage } from './ProjectsPage';
import { TaskBoardPage } from './TaskBoardPage';

export const tasksRoutes: RouteObject[] = [
  { path: '/project', element: <ProjectsPage /> },
  { path: '/tasks/:id', element: <TaskBoardPage /> },
];
