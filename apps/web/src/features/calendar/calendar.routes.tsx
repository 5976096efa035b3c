import type { RouteObject } from 'react-router';
import { CalendarPage } from './CalendarPage';
import { ContactAgendaPage } from './ContactAgendaPage';
import { EmailPage } from './EmailPage';
import { SchedulePage } from './SchedulePage';

export const calendarRoutes: RouteObject[] = [
  { path: '/calendar', element: <CalendarPage /> },
  { path: '/contact/calendar/:id', element: <ContactAgendaPage /> },
  { path: '/email', element: <EmailPage /> },
  { path: '/schedule', element: <SchedulePage /> },
];
