import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { warmUp, warmUpConnections } from './db/warm-up.js';
import { DatabaseUnreachableError, openWhenReachable } from './db/startup.js';
import { ensureReferenceData, ensureSuperAdmin } from './db/seed.js';
import { buildApp } from './app.js';
import { startJobRunner, wakeJobRunner } from './jobs/jobs.runner.js';
import { startScheduler } from './jobs/jobs.scheduler.js';
import { moduleJobs } from './modules/index.js';
import { startDemoPbx } from './integrations/issabel/ami.demo.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openWhenReachable({
    open: () => openDatabase({ url: config.databaseUrl, dataDir: config.dataDir + '/pglite' }),
    waitSeconds: config.databaseWaitSeconds,
    log: (line) => console.error(line),
  });
  await ensureReferenceData(database.db);
  const admin = await ensureSuperAdmin(database.db, config.adminUsername, config.adminPassword);

  const stopDemoPbx = await startDemoPbx(config);
  const app = await buildApp({ config, database, logger: { level: config.logLevel } });
  if (stopDemoPbx) app.log.info('Telefonía de demostración: central AMI simulada en 127.0.0.1:' + config.issabelAmi!.port);
  if (admin.generatedPassword) {
    app.log.warn(`SuperAdmin creado: usuario ${config.adminUsername}, contraseña ${admin.generatedPassword} (se muestra una sola vez)`);
  }
  if (database.kind === 'pglite') await warmUp(database.db);
  // Opening the pool ahead only spares the first burst; a server that cannot do it now still starts and opens them on demand.
  else await warmUpConnections(database).catch((error: unknown) => app.log.warn({ err: error }, 'conexiones no abiertas por adelantado'));
  // Last line of defence: a promise nobody awaited (a notice sent while the database is away) is logged, and the
  // server keeps serving everyone else.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
  const runner = startJobRunner(app, moduleJobs);
  const stopScheduler = startScheduler(database.db, moduleJobs, () => wakeJobRunner(database.db), (error) => app.log.error({ err: error }, 'scheduler'));
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando el servidor');
    stopScheduler();
    await runner.stop();
    await app.close();
    await stopDemoPbx?.();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof DatabaseUnreachableError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
