import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CAMPAIGN_MSG, MSG, normaliseWeekday, type AvailabilityRead } from '@atiende/shared';
import { expectClosedWhileOff, useStaff, useTestApp } from '../../test/harness.js';
import { rowProblem } from '../../app.js';
import { campaignScheduleExceptions, campaignSchedules } from '../../db/schema.js';

const t = useTestApp();
const staff = useStaff(t);

const SLOTS = '/api/campaign/horario_campaign/';
const EXCEPTIONS = '/api/campaign/excepcion_horario/';

let counter = 0;
async function newCampaign(): Promise<number> {
  counter += 1;
  const res = await t.call(t.admin, 'POST', '/api/campaign/campaign/', {
    name: `Disponibilidad ${counter} ${Date.now().toString(36)}`, description: 'Agenda de citas', encargado: [staff.supervisor.id],
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

const slot = (campaign: number, overrides: Record<string, unknown> = {}) =>
  ({ campaign, dia_semana: 'LUNES', hora_inicio: '06:00', hora_fin: '07:00', max_citas: 1, ...overrides });
const exception = (campaign: number, overrides: Record<string, unknown> = {}) =>
  ({ campaign, fecha: '2025-12-24', motivo: 'Nochebuena', hora_inicio: '08:00', hora_fin: '12:00', max_citas: 3, horario_especial: true, ...overrides });

async function availability(campaign: number): Promise<AvailabilityRead> {
  const res = await t.call(staff.agente.token, 'GET', `${SLOTS}${campaign}/`);
  expect(res.statusCode).toBe(200);
  return res.json() as AvailabilityRead;
}

/** The first message of a 400 answer to a list, whatever item it is reported under. */
/** The message of the first row refused in a list body: `{detail: 'Fila 1: seleccione …'}`. */
function firstMessage(body: { detail?: string }): string | undefined {
  const problem = /^Fila \d+: (.)(.*?)(?= Fila \d+: |$)/.exec(body.detail ?? '');
  return problem ? `${problem[1]!.toUpperCase()}${problem[2]}` : undefined;
}

describe('normaliseWeekday', () => {
  it('removes accents and upper-cases', () => {
    expect(normaliseWeekday('miércoles')).toBe('MIERCOLES');
    expect(normaliseWeekday(' Sábado ')).toBe('SABADO');
    expect(normaliseWeekday('LUNES')).toBe('LUNES');
  });
});

describe('POST /campaign/horario_campaign/', () => {
  it('saves a list of weekly slots, normalising the weekday, with one audit entry, and answers the campaign\'s slots', async () => {
    const campaign = await newCampaign();
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(staff.administrador.token, 'POST', SLOTS, [
        slot(campaign, { dia_semana: 'miércoles', hora_inicio: '21:00', hora_fin: '22:00', max_citas: 4 }),
        slot(campaign, { dia_semana: 'Lunes' }),
        slot(campaign, { dia_semana: 'sábado', hora_inicio: '09:30:00', hora_fin: '10:00' }),
      ]);
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      detail: 'Se ha guardado la disponibilidad correctamente.',
      horarios_atencion: [
        { id: expect.any(Number), dia_semana: 'LUNES', hora_inicio: '06:00', hora_fin: '07:00', max_citas: 1 },
        { id: expect.any(Number), dia_semana: 'MIERCOLES', hora_inicio: '21:00', hora_fin: '22:00', max_citas: 4 },
        { id: expect.any(Number), dia_semana: 'SABADO', hora_inicio: '09:30', hora_fin: '10:00', max_citas: 1 },
      ],
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Campaña', tipoGestion: 'Creación', objectId: campaign });
    expect(written[0]!.descripcion).toContain('MIERCOLES 21:00-22:00');
  });

  it('accepts one object as a list of one and defaults max_citas to 1', async () => {
    const campaign = await newCampaign();
    const { max_citas: _omitted, ...withoutMax } = slot(campaign, { dia_semana: 'domingo' });
    const res = await t.call(t.admin, 'POST', SLOTS, withoutMax);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { horarios_atencion: unknown[] }).horarios_atencion).toEqual([
      { id: expect.any(Number), dia_semana: 'DOMINGO', hora_inicio: '06:00', hora_fin: '07:00', max_citas: 1 },
    ]);
  });

  it('refuses an unknown or missing weekday', async () => {
    const campaign = await newCampaign();
    const unknown = await t.call(t.admin, 'POST', SLOTS, [slot(campaign, { dia_semana: 'Feriado' })]);
    expect(unknown.statusCode).toBe(400);
    expect(firstMessage(unknown.json())).toBe(CAMPAIGN_MSG.invalidWeekday);
    const missing = await t.call(t.admin, 'POST', SLOTS, [slot(campaign, { dia_semana: '' })]);
    expect(missing.statusCode).toBe(400);
    expect(firstMessage(missing.json())).toBe(CAMPAIGN_MSG.weekdayRequired);
    const absent = await t.call(t.admin, 'POST', SLOTS, [{ campaign, hora_inicio: '06:00', hora_fin: '07:00', max_citas: 1 }]);
    expect(firstMessage(absent.json())).toBe(CAMPAIGN_MSG.weekdayRequired);
    expect((await availability(campaign)).horarios_atencion).toEqual([]);
  });

  it.each([
    ['a start before 06:00', { hora_inicio: '05:00', hora_fin: '07:00' }, CAMPAIGN_MSG.hourOutOfRange],
    ['an end after 22:00', { hora_inicio: '21:00', hora_fin: '22:30' }, CAMPAIGN_MSG.hourOutOfRange],
    ['a start equal to the end', { hora_inicio: '08:00', hora_fin: '08:00' }, CAMPAIGN_MSG.startNotBeforeEnd],
    ['a start after the end', { hora_inicio: '10:00', hora_fin: '09:00' }, CAMPAIGN_MSG.startNotBeforeEnd],
    ['a malformed time', { hora_inicio: '25:00' }, CAMPAIGN_MSG.invalidTime],
    ['max_citas 0', { max_citas: 0 }, CAMPAIGN_MSG.maxCitasMin],
    ['a fractional max_citas', { max_citas: 1.5 }, CAMPAIGN_MSG.maxCitasMin],
  ])('refuses %s with 400 and saves nothing', async (_case, overrides, message) => {
    const campaign = await newCampaign();
    const res = await t.call(t.admin, 'POST', SLOTS, [slot(campaign, { dia_semana: 'MARTES' }), slot(campaign, overrides)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: rowProblem(1, message) });
    expect((await availability(campaign)).horarios_atencion).toEqual([]);
  });

  it('refuses a duplicate within the list, also after normalising the weekday, and saves nothing', async () => {
    const campaign = await newCampaign();
    const res = await t.call(t.admin, 'POST', SLOTS, [
      slot(campaign, { dia_semana: 'JUEVES', hora_inicio: '10:00', hora_fin: '11:00' }),
      slot(campaign, { dia_semana: 'MIERCOLES' }),
      slot(campaign, { dia_semana: 'miércoles', max_citas: 5 }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Este horario ya existe. No se puede agregar duplicados.' });
    expect((await availability(campaign)).horarios_atencion).toEqual([]);
  });

  it('refuses a slot already stored, saving none of the list', async () => {
    const campaign = await newCampaign();
    expect((await t.call(t.admin, 'POST', SLOTS, [slot(campaign, { dia_semana: 'VIERNES' })])).statusCode).toBe(201);
    const written = await t.auditsWrittenBy(async () => {
      const res = await t.call(t.admin, 'POST', SLOTS, [slot(campaign, { dia_semana: 'SABADO' }), slot(campaign, { dia_semana: 'viernes' })]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: CAMPAIGN_MSG.scheduleDuplicate });
    });
    expect(written).toHaveLength(0);
    expect((await availability(campaign)).horarios_atencion.map((s) => s.dia_semana)).toEqual(['VIERNES']);
  });

  it('allows the same weekday and hours in another campaign', async () => {
    const [first, second] = [await newCampaign(), await newCampaign()];
    expect((await t.call(t.admin, 'POST', SLOTS, [slot(first)])).statusCode).toBe(201);
    expect((await t.call(t.admin, 'POST', SLOTS, [slot(second)])).statusCode).toBe(201);
  });

  it('refuses an unknown or deleted campaign, an empty list and a missing campaign', async () => {
    const campaign = await newCampaign();
    await t.call(t.admin, 'DELETE', `/api/campaign/campaign/${campaign}/`);
    const deleted = await t.call(t.admin, 'POST', SLOTS, [slot(campaign)]);
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json()).toEqual({ campaign: [CAMPAIGN_MSG.unknownCampaign(campaign)] });
    expect((await t.call(t.admin, 'POST', SLOTS, [])).statusCode).toBe(400);
    const noCampaign = await t.call(t.admin, 'POST', SLOTS, [{ dia_semana: 'LUNES', hora_inicio: '06:00', hora_fin: '07:00' }]);
    expect(firstMessage(noCampaign.json())).toBe(CAMPAIGN_MSG.campaignRequired);
  });

  it('is refused to Supervisor, Operador and Agente, and to anonymous callers', async () => {
    const campaign = await newCampaign();
    for (const user of [staff.supervisor, staff.operador, staff.agente]) {
      const res = await t.call(user.token, 'POST', SLOTS, [slot(campaign)]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.forbidden });
    }
    expect((await t.call(null, 'POST', SLOTS, [slot(campaign)])).statusCode).toBe(401);
    expect((await t.call(null, 'GET', `${SLOTS}${campaign}/`)).statusCode).toBe(401);
  });
});

describe('POST /campaign/excepcion_horario/', () => {
  it('saves a list of exceptions with one audit entry and answers the campaign\'s exceptions', async () => {
    const campaign = await newCampaign();
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'POST', EXCEPTIONS, [
        exception(campaign, { fecha: '2025-12-31', motivo: null, horario_especial: undefined, max_citas: undefined }),
        exception(campaign),
      ]);
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      detail: CAMPAIGN_MSG.availabilitySaved,
      excepciones_horario: [
        { id: expect.any(Number), fecha: '2025-12-24', motivo: 'Nochebuena', hora_inicio: '08:00', hora_fin: '12:00', max_citas: 3, horario_especial: true },
        { id: expect.any(Number), fecha: '2025-12-31', motivo: '', hora_inicio: '08:00', hora_fin: '12:00', max_citas: 1, horario_especial: false },
      ],
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Campaña', tipoGestion: 'Creación', objectId: campaign });
  });

  it('refuses a duplicate in the list or against a stored exception with the spec message, saving nothing', async () => {
    const campaign = await newCampaign();
    const inList = await t.call(t.admin, 'POST', EXCEPTIONS, [exception(campaign), exception(campaign, { motivo: 'Otro motivo' })]);
    expect(inList.statusCode).toBe(400);
    expect(inList.json()).toEqual({ detail: 'Esta excepción ya existe. No se puede agregar duplicados.' });
    expect((await availability(campaign)).excepciones_horario).toEqual([]);

    expect((await t.call(t.admin, 'POST', EXCEPTIONS, [exception(campaign)])).statusCode).toBe(201);
    const stored = await t.call(t.admin, 'POST', EXCEPTIONS, [exception(campaign, { fecha: '2026-01-01' }), exception(campaign)]);
    expect(stored.statusCode).toBe(400);
    expect(stored.json()).toEqual({ detail: CAMPAIGN_MSG.exceptionDuplicate });
    expect((await availability(campaign)).excepciones_horario.map((e) => e.fecha)).toEqual(['2025-12-24']);
    expect((await t.call(t.admin, 'POST', EXCEPTIONS, [exception(campaign, { hora_fin: '13:00' })])).statusCode).toBe(201);
  });

  it('requires a valid date and the same hour rules as the weekly slots', async () => {
    const campaign = await newCampaign();
    for (const [overrides, message] of [
      [{ fecha: '' }, CAMPAIGN_MSG.dateRequired],
      [{ fecha: undefined }, CAMPAIGN_MSG.dateRequired],
      [{ fecha: '2025-02-30' }, 'La fecha 2025-02-30 no existe.'],
      [{ fecha: '30/01/2025' }, CAMPAIGN_MSG.invalidDate],
      [{ hora_inicio: '05:59' }, CAMPAIGN_MSG.hourOutOfRange],
      [{ hora_inicio: '12:00', hora_fin: '11:00' }, CAMPAIGN_MSG.startNotBeforeEnd],
      [{ max_citas: -2 }, CAMPAIGN_MSG.maxCitasMin],
    ] as const) {
      const res = await t.call(t.admin, 'POST', EXCEPTIONS, [exception(campaign, overrides)]);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toEqual({ detail: rowProblem(0, message) });
    }
    expect((await availability(campaign)).excepciones_horario).toEqual([]);
  });

  it('names the row of an impossible date in a batch and saves none of it', async () => {
    const campaign = await newCampaign();
    const res = await t.call(t.admin, 'POST', EXCEPTIONS, [
      exception(campaign, { fecha: '2026-03-02' }),
      exception(campaign, { fecha: '2026-03-03' }),
      exception(campaign, { fecha: '2026-02-31' }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Fila 3: la fecha 2026-02-31 no existe.' });
    expect((await availability(campaign)).excepciones_horario).toEqual([]);
    const leap = await t.call(t.admin, 'POST', EXCEPTIONS, [exception(campaign, { fecha: '2028-02-29' }), exception(campaign, { fecha: '2027-02-29' })]);
    expect(leap.json()).toEqual({ detail: 'Fila 2: la fecha 2027-02-29 no existe.' });
  });

  it('is refused to Supervisor, Operador and Agente', async () => {
    const campaign = await newCampaign();
    for (const user of [staff.supervisor, staff.operador, staff.agente]) {
      expect((await t.call(user.token, 'POST', EXCEPTIONS, [exception(campaign)])).statusCode).toBe(403);
    }
  });
});

describe('GET and DELETE availability', () => {
  it('answers both lists, slots Monday first, to any role with campaign access, and 404 for an unknown campaign', async () => {
    const campaign = await newCampaign();
    await t.call(t.admin, 'POST', SLOTS, [
      slot(campaign, { dia_semana: 'DOMINGO', hora_inicio: '06:00', hora_fin: '07:00' }),
      slot(campaign, { dia_semana: 'MARTES', hora_inicio: '15:00', hora_fin: '16:00' }),
      slot(campaign, { dia_semana: 'MARTES', hora_inicio: '07:00', hora_fin: '08:00' }),
    ]);
    await t.call(t.admin, 'POST', EXCEPTIONS, [exception(campaign)]);
    for (const user of [staff.agente, staff.operador, staff.supervisor]) {
      const res = await t.call(user.token, 'GET', `${SLOTS}${campaign}/`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as AvailabilityRead;
      expect(body.horarios_atencion.map((s) => `${s.dia_semana} ${s.hora_inicio}`)).toEqual(['MARTES 07:00', 'MARTES 15:00', 'DOMINGO 06:00']);
      expect(body.excepciones_horario).toEqual([
        { id: expect.any(Number), fecha: '2025-12-24', motivo: 'Nochebuena', hora_inicio: '08:00', hora_fin: '12:00', max_citas: 3, horario_especial: true },
      ]);
    }
    expect((await t.call(t.admin, 'GET', `${SLOTS}999999/`)).json()).toEqual({ detail: CAMPAIGN_MSG.campaignNotFound });
    expect((await t.call(t.admin, 'GET', `${SLOTS}abc/`)).statusCode).toBe(400);
  });

  it('deletes a slot and an exception with 204 and an audit entry each', async () => {
    const campaign = await newCampaign();
    await t.call(t.admin, 'POST', SLOTS, [slot(campaign), slot(campaign, { dia_semana: 'MARTES' })]);
    await t.call(t.admin, 'POST', EXCEPTIONS, [exception(campaign)]);
    const before = await availability(campaign);
    const slotId = before.horarios_atencion[0]!.id;
    const exceptionId = before.excepciones_horario[0]!.id;

    for (const user of [staff.supervisor, staff.operador, staff.agente]) {
      expect((await t.call(user.token, 'DELETE', `${SLOTS}slot/${slotId}/`)).statusCode).toBe(403);
      expect((await t.call(user.token, 'DELETE', `${EXCEPTIONS}${exceptionId}/`)).statusCode).toBe(403);
    }
    const written = await t.auditsWrittenBy(async () => {
      expect((await t.call(staff.administrador.token, 'DELETE', `${SLOTS}slot/${slotId}/`)).statusCode).toBe(204);
      expect((await t.call(staff.administrador.token, 'DELETE', `${EXCEPTIONS}${exceptionId}/`)).statusCode).toBe(204);
    });
    expect(written).toHaveLength(2);
    expect(written.map((w) => w.tipoGestion)).toEqual(['Eliminación', 'Eliminación']);
    expect(written[0]!.descripcion).toContain('LUNES 06:00-07:00');

    const after = await availability(campaign);
    expect(after.horarios_atencion.map((s) => s.dia_semana)).toEqual(['MARTES']);
    expect(after.excepciones_horario).toEqual([]);
    expect((await t.call(t.admin, 'DELETE', `${SLOTS}slot/${slotId}/`)).json()).toEqual({ detail: CAMPAIGN_MSG.slotNotFound });
    expect((await t.call(t.admin, 'DELETE', `${EXCEPTIONS}${exceptionId}/`)).json()).toEqual({ detail: CAMPAIGN_MSG.exceptionNotFound });
    expect((await t.database.db.select().from(campaignSchedules).where(eq(campaignSchedules.id, slotId)))).toEqual([]);
    expect((await t.database.db.select().from(campaignScheduleExceptions).where(eq(campaignScheduleExceptions.id, exceptionId)))).toEqual([]);
  });
});

describe("module 'Campañas'", () => {
  it('closes the availability endpoints while it is off', async () => {
    const campaign = await newCampaign();
    await expectClosedWhileOff(t, 'Campañas', [
      ['GET', `${SLOTS}${campaign}/`],
      ['POST', SLOTS, [slot(campaign)]],
      ['POST', EXCEPTIONS, [exception(campaign)]],
      ['DELETE', `${SLOTS}slot/1/`],
      ['DELETE', `${EXCEPTIONS}1/`],
    ]);
  });
});

describe('bad input', () => {
  it('never answers 500', async () => {
    const campaign = await newCampaign();
    const attempts: [string, unknown][] = [
      [SLOTS, 'LUNES'],
      [SLOTS, 7],
      [SLOTS, [null]],
      [SLOTS, [slot(campaign, { dia_semana: 5 })]],
      [SLOTS, [slot(campaign, { hora_inicio: 600, hora_fin: '07:00' })]],
      [SLOTS, [slot(campaign, { max_citas: '2' })]],
      [SLOTS, [slot(campaign, { max_citas: 1e12 })]],
      [SLOTS, [slot(99999999999)]],
      [SLOTS, Array.from({ length: 501 }, () => slot(campaign))],
      [EXCEPTIONS, [exception(campaign, { fecha: '24/12/2025' })]],
      [EXCEPTIONS, [exception(campaign, { motivo: 'x'.repeat(1000) })]],
      [EXCEPTIONS, [exception(campaign, { horario_especial: 'sí' })]],
      [EXCEPTIONS, { campaign }],
    ];
    for (const [url, body] of attempts) {
      const res = await t.callWithJsonText(t.admin, 'POST', url, JSON.stringify(body));
      expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)} ${res.body}`).toBe(400);
    }
    const nul = await t.call(t.admin, 'POST', EXCEPTIONS, [exception(campaign, { motivo: 'Cierre\u0000' })]);
    expect(nul.statusCode).toBe(201);
    expect((await t.call(t.admin, 'DELETE', `${SLOTS}slot/abc/`)).statusCode).toBe(400);
    expect((await availability(campaign)).horarios_atencion).toEqual([]);
    // NUL characters are removed from all input before validation, as everywhere.
    const nulDay = await t.call(t.admin, 'POST', SLOTS, [slot(campaign, { dia_semana: 'LU\u0000NES' })]);
    expect(nulDay.statusCode).toBe(201);
    expect((await availability(campaign)).horarios_atencion).toMatchObject([{ dia_semana: 'LUNES' }]);
  });
});
