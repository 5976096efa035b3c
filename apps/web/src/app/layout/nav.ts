import {
  IconAddressBook, IconChartBar, IconHome, IconMessages, IconSettings, IconShieldCheck, IconSpeakerphone,
} from '@tabler/icons-react';
import type { Me, RoleName } from '@atiende/shared';
import { hasModule, hasRole } from '../auth';

export interface NavLink {
  label: string;
  to: string;
  /** Other paths that belong to this entry (detail screens reached from it). */
  also?: string[];
  /** Roles that see it; undefined = everyone who sees its entry. */
  roles?: RoleName[];
}
export interface NavEntry {
  label: string;
  icon: typeof IconHome;
  to?: string;
  children?: NavLink[];
  /** Roles that see it; undefined = everyone. */
  roles?: RoleName[];
  /** Module that must be assigned; undefined = always. */
  module?: string;
}

const ADMINS: RoleName[] = ['SuperAdmin', 'Administrador'];
const SUPERVISORS: RoleName[] = ['SuperAdmin', 'Administrador', 'Supervisor'];
const OFFICE: RoleName[] = [...SUPERVISORS, 'Operador'];

/**
 * The sidebar of section 6: each entry needs its module plus the roles shown. Entries of areas that
 * are not part of the product yet are left out until their screens exist.
 */
export const NAV: NavEntry[] = [
  { label: 'Dashboard', icon: IconHome, to: '/dashboard' },
  {
    label: 'Administración', icon: IconSettings, roles: ['SuperAdmin'], module: 'User',
    children: [
      { label: 'Usuarios', to: '/users', also: ['/sessionList', '/rol/update_rol'] },
      { label: 'Módulos', to: '/modules' },
      { label: 'Roles', to: '/rol/add_rol', also: ['/rol/permission_assign'] },
    ],
  },
  {
    label: 'Contactos', icon: IconAddressBook, module: 'Contactos',
    children: [
      { label: 'Contactos', to: '/contacts', also: ['/contact/'] },
      { label: 'Grupos', to: '/contactsGroups' },
      { label: 'Cuentas', to: '/account', roles: OFFICE },
      { label: 'Asignar agentes', to: '/rol/agent_assign', roles: SUPERVISORS },
    ],
  },
  { label: 'Campañas', icon: IconSpeakerphone, to: '/campaign', roles: ADMINS, module: 'Campañas' },
  { label: 'Chat interno', icon: IconMessages, to: '/chatWeb/' },
  { label: 'Auditoría', icon: IconShieldCheck, to: '/audits', roles: ADMINS, module: 'Auditoría' },
  {
    label: 'Reportes', icon: IconChartBar, roles: SUPERVISORS, module: 'Reportes',
    children: [
      { label: 'Lista de Gestiones', to: '/managementList' },
      { label: 'Reporte de Supervisión', to: '/report_supervision' },
    ],
  },
];

/** Whether the page is the link's or below it ('/contacts' is not active on '/contactsGroups'). */
export function isActive(link: NavLink, pathname: string): boolean {
  return [link.to, ...(link.also ?? [])].some(
    (path) => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`),
  );
}

export function visibleNav(user: Me | null): NavEntry[] {
  const sees = (item: { roles?: RoleName[] }) => !item.roles || hasRole(user, ...item.roles);
  return NAV.filter((entry) => sees(entry) && (!entry.module || hasModule(user, entry.module))).map((entry) =>
    entry.children ? { ...entry, children: entry.children.filter(sees) } : entry,
  );
}
