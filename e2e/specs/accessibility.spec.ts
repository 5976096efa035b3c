import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { AXE_ROUTES, axeUrl, type AxeData } from './axe-routes';
import { AXE_OPTIONS, axeCheck } from './axe-options';
import {
  ADMIN, adminHeaders, createCampaignViaApi, createContactViaApi, createTypificationViaApi, postOk, shot, signIn, uniqueEmail, uniqueName,
} from './fixtures';

/** A critical or serious violation fails the suite. */
const FAILING = new Set(['critical', 'serious']);
const ARTIFACTS = path.resolve(import.meta.dirname, '..', 'artifacts');

type Scheme = 'light' | 'dark';

interface Finding {
  state: string;
  scheme: Scheme;
  rule: string;
  impact: string;
  nodes: { target: string; summary: string; html?: string }[];
}

// Tracing every axe run would cost more than the runs themselves.
test.use({ trace: 'off', actionTimeout: 20_000 });

const findings: Finding[] = [];
const audited: string[] = [];

/** Switches Mantine's colour scheme in place, through the storage event its scheme manager listens to. */
async function setScheme(page: Page, scheme: Scheme) {
  await page.evaluate((value) => {
    const key = 'atiende.theme';
    const oldValue = localStorage.getItem(key);
    localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }));
  }, scheme);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  // Two frames for the new colours to be drawn (transitions are off, see below).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Colours are measured as they end, not halfway through a transition. */
async function stopTransitions(page: Page) {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
}

/** Waits until the page has drawn its data: no skeleton, no loader, no request in flight for a moment. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0, { timeout: 5_000 }).catch(() => {});
  await page.waitForTimeout(100);
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

interface AxeRun {
  include?: string;
  exclude?: string[];
}

/**
 * One axe run over the page as it is. AxeBuilder injects axe-core's source (about 550 kB) on every call,
 * which costs more than the run itself on a 2-core machine; a page that already holds axe (client-side
 * navigation keeps it) is checked by calling axe.run directly with the same options.
 */
async function runAxe(page: Page, scheme: Scheme, { include, exclude = [] }: AxeRun): Promise<AxeResults> {
  // The light pass runs axe's default rules and every WCAG 2.1 A/AA rule; the dark one checks what the scheme
  // changes: colours.
  const options = scheme === 'light'
    ? { ...AXE_OPTIONS, resultTypes: ['violations' as const] }
    : { runOnly: { type: 'rule' as const, values: ['color-contrast', 'link-in-text-block'] }, resultTypes: ['violations' as const] };
  if (!(await page.evaluate(() => 'axe' in window))) {
    let builder = axeCheck(page).options(options);
    if (include) builder = builder.include(include);
    for (const selector of exclude) builder = builder.exclude(selector);
    return builder.analyze();
  }
  return page.evaluate(
    ({ context, options }) => (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(context, options),
    { context: { include: include ? [[include]] : [['html']], exclude: exclude.map((selector) => [selector]) }, options },
  );
}

/** Runs axe on the page as it is, in both schemes, and records the critical and serious violations. */
async function audit(page: Page, state: string, run: AxeRun = {}) {
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    const result = await runAxe(page, scheme, run);
    for (const v of result.violations) {
      if (!FAILING.has(v.impact ?? '')) continue;
      findings.push({
        state, scheme, rule: v.id, impact: v.impact ?? '',
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: (n.failureSummary ?? '').split('\n').slice(0, 3).join(' '), html: n.html.slice(0, 300) })),
      });
    }
  }
  await setScheme(page, 'light');
  audited.push(state);
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(path.join(ARTIFACTS, 'axe-report.json'), JSON.stringify({ audited, findings }, null, 2));
}

/** Each screen has its own tab title ('Contactos · Atiende'), exactly one h1, and a main landmark. */
async function checkStructure(page: Page, state: string) {
  const problems: string[] = [];
  const title = await page.title();
  if (!/^.+ · Atiende$/.test(title)) problems.push(`title "${title}"`);
  const h1 = await page.locator('h1').count();
  if (h1 !== 1) problems.push(`${h1} h1`);
  if ((await page.getByRole('main').count()) !== 1) problems.push('no single main landmark');
  if (problems.length) findings.push({ state, scheme: 'light', rule: 'page-structure', impact: 'serious', nodes: [{ target: 'document', summary: problems.join('; ') }] });
}

/** Moves to a route inside the app without reloading it, the way its links do. */
async function visit(page: Page, route: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, route);
  await expect(page).toHaveURL(new RegExp(`${route.replace(/[/?]/g, '\\$&')}$`));
  await settle(page);
}

interface Data extends AxeData {
  username: string;
  contactName: string;
  productName: string;
  surveyName: string;
  /** The user who registered and has no role yet: signs in to the 'Cuenta pendiente de aprobación' page. */
  pending: { username: string; password: string };
}

async function seed(page: Page): Promise<Data> {
  const api = page.request;
  const headers = await adminHeaders(api);
  const campaign = await createCampaignViaApi(api, uniqueName('Campaña Accesible'));
  const typification = await createTypificationViaApi(api, campaign.id, 'Interesado', 'Agenda visita');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  const lastName = uniqueName('Accesible');
  const contact = await createContactViaApi(api, {
    first_name: 'Lucía', last_name: lastName, email: uniqueEmail('a11y'), phone: `311${String(Date.now()).slice(-7)}`,
  });
  await postOk(api, headers, `/api/campaign/campaign/${campaign.id}/assign_contacts/`, { contact: [contact.id] }, 200);
  // A gestión today: the dashboard's charts (the pie of 'Ingresados al Bot', the hours) have data to draw.
  await postOk(api, headers, '/api/contact/gestionContacto/', {
    contacto: contact.id, calificacion: typification.calificacion, descripcion: typification.descripcion,
    campaign: [campaign.id], observaciones: 'Gestión para la revisión de accesibilidad',
    fecha_proximo_contacto: today, hora_proximo_contacto: '10:00',
  });
  // A visit of a case the administrator is an agent of, so the calendar shows both kinds of entry.
  const me = (await (await api.get('/api/me/', { headers })).json()) as { id: number };
  await postOk(api, headers, '/api/casos/casos/', {
    tipo_servicio: 'PRESENCIAL', tipo_visita: 'INSTALACION', descripcion: 'revisión de accesibilidad', observaciones: 'sin observaciones',
    fecha_asignacion: today, hora_entrada: '11:00', hora_salida: '12:00', contacto: [me.id], cliente: [contact.id],
  });
  const account = await postOk<{ id: number }>(api, headers, '/api/produccion/account/', {
    name: uniqueName('Cuenta Accesible'), documentType: 'NIT', documentNumber: '900123456', address: 'Calle 1 # 2-3', phone: '6011234567', city: 'Bogotá',
  });
  const roles = (await (await api.get('/api/roles/?limit=100', { headers })).json()) as { results: { id: number; nombre: string }[] };
  const role = roles.results.find((r) => r.nombre !== 'SuperAdmin') ?? roles.results[0]!;
  const username = uniqueEmail('agente.a11y');
  const user = await postOk<{ id: number }>(api, headers, '/api/users/', {
    username, password: 'Clave123*', confirm_password: 'Clave123*',
    first_name: 'Andrea', last_name: 'Accesible', documentType: 'CEDULA', documentNumber: '1020304050', roles: [role.id],
  });
  // A user who registered and has no role yet: the bell shows a count, and the account waits for approval.
  const pending = { username: uniqueEmail('sin.rol.a11y'), password: 'Clave123*' };
  await postOk(api, headers, '/api/users/', {
    username: pending.username, password: pending.password, confirm_password: pending.password,
    first_name: 'Pedro', last_name: 'Sin Rol', documentType: 'CEDULA', documentNumber: '1020304051', roles: [],
  });
  // A board with a flow, a labelled task with a due date and a contact, for /tasks/{id}.
  const project = await postOk<{ id: number }>(api, headers, '/api/task/project/', {
    name: uniqueName('Proyecto Accesible'), descriptions: 'Tablero para la revisión de accesibilidad', contacts: [contact.id],
  });
  const flow = await postOk<{ id: number }>(api, headers, '/api/task/flow/', { project: project.id, title: 'Por hacer' });
  const task = await postOk<{ id: number }>(api, headers, '/api/task/task/', { flow: flow.id, title: 'Tarea accesible', dueDate: '2030-01-15T10:00' });
  await api.patch(`/api/task/task/${task.id}/`, { headers, data: { contact: [contact.id], labels: ['Urgente', 'Opcional'] } });
  await postOk(api, headers, '/api/task/step/', { task: task.id, title: 'Paso accesible' });
  await postOk(api, headers, '/api/task/comments-task/', { task: task.id, text: 'Comentario accesible' });
  // A field-service case for the agent and the contact.
  const caseItem = await postOk<{ id: number }>(api, headers, '/api/casos/casos/', {
    tipo_servicio: 'PRESENCIAL', tipo_visita: 'INSTALACION', descripcion: 'Revisión de accesibilidad', observaciones: 'Llevar la escalera',
    fecha_asignacion: new Date().toISOString().slice(0, 10), hora_entrada: '08:00', hora_salida: '10:30', contacto: [user.id], cliente: [contact.id],
  });
  const productName = uniqueName('Nevera Accesible');
  const product = await postOk<{ id: number }>(api, headers, '/api/productos/', {
    name: productName, codigo_producto: `ACC-${Date.now().toString(36).toUpperCase()}`, marca: 'Haceb', precio: '1899900',
    descripcion: 'Nevera para la revisión de accesibilidad', detalles_producto: [{ 'diseño': 'No frost', pais: 'Colombia' }],
  });
  // A general survey of two questions with one answer, so that its results draw their bars.
  const surveyName = uniqueName('Encuesta Accesible');
  const survey = await postOk<{ id: number; public_token: string }>(api, headers, '/api/survey/survey/', {
    name: surveyName, campaign: campaign.id, survey_medium: 'general', welcome_message: 'Son dos preguntas.',
  });
  await postOk(api, headers, '/api/survey/questions/', {
    survey_id: survey.id,
    questions: [
      { text: '¿Cómo calificaría la atención?', question_type_id: 1, options: [{ text: 'Excelente' }, { text: 'Buena' }, { text: 'Regular' }] },
      { text: '¿Qué podemos mejorar?', question_type_id: 3 },
    ],
  });
  // A lead from the public form (with what the visitor wrote) and a follow-up scheduled for the administrator.
  await postOk(api, {}, '/api/leads/event/', {
    name: 'Valentina Accesible Rojas', phone: `314${String(Date.now()).slice(-7)}`, email: uniqueEmail('lead.a11y'), cedula: '1020304099',
    message: 'Quisiera información del plan hogar', 'form-name': 'contactanos', page_name: '/contactanos', campaign: campaign.id,
    autorizacion_datos: true,
  });
  const scheduled = await postOk<{ ids: number[] }>(api, headers, '/api/leads/leads/', {
    leads: [{ contact: contact.id, campaign: campaign.id, agent: me.id, observaciones: 'Llamar para la revisión de accesibilidad', fecha_vencimiento: '2020-01-15 10:00' }],
  });
  const publicSurvey = (await (await api.get(`/api/survey/publica/${survey.public_token}/`)).json()) as { questions: { id: number }[] };
  const [first, second] = publicSurvey.questions;
  await postOk(api, {}, `/api/survey/publica/${survey.public_token}/`, {
    answers: [{ question: first!.id, options: [1] }, { question: second!.id, text: 'Avisar la hora de llegada' }],
  });
  return {
    contact: contact.id, campaign: campaign.id, account: account.id, user: user.id, username, role: role.id, contactName: `Lucía ${lastName}`,
    caseId: caseItem.id, product: product.id, productName, survey: survey.id, surveyToken: survey.public_token, surveyName, pending,
    project: project.id, lead: scheduled.ids[0]!,
  };
}

/** Opens a dialog, checks it alone and closes it with Escape. */
async function auditDialog(page: Page, state: string, open: () => Promise<unknown>, selector = '[role="dialog"]') {
  await open();
  await expect(page.locator(selector).last()).toBeVisible();
  await settle(page);
  await audit(page, state, { include: selector });
  await page.keyboard.press('Escape');
  await expect(page.locator(selector)).toHaveCount(0);
}

/** The main dialogs, menus and drawers, opened on the route that has them. */
const DIALOGS: Record<string, (page: Page, data: Data) => Promise<void>> = {
  '/dashboard': async (page) => {
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    await auditDialog(page, 'Gestión Manual', () => button('Gestión Manual').click());
    await auditDialog(page, 'Iniciar pausa', () => button('Pausar').click());
    await auditDialog(page, 'Personalizar tema', () => button('Personalizar tema').click());
    await auditDialog(page, 'Directorio de Contactos', () => button('Directorio de Contactos').click());
    await auditDialog(page, 'Notificaciones', () => page.getByRole('button', { name: /^Notificaciones/ }).click(), '[role="menu"]');
    await auditDialog(page, 'Menú de usuario', () => page.getByRole('button', { name: /^Menú de usuario/ }).click(), '[role="menu"]');
    // The customizer's dark sidebar and top bar over a light page.
    await setLayout(page, { sidebarTone: 'dark', topbarTone: 'dark' });
    await expect(page.locator('header[data-tone="dark"]')).toBeVisible();
    await audit(page, 'Barras oscuras', { include: 'header' });
    await audit(page, 'Menú lateral oscuro', { include: 'nav' });
    // The horizontal layout: the menu in the top bar, no sidebar; one of its menus open.
    await setLayout(page, { layout: 'horizontal' });
    await expect(page.locator('header').getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await audit(page, 'Diseño horizontal', { include: 'header' });
    await shot(page, 'layout-horizontal');
    await auditDialog(page, 'Diseño horizontal: menú Contactos', () => page.locator('header').getByRole('button', { name: 'Contactos', exact: true }).click(), '[role="menu"]');
    await setLayout(page, null);
    await expect(page.locator('header[data-tone="light"]')).toBeVisible();
  },
  '/users/add_user': async (page) => {
    // Error messages under the fields.
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.locator('.mantine-InputWrapper-error').first()).toBeVisible();
    await audit(page, 'Agregar usuario con errores', { include: 'main' });
  },
  '/users': async (page, data) => {
    await auditDialog(page, 'Confirmar eliminación', () => page.getByRole('button', { name: `Eliminar ${data.username}` }).click());
  },
  '/rol/add_rol': async (page) => {
    await auditDialog(page, 'Agregar rol', () => page.getByRole('button', { name: 'Agregar rol' }).click());
  },
  '/contacts': async (page, data) => {
    await page.getByRole('textbox', { name: 'Buscar' }).fill(data.contactName);
    await settle(page);
    await auditDialog(page, 'Opciones de contacto', () => page.getByRole('button', { name: `Opciones de ${data.contactName}` }).click(), '[role="menu"]');
  },
  '/contact/:id': async (page) => {
    await auditDialog(page, 'Gestiones del Contacto', () => page.getByRole('button', { name: 'Gestiones del Contacto' }).click());
  },
  '/project': async (page) => {
    await auditDialog(page, 'Agregar proyecto', () => page.getByRole('button', { name: 'Agregar', exact: true }).click());
  },
  '/tasks/:id': async (page) => {
    await auditDialog(page, 'Panel de tarea', () => page.getByRole('button', { name: 'Tarea accesible', exact: true }).click());
    await auditDialog(page, 'Opciones de tarea', () => page.getByRole('button', { name: 'Opciones de Tarea accesible' }).click(), '[role="menu"]');
  },
  '/calendar': async (page) => {
    // The week and the day views, with the current-time line and the entries seeded for today.
    for (const vista of ['semana', 'dia']) {
      await visit(page, `/calendar?vista=${vista}`);
      await audit(page, `Calendario: vista ${vista}`, { include: 'main' });
    }
  },
  '/gestionContacto/:id': async (page) => {
    await auditDialog(page, 'Detalle de la Gestión', () => page.getByRole('button', { name: /^Ver gestión/ }).first().click());
  },
  '/casos': async (page) => {
    // The other two views of the list: a table, and the month's calendar.
    const views = page.getByRole('radiogroup', { name: 'Vista' });
    for (const view of ['Lista', 'Calendario']) {
      await views.locator('label', { hasText: view }).click();
      await settle(page);
      await audit(page, `Casos: vista ${view}`, { include: 'main' });
    }
    await views.locator('label', { hasText: 'Tarjetas' }).click();
  },
  '/casos/view/:id': async (page) => {
    // The case's other tabs: its history, its report and its materials.
    for (const tab of ['Gestiones del Caso', 'Informe', 'Materiales']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await settle(page);
      await audit(page, `Caso: pestaña ${tab}`, { include: 'main' });
    }
  },
  '/productos': async (page, data) => {
    await page.getByRole('textbox', { name: 'Buscar' }).fill(data.productName);
    await settle(page);
    await auditDialog(page, 'Eliminar producto', () => page.getByRole('button', { name: `Eliminar ${data.productName}` }).click());
  },
  '/leads': async (page) => {
    await auditDialog(page, 'Detalles Adicionales', () => page.getByRole('button', { name: /^Ver detalles de/ }).first().click());
    await auditDialog(page, 'Línea de tiempo del lead', () => page.getByRole('button', { name: /^Línea de tiempo de/ }).first().click());
    await auditDialog(page, 'Más acciones del lead', () => page.getByRole('button', { name: /^Más acciones de/ }).first().click(), '[role="menu"]');
    await page.getByRole('button', { name: /^Más acciones de/ }).first().click();
    await auditDialog(page, 'Asignar lead', () => page.getByRole('menuitem', { name: 'Asignar' }).click());
    // PROGRAMACIONES: an overdue follow-up in red, and its two dialogs.
    await page.getByRole('tab', { name: 'PROGRAMACIONES' }).click();
    await settle(page);
    await audit(page, 'Leads: PROGRAMACIONES', { include: 'main' });
    await auditDialog(page, 'Programación Manual', () => page.getByRole('button', { name: 'Programación Manual' }).click());
    await auditDialog(page, 'Subir Programaciones', () => page.getByRole('button', { name: 'Subir Programaciones' }).click());
    await page.getByRole('tab', { name: 'DIFUSIÓN' }).click();
    await settle(page);
    await audit(page, 'Leads: DIFUSIÓN', { include: 'main' });
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    await auditDialog(page, 'Subir Confirmaciones', () => button('Subir Confirmaciones').click());
    await auditDialog(page, 'Agregar Campaña de Difusión', () => button('Agregar Campañas de Difusión').click());
    await auditDialog(page, 'Templates', () => button('Crear Templates').click());
    await auditDialog(page, 'Agregar Template', async () => {
      await button('Crear Templates').click();
      await button('Agregar Template').click();
    });
  },
  '/leads/report': async (page) => {
    await auditDialog(page, 'Leads de una franja', () => page.getByRole('button', { name: /^Ver leads de/ }).first().click());
  },
  '/survey': async (page, data) => {
    await page.getByRole('textbox', { name: 'Buscar' }).fill(data.surveyName);
    await settle(page);
    await auditDialog(page, 'Vista previa de la encuesta', () => page.getByRole('button', { name: `Ver ${data.surveyName}` }).click());
  },
};

/** Sets the layout settings the customizer stores, in place, through the storage event its hook listens to. */
async function setLayout(page: Page, layout: Record<string, string> | null) {
  await page.evaluate((value) => {
    const key = 'atiende.layout';
    const oldValue = localStorage.getItem(key);
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }));
  }, layout === null ? null : JSON.stringify(layout));
}

/** Opens a public screen in its own page load and checks it. */
async function auditPageLoad(page: Page, url: string, state = url) {
  await page.goto(url);
  await stopTransitions(page);
  await settle(page);
  await checkStructure(page, state);
  await audit(page, state);
}

/** Holds the requests for the chunk of one screen until released (or failed), to catch the screen while it loads. */
async function holdChunk(page: Page, screen: string) {
  let held: Route | null = null;
  let arrived: () => void = () => {};
  const arrival = new Promise<void>((resolve) => { arrived = resolve; });
  const pattern = new RegExp(`/assets/${screen}-[\\w-]+\\.js$`);
  await page.route(pattern, (route) => {
    held = route;
    arrived();
  });
  return {
    arrival,
    fail: async () => {
      await (held as Route | null)?.abort('failed');
      await page.unroute(pattern);
    },
  };
}

test('every screen passes axe (WCAG 2.1 AA) in light and dark', async ({ page, browser }) => {
  // About three minutes on an idle 2-core machine; room for a busy one.
  test.setTimeout(600_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const data = await seed(page);

  // Public pages, each in its own page load before signing in.
  for (const route of AXE_ROUTES.filter((r) => r.signedOut)) await auditPageLoad(page, axeUrl(route, data), route.path);

  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await stopTransitions(page);
  await settle(page);

  // The check itself works: a grey line on white, planted on the page, is reported.
  await page.evaluate(() => {
    const canary = document.createElement('p');
    canary.id = 'axe-canary';
    canary.textContent = 'Texto de prueba con poco contraste';
    canary.style.cssText = 'color:#aaaaaa;background:#ffffff';
    document.querySelector('main')?.prepend(canary);
  });
  const canary = await runAxe(page, 'dark', { include: '#axe-canary' });
  expect(canary.violations.map((v) => v.id)).toContain('color-contrast');
  await page.evaluate(() => document.getElementById('axe-canary')?.remove());
  // Rules beyond the WCAG tags' defaults run too: a button whose name leaves out its visible text is reported.
  await page.evaluate(() => {
    const canary = document.createElement('button');
    canary.id = 'axe-canary';
    canary.textContent = 'Guardar cambios';
    canary.setAttribute('aria-label', 'Ver detalle');
    document.querySelector('main')?.prepend(canary);
  });
  const mismatch = await runAxe(page, 'light', { include: '#axe-canary' });
  expect(mismatch.violations.map((v) => v.id)).toContain('label-content-name-mismatch');
  await page.evaluate(() => document.getElementById('axe-canary')?.remove());

  // Every other route of the app (e2e/specs/axe-routes.ts, checked against the route table by the web's unit tests),
  // in one signed-in page, moving the way the app's links do.
  for (const route of AXE_ROUTES.filter((r) => !r.signedOut)) {
    const url = axeUrl(route, data);
    await test.step(url, async () => {
      await visit(page, url);
      await checkStructure(page, route.path);
      // The top bar and the sidebar are the same on every page: checked in full on the dashboard only.
      await audit(page, route.path, route.path === '/dashboard' ? {} : { exclude: ['header', 'nav'] });
      await DIALOGS[route.path]?.(page, data);
    });
  }

  // A screen whose chunk is still on its way shows the loader inside the layout; one whose chunk fails to load
  // (a deploy replaced it) shows the route-error page. A fresh page load, the screen's chunk held, then failed.
  await test.step('Cargando… and the route-error page', async () => {
    const chunk = await holdChunk(page, 'AuditsPage');
    await page.goto('/audits');
    await chunk.arrival;
    await stopTransitions(page);
    const loader = page.getByRole('status', { name: 'Cargando…' });
    await expect(loader).toBeVisible();
    await audit(page, 'Cargando…');
    await page.screenshot({ path: path.join(ARTIFACTS, 'page-loader.png') });
    await chunk.fail();
    await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible();
    await settle(page);
    await checkStructure(page, 'Página de error de ruta');
    await audit(page, 'Página de error de ruta');
    await shot(page, 'route-error');
  });

  // An account without a role yet: its own session, on the 'Cuenta pendiente de aprobación' page.
  await test.step('Cuenta pendiente de aprobación', async () => {
    const context = await browser.newContext();
    const pendingPage = await context.newPage();
    await pendingPage.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(pendingPage, data.pending.username, data.pending.password);
    await expect(pendingPage.getByRole('heading', { level: 1, name: 'Cuenta pendiente de aprobación' })).toBeVisible();
    await stopTransitions(pendingPage);
    await settle(pendingPage);
    await checkStructure(pendingPage, 'Cuenta pendiente de aprobación');
    await audit(pendingPage, 'Cuenta pendiente de aprobación');
    await shot(pendingPage, 'pending-approval');
    await context.close();
  });

  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(path.join(ARTIFACTS, 'axe-report.json'), JSON.stringify({ audited, findings }, null, 2));
  const summary = findings.map((f) => `${f.state} [${f.scheme}] ${f.rule} (${f.impact}): ${f.nodes.length} × ${f.nodes[0]?.target} — ${f.nodes[0]?.summary}`);
  expect(summary, summary.join('\n')).toEqual([]);
});

/** Presses Tab until `target` has focus; fails if it takes more than `max` presses. Answers the presses. */
async function tabTo(page: Page, target: Locator, max = 60, key = 'Tab'): Promise<number> {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return presses;
    await page.keyboard.press(key);
  }
  throw new Error(`Not reached with ${max} presses of ${key}: ${target}`);
}

const focused = (page: Page) => page.locator(':focus');

test('keyboard only: sign in, open a contact and record a gestión', async ({ page }) => {
  const api = page.request;
  const headers = await adminHeaders(api);
  const campaign = await createCampaignViaApi(api, uniqueName('Campaña Teclado'));
  const typification = await createTypificationViaApi(api, campaign.id, 'Interesado', 'Agenda visita');
  // Another contact with a gestión today: the dashboard's pie chart has a slice to draw.
  const earlier = await createContactViaApi(api, {
    first_name: 'Sara', last_name: uniqueName('Teclado'), email: uniqueEmail('teclado.pie'), phone: `313${String(Date.now()).slice(-7)}`,
  });
  await postOk(api, headers, `/api/campaign/campaign/${campaign.id}/assign_contacts/`, { contact: [earlier.id] }, 200);
  await postOk(api, headers, '/api/contact/gestionContacto/', {
    contacto: earlier.id, calificacion: typification.calificacion, descripcion: typification.descripcion,
    campaign: [campaign.id], observaciones: 'Gestión de hoy para el gráfico',
  });
  const lastName = uniqueName('Teclado');
  const contact = await createContactViaApi(api, {
    first_name: 'Mateo', last_name: lastName, email: uniqueEmail('teclado'), phone: `312${String(Date.now()).slice(-7)}`,
  });
  await postOk(api, headers, `/api/campaign/campaign/${campaign.id}/assign_contacts/`, { contact: [contact.id] }, 200);
  const name = `Mateo ${lastName}`;

  // Sign in: the user field has focus, Tab reaches the password, Enter sends.
  await page.goto('/login');
  await expect(page).toHaveTitle('Iniciar sesión · Atiende');
  await expect(page.getByLabel('Usuario')).toBeFocused();
  await page.keyboard.type(ADMIN.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard · Atiende');
  // The new screen is announced and its heading has focus.
  await expect(page.getByTestId('route-announcer')).toHaveText('Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();

  // On a fresh load the first Tab reaches the skip link, which leads to the main content.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
  // The figure cards show where keyboard focus is.
  await tabTo(page, page.getByRole('link', { name: /^Contactos/ }).first());
  const outline = await focused(page).evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  // So does the pie of 'Ingresados al Bot', a Tab stop of its own once it has data: a ring, and its slices
  // drawn with a thick border in the focus colour.
  const pie = page.locator('.recharts-pie');
  await expect(pie).toBeVisible();
  await tabTo(page, pie);
  const ring = await focused(page).evaluate((el) => ({ style: getComputedStyle(el).outlineStyle, width: getComputedStyle(el).outlineWidth }));
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBe('2px');
  await expect(pie.locator('.recharts-sector').first()).toHaveCSS('stroke-width', '3px');
  await page.getByRole('heading', { level: 2, name: 'Ingresados al Bot' }).locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]')
    .screenshot({ path: path.join(ARTIFACTS, 'dashboard-pie-focus.png') });

  // Contactos in the sidebar: the group opens with Enter and says so.
  const group = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('button', { name: 'Contactos' });
  await tabTo(page, group, 80, 'Shift+Tab');
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  // The group's links are in the Tab order once it has opened.
  await expect(page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Contactos', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveAccessibleName('Contactos');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page).toHaveTitle('Contactos · Atiende');
  await expect(page.getByRole('heading', { level: 1, name: 'Contactos' })).toBeFocused();

  // Search for the contact and open it.
  await tabTo(page, page.getByRole('textbox', { name: 'Buscar' }));
  await page.keyboard.type(name);
  const open = page.getByRole('link', { name: `Ver contacto ${name}` });
  await expect(open).toBeVisible();
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/contact/${contact.id}$`));

  // Gestiones del Contacto → Agregar Gestión.
  await tabTo(page, page.getByRole('button', { name: 'Gestiones del Contacto' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Gestiones del Contacto' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('link', { name: 'Agregar Gestión' }), 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/gestionContactoCreate/${contact.id}$`));

  // The form, field by field: type to filter a list, Enter to choose.
  const pick = async (label: string, option: string) => {
    await tabTo(page, page.getByRole('combobox', { name: label, exact: true }), 20);
    await page.keyboard.type(option);
    await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
    // The list, once open, puts its keyboard highlight on the chosen option (none yet) on a zero-delay timer; a key
    // pressed before that timer runs is undone by it. The page's pending zero-delay work runs first.
    await page.evaluate(() => new Promise((resolve) => { setTimeout(resolve, 0); }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // Chosen, not only typed: the list closes on a choice, and the box then shows the option's label.
    await expect(page.getByRole('option', { name: option, exact: true })).toBeHidden();
    await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveValue(option);
  };
  await pick('Campaña', campaign.name);
  await pick('Resultado', 'Interesado');
  await pick('Calificación', 'Agenda visita');
  await tabTo(page, page.getByLabel('Observaciones'), 10);
  await page.keyboard.type('Registrada solo con el teclado');
  await tabTo(page, page.getByRole('button', { name: 'Guardar' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Se ha creado la Gestión con éxito')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/gestionContacto/${contact.id}$`));
  await expect(page.getByRole('row').filter({ hasText: 'Agenda visita' })).toHaveCount(1);
});

test('at phone width the closed sidebar is out of the Tab order and the menu button says what it does', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const burger = page.getByRole('button', { name: 'Mostrar menú' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  const sidebar = page.locator('#menu-lateral');
  await expect(sidebar).toHaveAttribute('inert', '');
  // Nothing in the closed sidebar can take focus.
  await page.reload();
  await tabTo(page, burger, 10);
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(await sidebar.evaluate((nav) => nav.contains(document.activeElement))).toBe(false);
  }
  // Focus may have come round to the skip link, which is drawn over the menu button while focused.
  await burger.focus();
  await burger.click();
  const close = page.getByRole('button', { name: 'Ocultar menú' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar).not.toHaveAttribute('inert', '');
  // Focus goes into the open sidebar; Escape closes it and returns to the button.
  await expect.poll(() => sidebar.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(burger).toBeFocused();
  await expect(sidebar).toHaveAttribute('inert', '');
});

test('robots.txt is a text file and the sign-in page describes itself', async ({ page, request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain('User-agent: *');
  await page.goto('/login');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Atiende/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
