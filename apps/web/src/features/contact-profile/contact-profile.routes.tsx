import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const ContactProfilePage = lazyPage(() => import('./ContactProfilePage'), 'ContactProfilePage');

export const contactProfileRoutes: RouteObject[] = [
  { path: '/contact/:id/contact_profile', element: <ContactProfilePage /> },
];
