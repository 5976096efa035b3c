import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { lazyPage } from './lazy-page';
import { RequireSession } from './RequireSession';
import { RouteAnnouncer } from './RouteAnnouncer';
import { rolesRoutes } from '../features/roles/roles.routes';
import { modulosRoutes } from '../features/modulos/modulos.routes';
import { sessionsRoutes } from '../features/sessions/sessions.routes';
import { auditsRoutes } from '../features/audits/audits.routes';
import { usersPublicRoutes, usersRoutes } from '../features/users/users.routes';
import { internalChatRoutes } from '../features/internal-chat/internal-chat.routes';
import { contactGroupsRoutes } from '../features/contact-groups/contact-groups.routes';
import { accountsRoutes } from '../features/accounts/accounts.routes';
import { contactsRoutes } from '../features/contacts/contacts.routes';
import { contactProfileRoutes } from '../features/contact-profile/contact-profile.routes';
import { typificationRoutes } from '../features/typification/typification.routes';
import { gestionesRoutes } from '../features/gestiones/gestiones.routes';
import { campaignsRoutes } from '../features/campaigns/campaigns.routes';
import { reportsRoutes } from '../features/reports/reports.routes';
import { telephonyRoutes } from '../features/telephony/telephony.routes';
import { simulatorRoutes } from '../features/simulator/simulator.routes';
import { chatRoutes } from '../features/chat/chat.routes';
import { channelsRoutes } from '../features/channels/channels.routes';
import { casesRoutes } from '../features/cases/cases.routes';
import { productsRoutes } from '../features/products/products.routes';
import { surveysPublicRoutes, surveysRoutes } from '../features/surveys/surveys.routes';
import { calendarRoutes } from '../features/calendar/calendar.routes';
import { tasksRoutes } from '../features/tasks/tasks.routes';
import { landingPublicRoutes } from '../features/landing/landing.routes';
import { leadsPublicRoutes, leadsRoutes } from '../features/leads/leads.routes';
import { massMessagingRoutes } from '../features/mass-messaging/mass-messaging.routes';
import { wallboardRoutes } from '../features/wallboard/wallboard.routes';

/*
 * Route-level code splitting: each screen is a React.lazy component (lazyPage) in the area's own
 * `*.routes.tsx`, fetched on its first visit; the Suspense boundaries that show PageLoader meanwhile are in
 * RouteAnnouncer (public screens, the layout itself) and AppLayout (the screens inside it). Only the
 * sign-in page, the error page and the guards ship in the entry chunk; routes.test.ts checks that every
 * other route is lazy.
 */
const AppLayout = lazyPage(() => import('./layout/AppLayout'), 'AppLayout');
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage'), 'NotFoundPage');

/** Routes that need no session, besides /login. */
export const publicRoutes: RouteObject[] = [...usersPublicRoutes, ...surveysPublicRoutes, ...landingPublicRoutes, ...leadsPublicRoutes];

/** Routes inside the layout, behind the session guard. Each area appends its own. */
export const protectedRoutes: RouteObject[] = [
  ...rolesRoutes,
  ...modulosRoutes,
  ...sessionsRoutes,
  ...auditsRoutes,
  ...usersRoutes,
  ...internalChatRoutes,
  ...contactGroupsRoutes,
  ...accountsRoutes,
  ...contactsRoutes,
  ...contactProfileRoutes,
  ...typificationRoutes,
  ...gestionesRoutes,
  ...campaignsRoutes,
  ...reportsRoutes,
  ...telephonyRoutes,
  ...simulatorRoutes,
  ...chatRoutes,
  ...channelsRoutes,
  ...casesRoutes,
  ...productsRoutes,
  ...surveysRoutes,
  ...calendarRoutes,
  ...tasksRoutes,
  ...leadsRoutes,
  ...massMessagingRoutes,
  ...wallboardRoutes,
];

/** The whole route tree of the app (router.tsx hands it to the browser router). */
export const appRoutes: RouteObject[] = [
  {
    // Every screen: the live region that announces a change of route and moves focus to the new heading.
    element: <RouteAnnouncer />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      // The first screen of every visit ships in the entry chunk: no second round trip before it draws.
      { path: '/login', element: <LoginPage /> },
      ...publicRoutes,
      {
        element: <RequireSession />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            element: <AppLayout />,
            // Also what a screen whose chunk failed to load shows (a deploy replaced it): its button reloads.
            errorElement: <RouteErrorPage />,
            children: [{ path: '/dashboard', element: <DashboardPage /> }, ...protectedRoutes],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
