import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const InternalChatPage = lazyPage(() => import('./InternalChatPage'), 'InternalChatPage');

export const internalChatRoutes: RouteObject[] = [{ path: '/chatWeb/', element: <InternalChatPage /> }];
