// The PBX's call records for the browser suite: Issabel's asteriskcdrdb.cdr on the machine's MariaDB with a few
// calls of today, and their recordings as small WAV files laid out as Issabel stores them. The server reads them
// through its CDR sync, as it would from a real PBX.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MARIADB_URL = process.env.E2E_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306';

/** Today's date in Bogotá (the PBX's clock) as 'YYYY-MM-DD'. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

/** The calls the suite finds in the call records: number, extension, disposition, talk time, start time. */
export const E2E_CALLS = [
  { linkedid: '1790000001.11', src: '1203', dst: '573001234567', disposition: 'ANSWERED', billsec: 42, time: '09:15:00', recorded: true },
  { linkedid: '1790000002.12', src: '1203', dst: '573009876543', disposition: 'NO ANSWER', billsec: 0, time: '10:20:00', recorded: false },
  { linkedid: '1790000003.13', src: '573001112222', dst: '1203', disposition: 'BUSY', billsec: 0, time: '11:05:00', recorded: false },
];

/** Creates the CDR database and the recordings; answers the server's settings, or none when MariaDB cannot be reached. */
export async function fakePbxCdr(dataDir, port) {
  const { createFakeCdrDatabase } = await import('../apps/server/dist/integrations/issabel/cdr.fake.js');
  const { toneWav } = await import('../apps/server/dist/demo/demo-calls.js');
  let cdr;
  try {
    cdr = await createFakeCdrDatabase(MARIADB_URL, `asteriskcdrdb_e2e_${port}`);
  } catch (error) {
    console.warn(`Sin MariaDB en ${MARIADB_URL} (${error.message}): el registro de llamadas queda vacío.`);
    return {};
  }
  const day = today();
  const recordingsDir = path.join(dataDir, 'pbx-grabaciones');
  const legs = E2E_CALLS.map((call) => {
    const stamp = `${day.replaceAll('-', '')}-${call.time.replaceAll(':', '')}`;
    const recordingfile = call.recorded ? `out-${call.dst}-${call.src}-${stamp}-${call.linkedid}.wav` : '';
    if (recordingfile) {
      const folder = path.join(recordingsDir, ...day.split('-'));
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, recordingfile), toneWav(16000));
    }
    return {
      calldate: `${day} ${call.time}`, src: call.src, dst: call.dst, dstchannel: '', duration: call.billsec + 8, billsec: call.billsec,
      disposition: call.disposition, accountcode: '', uniqueid: call.linkedid, recordingfile, linkedid: call.linkedid, sequence: 1,
    };
  });
  await cdr.insert(legs);
  await cdr.close();
  return { ISSABEL_CDR_URL: cdr.url, ISSABEL_RECORDINGS_DIR: recordingsDir };
}
