import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Detail, HangupAnswer, HangupRequest, MakeCallAnswer, MakeCallRequest, PERMISSIONS, SpyRequest, TELEPHONY_MSG, TelephonyStatus } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requireUser } from '../../access.js';
import { errors } from '../../http/responses.js';
import { startPbxLink } from './telephony.ami.js';
import { hangupCall, makeCall, spyOnAgent, telephonyStatus } from './telephony.service.js';

export async function telephonyRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { permission: PERMISSIONS.telephonyUse };
  const pbx = await startPbxLink(app);

  api.post('/issabel/make_call/', {
    config: { access },
    schema: {
      tags: ['telephony'], body: MakeCallRequest, response: { 200: MakeCallAnswer, 403: Detail, 409: Detail, 503: Detail },
      description: 'Click-to-call: timbra la extensión del usuario (la suya, si no la enviada, si no 1203) y luego marca number. '
        + 'channel_id es el ActionID de la llamada hasta que la central nombra el canal; sirve igual para colgar. '
        + 'El avance llega por /ws/telephony/. 409 con otra llamada en curso; 503 «Telefonía no configurada» o «AMI desconectado».',
    },
  }, async (request) => {
    const call = await makeCall(app.db, pbx, requireUser(request.authUser).id, request.body);
    return { data: { channel_id: call.actionId, call_id: call.id } };
  });

  api.post('/issabel/hangup/', {
    config: { access },
    schema: {
      tags: ['telephony'], body: HangupRequest, response: { 200: HangupAnswer, 403: Detail, 404: Detail, 502: Detail, 503: Detail },
      description: 'Cuelga una llamada propia en curso, por su canal o su ActionID; la de otro usuario o una ya terminada da 404.',
    },
  }, async (request) => {
    await hangupCall(app.db, pbx, requireUser(request.authUser).id, request.body.channel_id);
    return { detail: TELEPHONY_MSG.hungUp };
  });

  api.post('/issabel/spy/', {
    config: { access: { permission: PERMISSIONS.supervisionView } },
    schema: {
      tags: ['telephony'], body: SpyRequest, response: { ...errors, 200: Detail, 503: Detail },
      description: 'Escuchar, susurrar (solo el agente oye al supervisor) o intervenir (ambos lo oyen) en la llamada de un agente: '
        + 'timbra la extensión del supervisor y, al contestar, entra al canal del agente (ChanSpy con q y E, más w o B). '
        + 'Ambos necesitan extensión; 503 «Telefonía no configurada» o «AMI desconectado».',
    },
  }, async (request) => ({ detail: await spyOnAgent(app.db, pbx, requireUser(request.authUser).id, request.body) }));

  api.get('/issabel/estado/', {
    config: { access },
    schema: {
      tags: ['telephony'], response: { 200: TelephonyStatus, 403: Detail },
      description: 'Estado del enlace con la central (conectado, desconectado, no_configurado) y la llamada en curso del usuario.',
    },
  }, async (request) => telephonyStatus(app.db, pbx, requireUser(request.authUser).id));
}
