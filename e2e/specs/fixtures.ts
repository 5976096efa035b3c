import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
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

/**
 * Saves a screenshot of the current screen under e2e/artifacts/ for people to look at, and the same
 * screen in the other colour scheme as `{name}-light.png` or `{name}-dark.png`.
 */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.waitForLoadState('networkidle').catch(() => {});
  // A page longer than the screen is taken on a screen as tall as the page: the layout's fixed parts (the band of
  // the floating buttons, the sidebar) are then drawn where they are, at its bottom and along it, rather than over
  // the middle of the page as a full-page capture of the short screen would draw them.
  const size = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const tall = size !== null && height > size.height;
  if (tall) await page.setViewportSize({ width: size.width, height });
  try {
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
    const html = page.locator('html');
    const scheme = await html.getAttribute('data-mantine-color-scheme');
    const other = scheme === 'dark' ? 'light' : 'dark';
    if (name.endsWith(`-${scheme}`)) return;
    await html.evaluate((el, value) => el.setAttribute('data-mantine-color-scheme', value), other);
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${other}.png`), fullPage: true });
    await html.evaluate((el, value) => el.setAttribute('data-mantine-color-scheme', value ?? 'light'), scheme);
  } finally {
    if (tall) await page.setViewportSize(size);
  }
}

let counter = 0;
/** A unique e-mail for users created by a test. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@atiende.co`;
}

/** A name no other test uses, e.g. for a campaign or a contact's last name. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

/** Posts `data` to the API, expects `status` and answers the body. */
export async function postOk<T>(request: APIRequestContext, headers: Record<string, string>, path: string, data: unknown, status = 201): Promise<T> {
  const res = await request.post(path, { headers, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

/** Creates a user with a role through the API as the administrator. */
export async function createUserViaApi(page: Page, user: { username: string; password: string; first_name: string; last_name: string; role: string }) {
  const api = page.request;
  const headers = await adminHeaders(api);
  const roles = (await (await api.get('/api/roles/?limit=100', { headers })).json()) as { results: { id: number; nombre: string }[] };
  const role = roles.results.find((r) => r.nombre === user.role);
  return postOk<{ id: number }>(api, headers, '/api/users/', {
    username: user.username, password: user.password, confirm_password: user.password,
    first_name: user.first_name, last_name: user.last_name, documentType: 'CEDULA', documentNumber: '1020304050',
    roles: role ? [role.id] : [],
  });
}

/** Signs the administrator in through the API and answers the header that authorises its calls. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login/', { data: ADMIN });
  const { access } = (await login.json()) as { access: string };
  return { authorization: `Bearer ${access}` };
}

/** Creates a campaign, managed by the administrator, through the API. */
export async function createCampaignViaApi(request: APIRequestContext, name: string) {
  return postOk<{ id: number; name: string }>(request, await adminHeaders(request), '/api/campaign/campaign/', {
    name, description: 'Campaña creada para la prueba', encargado: [1],
  });
}

/**
 * Gives a campaign a typification of one resultado with one calificación through the API as the administrator.
 * Answers their ids the way a gestión sends them: `calificacion` is the resultado, `descripcion` the calificación.
 */
export async function createTypificationViaApi(request: APIRequestContext, campaignId: number, resultado: string, calificacion: string) {
  const headers = await adminHeaders(request);
  await postOk(request, headers, '/api/campaign/tipificaciones/', [
    { campaign_id: campaignId, calificaciones: [{ name: resultado, descripciones: [calificacion] }] },
  ], 200);
  const res = await request.get(`/api/campaign/tipificaciones/?campaign=${campaignId}`, { headers });
  const tree = (await res.json()) as { results: { calificaciones: { id: number; name: string; descripciones: { id: number }[] }[] }[] };
  const added = tree.results[0]!.calificaciones.find((c) => c.name === resultado)!;
  return { calificacion: added.id, descripcion: added.descripciones[0]!.id };
}

/** Creates a contact (names, document, e-mail, phone...) through the API as the administrator. */
export async function createContactViaApi(request: APIRequestContext, contact: Record<string, unknown>) {
  return postOk<{ id: number }>(request, await adminHeaders(request), '/api/contact/contacto/', contact);
}

/** Creates a contact group with its colour through the API as the administrator. */
export async function createGroupViaApi(request: APIRequestContext, group: { name: string; etiqueta: string }) {
  return postOk<{ id: number }>(request, await adminHeaders(request), '/api/contact/grupoContacto/', group);
}

/**
 * Opens the select labelled `label` and picks `option`; `within` narrows the search for the select,
 * e.g. to a dialog while the page behind it has a select of the same name.
 */
export async function chooseOption(page: Page, label: string, option: string, within: Page | Locator = page) {
  await within.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A small real PNG (a colour gradient), so the product's picture shows as a picture. */
export function gradientPng(width = 96, height = 64): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, (_, x) => [40 + x * 2, 90 + y * 2, 200]).flat())]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A Colombian number of ten digits as the app shows it: '300 649 9423'. */
export const nationalPhone = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3');

/** Loads an <audio> element's source and answers its duration in seconds: the recording reached the browser and decodes. */
export async function recordingDuration(audio: Locator): Promise<number> {
  return audio.evaluate(async (element: HTMLAudioElement) => {
    element.preload = 'auto';
    element.load();
    await new Promise((resolve, reject) => {
      element.addEventListener('loadedmetadata', resolve, { once: true });
      element.addEventListener('error', () => reject(new Error(`audio ${element.error?.code}`)), { once: true });
    });
    return element.duration;
  });
}

/**
 * Turns the window to a phone's width and waits for the top bar to take its phone layout (its less used buttons
 * under 'Más opciones') and for the layout's transitions to end: the bar follows the width once the browser reports
 * the change, and the side bar and the page's margin slide to their phone places over a transition, so a page
 * measured before would still be as wide as the desktop layout it is leaving.
 */
export async function toPhoneWidth(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: /^Más opciones/ })).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))));
}
