import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const GestionContactoPage = lazyPage(() => import('./GestionContactoPage'), 'GestionContactoPage');
const GestionCreatePage = lazyPage(() => import('./GestionCreatePage'), 'GestionCreatePage');
const ManagementListPage = lazyPage(() => import('./ManagementListPage'), 'ManagementListPage');

export const gestionesRoutes: RouteObject[] = [
  { path: '/gestionContacto/:id', element: <GestionContactoPage variant="contact" /> },
  { path: '/gestionContacto/:id/whatsapp', element: <GestionContactoPage variant="whatsapp" /> },
  { path: '/gestionContacto/:id/leads', element: <GestionContactoPage variant="leads" /> },
  { path: '/gestionContactoCreate/:id', element: <GestionCreatePage /> },
  { path: '/managementList', element: <ManagementListPage /> },
];
