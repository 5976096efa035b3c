import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { AppError } from '../errors.js';
import { resetPassword } from '../modules/users/users.service.js';

/**
 * `npm run admin:password -- <usuario>`: sets a new password for a user who cannot sign in. The password is
 * read from NEW_PASSWORD when set, else a strong one is generated and printed once.
 */
async function main(): Promise<void> {
  const username = process.argv[2];
  if (!username) {
    console.error('Uso: npm run admin:password -- <usuario>   (NEW_PASSWORD=… para elegir la contraseña)');
    process.exit(2);
  }
  const callerDir = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig({ ...process.env, DATA_DIR: path.resolve(callerDir, process.env.DATA_DIR ?? 'data') });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir + '/pglite' });
  try {
    await database.migrate();
    const { password } = await resetPassword(database.db, username, process.env.NEW_PASSWORD || undefined);
    console.log(process.env.NEW_PASSWORD
      ? `Contraseña de ${username} cambiada; sus sesiones abiertas se cerraron.`
      : `Contraseña nueva de ${username}: ${password} (se muestra una sola vez); sus sesiones abiertas se cerraron.`);
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
