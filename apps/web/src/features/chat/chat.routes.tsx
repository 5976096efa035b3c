import type { RouteObject } from 'react-router';
import { ChatPage } from './ChatPage';

export const chatRoutes: RouteObject[] = [
  { path: '/chat', element: <ChatPage /> },
  { path: '/chat/:id', element: <ChatPage /> },
];
