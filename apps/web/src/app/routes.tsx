import type { RouteObject } from 'react-router';
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
import { simulatorRoutes } from '../features/simulator/simulator.routes';
import { chatRoutes } from '../features/chat/chat.routes';
import { channelsRoutes } from '../features/channels/channels.routes';
import { casesRoutes } from '../features/cases/cases.routes';
import { productsRoutes } from '../features/products/products.routes';
import { surveysPublicRoutes, surveysRoutes } from '../features/surveys/surveys.routes';
import { calendarRoutes } from '../features/calendar/calendar.routes';
import { tasksRoutes } from '../features/tasks/tasks.routes';

/** Routes that need no session, besides /login. */
export const publicRoutes: RouteObject[] = [...usersPublicRoutes, ...surveysPublicRoutes];

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
  ...simulatorRoutes,
  ...chatRoutes,
  ...channelsRoutes,
  ...casesRoutes,
  ...productsRoutes,
  ...surveysRoutes,
  ...calendarRoutes,
  ...tasksRoutes,
];
