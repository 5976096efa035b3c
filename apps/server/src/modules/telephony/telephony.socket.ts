import { PERMISSIONS } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requireUser } from '../../access.js';
import { telephonyTopics } from './telephony.events.js';

/** /ws/telephony/: {type: 'call.changed', llamada} each time one of the user's own calls changes state. */
export async function telephonySocketRoutes(app: App): Promise<void> {
  app.get('/ws/telephony/', {
    websocket: true,
    config: { access: { permission: PERMISSIONS.telephonyUse } },
    schema: { tags: ['telephony'], description: 'WebSocket de las llamadas propias (el token va en ?token=): marcando, timbrando, contestada, colgada o fallida con su motivo.' },
  }, (socket, request) => {
    app.hub.subscribe(telephonyTopics.user(requireUser(request.authUser).id), socket);
  });
}
