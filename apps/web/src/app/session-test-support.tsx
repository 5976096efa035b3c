import type { ReactNode } from 'react';
import type { Me } from '@atiende/shared';
import { setAccessToken } from './api';
import { AuthProvider } from './auth';
import { clearStoredUser, storeUser } from './session-store';

/** A signed-in user for a test, holding `permissions` (and the modules a page may ask for). */
export function testUser(permissions: string[], changes: Partial<Me> = {}): Me {
  return {
    id: 4, username: 'ana@atiende.co', email: 'ana@atiende.co', first_name: 'Ana', last_name: 'Uno', get_full_name: 'Ana Uno',
    groups: ['Agente'], roles: [{ id: 3, nombre: 'Agente' }], user_permissions: permissions, status: 'CONECTADO', image: null,
    contactType: null, documentType: null, documentNumber: null, gender: null, birth_date: null, city: null,
    modules: [{ id: 1, name: 'Reportes', submodulos: [] }, { id: 2, name: 'Leads', submodulos: [] }],
    session: { login_time: null, pause_started_at: null, paused_seconds: 0, server_time: new Date().toISOString() },
    ...changes,
  };
}

/**
 * Signs `user` in as the app finds a session after a reload: the stored profile and a token. The provider reads
 * the profile again from GET /api/me/, so the test's fetch must answer it with the same user. Returns the wrapper
 * that gives pages `useMe`.
 */
export function signedInAs(user: Me): (children: ReactNode) => ReactNode {
  clearStoredUser();
  storeUser(user);
  setAccessToken('header.e30.signature');
  return (children) => <AuthProvider>{children}</AuthProvider>;
}
