import type { RouteObject } from 'react-router';
import { InternalChatPage } from './InternalChatPage';

export const internalChatRoutes: RouteObject[] = [{ path: '/chatWeb/', element: <InternalChatPage /> }];
