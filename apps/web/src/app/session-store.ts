import type { Me } from '@atiende/shared';

/** The signed-in user kept in the browser: the profile only, never a password or a token. */
const USER_KEY = 'atiende.user';

export function getStoredUser(): Me | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as Me;
    // The stored server time is from the last visit: until the profile is fetched again, trust this clock.
    return user.session ? { ...user, session: { ...user.session, server_time: new Date().toISOString() } } : user;
  } catch {
    return null;
  }
}

export function storeUser(user: Me): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredUser(): void {
  localStorage.removeItem(USER_KEY);
}
