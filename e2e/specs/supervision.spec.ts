import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, chooseOption, createCampaignViaApi, createTypificationViaApi, createUserViaApi, postOk, shot, signIn, uniqueEmail, uniqueName, toPhoneWidth } from './fixtures';
import { axeCheck, seriousViolations } from './axe-options';

const PASSWORD = 'Clave1234*';

interface Setup {
  campaign: { id: number; name: string };
  agent: { id: number; name: string; headers: Record<string, string> };
  contact: { id: number; name: string };
  typification: { calificacion: number; descripcion: number };
}

/**
 * A campaign with its typification and a contact, and an Agente who works it and has signed in. The
 * agent signs in with `request`, which keeps no cookies of the page's own session.
 */
async function setUp(page: Page, request: APIRequestContext): Promise<Setup> {
  const headers = await adminHeaders(request);
  const campaign = await createCampaignViaApi(request, uniqueName('Campaña Supervisión'));
  const typification = await createTypificationViaApi(request, campaign.id, 'Contactado', 'Atendido');
  const lastName = uniqueName('Supervisada');
  const contact = await postOk<{ id: number }>(request, headers, '/api/contact/contacto/', {
    first_name: 'Rosa', last_name: lastName, email: uniqueEmail('supervision'), phone: `315${String(Date.now()).slice(-7)}`,
  });

  const agentLastName = uniqueName('Ortiz');
  const username = uniqueEmail('agente.supervision');
  const agent = await createUserViaApi(page, { username, password: PASSWORD, first_name: 'Mariana', last_name: agentLastName, role: 'Agente' });
  await postOk(request, headers, `/api/campaign/campaign/${campaign.id}/add_users/`, { contact: [agent.id] }, 200);
  const login = await postOk<{ access: string }>(request, {}, '/api/auth/login/', { username, password: PASSWORD }, 200);
  return {
    campaign,
    agent: { id: agent.id, name: `Mariana ${agentLastName}`, headers: { authorization: `Bearer ${login.access}` } },
    contact: { id: contact.id, name: `Rosa ${lastName}` },
    typification,
  };
}

/** A gestión recorded by the agent on the contact, in the campaign. */
async function agentGestion(request: APIRequestContext, setup: Setup, values: { estado: string; type?: string }) {
  return postOk<{ id: number }>(request, setup.agent.headers, '/api/contact/gestionContacto/', {
    contacto: setup.contact.id, calificacion: setup.typification.calificacion, descripcion: setup.typification.descripcion,
    campaign: [setup.campaign.id], observaciones: 'Registrada por la agente', ...values,
  });
}

/** A customer writes to a WhatsApp channel of the campaign (through the simulator): one conversation waits in its queue. */
async function customerWaits(request: APIRequestContext, setup: Setup) {
  const headers = await adminHeaders(request);
  const channel = await postOk<{ id: number }>(request, headers, '/api/channels/', {
    nombre: uniqueName('WhatsApp Supervisión'), tipo: 'WhatsApp', campaign: setup.campaign.id,
    config: {
      phone_number_id: `pn${Date.now()}`, waba_id: 'waba-e2e', access_token: `token-${Date.now()}`, app_secret: 'secreto-e2e-app',
      verify_token: 'verificar-e2e', api_url: '/sim/whatsapp/v21.0',
    },
  });
  const address = `5732${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  await postOk(request, headers, '/api/sim/messages/', { channel: channel.id, name: 'Cliente en espera', address, kind: 'text', text: 'Hola' }, 201);
}

test('the supervision report shows each agent’s work and the waiting conversations, and follows changes live', async ({ page, request }) => {
  const setup = await setUp(page, request);
  await customerWaits(request, setup);
  await agentGestion(request, setup, { estado: 'EN_GESTION' });
  await agentGestion(request, setup, { estado: 'PENDIENTE', type: 'WhatsApp' });
  await agentGestion(request, setup, { estado: 'FINALIZADO' });

  await signIn(page);
  const agentsStatus = page.getByRole('row').filter({ has: page.getByRole('link', { name: setup.agent.name }) });
  await expect(agentsStatus).toContainText('CONECTADO');
  await shot(page, 'supervision-dashboard');
  await page.getByRole('link', { name: 'Ver reporte' }).click();
  await expect(page).toHaveURL(/\/report_supervision$/);
  await expect(page.getByRole('heading', { name: 'Reporte de Supervisión' })).toBeVisible();

  const name = setup.agent.name;
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('CONECTADO');
  await expect(row.getByRole('button', { name: `En gestión de ${name}: 2` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Finalizadas hoy de ${name}: 1` })).toBeVisible();
  // Columns: agente, estado, en gestión, chats, finalizadas, CSAT hoy, último ingreso, llamada.
  await expect(row.getByRole('cell').nth(5)).toHaveText('—');
  await expect(row.getByRole('cell').nth(6)).not.toHaveText('—');
  await expect(page.getByLabel(`En espera en ${setup.campaign.name}`)).toContainText('1');
  await shot(page, 'supervision-report');

  // A new open gestión shows without reloading.
  await agentGestion(request, setup, { estado: 'EN_GESTION' });
  await expect(row.getByRole('button', { name: `En gestión de ${name}: 3` })).toBeVisible();

  await chooseOption(page, 'Campaña', setup.campaign.name);
  await expect(page).toHaveURL(new RegExp(`/report_supervision\\?campaign=${setup.campaign.id}$`));
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row.getByRole('button', { name: `En gestión de ${name}: 3` })).toBeVisible();

  await row.getByRole('button', { name: `En gestión de ${name}: 3` }).click();
  const list = page.getByRole('dialog', { name: `En gestión · ${name}` });
  await expect(list.getByRole('row').filter({ hasText: setup.contact.name })).toHaveCount(3);
  await expect(list).toContainText('Pendiente');
  await shot(page, 'supervision-gestiones-list');
  await list.getByRole('button', { name: /^Ver gestión/ }).first().click();
  const detail = page.getByRole('dialog', { name: 'Detalle de la Gestión' });
  await expect(detail).toContainText('Registrada por la agente');
  await shot(page, 'supervision-gestion-detail');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/sessionList/${setup.agent.id}$`));
});

test('the supervision report says when nobody is shown or waiting', async ({ page, request }) => {
  const campaign = await createCampaignViaApi(request, uniqueName('Campaña sin agentes'));
  await signIn(page);
  await page.goto(`/report_supervision?campaign=${campaign.id}`);
  await expect(page.getByText('No hay agentes para mostrar.')).toBeVisible();
  await expect(page.getByText('No hay conversaciones en espera.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reporte de Supervisión' })).toBeVisible();
  await shot(page, 'supervision-report-empty');
});

test('the wallboard shows each campaign’s queue and agents live, dark, on a phone and in full screen', async ({ page, request }) => {
  const setup = await setUp(page, request);
  await customerWaits(request, setup);

  await signIn(page);
  await page.goto('/wallboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tablero en vivo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tablero en vivo' })).toBeVisible();
  // Dark by default, whatever the user's own scheme.
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const card = page.getByRole('region', { name: setup.campaign.name });
  await expect(card.getByText('En espera', { exact: true })).toBeVisible();
  // Each figure is said with its label; the agent who signed in is available.
  await expect(card.getByText('En espera: 1')).toHaveCount(1);
  await expect(card.getByText('Disponibles: 1')).toHaveCount(1);
  await expect(card.getByText('SLA primera respuesta hoy: sin datos')).toHaveCount(1);
  await expect(card.getByText(/^00:\d{2}$/)).toBeVisible();
  await expect(page.getByText(/^Actualizado a las \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByText('En vivo', { exact: true })).toBeVisible();

  // A second customer writes: the card follows without a reload.
  await customerWaits(request, setup);
  await expect(card.getByText('En espera: 2')).toHaveCount(1);
  await expect(card.getByText('2', { exact: true })).toBeVisible();
  expect(seriousViolations(await axeCheck(page).include('main').analyze())).toEqual([]);
  await shot(page, 'wallboard');

  const wide = page.viewportSize()!;
  await toPhoneWidth(page);
  await expect(card.getByText('En espera', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'wallboard-phone');
  await page.setViewportSize(wide);

  // By keyboard: the board alone fills the screen, and Esc (or the button) gives the page back.
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Pantalla completa', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('button', { name: 'Salir de pantalla completa' })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('main h1')) ?? false)).toBe(true);
  await shot(page, 'wallboard-fullscreen');
  await main.getByRole('button', { name: 'Salir de pantalla completa' }).press('Enter');
  await expect(main.getByRole('button', { name: 'Pantalla completa', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();

  // Leaving the board gives back the user's own scheme.
  await page.getByRole('link', { name: 'Reporte de Supervisión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reporte de Supervisión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});
