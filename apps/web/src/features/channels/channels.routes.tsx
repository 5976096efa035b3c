import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const ChannelsPage = lazyPage(() => import('./ChannelsPage'), 'ChannelsPage');

export const channelsRoutes: RouteObject[] = [{ path: '/channels', element: <ChannelsPage /> }];
