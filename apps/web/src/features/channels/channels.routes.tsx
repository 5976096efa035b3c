import type { RouteObject } from 'react-router';
import { ChannelsPage } from './ChannelsPage';

export const channelsRoutes: RouteObject[] = [{ path: '/channels', element: <ChannelsPage /> }];
