/**
 * One query key per resource. Every key of a resource starts with its root, so invalidating `all`
 * refreshes its lists, options and single items together; no screen writes a key by hand.
 */
function resource<const Root extends string>(root: Root) {
  return {
    all: [root] as const,
    list: (params: object = {}) => [root, 'list', params] as const,
    one: (id: number | string | null) => [root, 'one', id] as const,
    options: (...args: unknown[]) => [root, 'options', ...args] as const,
    /** Anything else the resource answers (a member list, a report), keyed below its root. */
    part: (...parts: unknown[]) => [root, ...parts] as const,
  };
}

export type ResourceKeys = ReturnType<typeof resource>;

export const queryKeys = {
  me: ['me'] as const,
  registration: ['registration'] as const,
  users: resource('users'),
  roles: resource('roles'),
  permissions: resource('permissions'),
  modulos: resource('modulos'),
  backups: resource('backups'),
  sessions: resource('session-history'),
  audits: resource('audits'),
  accounts: resource('accounts'),
  contacts: resource('contacts'),
  contactImports: resource('contact-imports'),
  contactDocuments: resource('contact-documents'),
  contactGroups: resource('contact-groups'),
  directory: resource('directory'),
  campaigns: resource('campaigns'),
  resultados: resource('resultados'),
  calificaciones: resource('calificaciones'),
  tiposGestion: resource('tipos-gestion'),
  tipificaciones: resource('tipificaciones'),
  gestiones: resource('gestiones'),
  /** The dashboard's figures, lists and the supervision report: a gestión event refreshes them all. */
  dashboard: resource('dashboard'),
  internalChat: resource('internal-chat'),
  chat: resource('chat'),
  channels: resource('channels'),
  cases: resource('cases'),
  products: resource('products'),
  surveys: resource('surveys'),
  /** The signed-in user's agenda and a contact's: next contacts, case visits and tasks. */
  calendar: resource('calendar'),
  projects: resource('projects'),
  /** A project's board, its by-contact view and its tasks' details: a change to the board refreshes them together. */
  taskBoards: resource('task-boards'),
  /** Leads and scheduled follow-ups, their timelines, the hourly report and the chat's count: the leads socket refreshes them all. */
  leads: resource('leads'),
  /** Broadcast campaigns, their statistics and detail lists and the confirmation uploads: the /ws/difusion/ progress refreshes them. */
  broadcasts: resource('broadcasts'),
  /** WhatsApp templates: a review notice of /ws/difusion/ refreshes them. */
  templates: resource('templates'),
  /** Mensajería Masiva: the channels to send through and each upload's outcome. */
  massMessaging: resource('mass-messaging'),
  /** The PBX's call records (/issabelReport). */
  callRecords: resource('call-records'),
};
