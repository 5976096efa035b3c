/**
 * Every route of the web app (apps/web/src/app/routes.tsx) and the address the accessibility suite opens for
 * it. apps/web/src/app/routes.test.ts compares this list with the app's route table: a route added to the app
 * without an entry here (or in AXE_EXEMPT, with the reason) fails it. Plain data, no Playwright: the web
 * app's unit tests import it too.
 */

/** What the accessibility suite creates before its visits: the ids the addresses need. */
export interface AxeData {
  contact: number;
  campaign: number;
  account: number;
  user: number;
  role: number;
  caseId: number;
  product: number;
  survey: number;
  surveyToken: string;
  project: number;
  lead: number;
}

export interface AxeRoute {
  /** The route's path exactly as the route table writes it. */
  path: string;
  /** The address visited; the path itself when it has no parameter. */
  url?: (data: AxeData) => string;
  /** Checked before signing in (in its own page load), not inside the signed-in app. */
  signedOut?: true;
}

export const AXE_ROUTES: AxeRoute[] = [
  // Public screens.
  { path: '/login', signedOut: true },
  { path: '/users/add_user2', signedOut: true },
  { path: '/landingPage', signedOut: true },
  { path: '/contactanos', signedOut: true },
  { path: '/encuesta/:token', url: (d) => `/encuesta/${d.surveyToken}` },
  { path: '*', url: () => '/no-existe' },
  // Platform.
  { path: '/dashboard' },
  { path: '/users' },
  { path: '/users/add_user' },
  { path: '/users/user_por_vincular' },
  { path: '/users/:id/edit_user', url: (d) => `/users/${d.user}/edit_user` },
  { path: '/users/permission_assign/:id', url: (d) => `/users/permission_assign/${d.user}` },
  { path: '/rol/update_rol/:id', url: (d) => `/rol/update_rol/${d.user}` },
  { path: '/sessionList/:id', url: () => '/sessionList/1' },
  { path: '/userProfile' },
  { path: '/changePassword' },
  { path: '/modules' },
  { path: '/channels' },
  { path: '/rol/add_rol' },
  { path: '/rol/permission_assign/:id', url: (d) => `/rol/permission_assign/${d.role}` },
  { path: '/audits' },
  // Contacts and accounts.
  { path: '/contacts' },
  { path: '/contact/add_contact' },
  { path: '/contact/add_company' },
  { path: '/contact/:id', url: (d) => `/contact/${d.contact}` },
  { path: '/contacts/:id/index', url: (d) => `/contacts/${d.contact}/index` },
  { path: '/contact/:id/contact_profile', url: (d) => `/contact/${d.contact}/contact_profile` },
  { path: '/contactsGroups' },
  { path: '/account' },
  { path: '/account/create' },
  { path: '/account/update/:id', url: (d) => `/account/update/${d.account}` },
  { path: '/rol/agent_assign' },
  // Campaigns, typification and gestiones.
  { path: '/campaign' },
  { path: '/campaign/create' },
  { path: '/campaign/update/:id', url: (d) => `/campaign/update/${d.campaign}` },
  { path: '/campaign/availability/:id', url: (d) => `/campaign/availability/${d.campaign}` },
  { path: '/calificacionContacto' },
  { path: '/calificacionContacto/add_calificacion' },
  { path: '/descripcionCalificacion' },
  { path: '/descripcionCalificacion/add_descripcion' },
  { path: '/tipoGestionContacto' },
  { path: '/tipoGestionContacto/add_tipoGestion' },
  { path: '/typification' },
  { path: '/gestionContacto/:id', url: (d) => `/gestionContacto/${d.contact}` },
  { path: '/gestionContacto/:id/whatsapp', url: (d) => `/gestionContacto/${d.contact}/whatsapp` },
  { path: '/gestionContacto/:id/leads', url: (d) => `/gestionContacto/${d.contact}/leads` },
  { path: '/gestionContactoCreate/:id', url: (d) => `/gestionContactoCreate/${d.contact}` },
  { path: '/managementList' },
  { path: '/report_supervision' },
  { path: '/wallboard' },
  { path: '/issabelReport' },
  { path: '/reports' },
  { path: '/reports/whatsapp', url: () => '/reports/whatsapp?fecha_inicio=2026-01-01&fecha_fin=2030-12-31' },
  { path: '/report_for_bot', url: () => '/report_for_bot?fecha_inicio=2026-01-01&fecha_fin=2030-12-31' },
  { path: '/report_for_hour', url: () => '/report_for_hour?fecha_inicio=2026-01-01&fecha_fin=2030-12-31' },
  { path: '/report_for_time', url: () => '/report_for_time?fecha_inicio=2026-01-01&fecha_fin=2030-12-31' },
  { path: '/reports/campaign-report', url: () => '/reports/campaign-report?fecha_inicio=2026-01-01&fecha_fin=2030-12-31' },
  { path: '/reports/calls-per-hour', url: () => '/reports/calls-per-hour?fecha_inicio=2026-01-01&fecha_fin=2030-12-31' },
  { path: '/reports/outgoing-call-duration', url: () => '/reports/outgoing-call-duration?fecha_inicio=2026-01-01&fecha_fin=2030-12-31' },
  { path: '/reports/incoming-call-duration', url: () => '/reports/incoming-call-duration?fecha_inicio=2026-01-01&fecha_fin=2030-12-31' },
  { path: '/reports/first-attention-time', url: () => '/reports/first-attention-time?fecha_inicio=2026-01-01&fecha_fin=2030-12-31' },
  { path: '/reports/average-contact-time', url: () => '/reports/average-contact-time?fecha_inicio=2026-01-01&fecha_fin=2030-12-31' },
  { path: '/reports/sla', url: () => '/reports/sla?fecha_inicio=2026-01-01&fecha_fin=2030-12-31' },
  { path: '/report_type', url: () => '/report_type?fecha_inicio=2026-01-01&fecha_fin=2030-12-31' },
  // Conversations.
  { path: '/chat' },
  { path: '/simulador' },
  { path: '/chatWeb/' },
  // Cases.
  { path: '/casos' },
  { path: '/casos/create' },
  { path: '/casos/view/:id', url: (d) => `/casos/view/${d.caseId}` },
  { path: '/casos/update/:id', url: (d) => `/casos/update/${d.caseId}` },
  // Products.
  { path: '/productos' },
  { path: '/productos/add_producto' },
  { path: '/productos/:id/edit_producto', url: (d) => `/productos/${d.product}/edit_producto` },
  // Surveys.
  { path: '/survey' },
  { path: '/survey/create' },
  { path: '/survey/update/:id', url: (d) => `/survey/update/${d.survey}` },
  { path: '/survey/resultados/:id', url: (d) => `/survey/resultados/${d.survey}` },
  // Calendar, e-mail and schedule (the week and day views are checked with /calendar).
  { path: '/calendar' },
  { path: '/contact/calendar/:id', url: (d) => `/contact/calendar/${d.contact}` },
  { path: '/email' },
  { path: '/schedule' },
  // Leads, prospects and the leads report.
  { path: '/leads' },
  { path: '/leads/create' },
  { path: '/leads/update/:id', url: (d) => `/leads/update/${d.lead}` },
  { path: '/leads/report', url: () => '/leads/report?fecha_inicio=2026-01-01&fecha_fin=2030-12-31' },
  { path: '/reports/leads' },
  // Mensajería Masiva.
  { path: '/mensajeria-masiva' },
  // Projects and task boards.
  { path: '/project' },
  { path: '/tasks/:id', url: (d) => `/tasks/${d.project}` },
];

/** Routes the suite does not open, and why; each is covered another way. */
export const AXE_EXEMPT: Record<string, string> = {
  '/': 'redirects to /login, which is checked',
  '/chat/:id': 'the /chat screen with one conversation open: needs a conversation from a channel; /chat is checked',
};

/** The address of a route for the data of this run. */
export function axeUrl(route: AxeRoute, data: AxeData): string {
  return route.url ? route.url(data) : route.path;
}
