import { IconHome, IconMessages, IconSettings, IconShieldCheck } from '@tabler/icons-react';
import type { Me, RoleName } from '@atiende/shared';
import { hasModule, hasRole } from '../auth';

export interface NavLink {
  label: string;
  to: string;
  /** Other paths that belong to this entry (detail screens reached from it). */
  also?: string[];
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
  { label: 'Chat interno', icon: IconMessages, to: '/chatWeb/' },
  { label: 'Auditoría', icon: IconShieldCheck, to: '/audits', roles: ADMINS, module: 'Auditoría' },
];

export function isActive(link: NavLink, pathname: string): boolean {
  return [link.to, ...(link.also ?? [])].some((path) => pathname.startsWith(path));
}

export function visibleNav(user: Me | null): NavEntry[] {
  return NAV.filter(
    (entry) => (!entry.roles || hasRole(user, ...entry.roles)) && (!entry.module || hasModule(user, entry.module)),
  );
}
