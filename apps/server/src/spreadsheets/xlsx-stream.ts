import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * Spreadsheets written as they are read: rows are committed to ExcelJS's streaming writer in batches,
 * waiting whenever the client reads slower than we write, so memory stays flat whatever the size.
 */

const COLUMN_WIDTH = 22;

/** A workbook writing into `output`, its sheets added one after another with `addStreamingSheet`. */
export function newStreamingWorkbook(output: PassThrough) {
  return new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
}

export type StreamingWorkbook = ReturnType<typeof newStreamingWorkbook>;

/** A sheet of `workbook` whose bold, frozen first row holds `headers`; commit it before adding the next. */
export function addStreamingSheet(workbook: StreamingWorkbook, sheetName: string, headers: string[]) {
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({ header, width: COLUMN_WIDTH }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return sheet;
}

/** A workbook writing into `output` with one sheet whose bold, frozen first row holds `headers`. */
export function newStreamingSheet(output: PassThrough, sheetName: string, headers: string[]) {
  const workbook = newStreamingWorkbook(output);
  return { workbook, sheet: addStreamingSheet(workbook, sheetName, headers) };
}

export type StreamingSheet = ReturnType<typeof addStreamingSheet>;

/** Resolves on the stream's 'drain', or when the response is closed (the client went away). */
async function drainOrClose(stream: Writable, output: PassThrough): Promise<void> {
  const stop = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: stop.signal }), once(output, 'close', { signal: stop.signal })]);
  } finally {
    stop.abort();
  }
}

/**
 * Waits until what was already written has been compressed and taken by the client. ExcelJS writes
 * committed rows into the zip without heeding backpressure, so the wait is on the zip's entry stream
 * (its queue grows when compression is slower than the database) and then on the response. Returns
 * false once the client has gone away.
 */
export async function drained(sheet: StreamingSheet, output: PassThrough): Promise<boolean> {
  const entry = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0];
  if (entry?.writableNeedDrain && !output.destroyed) await drainOrClose(entry, output);
  if (output.writableNeedDrain && !output.destroyed) await drainOrClose(output, output);
  // The embedded database answers without a turn of the event loop: give compression and the socket one.
  await new Promise((resolve) => setImmediate(resolve));
  return !output.destroyed;
}

/** Runs `write` into a new stream, destroying the stream if it fails so the download breaks visibly. */
export function streamed(write: (output: PassThrough) => Promise<void>): PassThrough {
  const output = new PassThrough();
  write(output).catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
