import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AttentionReport, CallDuration, CallDurationQuery, CallReportQuery, CallsPerHour, CampaignReport, GestionesPorTipificacion, PERMISSIONS,
  REPORT_FILES, ReportQuery, SlaReport, TimePerState, TipificacionQuery, z,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import { attachmentDisposition } from '../../files/stored-files.js';
import { errors } from '../../http/responses.js';
import { XLSX_CONTENT_TYPE } from '../../spreadsheets/cells.js';
import { attentionSheets, contactTime, firstAttention } from './attention.report.js';
import { callDuration, callDurationSheets, callsPerHour, callsPerHourSheets } from './calls.report.js';
import { campaignReport, campaignSheets } from './campaign.report.js';
import { reportWorkbook, type ReportSheet } from './report-workbook.js';
import { slaReport, slaSheets } from './sla.report.js';
import { timePerState, timePerStateSheets } from './time-per-state.report.js';
import { gestionesPorTipificacion, typificationSheets } from './typification.report.js';

const REPORTS_MODULE = 'Reportes';
const ELEVATED = 'Para quien ve las gestiones de todos los agentes. Sin fecha_inicio y fecha_fin responde 400 '
  + '«Por favor, coloque un rango de fechas. La fecha es requerida.».';
const spreadsheet = z.any().describe('Archivo .xlsx');

/** One report: its path, query, answer, how it is computed and how its tables go to Excel. */
interface ReportRoute<Q extends z.ZodType, A extends z.ZodType> {
  path: string;
  query: Q;
  answer: A;
  file: string;
  description: string;
  read(app: App, query: z.infer<Q>): Promise<z.infer<A>>;
  sheets(report: z.infer<A>): ReportSheet[];
}

/**
 * Reports are written as they were built, without checking them against their schema once more on the way out: an
 * answer has thousands of rows built field by field to that schema (which still documents it, and the tests hold it
 * to), and checking it again cost more than computing it.
 */
const writtenAsBuilt = () => (data: unknown) => JSON.stringify(data);

const route = <Q extends z.ZodType, A extends z.ZodType>(r: ReportRoute<Q, A>) => r;

const REPORTS = [
  route({
    path: '/contact/gestiones_por_tipificacion/', query: TipificacionQuery, answer: GestionesPorTipificacion, file: REPORT_FILES.tipificacion,
    description: 'Gestiones por campaña, resultado y calificación en el rango, con sus porcentajes (resultado sobre la campaña, '
      + 'calificación sobre el resultado).',
    read: (app, query) => gestionesPorTipificacion(app.db, query), sheets: typificationSheets,
  }),
  route({
    path: '/reports/campanas/', query: ReportQuery, answer: CampaignReport, file: REPORT_FILES.campanas,
    description: 'Por campaña: gestiones creadas en el rango por estado; tasa de contacto = gestiones con resultado / gestiones; '
      + 'tasa de vencimiento = vencidas / (finalizadas + vencidas); los cinco resultados más frecuentes.',
    read: (app, query) => campaignReport(app.db, query), sheets: campaignSheets,
  }),
  route({
    path: '/reports/llamadas_por_hora/', query: CallReportQuery, answer: CallsPerHour, file: REPORT_FILES.llamadasPorHora,
    description: 'Llamadas de la central (una por linkedid) por hora de inicio en Bogotá y estado (disposition del CDR).',
    read: (app, query) => callsPerHour(app.db, query), sheets: callsPerHourSheets,
  }),
  route({
    path: '/reports/duracion_llamadas/', query: CallDurationQuery, answer: CallDuration, file: REPORT_FILES.duracionLlamadas,
    description: 'Tiempo hablado (billsec) de las llamadas contestadas de la dirección elegida: promedio, mediana y p90, '
      + 'en total y por agente (según la extensión de la llamada).',
    read: (app, query) => callDuration(app.db, query), sheets: callDurationSheets,
  }),
  route({
    path: '/reports/primera_atencion/', query: ReportQuery, answer: AttentionReport, file: REPORT_FILES.primeraAtencion,
    description: 'Conversaciones abiertas en el rango: del primer mensaje del cliente a la primera respuesta de un agente (el bot no '
      + 'cuenta); las que inició la empresa no se miden. En total, por canal y por agente.',
    read: (app, query) => firstAttention(app.db, query), sheets: (report) => attentionSheets(report, 'Primera atención'),
  }),
  route({
    path: '/reports/tiempo_contacto/', query: ReportQuery, answer: AttentionReport, file: REPORT_FILES.tiempoContacto,
    description: 'Conversaciones abiertas en el rango: de la apertura de la conversación a su tipificación (la gestión guardada, la conversación cerrada); '
      + 'las cerradas sin tipificar cuentan pero no se miden. En total, por canal y por agente.',
    read: (app, query) => contactTime(app.db, query), sheets: (report) => attentionSheets(report, 'Tiempo de contacto'),
  }),
  route({
    path: '/reports/tiempo_por_estado/', query: ReportQuery, answer: TimePerState, file: REPORT_FILES.tiempoPorEstado,
    description: 'Gestiones creadas en el rango por estado: Finalizado de la creación a la finalización, Vencido de la creación al '
      + 'vencimiento, En gestión y Pendiente su antigüedad hasta ahora. En total y por agente.',
    read: (app, query) => timePerState(app.db, query), sheets: timePerStateSheets,
  }),
  route({
    path: '/reportes/sla/', query: ReportQuery, answer: SlaReport, file: REPORT_FILES.sla,
    description: 'Cumplimiento del SLA de primera respuesta de las conversaciones abiertas en el rango (las que inició el cliente, en campañas '
      + 'con objetivo): por día, campaña y agente, y los totales por campaña, por agente y en total. El reloj corre desde el primer mensaje '
      + 'del cliente, o desde la apertura si escribió fuera de horario; cumplimiento = dentro / (dentro + vencidas), en %.',
    read: (app, query) => slaReport(app.db, query), sheets: slaSheets,
  }),
];

/** The reports that read across areas, each as JSON and as an .xlsx of its tables; elevated roles only. */
export async function reportsRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { permission: PERMISSIONS.gestionesViewAll, module: REPORTS_MODULE } };
  const tags = ['reportes'];
  for (const report of REPORTS as ReportRoute<z.ZodType, z.ZodType>[]) {
    api.get(report.path, {
      config,
      serializerCompiler: writtenAsBuilt,
      schema: { tags, querystring: report.query, response: { 200: report.answer, ...errors }, description: `${report.description} ${ELEVATED}` },
    }, async (request) => report.read(app, request.query));

    api.get(`${report.path}exportar-excel/`, {
      config,
      schema: {
        tags, querystring: report.query, response: { 200: spreadsheet, ...errors },
        description: `Descarga «${report.file}» con las tablas del reporte y los mismos filtros. ${ELEVATED}`,
      },
    }, async (request, reply) => {
      const workbook = await reportWorkbook(report.sheets(await report.read(app, request.query)));
      return reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachmentDisposition(report.file)).send(workbook);
    });
  }
}
