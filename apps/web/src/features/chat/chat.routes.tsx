import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const ChatPage = lazyPage(() => import('./ChatPage'), 'ChatPage');

export const chatRoutes: RouteObject[] = [
  { path: '/chat', element: <ChatPage /> },
  { path: '/chat/:id', element: <ChatPage /> },
];
