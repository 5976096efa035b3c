import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const ContactGroupsPage = lazyPage(() => import('./ContactGroupsPage'), 'ContactGroupsPage');

export const contactGroupsRoutes: RouteObject[] = [{ path: '/contactsGroups', element: <ContactGroupsPage /> }];
