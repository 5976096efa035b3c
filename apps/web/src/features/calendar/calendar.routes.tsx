import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const CalendarPage = lazyPage(() => import('./CalendarPage'), 'CalendarPage');
const ContactAgendaPage = lazyPage(() => import('./ContactAgendaPage'), 'ContactAgendaPage');
const EmailPage = lazyPage(() => import('./EmailPage'), 'EmailPage');
const SchedulePage = lazyPage(() => import('./SchedulePage'), 'SchedulePage');

export const calendarRoutes: RouteObject[] = [
  { path: '/calendar', element: <CalendarPage /> },
  { path: '/contact/calendar/:id', element: <ContactAgendaPage /> },
  { path: '/email', element: <EmailPage /> },
  { path: '/schedule', element: <SchedulePage /> },
];
