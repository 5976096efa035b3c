import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

const PAGES = ['/dashboard', '/contacts', '/users', '/campaign', '/audits', '/rol/add_rol'];

test('several tabs opened at once and quick navigations keep the session', async ({ page, context }) => {
  await signIn(page);
  // Three tabs opened together each start without an access token and refresh at the same moment.
  const tabs = await Promise.all([1, 2, 3].map(() => context.newPage()));
  await Promise.all(tabs.map((tab, i) => tab.goto(PAGES[i + 1]!)));
  for (const [i, tab] of tabs.entries()) {
    await expect(tab).toHaveURL(new RegExp(`${PAGES[i + 1]!.replace(/\//g, '\\/')}$`));
    await expect(tab.getByRole('button', { name: 'Iniciar sesión' })).toHaveCount(0);
  }
  // Twelve quick full-page navigations, each a new page load racing its first calls.
  for (let i = 0; i < 12; i++) {
    const target = PAGES[i % PAGES.length]!;
    await page.goto(target, { waitUntil: 'commit' });
  }
  await page.waitForLoadState('networkidle');
  await expect(page).not.toHaveURL(/\/login$/);
  for (const tab of tabs) {
    await tab.reload();
    await expect(tab).not.toHaveURL(/\/login$/);
  }
});
