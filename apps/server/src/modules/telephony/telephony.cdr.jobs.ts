import { z } from 'zod';
import { defineJob } from '../../jobs/jobs.runner.js';
import { openCdrPool, syncCdr } from './telephony.cdr-sync.js';

const empty = z.object({});

declare module '../../jobs/jobs.runner.js' {
  interface JobPayloads {
    'telephony.cdrSync': z.infer<typeof empty>;
  }
}

/** The CDR database's address without its password, for the log. */
const withoutPassword = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

export const telephonyCdrJobs = [
  /**
   * Every minute, when ISSABEL_CDR_URL is set, the PBX's new call records. A PBX that cannot be reached is logged
   * and tried again on the next pass; the cursor keeps what was already read.
   */
  defineJob({
    kind: 'telephony.cdrSync', payload: empty, everySeconds: 60,
    run: async (_payload, { app }) => {
      const url = app.config.issabelCdrUrl;
      if (!url) return;
      const pool = openCdrPool(url);
      try {
        const result = await syncCdr(app.db, pool, app.config.issabelTimezone);
        if (result.calls > 0) app.log.info(result, 'CDR de Issabel sincronizado');
      } catch (error) {
        app.log.warn({ err: error instanceof Error ? { message: error.message, code: (error as { code?: string }).code } : String(error), cdr: withoutPassword(url) },
          'No se pudo leer el CDR de Issabel; se reintenta en la próxima pasada');
      } finally {
        await pool.end().catch(() => {});
      }
    },
  }),
];
