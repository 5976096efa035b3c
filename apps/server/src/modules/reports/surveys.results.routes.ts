import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISSIONS, SurveyIdParam, SurveyResults, surveyResultsFile, z } from '@atiende/shared';
import { XLSX_CONTENT_TYPE } from '../../spreadsheets/cells.js';
import type { App } from '../../app.types.js';
import { attachmentDisposition } from '../../files/stored-files.js';
import { errors } from '../../http/responses.js';
import { questionsOf } from '../surveys/surveys.service.js';
import { SURVEYS_MODULE } from '../surveys/surveys.routes.js';
import { surveyResults, surveyResultsExport } from './surveys.results.js';

const spreadsheet = z.any().describe('Archivo .xlsx');

/** A survey's results and their Excel file: its answers with who answered (contacts) and who asked (agents). */
export async function surveyResultsRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['encuestas'];
  const view = { permission: PERMISSIONS.surveysView, module: SURVEYS_MODULE };
  const base = '/survey/survey';

  api.get(`${base}/:id/resultados/`, {
    config: { access: view },
    schema: {
      tags, description: 'Por pregunta: respuestas, conteo y porcentaje de cada opción y las respuestas abiertas más recientes.',
      params: SurveyIdParam, response: { 200: SurveyResults, ...errors },
    },
  }, async (request) => surveyResults(app.db, request.params.id));

  api.get(`${base}/:id/resultados/exportar-excel/`, {
    config: { access: view },
    schema: {
      tags, description: 'Descarga los resultados en .xlsx: hoja Resumen (conteos) y hoja Respuestas (una fila por respuesta).',
      params: SurveyIdParam, response: { 200: spreadsheet, ...errors },
    },
  }, async (request, reply) => {
    const results = await surveyResults(app.db, request.params.id);
    const questions = await questionsOf(app.db, request.params.id);
    reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachmentDisposition(surveyResultsFile(results.survey.name)));
    return reply.send(surveyResultsExport(app.db, results, questions));
  });
}
