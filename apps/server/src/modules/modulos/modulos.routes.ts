import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParam, ModuloList, ModuloRead, ModuloToggle, PERMISSIONS, SubmoduloRead } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requireUser } from '../../access.js';
import { listModulos, setModuloActive, setSubmoduloActive } from './modulos.service.js';
import { errors } from '../../http/responses.js';

/** Switching modules needs no active module itself, so a SuperAdmin can always turn them back on. */
export async function modulosRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['modulos'];
  const manage = { permission: PERMISSIONS.modulesManage };

  api.get('/modulo', {
    config: { access: { anyUser: 'the menu shows only the modules switched on' } },
    schema: { tags, response: { 200: ModuloList, ...errors } },
  }, async () => listModulos(app.db));

  api.patch('/modulo/:id', {
    config: { access: manage },
    schema: { tags, params: IdParam, body: ModuloToggle, response: { 200: ModuloRead, ...errors } },
  }, async (request) => setModuloActive(app.db, requireUser(request.authUser), request.params.id, request.body.active));

  api.patch('/submodulo/:id', {
    config: { access: manage },
    schema: { tags, params: IdParam, body: ModuloToggle, response: { 200: SubmoduloRead, ...errors } },
  }, async (request) => setSubmoduloActive(app.db, requireUser(request.authUser), request.params.id, request.body.active));
}
