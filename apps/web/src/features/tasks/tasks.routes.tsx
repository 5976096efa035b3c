import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const ProjectsPage = lazyPage(() => import('./ProjectsPage'), 'ProjectsPage');
const TaskBoardPage = lazyPage(() => import('./TaskBoardPage'), 'TaskBoardPage');

export const tasksRoutes: RouteObject[] = [
  { path: '/project', element: <ProjectsPage /> },
  { path: '/tasks/:id', element: <TaskBoardPage /> },
];
