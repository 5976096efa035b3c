import { describe, expect, it } from 'vitest';
import type { Me } from '@atiende/shared';
import { isActive, visibleNav } from './nav';

function userWith(role: string, modules: string[]): Me {
  return { groups: [role], modules: modules.map((name, id) => ({ id, name, submodulos: [] })) } as unknown as Me;
}

const contactsChildren = (user: Me) => visibleNav(user).find((entry) => entry.label === 'Contactos')?.children?.map((c) => c.label);

describe('sidebar', () => {
  it('marks a link active on its page and below it, not on a page that merely starts alike', () => {
    const contacts = { label: 'Contactos', to: '/contacts', also: ['/contact/'] };
    expect(isActive(contacts, '/contacts')).toBe(true);
    expect(isActive(contacts, '/contact/12/contact_profile')).toBe(true);
    expect(isActive(contacts, '/contactsGroups')).toBe(false);
    expect(isActive({ label: 'Usuarios', to: '/users' }, '/users/5/edit_user')).toBe(true);
  });

  it('shows the contacts entry only with its module, and each child only to the roles that use it', () => {
    expect(contactsChildren(userWith('Agente', []))).toBeUndefined();
    expect(contactsChildren(userWith('Agente', ['Contactos']))).toEqual(['Contactos', 'Grupos']);
    expect(contactsChildren(userWith('Operador', ['Contactos']))).toEqual(['Contactos', 'Grupos', 'Cuentas']);
    expect(contactsChildren(userWith('Supervisor', ['Contactos']))).toEqual(['Contactos', 'Grupos', 'Cuentas', 'Asignar agentes']);
  });

  it('shows the reports, the supervision report among them, to supervisors and above with the Reportes module', () => {
    const reports = (user: Me) => visibleNav(user).find((entry) => entry.label === 'Reportes')?.children?.map((c) => c.label);
    for (const role of ['SuperAdmin', 'Administrador', 'Supervisor']) {
      expect(reports(userWith(role, ['Reportes']))).toEqual(['Lista de Gestiones', 'Reporte de Supervisión']);
    }
    expect(reports(userWith('Supervisor', []))).toBeUndefined();
    expect(reports(userWith('Operador', ['Reportes']))).toBeUndefined();
    expect(reports(userWith('Agente', ['Reportes']))).toBeUndefined();
  });
});
