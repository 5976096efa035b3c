import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseKey } from '../config.js';
import { openDatabase } from '../db/client.js';
import { RestoreError, restoreArchive } from '../modules/backups/backups.restore.js';
import { callerPath, count, databaseLabel, size } from './cli-paths.js';

/**
 * `npm run restore -- <archivo.tar.gz> [--force]`: restores an archive into the database of DATA_DIR (PGlite) or
 * DATABASE_URL and the stored files of DATA_DIR, with the servers stopped. A target that already holds an
 * installation is refused unless --force.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('--')) {
    console.error('Uso: npm run restore -- <archivo.tar.gz> [--force]   (en la base de DATA_DIR, o de DATABASE_URL)');
    process.exit(2);
  }
  const file = callerPath(files[0]!);
  const dataDir = callerPath(process.env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const url = process.env.DATABASE_URL || undefined;
  const channelKeyFromEnv = process.env.CHANNEL_SECRETS_KEY ? parseKey(process.env.CHANNEL_SECRETS_KEY) : undefined;
  const database = await openDatabase({ url, dataDir: path.join(dataDir, 'pglite'), poolSize: 2 });
  try {
    const report = await restoreArchive(file, { database, uploadsDir: path.join(dataDir, 'uploads'), dataDir }, { force, channelKeyFromEnv });
    const { manifest } = report;
    const rowsRestored = Object.values(manifest.tablas).reduce((a, b) => a + b, 0);
    console.log(`Respaldo ${file} restaurado en ${databaseLabel(url, dataDir)}:`);
    console.log(`  Instantánea de ${manifest.creado} (Atiende ${manifest.version}, ${manifest.base === 'pglite' ? 'PGlite' : 'PostgreSQL'}, migración ${manifest.migracion.nombre}).`);
    console.log(`  ${count(Object.keys(manifest.tablas).length)} tablas y ${count(rowsRestored)} filas: cada tabla tiene las filas que dice el manifiesto.`);
    console.log(`  ${count(report.archivos)} archivos (${size(report.bytesArchivos)}) en ${path.join(dataDir, 'uploads')}.`);
    console.log(report.migradaA.creada === manifest.migracion.creada
      ? '  La base ya estaba en la migración de esta versión.'
      : `  Migrada hacia adelante hasta ${report.migradaA.nombre}.`);
    const filled = Object.entries(report.tablas).filter(([, n]) => n > 0).map(([name, n]) => `${name} ${count(n)}`);
    console.log(`  Filas por tabla: ${filled.join(', ')}.`);
    for (const notice of report.avisos) console.log(`Aviso: ${notice}`);
  } catch (error) {
    if (error instanceof RestoreError) console.error(error.message);
    else {
      console.error(`No se pudo restaurar: ${error instanceof Error ? error.message : String(error)}`);
      console.error('El destino puede haber quedado a medias: corrige la causa y restaura de nuevo con --force.');
    }
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
