import { eq, sql } from 'drizzle-orm';
import { CaseCreate, CaseMaterialCreate, CaseReportUpdate, CaseStateChange, type CaseAction } from '@atiende/shared';
import type { Db } from '../db/client.js';
import type { AuditActor } from '../modules/audits/audits.record.js';
import { createCase, type CaseViewer } from '../modules/cases/cases.service.js';
import { addCaseMaterial, changeCaseState, updateCaseReport } from '../modules/cases/cases.work.js';
import { caseHistory, cases } from '../modules/cases/cases.tables.js';
import { bogotaDate, addDays } from './demo-clock.js';
import type { DemoContact } from './demo-contacts.js';
import { drawnSignaturePng } from './demo-signature.js';

/** A step of a demo case: an action, then how many minutes pass before the next one. */
interface DemoStep {
  action: CaseAction;
  minutes: number;
  observaciones?: string;
  coordenadas?: string;
}

interface DemoCase {
  form: Record<string, unknown>;
  agent: number | null;
  clients: number;
  /** Days before today it was assigned for. */
  daysAgo: number;
  steps: DemoStep[];
  materials?: { descripcion: string; cantidad: number | null; observaciones?: string }[];
  report?: boolean;
}

const BOGOTA_CENTRO = '4.598056 -74.075833';
const BOGOTA_NORTE = '4.702560 -74.041910';

function demoCases(): DemoCase[] {
  return [
    {
      form: { tipo_servicio: 'PRESENCIAL', tipo_visita: 'REVISION O REPARACION', descripcion: 'Revisar planta eléctrica que no enciende', observaciones: 'El cliente atiende de 8 a 12' },
      agent: null, clients: 1, daysAgo: -1, steps: [],
    },
    {
      form: { tipo_servicio: 'REMOTO', tipo_visita: 'GARANTIA', descripcion: 'Configuración remota del router de la sede', observaciones: 'Garantía vigente hasta junio' },
      agent: 0, clients: 1, daysAgo: 0, steps: [],
    },
    {
      form: {
        tipo_servicio: 'DESPLAZAMIENTO', tipo_visita: 'ENTREGA', descripcion: 'Entrega de equipos de cómputo', observaciones: 'Llevar acta de entrega',
        direccion_1: 'Bodega principal, Calle 13 # 68-45', direccion_2: 'Oficina del cliente, Carrera 7 # 71-21',
      },
      agent: 1, clients: 2, daysAgo: 0,
      steps: [{ action: 'ACEPTAR', minutes: 20, observaciones: 'Recibido', coordenadas: BOGOTA_CENTRO }],
    },
    {
      form: { tipo_servicio: 'PRESENCIAL', tipo_visita: 'INSTALACION', descripcion: 'Instalación de cámaras de seguridad', observaciones: 'Cuatro cámaras en el primer piso' },
      agent: 2, clients: 1, daysAgo: 1,
      steps: [
        { action: 'ACEPTAR', minutes: 30, coordenadas: BOGOTA_CENTRO },
        { action: 'INICIAR', minutes: 95, observaciones: 'Inicio en sitio', coordenadas: BOGOTA_NORTE },
        { action: 'PAUSAR', minutes: 0, observaciones: 'Falta cableado, se espera proveedor', coordenadas: BOGOTA_NORTE },
      ],
      materials: [{ descripcion: 'Cámara domo 1080p', cantidad: 4 }, { descripcion: 'Cable UTP categoría 6', cantidad: null, observaciones: 'Rollo incompleto' }],
    },
    {
      form: { tipo_servicio: 'PRESENCIAL', tipo_visita: 'MANTENIMIENTO PREVENTIVO', descripcion: 'Mantenimiento preventivo de aires acondicionados', observaciones: 'Tres equipos tipo mini split' },
      agent: 3, clients: 1, daysAgo: 2,
      steps: [
        { action: 'ACEPTAR', minutes: 45, coordenadas: BOGOTA_CENTRO },
        { action: 'INICIAR', minutes: 70, coordenadas: BOGOTA_NORTE },
        { action: 'PAUSAR', minutes: 40, observaciones: 'Almuerzo', coordenadas: BOGOTA_NORTE },
        { action: 'REANUDAR', minutes: 55, coordenadas: BOGOTA_NORTE },
        { action: 'FINALIZAR', minutes: 0, observaciones: 'Equipos funcionando', coordenadas: BOGOTA_NORTE },
      ],
      materials: [{ descripcion: 'Filtro de aire', cantidad: 3 }, { descripcion: 'Gas refrigerante R410A', cantidad: 1, observaciones: 'Recarga parcial' }],
      report: true,
    },
  ];
}

/** Moves a case and its history back by `minutes`, so the next step happens that much later. */
async function shiftCase(db: Db, caseId: number, minutes: number): Promise<void> {
  const shift = sql`make_interval(mins => ${minutes})`;
  await db.update(caseHistory).set({ createdAt: sql`${caseHistory.createdAt} - ${shift}` }).where(eq(caseHistory.caseId, caseId));
  await db.update(cases).set({
    createdAt: sql`${cases.createdAt} - ${shift}`, fechaFinalizacion: sql`${cases.fechaFinalizacion} - ${shift}`,
  }).where(eq(cases.id, caseId));
}

/**
 * A few field-service cases in every estado, worked through the same services as the screens, with
 * their history spread over the last days. Skipped when cases already exist.
 */
export async function loadDemoCases(
  db: Db, uploadsDir: string, actor: AuditActor, agents: AuditActor[], contacts: DemoContact[], now: Date,
): Promise<void> {
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(cases)) as [{ n: number }];
  if (n > 0) return;
  const viewer: CaseViewer = { id: actor.id, username: actor.username, seesAll: true, actsOnAll: true };
  const people = contacts.filter((contact) => !contact.isCompany);
  const today = bogotaDate(now);
  for (const [index, demo] of demoCases().entries()) {
    const clients = people.slice(index * 3, index * 3 + demo.clients).map((contact) => contact.id);
    const agent = demo.agent === null ? undefined : agents[demo.agent % agents.length];
    const created = await createCase(db, uploadsDir, viewer, actor, CaseCreate.parse({
      ...demo.form, fecha_asignacion: addDays(today, -demo.daysAgo), hora_entrada: '08:00', hora_salida: '12:00',
      contacto: agent ? [agent.id] : [], cliente: clients,
    }));
    const workerActor = agent ?? actor;
    const worker: CaseViewer = { ...viewer, id: workerActor.id, username: workerActor.username };
    for (const step of demo.steps) {
      if (step.action === 'FINALIZAR' || (step.action === 'PAUSAR' && demo.materials)) {
        for (const material of demo.materials ?? []) {
          await addCaseMaterial(db, worker, workerActor, CaseMaterialCreate.parse({ caso: created.id, ...material }));
        }
        if (demo.report) {
          await updateCaseReport(db, uploadsDir, worker, workerActor, created.id, CaseReportUpdate.parse({
            descripcion: 'Se limpiaron filtros y serpentines y se revisó la presión del gas', observaciones: 'Próxima visita en seis meses',
            persona_recibe: 'Patricia Londoño', cargo: 'Administradora del edificio',
            firma: `data:image/png;base64,${drawnSignaturePng().toString('base64')}`,
          }));
        }
      }
      await changeCaseState(db, worker, workerActor, created.id, CaseStateChange.parse({
        accion: step.action, observaciones: step.observaciones ?? '', coordenadas: step.coordenadas ?? null,
      }));
      await shiftCase(db, created.id, step.minutes);
    }
    await shiftCase(db, created.id, Math.max(0, demo.daysAgo) * 24 * 60 + 60);
  }
}
