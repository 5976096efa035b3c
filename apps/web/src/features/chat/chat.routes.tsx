import type { RouteObject } from 'react-router';
import { ChatPage } from './ChatPage';

export const chatRoutes: RouteObject[] = [{ path: '/chatWeb/', element: <ChatPage /> }];
