import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const LeadsPage = lazyPage(() => import('./LeadsPage'), 'LeadsPage');
const ProspectFormPage = lazyPage(() => import('./ProspectFormPage'), 'ProspectFormPage');
const LeadEditPage = lazyPage(() => import('./LeadEditPage'), 'LeadEditPage');
const LeadsReportPage = lazyPage(() => import('./LeadsReportPage'), 'LeadsReportPage');
const ContactFormPage = lazyPage(() => import('./ContactFormPage'), 'ContactFormPage');

/** The public '¡Contáctanos!' form: no sign-in. */
export const leadsPublicRoutes: RouteObject[] = [{ path: '/contactanos', element: <ContactFormPage /> }];

export const leadsRoutes: RouteObject[] = [
  { path: '/leads', element: <LeadsPage /> },
  { path: '/leads/create', element: <ProspectFormPage /> },
  { path: '/leads/update/:id', element: <LeadEditPage /> },
  // The spec's reports index links the leads report under both addresses.
  { path: '/leads/report', element: <LeadsReportPage /> },
  { path: '/reports/leads', element: <LeadsReportPage /> },
];
