import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CALL_RECORDS_MSG, CallRecordRead, CallRecordsQuery, Detail, IdParam, MSG, PERMISSIONS, paged, RecordingQuery } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { hasPermission, isPendingApproval, requireUser } from '../../access.js';
import { forbidden, notFound, unauthorized } from '../../errors.js';
import { pageResponse } from '../../http/paging.js';
import { errors } from '../../http/responses.js';
import { callViewerOf, isRecordingTokenValid, listCallRecords, recordingOf } from './telephony.call-records.js';
import { resolveRecording, sendRecording } from './telephony.recordings.js';

const REPORTS_MODULE = 'Reportes';

/** The PBX's call records (the CDR as the sync folded it) and their recordings. */
export async function telephonyCallRecordsRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['telephony'];

  api.get('/issabel/call_records/', {
    config: { access: { permission: PERMISSIONS.telephonyUse, module: REPORTS_MODULE } },
    schema: {
      tags, querystring: CallRecordsQuery, response: { 200: paged(CallRecordRead), ...errors },
      description: 'Registro de llamadas de la central, de 30 en 30, las más recientes primero; fechas en días de Bogotá. '
        + 'Con "Ver Gestiones de todos los agentes" se ven todas; si no, solo las propias (agente por extensión). '
        + 'grabacion es un enlace firmado que sirve unos 10 minutos. Pasados 1000 registros después de la página, count se detiene '
        + 'ahí y llega count_capped: true.',
    },
  }, async (request) => {
    const viewer = callViewerOf(requireUser(request.authUser));
    const { count, results, ...continuation } = await listCallRecords(app.db, viewer, request.query, app.config.tokenSecret);
    return pageResponse(request, request.query, count, results, continuation);
  });

  // Public in the access table because an <audio> element sends no header: the signed token of the list is the
  // guard, and without one the route asks for the same signed-in staff user as the list.
  api.get('/issabel/grabacion/:id/', {
    config: { access: 'public' },
    schema: {
      tags, params: IdParam, querystring: RecordingQuery,
      response: { 400: errors[400], 401: Detail, 403: Detail, 404: Detail, 416: Detail },
      description: 'La grabación de una llamada (audio/wav, audio/gsm o audio/mpeg), con Range (206) para adelantar. '
        + 'Con ?token= firmado del listado (10 minutos) o con la sesión de quien puede ver la llamada.',
    },
  }, async (request, reply) => {
    const recordId = request.params.id;
    let record;
    if (isRecordingTokenValid(app.config.tokenSecret, recordId, request.query.token)) {
      record = await recordingOf(app.db, recordId, null);
    } else {
      const header = request.headers.authorization;
      const user = await app.authenticateToken(header?.startsWith('Bearer ') ? header.slice(7) : undefined);
      if (!user) throw unauthorized();
      if (isPendingApproval(user)) throw forbidden(MSG.pendingApproval, 'pending_approval');
      if (!hasPermission(user, PERMISSIONS.telephonyUse)) throw forbidden();
      if (!user.activeModules.has(REPORTS_MODULE)) throw forbidden(MSG.moduleDisabled, 'module_disabled');
      record = await recordingOf(app.db, recordId, callViewerOf(user));
    }
    const file = record ? await resolveRecording(app.config.issabelRecordingsDir, record.recordingfile) : null;
    if (!file) throw notFound(CALL_RECORDS_MSG.recordingNotFound);
    return sendRecording(reply, file, request.headers.range);
  });
}
