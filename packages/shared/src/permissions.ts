import type { RoleName } from './constants.js';

/**
 * Every permission the server checks. Roles are bundles of these; a user may also hold them
 * directly. SuperAdmin holds all of them implicitly.
 */
export const PERMISSIONS = {
  usersView: 'Ver Usuarios',
  usersManage: 'Crear y modificar Usuario',
  usersDelete: 'Eliminar Usuario',
  permissionsAssign: 'Asignar Permisos',
  rolesView: 'Ver Roles',
  rolesManage: 'Crear y modificar Rol',
  rolesDelete: 'Eliminar Rol',
  modulesManage: 'Administrar Módulos',
  auditsView: 'Ver Auditoría',
  sessionsView: 'Ver Historial de Sesiones',
  supervisionView: 'Ver Supervisión',
  contactsView: 'Ver Clientes',
  clientManage: 'Crear y modificar Cliente',
  contactsDelete: 'Eliminar Cliente',
  contactDataAdd: 'Agregar datos de contacto',
  contactDataDelete: 'Eliminar datos de contacto',
  clientDocumentCreate: 'Crear Documento de Cliente',
  clientDocumentDelete: 'Eliminar Documento de Cliente',
  contactGroupsManage: 'Crear y modificar Grupo de Contactos',
  contactsImportExport: 'Importar y exportar Contactos',
  agentsAssign: 'Asignar Agentes',
  accountsView: 'Ver Cuentas',
  accountsManage: 'Crear y modificar Cuenta',
  calificacionManage: 'Crear y modificar CalificacionContacto',
  descripcionManage: 'Crear y modificar DescripcionCalificacion',
  tipoGestionManage: 'Crear y modificar TipoGestionContacto',
  tipoGestionDelete: 'Eliminar TipoGestionContacto',
  campaignsView: 'Ver Campañas',
  campaignsManage: 'Crear y modificar Campaña',
  campaignManagersAssign: 'Asignar Encargados de Campaña',
  gestionesManage: 'Crear y modificar Gestión',
  gestionesViewAll: 'Ver Gestiones de todos los agentes',
  telephonyUse: 'Usar Telefonía',
  chatUse: 'Atender Conversaciones',
  chatConfigure: 'Configurar Chat',
  channelsManage: 'Administrar Canales',
  casesView: 'Ver Casos',
  casesViewAll: 'Ver todos los Casos',
  casesManage: 'Crear y modificar Caso',
  casesActAll: 'Gestionar todos los Casos',
  productsView: 'Ver Productos',
  productsManage: 'Crear y modificar Producto',
  productsDelete: 'Eliminar Producto',
  surveysView: 'Ver Encuestas',
  surveysManage: 'Crear y modificar Encuesta',
  surveysAnswer: 'Responder Encuestas',
  tasksView: 'Ver Tareas',
  tasksManage: 'Crear y modificar Tareas',
  projectsManage: 'Crear y modificar Proyecto',
  projectsDelete: 'Eliminar Proyecto',
  leadsView: 'Ver Leads',
  leadsViewAll: 'Ver Leads de todos los agentes',
  leadsManage: 'Crear y modificar Lead',
  templatesManage: 'Crear y modificar Plantillas de WhatsApp',
  broadcastsManage: 'Enviar Difusiones y Mensajería Masiva',
  personalDataView: 'Ver datos personales',
  personalDataSuppress: 'Suprimir datos personales',
} as const;
export type PermissionKey = keyof typeof PERMISSIONS;
export type PermissionName = (typeof PERMISSIONS)[PermissionKey];

const ALL = Object.values(PERMISSIONS) as PermissionName[];
const P = PERMISSIONS;
/** What §6 of the contacts spec lets SuperAdmin, Administrador and Supervisor do with contacts. */
/** Results, qualifications and management types: §6 gives them to these four roles. */
const TYPIFICATION: PermissionName[] = [P.calificacionManage, P.descripcionManage, P.tipoGestionManage];

/** Tienda and Encuestas: SuperAdmin or Administrador (platform §6); every role answers surveys in its gestiones. */
const STORE_AND_SURVEYS: PermissionName[] = [
  P.productsView, P.productsManage, P.productsDelete, P.surveysView, P.surveysManage, P.surveysAnswer,
];

const CONTACT_ADMIN: PermissionName[] = [
  P.contactsView, P.clientManage, P.contactsDelete, P.contactDataAdd, P.contactDataDelete, P.clientDocumentCreate,
  P.clientDocumentDelete, P.contactGroupsManage, P.contactsImportExport, P.agentsAssign,
];

/**
 * Cases: every role sees the module (§6 of the platform spec); agents see and work the cases assigned to
 * them; the Operador dispatches (sees all, creates, edits); the elevated roles may also act on any case.
 */
const CASES_ELEVATED: PermissionName[] = [P.casesView, P.casesViewAll, P.casesManage, P.casesActAll];

/**
 * Tareas: every role sees the module (§6 of the platform spec) and works the boards (flows, tasks, steps,
 * comments); projects are created and edited by the Operador and the elevated roles, deleted by the elevated ones.
 */
const TASK_BOARDS: PermissionName[] = [P.tasksView, P.tasksManage];
const PROJECTS_ELEVATED: PermissionName[] = [...TASK_BOARDS, P.projectsManage, P.projectsDelete];

/**
 * Leads: agents see and work the leads assigned to them; the elevated roles (§6: agent and campaign filters)
 * see every agent's, and schedule, assign, edit and create prospects.
 */
const LEADS_ELEVATED: PermissionName[] = [P.leadsView, P.leadsViewAll, P.leadsManage];
/** WhatsApp templates, broadcasts, confirmations and mass messaging: the elevated roles (the DIFUSIÓN tab, spec §6). */
const BROADCASTS: PermissionName[] = [P.templatesManage, P.broadcastsManage];

/** Default permissions seeded per role; an administrator may change them afterwards. */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleName, PermissionName[]> = {
  SuperAdmin: ALL,
  Administrador: [
    P.usersView, P.usersManage, P.usersDelete, P.permissionsAssign, P.rolesView, P.auditsView,
    P.sessionsView, P.supervisionView, ...TYPIFICATION, P.campaignsView, P.campaignsManage, P.campaignManagersAssign,
    P.gestionesManage, P.gestionesViewAll, P.telephonyUse, ...CONTACT_ADMIN, P.accountsView, P.accountsManage, P.tipoGestionDelete,
    P.chatUse, P.chatConfigure, P.channelsManage, ...CASES_ELEVATED, ...STORE_AND_SURVEYS, ...PROJECTS_ELEVATED, ...LEADS_ELEVATED, ...BROADCASTS,
    P.personalDataView, P.personalDataSuppress,
  ],
  Supervisor: [
    P.usersView, P.rolesView, P.rolesManage, P.rolesDelete, P.permissionsAssign, P.sessionsView,
    P.supervisionView, P.gestionesManage, P.gestionesViewAll, P.telephonyUse, ...CONTACT_ADMIN, ...TYPIFICATION,
    P.campaignsView, P.accountsView, P.accountsManage, P.tipoGestionDelete, P.chatUse, P.chatConfigure, ...CASES_ELEVATED, P.surveysAnswer,
    ...PROJECTS_ELEVATED, ...LEADS_ELEVATED, ...BROADCASTS, P.personalDataView,
  ],
  Operador: [
    P.rolesView, P.rolesManage, P.gestionesManage, P.telephonyUse, P.contactsView, P.clientManage,
    P.clientDocumentCreate, P.contactsImportExport, P.accountsView, ...TYPIFICATION, P.campaignsView, P.chatUse, P.surveysAnswer,
    P.casesView, P.casesViewAll, P.casesManage, ...TASK_BOARDS, P.projectsManage, P.leadsView,
  ],
  Agente: [
    P.gestionesManage, P.telephonyUse, P.contactsView, P.contactDataAdd, P.campaignsView, P.chatUse, P.casesView, P.surveysAnswer,
    ...TASK_BOARDS, P.leadsView,
  ],
};

/** Modules behind the sidebar entries, with their submodules. */
export const MODULES: { name: string; submodules: string[] }[] = [
  { name: 'User', submodules: ['Usuarios', 'Módulos', 'Roles'] },
  { name: 'Campañas', submodules: ['Campañas', 'Disponibilidad', 'Tipificación'] },
  { name: 'Contactos', submodules: ['Contactos', 'Grupos', 'Cuentas'] },
  { name: 'Leads', submodules: ['Leads', 'Reporte de Leads'] },
  { name: 'Casos', submodules: ['Casos'] },
  { name: 'Tareas', submodules: ['Proyectos', 'Tareas'] },
  { name: 'Encuestas', submodules: ['Encuestas'] },
  { name: 'Calendario', submodules: ['Calendario'] },
  { name: 'Tienda', submodules: ['Productos'] },
  { name: 'Auditoría', submodules: ['Auditoría'] },
  { name: 'Reportes', submodules: ['Reportes', 'Lista de Gestiones', 'Reporte de Supervisión'] },
];
export type ModuleName = string;
