import { describe, expect, it } from 'vitest';
import { GestionCreate, type DashboardEvent } from '@atiende/shared';
import { useTestApp } from '../test/harness.js';
import { connectSocket, listen, type SocketClient } from '../test/socket-client.js';
import { createGestion } from '../modules/gestiones/gestiones.service.js';
import { insertCampaign, insertContact, insertResultado } from '../modules/gestiones/gestiones.fixtures.js';
import { COALESCE_MS } from '../modules/reports/dashboard.events.js';
import { emit } from './events.js';

const t = useTestApp();

/** Every frame the socket receives within `ms`. */
async function framesWithin(client: SocketClient, ms: number): Promise<DashboardEvent[]> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return client.drain<DashboardEvent>();
}

describe('domain events', () => {
  it('reach open dashboards from a service call, with no route involved, after the commit', async () => {
    const base = await listen(t.app);
    const watcher = await t.userWithRole('Supervisor');
    const dashboard = await connectSocket(base, `/ws/dashboard/?token=${watcher.token}`);
    const db = t.database.db;
    const campaign = await insertCampaign(db);
    const resultado = await insertResultado(db, campaign.id);
    const contact = await insertContact(db);
    // As a webhook or a job would: the service alone.
    await framesWithin(dashboard, COALESCE_MS * 2);
    await createGestion(db, { id: watcher.id, username: watcher.username }, GestionCreate.parse({
      contacto: contact.id, calificacion: resultado.id, descripcion: resultado.descripciones[0]!.id,
    }));
    expect(await dashboard.next()).toEqual({ type: 'gestion', creadas: 1, actualizadas: 0, vencidas: 0 });

    // A burst of 200 changes in a few milliseconds reaches the browser as one or two messages.
    for (let i = 0; i < 200; i++) await db.transaction((tx) => emit(tx, { type: 'gestion.updated', id: i + 1 }));
    const burst = await framesWithin(dashboard, COALESCE_MS * 4);
    expect(burst.length).toBeGreaterThan(0);
    expect(burst.length).toBeLessThanOrEqual(3);
    expect(burst.reduce((sum, f) => sum + (f.type === 'gestion' ? f.actualizadas : 0), 0)).toBe(200);

    // A change rolled back is never announced.
    await db.transaction(async (tx) => {
      await emit(tx, { type: 'contact.created', id: 1 });
      tx.rollback();
    }).catch(() => undefined);
    expect(await framesWithin(dashboard, COALESCE_MS * 3)).toEqual([]);

    await db.transaction((tx) => emit(tx, { type: 'contact.deleted', id: 2 }));
    expect(await dashboard.next()).toEqual({ type: 'contactos', cambios: 1 });
    dashboard.socket.close();
  });
});
