import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BackupStatusRead, z } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requestActor } from '../../access.js';
import { attachmentDisposition } from '../../files/stored-files.js';
import { errors } from '../../http/responses.js';
import { recordAudit } from '../audits/audits.record.js';
import { writeArchive } from './backups.archive.js';
import { archiveSourceOf, backupFileName, backupStatus } from './backups.service.js';

const archive = z.any().describe('Archivo .tar.gz: manifest.json, las filas de cada tabla (base/), los archivos guardados (archivos/) y fin.json');
const superAdmin = { superAdmin: 'the archive holds every row, password hash and file of the installation' };

/** The SuperAdmin's backups: a whole archive on demand, and how the daily backup stands. */
export async function backupsRoutes(app: App): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['respaldos'];

  api.get('/admin/respaldo/', {
    // A link downloads the archive straight to disk, with the access token as `?token=` (links send no headers).
    config: { access: superAdmin, tokenInQuery: true },
    schema: {
      tags, response: { 200: archive, ...errors },
      description: 'Descarga un respaldo completo (solo SuperAdmin): la base de datos leída de una sola instantánea mientras el '
        + 'servidor sigue atendiendo, y los archivos guardados. Se restaura con `npm run restore -- <archivo>`.',
    },
  }, async (request, reply) => {
    await recordAudit(app.db, requestActor(request), {
      contentType: 'Respaldo', action: 'Creación', descripcion: 'Descargó un respaldo completo de la instalación.',
    });
    reply.header('content-type', 'application/gzip')
      .header('content-disposition', attachmentDisposition(backupFileName(new Date())))
      .header('cache-control', 'no-store');
    const source = archiveSourceOf(app);
    if (app.database.kind === 'postgres') {
      // Streamed as it is read: one connection of the pool holds the snapshot while the client downloads.
      const output = new PassThrough();
      writeArchive(source, output).catch((error: unknown) => {
        request.log.error({ err: error }, 'respaldo interrumpido');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply.send(output);
    }
    // PGlite serves one transaction at a time: the snapshot is written to disk at disk speed, never held open for
    // as long as a slow client takes to download it, and the file is sent from there.
    // In BACKUP_DIR, whose disk is sized for archives; in DATA_DIR when that folder cannot be made.
    const folder = await mkdir(app.config.backupDir, { recursive: true }).then(() => app.config.backupDir, () => app.config.dataDir);
    const temporary = path.join(folder, `.descarga-${randomUUID()}.tar.gz.parcial`);
    try {
      await writeArchive(source, createWriteStream(temporary, { mode: 0o600 }));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    const stream = createReadStream(temporary);
    stream.on('close', () => void rm(temporary, { force: true }));
    reply.header('content-length', (await stat(temporary)).size);
    return reply.send(stream);
  });

  api.get('/admin/respaldo/estado/', {
    config: { access: superAdmin },
    schema: {
      tags, response: { 200: BackupStatusRead, ...errors },
      description: 'El respaldo diario (solo SuperAdmin): su programación, su carpeta (BACKUP_DIR), cuántos conserva (BACKUP_KEEP), '
        + 'el resultado de su última ejecución y los archivos guardados.',
    },
  }, async () => backupStatus(app));
}
