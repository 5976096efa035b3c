import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const ADMIN = { username: 'admin@atiende.co', password: 'Admin123*' };
const ARTIFACTS = path.resolve(import.meta.dirname, '..', 'artifacts');

export async function signIn(page: Page, username = ADMIN.username, password = ADMIN.password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Saves a screenshot of the current screen under e2e/artifacts/ for people to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

let counter = 0;
/** A unique e-mail for users created by a test. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@atiende.co`;
}

/** Creates a user with a role through the API as the administrator. */
export async function createUserViaApi(page: Page, user: { username: string; password: string; first_name: string; last_name: string; role: string }) {
  const api = page.request;
  const login = await api.post('/api/auth/login/', { data: ADMIN });
  const { access } = (await login.json()) as { access: string };
  const headers = { authorization: `Bearer ${access}` };
  const roles = (await (await api.get('/api/roles/?limit=100', { headers })).json()) as { results: { id: number; nombre: string }[] };
  const role = roles.results.find((r) => r.nombre === user.role);
  const res = await api.post('/api/users/', {
    headers,
    data: {
      username: user.username, password: user.password, confirm_password: user.password,
      first_name: user.first_name, last_name: user.last_name, documentType: 'CEDULA', documentNumber: '1020304050',
      roles: role ? [role.id] : [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}
