import type { RouteObject } from 'react-router';
import { AgentAssignPage } from './AgentAssignPage';
import { CompanyAddPage } from './CompanyAddPage';
import { ContactAddPage } from './ContactAddPage';
import { ContactHubPage } from './ContactHubPage';
import { ContactsListPage } from './ContactsListPage';

export const contactsRoutes: RouteObject[] = [
  { path: '/contacts', element: <ContactsListPage /> },
  { path: '/contact/add_contact', element: <ContactAddPage /> },
  { path: '/contact/add_company', element: <CompanyAddPage /> },
  { path: '/contact/:id', element: <ContactHubPage /> },
  { path: '/contacts/:id/index', element: <ContactHubPage /> },
  { path: '/rol/agent_assign', element: <AgentAssignPage /> },
];
