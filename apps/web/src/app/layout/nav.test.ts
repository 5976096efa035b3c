import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, type Me, type RoleName } from '@atiende/shared';
import { activeLinkOf, isActive, visibleNav } from './nav';

/** A profile holding a role's seeded permissions (or the given ones) and the given modules. */
function userWith(role: RoleName | null, modules: string[], permissions?: string[]): Me {
  return {
    groups: role ? [role] : [],
    user_permissions: permissions ?? (role ? DEFAULT_ROLE_PERMISSIONS[role] : []),
    modules: modules.map((name, id) => ({ id, name, submodulos: [] })),
  } as unknown as Me;
}

const childrenOf = (user: Me, label: string) => visibleNav(user).find((entry) => entry.label === label)?.children?.map((c) => c.label);

describe('sidebar', () => {
  it('marks a link active on its page and below it, not on a page that merely starts alike', () => {
    const contacts = { label: 'Contactos', to: '/contacts', also: ['/contact/'] };
    expect(isActive(contacts, '/contacts')).toBe(true);
    expect(isActive(contacts, '/contact/12/contact_profile')).toBe(true);
    expect(isActive(contacts, '/contactsGroups')).toBe(false);
    expect(isActive({ label: 'Usuarios', to: '/users' }, '/users/5/edit_user')).toBe(true);
  });

  it('marks only the most specific link of the page: the leads report is not also the leads list', () => {
    const entries = visibleNav(userWith('Supervisor', ['Leads', 'Reportes', 'Contactos']));
    expect(activeLinkOf(entries, '/leads/report')).toBe('/leads/report');
    expect(activeLinkOf(entries, '/reports/leads')).toBe('/reports');
    expect(activeLinkOf(entries, '/leads/update/4')).toBe('/leads');
    expect(activeLinkOf(entries, '/chatWeb/')).toBe('/chatWeb/');
    expect(activeLinkOf(entries, '/chat/12')).toBe('/chat');
    expect(activeLinkOf(entries, '/contact/3/contact_profile')).toBe('/contacts');
    expect(activeLinkOf(entries, '/no-existe')).toBeNull();
  });

  it('shows the contacts entry only with its module, and each child only with its permission', () => {
    expect(childrenOf(userWith('Agente', []), 'Contactos')).toBeUndefined();
    expect(childrenOf(userWith('Agente', ['Contactos']), 'Contactos')).toEqual(['Contactos', 'Grupos']);
    expect(childrenOf(userWith('Operador', ['Contactos']), 'Contactos')).toEqual(['Contactos', 'Grupos', 'Cuentas']);
    expect(childrenOf(userWith('Supervisor', ['Contactos']), 'Contactos')).toEqual(['Contactos', 'Grupos', 'Cuentas', 'Asignar agentes']);
  });

  it('shows the reports to whoever holds their permissions, with the Reportes module', () => {
    for (const role of ['SuperAdmin', 'Administrador', 'Supervisor'] as const) {
      expect(childrenOf(userWith(role, ['Reportes']), 'Reportes')).toEqual(['Todos los reportes', 'Lista de Gestiones', 'Reporte de Supervisión', 'Tablero en vivo', 'Registro de llamadas', 'Mensajería Masiva']);
    }
    expect(childrenOf(userWith('Supervisor', []), 'Reportes')).toBeUndefined();
    // Operators and agents place calls ('Usar Telefonía'): of the reports they see their own call records.
    expect(childrenOf(userWith('Operador', ['Reportes']), 'Reportes')).toEqual(['Registro de llamadas']);
    expect(childrenOf(userWith('Agente', ['Reportes']), 'Reportes')).toEqual(['Registro de llamadas']);
  });

  it('lists the report pages on /reports only, whose link stays active on them', () => {
    const entries = visibleNav(userWith('Supervisor', ['Reportes']));
    expect(activeLinkOf(entries, '/reports')).toBe('/reports');
    expect(activeLinkOf(entries, '/reports/campaign-report')).toBe('/reports');
    expect(activeLinkOf(entries, '/report_for_bot')).toBe('/reports');
    expect(activeLinkOf(entries, '/report_supervision')).toBe('/report_supervision');
  });

  it('shows Leads to every role with the Leads module, and its report under Reportes', () => {
    for (const role of ['SuperAdmin', 'Administrador', 'Supervisor', 'Operador', 'Agente'] as const) {
      expect(visibleNav(userWith(role, ['Leads'])).map((e) => e.label)).toContain('Leads');
      expect(childrenOf(userWith(role, ['Leads']), 'Reportes')).toEqual(['Reporte de Leads']);
    }
    expect(childrenOf(userWith('Supervisor', ['Leads', 'Reportes']), 'Reportes')).toEqual(['Todos los reportes', 'Lista de Gestiones', 'Reporte de Supervisión', 'Tablero en vivo', 'Registro de llamadas', 'Reporte de Leads', 'Mensajería Masiva']);
    expect(visibleNav(userWith('Agente', [])).map((e) => e.label)).not.toContain('Leads');
  });

  it('follows a custom role’s permissions, not role names', () => {
    const auditor = userWith(null, ['Auditoría', 'User'], [PERMISSIONS.auditsView, PERMISSIONS.rolesView]);
    expect(visibleNav(auditor).map((e) => e.label)).toEqual(['Dashboard', 'Administración', 'Chat interno', 'Auditoría']);
    expect(childrenOf(auditor, 'Administración')).toEqual(['Roles']);
  });
});
