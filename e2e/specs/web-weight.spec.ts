import { expect, test, type Response } from '@playwright/test';
import { signIn } from './fixtures';

/** /login's JavaScript over the wire, compressed; the same budget as `npm run bundle:report -- --check` (gzip). */
const LOGIN_JS_BUDGET = 250 * 1024;

test('/login downloads only its share of the app, compressed, cached for a year; index.html is revalidated', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  const document = await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Atiende' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(document!.headers()['cache-control']).toBe('no-cache');
  const assets = responses.filter((response) => new URL(response.url()).pathname.startsWith('/assets/'));
  const scripts = assets.filter((response) => response.url().endsWith('.js'));
  const sheets = assets.filter((response) => response.url().endsWith('.css'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(sheets.length).toBeGreaterThan(0);
  let scriptBytes = 0;
  for (const response of assets) {
    const headers = response.headers();
    const accepted = (await response.request().allHeaders())['accept-encoding'] ?? '';
    // The copy the browser prefers; a file under 1 kB has none (the build does not compress it) and comes as it is.
    if (Number(headers['content-length']) >= 1024 || headers['content-encoding']) {
      expect(headers['content-encoding'], response.url()).toBe(/\bbr\b/.test(accepted) ? 'br' : 'gzip');
    }
    expect(headers.vary?.toLowerCase(), response.url()).toContain('accept-encoding');
    expect(headers['cache-control'], response.url()).toBe('public, max-age=31536000, immutable');
    if (response.url().endsWith('.js')) scriptBytes += Number(headers['content-length']);
  }
  expect(scriptBytes).toBeLessThan(LOGIN_JS_BUDGET);
  // Nothing of the screens after sign-in: no layout, no dashboard, no charts, no full Mantine style sheet.
  const names = assets.map((response) => new URL(response.url()).pathname);
  expect(names.filter((name) => /AppLayout|DashboardPage|DashboardCharts|app-styles/.test(name))).toEqual([]);
});

test('reloading the dashboard refreshes the session once before its calls: no call answers 401', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const calls: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) calls.push({ path: url.pathname, status: response.status() });
  });
  // The access token lives only in the page's memory: the reload starts without one.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('card-Contactos')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const refreshes = calls.filter((call) => call.path === '/api/auth/token/refresh/');
  expect(refreshes).toEqual([{ path: '/api/auth/token/refresh/', status: 200 }]);
  expect(calls.filter((call) => call.status === 401)).toEqual([]);
  // The dashboard did make its calls (figures, charts, lists, the session, the bell…).
  expect(calls.length).toBeGreaterThanOrEqual(8);
});
