import type { RouteObject } from 'react-router';
import { GestionContactoPage } from './GestionContactoPage';
import { GestionCreatePage } from './GestionCreatePage';
import { ManagementListPage } from './ManagementListPage';

export const gestionesRoutes: RouteObject[] = [
  { path: '/gestionContacto/:id', element: <GestionContactoPage variant="contact" /> },
  { path: '/gestionContacto/:id/whatsapp', element: <GestionContactoPage variant="whatsapp" /> },
  { path: '/gestionContacto/:id/leads', element: <GestionContactoPage variant="leads" /> },
  { path: '/gestionContactoCreate/:id', element: <GestionCreatePage /> },
  { path: '/managementList', element: <ManagementListPage /> },
];
