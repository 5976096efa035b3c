import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';

/** Collects what the browser refused under the Content Security Policy. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the app and the API documentation run under the security headers without a single refusal', async ({ page }) => {
  const violations = watchViolations(page);
  const response = await page.goto('/login');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  await signIn(page);
  for (const path of ['/dashboard', '/contacts', '/chatWeb/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/api/docs');
  await expect(page.getByText('Atiende API').first()).toBeVisible();
  expect(violations).toEqual([]);
});
