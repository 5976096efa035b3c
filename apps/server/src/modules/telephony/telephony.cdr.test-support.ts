import { randomBytes } from 'node:crypto';
import { createFakeCdrDatabase } from '../../integrations/issabel/cdr.fake.js';
import { toneWav } from '../../demo/demo-calls.js';
import type { CdrRow } from './telephony.cdr.js';

export { ISSABEL_CDR_DDL } from '../../integrations/issabel/cdr.schema.js';

/** The MariaDB server the CDR tests use (root without password on this machine, as in CI). */
export const MARIADB_URL = process.env.TEST_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306';

/** A CDR leg with the PBX's defaults; `calldate`, `linkedid` and `sequence` say which call and leg it is. */
export function cdrLeg(values: Partial<CdrRow> & Pick<CdrRow, 'calldate' | 'linkedid'>): CdrRow {
  return {
    src: '', dst: '', dstchannel: '', duration: 0, billsec: 0, disposition: 'ANSWERED', accountcode: '',
    uniqueid: `${values.linkedid}.${values.sequence ?? 1}`, recordingfile: '', sequence: 1, ...values,
  };
}

/** A throw-away `asteriskcdrdb_test_<random>` database on MariaDB with Issabel's cdr table. */
export function createCdrDatabase() {
  return createFakeCdrDatabase(MARIADB_URL, `asteriskcdrdb_test_${randomBytes(5).toString('hex')}`);
}

/** A small real WAV file (44-byte RIFF header and a tone), as the demo writes its recordings. */
export const wavBytes = (samples = 800) => toneWav(samples);
