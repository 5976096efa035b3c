import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, MODULES, PAGE_ROUTES, pageRouteOf, routeAccess, type Viewer } from '@atiende/shared';
import { protectedRoutes } from './routes';

const allModules = MODULES.map((m) => m.name);
const viewerWithRole = (role: keyof typeof DEFAULT_ROLE_PERMISSIONS): Viewer => ({
  permissions: DEFAULT_ROLE_PERMISSIONS[role], modules: allModules, isSuperAdmin: role === 'SuperAdmin',
});

describe('the route guard', () => {
  it('knows what every screen behind the session needs', () => {
    const paths = ['/dashboard', ...protectedRoutes.map((r) => r.path!)];
    const unlisted = paths.filter((path) => !PAGE_ROUTES.some((route) => route.path === path));
    expect(unlisted).toEqual([]);
  });

  it('matches paths with their id', () => {
    expect(pageRouteOf('/contact/add_contact')?.route.path).toBe('/contact/add_contact');
    expect(pageRouteOf('/contact/12')).toMatchObject({ route: { path: '/contact/:id' }, id: '12' });
    expect(pageRouteOf('/chatWeb/')?.route.path).toBe('/chatWeb/');
    expect(pageRouteOf('/no/existe')).toBeNull();
  });

  it('closes the administration screens to an agent and opens them to the SuperAdmin', () => {
    const agent = viewerWithRole('Agente');
    for (const path of ['/users', '/users/add_user', '/modules', '/rol/add_rol', '/audits', '/managementList', '/users/3/edit_user']) {
      expect(routeAccess(agent, path, 7), path).toMatchObject({ allowed: false });
      expect(routeAccess(viewerWithRole('SuperAdmin'), path, 1), path).toEqual({ allowed: true });
    }
    for (const path of ['/dashboard', '/contacts', '/contact/5/contact_profile', '/campaign', '/chat', '/casos', '/gestionContactoCreate/5']) {
      expect(routeAccess(agent, path, 7), path).toEqual({ allowed: true });
    }
    expect(routeAccess(agent, '/users/add_user', 7)).toEqual({ allowed: false, label: 'Agregar usuario' });
  });

  it('opens a connection history to its own user and to who may see everyone\'s', () => {
    expect(routeAccess(viewerWithRole('Agente'), '/sessionList/7', 7)).toEqual({ allowed: true });
    expect(routeAccess(viewerWithRole('Agente'), '/sessionList/8', 7)).toMatchObject({ allowed: false });
    expect(routeAccess(viewerWithRole('Supervisor'), '/sessionList/8', 7)).toEqual({ allowed: true });
  });

  it('closes a screen whose module is off, even to the SuperAdmin', () => {
    const noStore: Viewer = { permissions: [], modules: allModules.filter((m) => m !== 'Tienda'), isSuperAdmin: true };
    expect(routeAccess(noStore, '/productos', 1)).toMatchObject({ allowed: false });
  });
});
