import type { RouteObject } from 'react-router';
import { ContactProfilePage } from './ContactProfilePage';

export const contactProfileRoutes: RouteObject[] = [
  { path: '/contact/:id/contact_profile', element: <ContactProfilePage /> },
];
