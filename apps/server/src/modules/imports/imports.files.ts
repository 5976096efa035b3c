import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MSG } from '@atiende/shared';
import { AppError, badRequest } from '../../errors.js';
import { assertWholeFile, fileTooLarge, isFileTooLargeError } from '../../http/multipart.js';

export const CONTACTS_IMPORT_KIND = 'contacts';
const IMPORTS_FOLDER = 'imports';
const ACCEPTED_EXTENSIONS = new Set(['.xlsx', '.xls']);

export interface ReceivedFile {
  filename: string;
  /** Relative to the uploads folder, as stored in import_jobs.file_path. */
  relativePath: string;
  absolutePath: string;
}

/** The stored file of a job; a path that would leave the imports folder is refused. */
export function storedImportPath(uploadsDir: string, relative: string): string {
  const root = path.resolve(uploadsDir, IMPORTS_FOLDER);
  const absolute = path.resolve(uploadsDir, relative);
  if (!absolute.startsWith(root + path.sep)) throw new Error('Ruta de importación fuera de la carpeta de importaciones');
  return absolute;
}

/** The last path segment of the uploaded name, without control characters, for showing in the job. */
function cleanFilename(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(-200) || 'archivo.xlsx';
}

type MultipartFile = Extract<Awaited<ReturnType<FastifyRequest['file']>>, object>;

/** The uploaded file and the text fields sent with it (before or after it). */
export interface ReceivedUpload extends ReceivedFile {
  fields: Record<string, string>;
}

/** Text fields a spreadsheet upload may carry (the column mapping is the largest). */
const FIELD_LIMITS = { fields: 5, fieldSize: 64 * 1024 };

/**
 * Streams the multipart `file` to `<uploadsDir>/imports/<uuid>.xlsx` without holding it in memory, and
 * keeps the text fields sent with it. Refuses (400) a request without a file or a name that is not .xlsx
 * or .xls, and (413) a file over the limit.
 */
export async function receiveSpreadsheet(request: FastifyRequest, uploadsDir: string): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw badRequest(IMPORT_MSG.fileRequired);
  const fields: Record<string, string> = {};
  let received: ReceivedFile | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: IMPORT_MAX_FILE_BYTES, files: 1, ...FIELD_LIMITS } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (received || part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      received = await storeSpreadsheet(part, uploadsDir);
    }
  } catch (error) {
    if (received) await rm(received.absolutePath, { force: true });
    if (error instanceof AppError) throw error;
    throw badRequest(IMPORT_MSG.fileRequired);
  }
  if (!received) throw badRequest(IMPORT_MSG.fileRequired);
  return { ...received, fields };
}

async function storeSpreadsheet(part: MultipartFile, uploadsDir: string): Promise<ReceivedFile> {
  const filename = cleanFilename(part.filename);
  if (!ACCEPTED_EXTENSIONS.has(path.extname(filename).toLowerCase())) {
    part.file.resume();
    throw badRequest(IMPORT_MSG.wrongExtension);
  }
  const relativePath = path.posix.join(IMPORTS_FOLDER, `${randomUUID()}.xlsx`);
  const absolutePath = path.join(uploadsDir, relativePath);
  await mkdir(path.dirname(absolutePath), { recursive: true });
  try {
    await pipeline(part.file, createWriteStream(absolutePath));
    assertWholeFile(part, IMPORT_MSG.tooLarge);
    if ((await stat(absolutePath)).size === 0) throw badRequest(IMPORT_MSG.notSpreadsheet);
  } catch (error) {
    await rm(absolutePath, { force: true });
    if (isFileTooLargeError(error)) throw fileTooLarge(IMPORT_MSG.tooLarge);
    if (error instanceof AppError) throw error;
    throw badRequest(IMPORT_MSG.fileRequired);
  }
  return { filename, relativePath, absolutePath };
}
