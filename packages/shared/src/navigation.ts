import type { Me } from './auth.js';
import { PERMISSIONS, type PermissionName } from './permissions.js';

/**
 * One API call that the server accepts exactly when the menu item or action is allowed. `{id}` in the path
 * stands for a row the call acts on; the server's test creates one for each call, with a valid body.
 */
export interface Probe {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
}

/** What a menu item or an action needs: a permission and a switched-on module, either or both. */
export interface Requirement {
  permission?: PermissionName;
  module?: string;
}

export interface NavigationItem extends Requirement {
  key: string;
  label: string;
  to: string;
  /** The group of the sidebar it belongs to, if any. */
  group?: string;
  /** Listed on its group's index page (/reports) but not in the sidebar, which would grow too long. */
  inIndexOnly?: boolean;
  probe: Probe;
}

export interface ActionItem extends Requirement {
  key: string;
  label: string;
  probe: Probe;
}

const P = PERMISSIONS;

/** The range every report probe asks for: a report refuses a call without one. */
const PROBE_RANGE = '?fecha_inicio=2026-01-01&fecha_fin=2026-01-07';

/**
 * The report pages of /reports: each needs who sees every agent's gestiones and the Reportes module, and is
 * listed on the index only. `filter` is added to the probe's range.
 */
function reportPages(pages: { key: string; label: string; to: string; path: string; filter?: string }[]): NavigationItem[] {
  return pages.map(({ key, label, to, path, filter = '' }) => ({
    key, group: 'Reportes', label, to, permission: P.gestionesViewAll, module: 'Reportes', inIndexOnly: true,
    probe: { method: 'GET', path: `${path}${PROBE_RANGE}${filter}` },
  }));
}

/** Every page of the sidebar (and of /reports), with what it needs; the server enforces the same on the probe. */
export const NAVIGATION: NavigationItem[] = [
  { key: 'dashboard', label: 'Dashboard', to: '/dashboard', probe: { method: 'GET', path: '/api/dashboard/' } },
  { key: 'users', group: 'Administración', label: 'Usuarios', to: '/users', permission: P.usersView, module: 'User', probe: { method: 'GET', path: '/api/users/' } },
  { key: 'modules', group: 'Administración', label: 'Módulos', to: '/modules', permission: P.modulesManage, probe: { method: 'PATCH', path: `/api/modulo/{id}` } },
  { key: 'channels', group: 'Administración', label: 'Canales', to: '/channels', permission: P.channelsManage, probe: { method: 'GET', path: '/api/channels/' } },
  { key: 'roles', group: 'Administración', label: 'Roles', to: '/rol/add_rol', permission: P.rolesView, module: 'User', probe: { method: 'GET', path: '/api/roles/' } },
  { key: 'contacts', group: 'Contactos', label: 'Contactos', to: '/contacts', permission: P.contactsView, module: 'Contactos', probe: { method: 'GET', path: '/api/contact/contacto/' } },
  { key: 'groups', group: 'Contactos', label: 'Grupos', to: '/contactsGroups', permission: P.contactsView, module: 'Contactos', probe: { method: 'GET', path: '/api/contact/grupoContacto/' } },
  { key: 'accounts', group: 'Contactos', label: 'Cuentas', to: '/account', permission: P.accountsView, module: 'Contactos', probe: { method: 'GET', path: '/api/produccion/account/' } },
  { key: 'agentAssign', group: 'Contactos', label: 'Asignar agentes', to: '/rol/agent_assign', permission: P.agentsAssign, module: 'Contactos', probe: { method: 'POST', path: `/api/contact/contacto/{id}/assign_agents/` } },
  { key: 'campaigns', label: 'Campañas', to: '/campaign', permission: P.campaignsView, module: 'Campañas', probe: { method: 'GET', path: '/api/campaign/campaign/' } },
  { key: 'chat', label: 'Chat', to: '/chat', permission: P.chatUse, probe: { method: 'GET', path: '/api/conversation/get_conversation_new/' } },
  { key: 'simulator', label: 'Simulador', to: '/simulador', permission: P.chatUse, probe: { method: 'GET', path: '/api/sim/channels/' } },
  { key: 'cases', label: 'Casos', to: '/casos', permission: P.casesView, module: 'Casos', probe: { method: 'GET', path: '/api/casos/casos/' } },
  { key: 'projects', label: 'Tareas', to: '/project', permission: P.tasksView, module: 'Tareas', probe: { method: 'GET', path: '/api/task/project/' } },
  { key: 'internalChat', label: 'Chat interno', to: '/chatWeb/', probe: { method: 'GET', path: '/api/chat/message/get_inbox/' } },
  { key: 'leads', label: 'Leads', to: '/leads', permission: P.leadsView, module: 'Leads', probe: { method: 'GET', path: '/api/leads/leads/' } },
  { key: 'surveys', label: 'Encuestas', to: '/survey', permission: P.surveysView, module: 'Encuestas', probe: { method: 'GET', path: '/api/survey/survey/' } },
  { key: 'calendar', label: 'Calendario', to: '/calendar', module: 'Calendario', probe: { method: 'GET', path: '/api/calendar/agenda/?desde=2026-01-01&hasta=2026-01-07' } },
  { key: 'products', group: 'Tienda', label: 'Productos', to: '/productos', permission: P.productsView, module: 'Tienda', probe: { method: 'GET', path: '/api/productos/' } },
  { key: 'audits', label: 'Auditoría', to: '/audits', permission: P.auditsView, module: 'Auditoría', probe: { method: 'GET', path: '/api/audits/audits/' } },
  {
    key: 'reportsIndex', group: 'Reportes', label: 'Todos los reportes', to: '/reports', permission: P.gestionesViewAll, module: 'Reportes',
    probe: { method: 'GET', path: `/api/reports/campanas/${PROBE_RANGE}` },
  },
  { key: 'managementList', group: 'Reportes', label: 'Lista de Gestiones', to: '/managementList', permission: P.gestionesViewAll, module: 'Reportes', probe: { method: 'GET', path: '/api/contact/gestionContacto/?estado=FINALIZADO' } },
  { key: 'supervision', group: 'Reportes', label: 'Reporte de Supervisión', to: '/report_supervision', permission: P.supervisionView, module: 'Reportes', probe: { method: 'GET', path: '/api/contact/reporte_supervisor/' } },
  { key: 'wallboard', group: 'Reportes', label: 'Tablero en vivo', to: '/wallboard', permission: P.supervisionView, module: 'Reportes', probe: { method: 'GET', path: '/api/supervision/wallboard/' } },
  { key: 'callRecords', group: 'Reportes', label: 'Registro de llamadas', to: '/issabelReport', permission: P.telephonyUse, module: 'Reportes', probe: { method: 'GET', path: '/api/issabel/call_records/' } },
  {
    key: 'leadsReport', group: 'Reportes', label: 'Reporte de Leads', to: '/leads/report', permission: P.leadsView, module: 'Leads',
    probe: { method: 'GET', path: '/api/leads/leads/leads_por_hora/?fecha_inicio=2026-01-01&fecha_fin=2026-01-07' },
  },
  {
    key: 'leadsHourReport', group: 'Reportes', label: 'Leads por hora', to: '/reports/leads', permission: P.leadsView, module: 'Leads',
    inIndexOnly: true, probe: { method: 'GET', path: '/api/leads/leads/leads_por_hora/?fecha_inicio=2026-01-01&fecha_fin=2026-01-07' },
  },
  {
    key: 'massMessaging', group: 'Reportes', label: 'Mensajería Masiva', to: '/mensajeria-masiva', permission: P.broadcastsManage, module: 'Reportes',
    probe: { method: 'GET', path: '/api/whatsapp/masivo/canales/' },
  },
  ...reportPages([
    // The elevated filter makes the server refuse the hourly and bot reports to who sees only their own gestiones.
    { key: 'whatsappHourReport', label: 'Reporte de WhatsApp por hora', to: '/reports/whatsapp', path: '/api/contact/gestiones_por_hora/', filter: '&type=WhatsApp' },
    { key: 'botReport', label: 'Ingresados al Bot', to: '/report_for_bot', path: '/api/contact/gestiones_por_bot/', filter: '&estado=FINALIZADO' },
    { key: 'hourReport', label: 'Reporte por hora', to: '/report_for_hour', path: '/api/contact/gestiones_por_hora/', filter: '&estado=FINALIZADO' },
    { key: 'timePerStateReport', label: 'Tiempo por estado', to: '/report_for_time', path: '/api/reports/tiempo_por_estado/' },
    { key: 'campaignReport', label: 'Reporte por campaña', to: '/reports/campaign-report', path: '/api/reports/campanas/' },
    { key: 'callsPerHourReport', label: 'Llamadas por hora', to: '/reports/calls-per-hour', path: '/api/reports/llamadas_por_hora/' },
    {
      key: 'outgoingCallDurationReport', label: 'Duración de llamadas salientes', to: '/reports/outgoing-call-duration',
      path: '/api/reports/duracion_llamadas/', filter: '&direccion=saliente',
    },
    {
      key: 'incomingCallDurationReport', label: 'Duración de llamadas entrantes', to: '/reports/incoming-call-duration',
      path: '/api/reports/duracion_llamadas/', filter: '&direccion=entrante',
    },
    { key: 'firstAttentionReport', label: 'Tiempo de primera atención', to: '/reports/first-attention-time', path: '/api/reports/primera_atencion/' },
    { key: 'averageContactTimeReport', label: 'Tiempo promedio de contacto', to: '/reports/average-contact-time', path: '/api/reports/tiempo_contacto/' },
    { key: 'tipificacionReport', label: 'Reporte de tipificación', to: '/report_type', path: '/api/contact/gestiones_por_tipificacion/' },
    { key: 'slaReport', label: 'Cumplimiento de SLA', to: '/reports/sla', path: '/api/reportes/sla/' },
  ]),
];

/** Buttons of the pages, with what they need; the server enforces the same on the probe. */
export const ACTIONS: ActionItem[] = [
  { key: 'chatConfigure', label: 'Configurar chat y atajos', permission: P.chatConfigure, probe: { method: 'PATCH', path: `/api/whatsapp/prioridad/{id}/` } },
  { key: 'contactCreate', label: 'Agregar contacto', permission: P.clientManage, module: 'Contactos', probe: { method: 'POST', path: '/api/contact/contacto/' } },
  { key: 'contactDelete', label: 'Eliminar contacto', permission: P.contactsDelete, module: 'Contactos', probe: { method: 'DELETE', path: `/api/contact/contacto/{id}/` } },
  { key: 'contactEdit', label: 'Editar perfil, relaciones y hoja de vida', permission: P.clientManage, module: 'Contactos', probe: { method: 'PATCH', path: `/api/contact/contacto/{id}/` } },
  { key: 'contactDataAdd', label: 'Agregar datos de contacto', permission: P.contactDataAdd, module: 'Contactos', probe: { method: 'POST', path: '/api/contact/datos_contacto/' } },
  { key: 'contactDataDelete', label: 'Eliminar datos de contacto', permission: P.contactDataDelete, module: 'Contactos', probe: { method: 'DELETE', path: `/api/contact/datos_contacto/{id}/` } },
  { key: 'documentUpload', label: 'Subir documentos de contacto', permission: P.clientDocumentCreate, module: 'Contactos', probe: { method: 'POST', path: '/api/contact/documentos/' } },
  { key: 'documentDelete', label: 'Eliminar documentos de contacto', permission: P.clientDocumentDelete, module: 'Contactos', probe: { method: 'DELETE', path: `/api/contact/documentos/{id}/` } },
  { key: 'contactsExport', label: 'Exportar contactos', permission: P.contactsImportExport, module: 'Contactos', probe: { method: 'GET', path: '/api/contact/contacto/plantilla-excel/' } },
  { key: 'contactsCampaignFilter', label: 'Filtrar contactos por campaña', permission: P.gestionesViewAll, module: 'Contactos', probe: { method: 'GET', path: `/api/contact/contacto/?campaign={id}` } },
  { key: 'groupManage', label: 'Agregar grupo', permission: P.contactGroupsManage, module: 'Contactos', probe: { method: 'POST', path: '/api/contact/grupoContacto/' } },
  { key: 'accountManage', label: 'Agregar cuenta', permission: P.accountsManage, module: 'Contactos', probe: { method: 'POST', path: '/api/produccion/account/' } },
  { key: 'userCreate', label: 'Agregar usuario', permission: P.usersManage, module: 'User', probe: { method: 'POST', path: '/api/users/' } },
  { key: 'roleManage', label: 'Agregar y editar roles', permission: P.rolesManage, probe: { method: 'POST', path: '/api/roles/' } },
  { key: 'roleDelete', label: 'Eliminar rol', permission: P.rolesDelete, probe: { method: 'DELETE', path: `/api/roles/{id}/` } },
  { key: 'permissionsAssign', label: 'Asignar permisos', permission: P.permissionsAssign, probe: { method: 'POST', path: '/api/users/add_permissions_to_group/' } },
  { key: 'campaignCreate', label: 'Agregar campaña', permission: P.campaignsManage, module: 'Campañas', probe: { method: 'POST', path: '/api/campaign/campaign/' } },
  { key: 'campaignManagers', label: 'Asignar encargados', permission: P.campaignManagersAssign, module: 'Campañas', probe: { method: 'POST', path: `/api/campaign/campaign/{id}/add_encargados/` } },
  { key: 'tipoGestionManage', label: 'Agregar tipo de gestión', permission: P.tipoGestionManage, module: 'Campañas', probe: { method: 'POST', path: '/api/tramite/tipoGestionContacto/' } },
  { key: 'tipoGestionDelete', label: 'Eliminar tipo de gestión', permission: P.tipoGestionDelete, module: 'Campañas', probe: { method: 'DELETE', path: `/api/tramite/tipoGestionContacto/{id}/` } },
  { key: 'caseCreate', label: 'Agregar y editar casos', permission: P.casesManage, module: 'Casos', probe: { method: 'POST', path: '/api/casos/casos/' } },
  { key: 'projectManage', label: 'Agregar y editar proyectos', permission: P.projectsManage, module: 'Tareas', probe: { method: 'POST', path: '/api/task/project/' } },
  { key: 'projectDelete', label: 'Eliminar proyecto', permission: P.projectsDelete, module: 'Tareas', probe: { method: 'DELETE', path: `/api/task/project/{id}/` } },
  { key: 'taskManage', label: 'Trabajar el tablero de tareas', permission: P.tasksManage, module: 'Tareas', probe: { method: 'POST', path: '/api/task/task/' } },
  { key: 'productManage', label: 'Agregar y editar productos', permission: P.productsManage, module: 'Tienda', probe: { method: 'POST', path: '/api/productos/' } },
  { key: 'productDelete', label: 'Eliminar producto', permission: P.productsDelete, module: 'Tienda', probe: { method: 'DELETE', path: `/api/productos/{id}/` } },
  { key: 'surveyManage', label: 'Agregar y editar encuestas', permission: P.surveysManage, module: 'Encuestas', probe: { method: 'POST', path: '/api/survey/survey/' } },
  { key: 'surveyAnswer', label: 'Responder encuestas en una gestión', permission: P.surveysAnswer, module: 'Encuestas', probe: { method: 'GET', path: `/api/survey/gestion/{id}/` } },
  { key: 'gestionesAllAgents', label: 'Filtros de todos los agentes', permission: P.gestionesViewAll, module: 'Contactos', probe: { method: 'GET', path: '/api/contact/gestionContacto/?estado=FINALIZADO' } },
  { key: 'gestionCreate', label: 'Agregar gestión', permission: P.gestionesManage, module: 'Contactos', probe: { method: 'POST', path: '/api/contact/gestionContacto/' } },
  { key: 'resultadoManage', label: 'Agregar y editar resultados', permission: P.calificacionManage, module: 'Campañas', probe: { method: 'POST', path: '/api/contact/calificacionContacto/' } },
  { key: 'calificacionManage', label: 'Agregar y editar calificaciones', permission: P.descripcionManage, module: 'Campañas', probe: { method: 'POST', path: '/api/contact/descripcionCalificacion/' } },
  { key: 'leadsAllAgents', label: 'Leads de todos los agentes', permission: P.leadsViewAll, module: 'Leads', probe: { method: 'GET', path: '/api/leads/leads/?agents=1' } },
  { key: 'leadsManage', label: 'Programar, asignar y editar leads', permission: P.leadsManage, module: 'Leads', probe: { method: 'GET', path: '/api/leads/leads/plantilla_programacion/' } },
  { key: 'sessionHistory', label: 'Historial de conexión de otros usuarios', permission: P.sessionsView, probe: { method: 'GET', path: `/api/session_history/user_session_history/?contact_id={id}` } },
];

/**
 * Every screen behind the session, with the pages or actions (keys of NAVIGATION and ACTIONS) it needs, all of
 * them: the route guard shows the forbidden state instead of a screen whose calls the server would refuse.
 * `ownId`: the screen is also open to the user whose id is the route's :id (their own history).
 */
export interface PageRoute {
  path: string;
  needs: string[];
  ownId?: boolean;
}

export const PAGE_ROUTES: PageRoute[] = [
  { path: '/dashboard', needs: ['dashboard'] },
  { path: '/users', needs: ['users'] },
  { path: '/users/add_user', needs: ['userCreate'] },
  { path: '/users/user_por_vincular', needs: ['users'] },
  { path: '/users/:id/edit_user', needs: ['users', 'userCreate'] },
  { path: '/users/permission_assign/:id', needs: ['users', 'permissionsAssign'] },
  { path: '/rol/update_rol/:id', needs: ['users', 'userCreate', 'roles'] },
  { path: '/sessionList/:id', needs: ['sessionHistory'], ownId: true },
  { path: '/userProfile', needs: [] },
  { path: '/changePassword', needs: [] },
  { path: '/modules', needs: ['modules'] },
  { path: '/channels', needs: ['channels'] },
  { path: '/rol/add_rol', needs: ['roles'] },
  { path: '/rol/permission_assign/:id', needs: ['roles', 'permissionsAssign'] },
  { path: '/rol/agent_assign', needs: ['agentAssign'] },
  { path: '/audits', needs: ['audits'] },
  { path: '/contacts', needs: ['contacts'] },
  { path: '/contact/add_contact', needs: ['contactCreate'] },
  { path: '/contact/add_company', needs: ['contactCreate'] },
  { path: '/contact/:id', needs: ['contacts'] },
  { path: '/contacts/:id/index', needs: ['contacts'] },
  { path: '/contact/:id/contact_profile', needs: ['contacts'] },
  { path: '/contactsGroups', needs: ['groups'] },
  { path: '/account', needs: ['accounts'] },
  { path: '/account/create', needs: ['accountManage'] },
  { path: '/account/update/:id', needs: ['accounts', 'accountManage'] },
  { path: '/campaign', needs: ['campaigns'] },
  { path: '/campaign/create', needs: ['campaignCreate'] },
  { path: '/campaign/update/:id', needs: ['campaigns', 'campaignCreate'] },
  { path: '/campaign/availability/:id', needs: ['campaigns'] },
  { path: '/calificacionContacto', needs: ['campaigns'] },
  { path: '/calificacionContacto/add_calificacion', needs: ['campaigns', 'resultadoManage'] },
  { path: '/descripcionCalificacion', needs: ['campaigns'] },
  { path: '/descripcionCalificacion/add_descripcion', needs: ['campaigns', 'calificacionManage'] },
  { path: '/tipoGestionContacto', needs: ['campaigns'] },
  { path: '/tipoGestionContacto/add_tipoGestion', needs: ['tipoGestionManage'] },
  { path: '/typification', needs: ['campaigns', 'resultadoManage'] },
  { path: '/gestionContacto/:id', needs: ['contacts'] },
  { path: '/gestionContacto/:id/whatsapp', needs: ['contacts'] },
  { path: '/gestionContacto/:id/leads', needs: ['contacts'] },
  { path: '/gestionContactoCreate/:id', needs: ['contacts', 'gestionCreate'] },
  { path: '/managementList', needs: ['managementList'] },
  { path: '/report_supervision', needs: ['supervision'] },
  { path: '/wallboard', needs: ['wallboard'] },
  { path: '/issabelReport', needs: ['callRecords'] },
  { path: '/reports', needs: [] },
  { path: '/reports/whatsapp', needs: ['whatsappHourReport'] },
  { path: '/report_for_bot', needs: ['botReport'] },
  { path: '/report_for_hour', needs: ['hourReport'] },
  { path: '/report_for_time', needs: ['timePerStateReport'] },
  { path: '/reports/campaign-report', needs: ['campaignReport'] },
  { path: '/reports/calls-per-hour', needs: ['callsPerHourReport'] },
  { path: '/reports/outgoing-call-duration', needs: ['outgoingCallDurationReport'] },
  { path: '/reports/incoming-call-duration', needs: ['incomingCallDurationReport'] },
  { path: '/reports/first-attention-time', needs: ['firstAttentionReport'] },
  { path: '/reports/average-contact-time', needs: ['averageContactTimeReport'] },
  { path: '/report_type', needs: ['tipificacionReport'] },
  { path: '/reports/sla', needs: ['slaReport'] },
  { path: '/mensajeria-masiva', needs: ['massMessaging'] },
  { path: '/leads', needs: ['leads'] },
  { path: '/leads/create', needs: ['leadsManage'] },
  { path: '/leads/update/:id', needs: ['leads', 'leadsManage'] },
  { path: '/leads/report', needs: ['leadsReport'] },
  { path: '/reports/leads', needs: ['leadsHourReport'] },
  { path: '/chat', needs: ['chat'] },
  { path: '/chat/:id', needs: ['chat'] },
  { path: '/simulador', needs: ['simulator'] },
  { path: '/chatWeb/', needs: ['internalChat'] },
  { path: '/casos', needs: ['cases'] },
  { path: '/casos/create', needs: ['caseCreate'] },
  { path: '/casos/update/:id', needs: ['cases', 'caseCreate'] },
  { path: '/casos/view/:id', needs: ['cases'] },
  { path: '/productos', needs: ['products'] },
  { path: '/productos/add_producto', needs: ['productManage'] },
  { path: '/productos/:id/edit_producto', needs: ['products', 'productManage'] },
  { path: '/survey', needs: ['surveys'] },
  { path: '/survey/create', needs: ['surveyManage'] },
  { path: '/survey/update/:id', needs: ['surveys', 'surveyManage'] },
  { path: '/survey/resultados/:id', needs: ['surveys'] },
  { path: '/calendar', needs: ['calendar'] },
  { path: '/contact/calendar/:id', needs: ['contacts'] },
  { path: '/email', needs: [] },
  { path: '/schedule', needs: [] },
  { path: '/project', needs: ['projects'] },
  { path: '/tasks/:id', needs: ['projects'] },
];

/** Who is signed in, as far as what they may see goes. */
export interface Viewer {
  permissions: readonly string[];
  modules: readonly string[];
  isSuperAdmin: boolean;
}

/** Whether the viewer meets a requirement: the permission (SuperAdmin holds all) and the module switched on. */
export function allows(viewer: Viewer | null, requirement: Requirement): boolean {
  if (!viewer) return false;
  const permitted = !requirement.permission || viewer.isSuperAdmin || viewer.permissions.includes(requirement.permission);
  const moduleOn = !requirement.module || viewer.modules.includes(requirement.module);
  return permitted && moduleOn;
}

/** The viewer behind the signed-in user's profile (`GET /api/me/`). */
export function viewerOf(me: Pick<Me, 'user_permissions' | 'modules' | 'groups'>): Viewer {
  return { permissions: me.user_permissions, modules: me.modules.map((m) => m.name), isSuperAdmin: me.groups.includes('SuperAdmin') };
}

export const visibleNavigation = (viewer: Viewer | null) => NAVIGATION.filter((item) => allows(viewer, item));

export const allowedActions = (viewer: Viewer | null) => ACTIONS.filter((action) => allows(viewer, action));

const REQUIREMENTS = new Map<string, Requirement & { label: string }>([...NAVIGATION, ...ACTIONS].map((item) => [item.key, item]));

/** Whether the viewer may use the page or action `key` (of NAVIGATION or ACTIONS). */
export function allowsItem(viewer: Viewer | null, key: string): boolean {
  const requirement = REQUIREMENTS.get(key);
  if (!requirement) throw new Error(`Unknown page or action '${key}'`);
  return allows(viewer, requirement);
}

/** The route of PAGE_ROUTES a path belongs to, with the value of its :id; null for a path not listed. */
export function pageRouteOf(pathname: string): { route: PageRoute; id: string | null } | null {
  const parts = pathname.replace(/\/+$/, '').split('/');
  for (const route of PAGE_ROUTES) {
    const pattern = route.path.replace(/\/+$/, '').split('/');
    if (pattern.length !== parts.length) continue;
    let id: string | null = null;
    const matches = pattern.every((segment, i) => {
      if (segment === ':id') {
        id = decodeURIComponent(parts[i] ?? '');
        return id !== '';
      }
      return segment === parts[i];
    });
    if (matches) return { route, id };
  }
  return null;
}

/**
 * Whether the viewer may open `pathname`: every page and action the route needs is allowed (paths not
 * listed are left to their screen). Answers the label of the first one refused, for the forbidden state.
 */
export function routeAccess(viewer: Viewer | null, pathname: string, ownUserId?: number): { allowed: true } | { allowed: false; label: string } {
  const found = pageRouteOf(pathname);
  if (!found) return { allowed: true };
  if (found.route.ownId && ownUserId !== undefined && found.id === String(ownUserId)) return { allowed: true };
  const refused = found.route.needs.find((key) => !allowsItem(viewer, key));
  if (refused !== undefined) return { allowed: false, label: REQUIREMENTS.get(refused)!.label };
  return { allowed: true };
}
