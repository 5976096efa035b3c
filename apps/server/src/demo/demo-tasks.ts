import { eq, inArray } from 'drizzle-orm';
import { ProjectCreate, StepCreate, TaskCreate, TaskUpdate, type TaskLabel } from '@atiende/shared';
import type { Db } from '../db/client.js';
import type { AuditActor } from '../modules/audits/audits.record.js';
import { contactGroups } from '../modules/contact-groups/contact-groups.tables.js';
import {
  addStepComment, addTaskComment, createFlow, createProject, createStep, createTask, updateStep, updateTask,
} from '../modules/tasks/tasks.service.js';
import { projects } from '../modules/tasks/tasks.tables.js';
import { addDays, bogotaDate } from './demo-clock.js';
import type { DemoContact } from './demo-contacts.js';

interface DemoStep {
  title: string;
  done?: boolean;
  /** Days from today and 'HH:MM' in Bogotá. */
  due?: [number, string];
  comment?: string;
}

interface DemoTask {
  title: string;
  due?: [number, string];
  labels?: TaskLabel[];
  complete?: boolean;
  /** How many of the project's demo contacts are assigned. */
  contacts?: number;
  /** Who creates it: an index into the staff given. */
  by?: number;
  steps?: DemoStep[];
  comments?: [number, string][];
}

interface DemoProject {
  name: string;
  descriptions: string;
  groups: string[];
  flows: { title: string; tasks: DemoTask[] }[];
}

const DEMO_PROJECTS: DemoProject[] = [
  {
    name: 'Lanzamiento Plan Hogar Fibra 300',
    descriptions: 'Salida a ventas del plan de fibra óptica de TelePacífico: guion, capacitación, base de referidos y seguimiento de instalaciones.',
    groups: ['Referidos'],
    flows: [
      {
        title: 'Por hacer',
        tasks: [
          {
            title: 'Preparar guion de llamada del plan', due: [1, '10:00'], labels: ['Urgente'], contacts: 1, by: 1,
            steps: [
              { title: 'Revisar condiciones con el aliado', done: true },
              { title: 'Escribir objeciones frecuentes', due: [1, '09:00'], comment: 'Incluir la permanencia mínima de 12 meses.' },
              { title: 'Validar con calidad' },
            ],
            comments: [[1, 'El aliado envía las tarifas definitivas hoy en la tarde.']],
          },
          { title: 'Cargar base de referidos', due: [3, '17:00'], labels: ['Importante'], contacts: 2, by: 2 },
          { title: 'Definir meta diaria por agente', labels: ['Opcional'], by: 1 },
        ],
      },
      {
        title: 'En curso',
        tasks: [
          {
            title: 'Capacitar a los agentes en el plan', due: [0, '16:00'], labels: ['Urgente', 'Importante'], contacts: 0, by: 1,
            steps: [
              { title: 'Reservar la sala de capacitación', done: true },
              { title: 'Enviar la presentación', done: true },
              { title: 'Evaluar a los agentes', due: [0, '17:30'] },
            ],
            comments: [[3, 'Quedo atento a la presentación para repasarla.'], [1, 'Compartida en el chat interno.']],
          },
          { title: 'Coordinar visitas técnicas de instalación', due: [5, '08:00'], contacts: 3, by: 2, comments: [[2, 'Pendiente la agenda del proveedor.']] },
        ],
      },
      {
        title: 'En revisión',
        tasks: [
          { title: 'Revisar grabaciones de la primera semana', due: [-1, '12:00'], labels: ['Importante'], by: 0, contacts: 1 },
        ],
      },
      {
        title: 'Hecho',
        tasks: [
          { title: 'Acordar tarifas con TelePacífico', due: [-4, '11:00'], complete: true, by: 0, steps: [{ title: 'Firmar el acuerdo', done: true }] },
          { title: 'Crear la campaña en el sistema', due: [-3, '15:00'], complete: true, labels: ['Opcional'], by: 1 },
        ],
      },
    ],
  },
  {
    name: 'Seguimiento cartera Tarjeta Oro',
    descriptions: 'Clientes de la Tarjeta Oro con pagos atrasados: acuerdos de pago y su seguimiento semanal.',
    groups: ['Cartera en mora'],
    flows: [
      {
        title: 'Por contactar',
        tasks: [
          { title: 'Llamar clientes con 60 días de mora', due: [2, '11:00'], labels: ['Urgente'], contacts: 4, by: 3 },
          { title: 'Enviar recordatorio por WhatsApp', due: [6, '09:00'], contacts: 2, by: 4 },
        ],
      },
      {
        title: 'Acuerdo de pago',
        tasks: [
          {
            title: 'Formalizar acuerdos de la semana', due: [4, '16:00'], labels: ['Importante'], contacts: 2, by: 3,
            steps: [{ title: 'Confirmar cuotas con el banco', done: true }, { title: 'Enviar los acuerdos firmados', due: [4, '12:00'] }],
          },
        ],
      },
      { title: 'Cerrado', tasks: [{ title: 'Depurar teléfonos equivocados', complete: true, by: 4 }] },
    ],
  },
];

const dueText = (today: string, due: [number, string] | undefined) => (due ? `${addDays(today, due[0])}T${due[1]}` : undefined);

/**
 * Two project boards worked through the same services as the screens: flows, tasks with labels, due dates
 * around today, contacts, steps and comments by the staff. A project already stored (by name) is skipped.
 */
export async function loadDemoTasks(db: Db, actor: AuditActor, staff: AuditActor[], contacts: DemoContact[], now: Date): Promise<void> {
  const today = bogotaDate(now);
  const people = contacts.filter((contact) => !contact.isCompany);
  const by = (index: number | undefined) => (index === undefined ? actor : staff[index % staff.length] ?? actor);
  for (const [projectIndex, demo] of DEMO_PROJECTS.entries()) {
    const [existing] = await db.select({ id: projects.id }).from(projects).where(eq(projects.name, demo.name));
    if (existing) continue;
    const groups = await db.select({ id: contactGroups.id }).from(contactGroups).where(inArray(contactGroups.name, demo.groups));
    const own = people.slice(200 + projectIndex * 6, 206 + projectIndex * 6).map((contact) => contact.id);
    const project = await createProject(db, actor, ProjectCreate.parse({
      name: demo.name, descriptions: demo.descriptions, group_contact: groups.map((g) => g.id), contacts: own,
    }));
    for (const flowDemo of demo.flows) {
      const flow = await createFlow(db, actor, { project: project.id, title: flowDemo.title });
      for (const taskDemo of flowDemo.tasks) {
        const author = by(taskDemo.by);
        const task = await createTask(db, author, TaskCreate.parse({ flow: flow.id, title: taskDemo.title, dueDate: dueText(today, taskDemo.due) }));
        const change = TaskUpdate.parse({
          labels: taskDemo.labels, complete: taskDemo.complete,
          contact: taskDemo.contacts ? own.slice(0, taskDemo.contacts) : undefined,
        });
        if (Object.values(change).some((value) => value !== undefined)) await updateTask(db, author, task.id, change);
        for (const stepDemo of taskDemo.steps ?? []) {
          const step = await createStep(db, author, StepCreate.parse({ task: task.id, title: stepDemo.title, dueDate: dueText(today, stepDemo.due) }));
          if (stepDemo.done) await updateStep(db, author, step.id, { complete: true });
          if (stepDemo.comment) await addStepComment(db, author, { step: step.id, text: stepDemo.comment });
        }
        for (const [who, text] of taskDemo.comments ?? []) await addTaskComment(db, by(who), { task: task.id, text });
      }
    }
  }
}
