import { DASHBOARD_TOPIC, type DashboardEvent } from '@atiende/shared';
import type { App } from '../../app.js';

/**
 * Tells every open dashboard that the gestiones changed, so that it reads its figures again. The
 * change is already saved: a failed notice is logged, never reported to the caller.
 */
export async function announceGestionChange(app: App): Promise<void> {
  try {
    await app.hub.publish(DASHBOARD_TOPIC, { type: 'gestion' } satisfies DashboardEvent);
  } catch (error) {
    app.log.error({ err: error }, 'dashboard notice failed');
  }
}
