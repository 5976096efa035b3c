import type { RouteObject } from 'react-router';
import { ContactGroupsPage } from './ContactGroupsPage';

export const contactGroupsRoutes: RouteObject[] = [{ path: '/contactsGroups', element: <ContactGroupsPage /> }];
