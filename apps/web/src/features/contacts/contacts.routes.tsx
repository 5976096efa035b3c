import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const AgentAssignPage = lazyPage(() => import('./AgentAssignPage'), 'AgentAssignPage');
const CompanyAddPage = lazyPage(() => import('./CompanyAddPage'), 'CompanyAddPage');
const ContactAddPage = lazyPage(() => import('./ContactAddPage'), 'ContactAddPage');
const ContactHubPage = lazyPage(() => import('./ContactHubPage'), 'ContactHubPage');
const ContactsListPage = lazyPage(() => import('./ContactsListPage'), 'ContactsListPage');

export const contactsRoutes: RouteObject[] = [
  { path: '/contacts', element: <ContactsListPage /> },
  { path: '/contact/add_contact', element: <ContactAddPage /> },
  { path: '/contact/add_company', element: <CompanyAddPage /> },
  { path: '/contact/:id', element: <ContactHubPage /> },
  { path: '/contacts/:id/index', element: <ContactHubPage /> },
  { path: '/rol/agent_assign', element: <AgentAssignPage /> },
];
