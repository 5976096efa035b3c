import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { toneWav } from '../../demo/demo-calls.js';
import type { CdrRow } from './telephony.cdr.js';

/** The MariaDB server the CDR tests use (root without password on this machine, as in CI). */
export const MARIADB_URL = process.env.TEST_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306';

/** Issabel's `asteriskcdrdb.cdr` (issabelPBX framework/SQL/cdr_mysql_table.sql): no primary key, everything NOT NULL. */
export const ISSABEL_CDR_DDL = `CREATE TABLE cdr (
  calldate datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  clid varchar(80) NOT NULL DEFAULT '',
  src varchar(80) NOT NULL DEFAULT '',
  dst varchar(80) NOT NULL DEFAULT '',
  dcontext varchar(80) NOT NULL DEFAULT '',
  channel varchar(80) NOT NULL DEFAULT '',
  dstchannel varchar(80) NOT NULL DEFAULT '',
  lastapp varchar(80) NOT NULL DEFAULT '',
  lastdata varchar(80) NOT NULL DEFAULT '',
  duration int(11) NOT NULL DEFAULT 0,
  billsec int(11) NOT NULL DEFAULT 0,
  disposition varchar(45) NOT NULL DEFAULT '',
  amaflags int(11) NOT NULL DEFAULT 0,
  accountcode varchar(20) NOT NULL DEFAULT '',
  uniqueid varchar(32) NOT NULL DEFAULT '',
  userfield varchar(255) NOT NULL DEFAULT '',
  did varchar(50) NOT NULL DEFAULT '',
  recordingfile varchar(255) NOT NULL DEFAULT '',
  cnum varchar(80) NOT NULL DEFAULT '',
  cnam varchar(80) NOT NULL DEFAULT '',
  outbound_cnum varchar(80) NOT NULL DEFAULT '',
  outbound_cnam varchar(80) NOT NULL DEFAULT '',
  dst_cnam varchar(80) NOT NULL DEFAULT '',
  linkedid varchar(32) NOT NULL DEFAULT '',
  peeraccount varchar(80) NOT NULL DEFAULT '',
  sequence int(11) NOT NULL DEFAULT 0,
  KEY calldate (calldate),
  KEY dst (dst),
  KEY accountcode (accountcode),
  KEY uniqueid (uniqueid),
  KEY did (did),
  KEY recordingfile (recordingfile),
  KEY linkedid (linkedid),
  KEY linkedid_sequence (linkedid, sequence)
) DEFAULT CHARSET=utf8mb4`;

/** A CDR leg with the PBX's defaults; `calldate`, `linkedid` and `sequence` say which call and leg it is. */
export function cdrLeg(values: Partial<CdrRow> & Pick<CdrRow, 'calldate' | 'linkedid'>): CdrRow {
  return {
    src: '', dst: '', dstchannel: '', duration: 0, billsec: 0, disposition: 'ANSWERED', accountcode: '',
    uniqueid: `${values.linkedid}.${values.sequence ?? 1}`, recordingfile: '', sequence: 1, ...values,
  };
}

/** A throw-away `asteriskcdrdb_test_<random>` database on MariaDB with Issabel's cdr table. */
export async function createCdrDatabase() {
  const name = `asteriskcdrdb_test_${randomBytes(5).toString('hex')}`;
  const admin = await mysql.createConnection({ uri: MARIADB_URL });
  await admin.query(`create database ${name} character set utf8mb4`);
  await admin.query(`use ${name}`);
  await admin.query(ISSABEL_CDR_DDL);
  return {
    name,
    url: `${MARIADB_URL}/${name}`,
    /** Writes CDR rows as Asterisk's cdr_mysql does, one insert per leg. */
    async insert(legs: readonly CdrRow[]) {
      for (const leg of legs) {
        await admin.query(
          `insert into cdr (calldate, clid, src, dst, dstchannel, duration, billsec, disposition, accountcode, uniqueid, recordingfile, linkedid, sequence)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [leg.calldate, `"" <${leg.src}>`, leg.src, leg.dst, leg.dstchannel, leg.duration, leg.billsec, leg.disposition, leg.accountcode,
            leg.uniqueid, leg.recordingfile, leg.linkedid, leg.sequence],
        );
      }
    },
    async drop() {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

/** A small real WAV file (44-byte RIFF header and a tone), as the demo writes its recordings. */
export const wavBytes = (samples = 800) => toneWav(samples);
