import { createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { writeArchive } from '../modules/backups/backups.archive.js';
import { backupFileName } from '../modules/backups/backups.service.js';
import { callerPath, count, databaseLabel, size } from './cli-paths.js';

/**
 * `npm run backup -- <archivo.tar.gz | carpeta>`: writes the same archive as `GET /api/admin/respaldo/` from the
 * database of DATA_DIR (PGlite, with the server stopped) or DATABASE_URL (while the servers keep running).
 */
async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) {
    console.error('Uso: npm run backup -- <archivo.tar.gz | carpeta>   (la base de DATA_DIR, o de DATABASE_URL)');
    process.exit(2);
  }
  const dataDir = callerPath(process.env.DATA_DIR ?? 'data');
  const url = process.env.DATABASE_URL || undefined;
  if (!url && !existsSync(path.join(dataDir, 'pglite'))) {
    console.error(`No hay una base embebida en ${path.join(dataDir, 'pglite')}: revisa DATA_DIR (o define DATABASE_URL).`);
    process.exit(1);
  }
  const requested = callerPath(target);
  const intoFolder = target.endsWith('/') || (existsSync(requested) && statSync(requested).isDirectory());
  if (intoFolder) mkdirSync(requested, { recursive: true });
  const file = intoFolder ? path.join(requested, backupFileName(new Date())) : requested;
  const partial = `${file}.parcial`;
  const database = await openDatabase({ url, dataDir: path.join(dataDir, 'pglite'), poolSize: 2 });
  try {
    const backupDir = process.env.BACKUP_DIR ? callerPath(process.env.BACKUP_DIR) : path.join(dataDir, 'respaldos');
    const { manifest, end } = await writeArchive(
      { database, uploadsDir: path.join(dataDir, 'uploads'), dataDir, skip: [backupDir] },
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, file);
    const tables = Object.keys(manifest.tablas).length;
    console.log(`Respaldo escrito en ${file} (${size(statSync(file).size)}), de ${databaseLabel(url, dataDir)}:`);
    console.log(`  ${count(tables)} tablas, ${count(end.filas)} filas, ${count(end.archivos)} archivos (${size(end.bytes_archivos)}).`);
    console.log(`  Atiende ${manifest.version}, migración ${manifest.migracion.nombre}, instantánea de ${manifest.creado}.`);
    if (end.clave_canales) console.log('  Incluye la clave de los canales (channel-secrets-key): guarda el archivo como guardas la base.');
    else if (url) console.log('  Los tokens de los canales están cifrados con CHANNEL_SECRETS_KEY: guárdala aparte, el respaldo no la incluye.');
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
