import type { RouteObject } from 'react-router';
import { WhatsappChatPage } from './WhatsappChatPage';

export const directoryRoutes: RouteObject[] = [{ path: '/chat', element: <WhatsappChatPage /> }];
