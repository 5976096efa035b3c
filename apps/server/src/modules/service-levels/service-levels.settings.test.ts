import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_LEVELS, SERVICE_LEVEL_MSG, type CampaignRead } from '@atiende/shared';
import { useStaff, useTestApp } from '../../test/harness.js';
import { insertCampaign } from '../gestiones/gestiones.fixtures.js';

const t = useTestApp();
const staff = useStaff(t);
const BASE = '/api/campaign/campaign/';

async function surveyOf(campaign: number, survey_medium: string): Promise<number> {
  const res = await t.call(t.admin, 'POST', '/api/survey/survey/', { name: `Satisfacción ${survey_medium} ${campaign}`, description: 'Al cierre', welcome_message: 'Gracias', campaign, survey_medium });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

const patch = (id: number, body: Record<string, unknown>, token = t.admin) => t.call(token, 'PATCH', `${BASE}${id}/`, body);
const read = async (id: number) => (await t.call(t.admin, 'GET', `${BASE}${id}/`)).json() as CampaignRead;

describe('a campaign\'s service levels (PATCH and GET /campaign/campaign/{id}/)', () => {
  it('reads the defaults before anything is set: no targets, no survey, manual assignment, 5 conversations an agent', async () => {
    const campaign = await insertCampaign(t.database.db);
    expect(await read(campaign.id)).toMatchObject(DEFAULT_SERVICE_LEVELS);
    const listed = (await t.call(t.admin, 'GET', `${BASE}?limit=100&offset=0&search=${encodeURIComponent(campaign.name)}`)).json() as { results: CampaignRead[] };
    expect(listed.results.find((c) => c.id === campaign.id)).toMatchObject(DEFAULT_SERVICE_LEVELS);
  });

  it('saves every field, keeps those not sent, clears with null, and writes the change in the audit', async () => {
    const campaign = await insertCampaign(t.database.db);
    const survey = await surveyOf(campaign.id, 'whatsapp');
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await patch(campaign.id, {
        mensaje_fuera_horario: '  Hola, abrimos {proxima_apertura}.  ', sla_primera_respuesta_min: 15, sla_resolucion_min: 1440,
        encuesta_cierre: survey, asignacion_automatica: true, capacidad_agente: 8,
      });
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = {
      mensaje_fuera_horario: 'Hola, abrimos {proxima_apertura}.', sla_primera_respuesta_min: 15, sla_resolucion_min: 1440,
      encuesta_cierre: survey, asignacion_automatica: true, capacidad_agente: 8,
    };
    expect(res.json()).toMatchObject(saved);
    expect(await read(campaign.id)).toMatchObject(saved);
    expect(written).toHaveLength(1);
    expect(written[0]!.descripcion).toContain('SLA de primera respuesta');
    expect(written[0]!.descripcion).toContain('asignación automática');

    expect((await patch(campaign.id, { closing_hours: 12 })).statusCode).toBe(200);
    expect(await read(campaign.id)).toMatchObject(saved);
    expect((await patch(campaign.id, { sla_primera_respuesta_min: null, mensaje_fuera_horario: '   ', encuesta_cierre: null, sla_resolucion_min: '' })).statusCode).toBe(200);
    expect(await read(campaign.id)).toMatchObject({ ...saved, sla_primera_respuesta_min: null, mensaje_fuera_horario: null, encuesta_cierre: null, sla_resolucion_min: null });
  });

  it('are taken when the campaign is created, all but the closing survey (the campaign has none yet)', async () => {
    const res = await t.call(t.admin, 'POST', BASE, {
      name: `Con niveles ${Date.now()}`, description: 'Soporte', encargado: [staff.supervisor.id],
      sla_primera_respuesta_min: 10, asignacion_automatica: true, capacidad_agente: 3, mensaje_fuera_horario: 'Volvemos {proxima_apertura}', encuesta_cierre: 5,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      sla_primera_respuesta_min: 10, sla_resolucion_min: null, asignacion_automatica: true, capacidad_agente: 3,
      mensaje_fuera_horario: 'Volvemos {proxima_apertura}', encuesta_cierre: null,
    });
    const bad = await t.call(t.admin, 'POST', BASE, { name: `Mal ${Date.now()}`, description: 'Soporte', encargado: [staff.supervisor.id], capacidad_agente: 0 });
    expect(bad.json()).toEqual({ capacidad_agente: [SERVICE_LEVEL_MSG.capacityRange] });
  });

  it('answers each wrong field with its Spanish error and changes nothing', async () => {
    const campaign = await insertCampaign(t.database.db);
    const before = await read(campaign.id);
    const bad = await patch(campaign.id, {
      mensaje_fuera_horario: 'x'.repeat(1001), sla_primera_respuesta_min: 0, sla_resolucion_min: 43_201,
      asignacion_automatica: 'sí', capacidad_agente: 51, encuesta_cierre: 'una',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      mensaje_fuera_horario: [SERVICE_LEVEL_MSG.outOfHoursTooLong], sla_primera_respuesta_min: [SERVICE_LEVEL_MSG.firstResponseRange],
      sla_resolucion_min: [SERVICE_LEVEL_MSG.resolutionRange], asignacion_automatica: [SERVICE_LEVEL_MSG.autoAssignBoolean],
      capacidad_agente: [SERVICE_LEVEL_MSG.capacityRange], encuesta_cierre: [SERVICE_LEVEL_MSG.surveyInvalid],
    });
    expect((await patch(campaign.id, { sla_primera_respuesta_min: 1441 })).json()).toEqual({ sla_primera_respuesta_min: [SERVICE_LEVEL_MSG.firstResponseRange] });
    expect((await patch(campaign.id, { sla_primera_respuesta_min: 2.5 })).json()).toEqual({ sla_primera_respuesta_min: [SERVICE_LEVEL_MSG.firstResponseRange] });
    expect((await patch(campaign.id, { capacidad_agente: null })).json()).toEqual({ capacidad_agente: [SERVICE_LEVEL_MSG.capacityRange] });
    expect(await read(campaign.id)).toEqual(before);
  });

  it('takes as closing survey only one of the campaign\'s own, answered by link, and saves nothing else of a refused change', async () => {
    const campaign = await insertCampaign(t.database.db);
    const other = await insertCampaign(t.database.db);
    const byPhone = await surveyOf(campaign.id, 'telefonia');
    const foreign = await surveyOf(other.id, 'general');
    const general = await surveyOf(campaign.id, 'general');
    const refused = async (encuesta_cierre: number) => (await patch(campaign.id, { encuesta_cierre, capacidad_agente: 9, name: 'No se guarda' })).json();
    expect(await refused(byPhone)).toEqual({ encuesta_cierre: [SERVICE_LEVEL_MSG.surveyNotByLink] });
    expect(await refused(foreign)).toEqual({ encuesta_cierre: [SERVICE_LEVEL_MSG.surveyOtherCampaign] });
    expect(await refused(2_000_000_000)).toEqual({ encuesta_cierre: [SERVICE_LEVEL_MSG.surveyNotFound] });
    expect(await read(campaign.id)).toMatchObject({ name: campaign.name, capacidad_agente: 5, encuesta_cierre: null });
    expect((await patch(campaign.id, { encuesta_cierre: general })).json()).toMatchObject({ encuesta_cierre: general });
  });

  it('is set only by those who may change campaigns', async () => {
    const campaign = await insertCampaign(t.database.db);
    for (const user of [staff.supervisor, staff.operador, staff.agente]) {
      expect((await patch(campaign.id, { asignacion_automatica: true }, user.token)).statusCode).toBe(403);
    }
    expect((await read(campaign.id)).asignacion_automatica).toBe(false);
  });
});
