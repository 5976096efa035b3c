import mysql from 'mysql2/promise';
import { ISSABEL_CDR_DDL, type CdrLeg } from './cdr.schema.js';

/*
 * A stand-in for Issabel's call records: the tests, the browser suite and anyone trying the CDR sync without a PBX
 * create this database on a MariaDB server and write legs into it as Asterisk would.
 */

/** Creates (again, if it exists) the database `name` on the MariaDB server at `serverUrl` with Issabel's cdr table. */
export async function createFakeCdrDatabase(serverUrl: string, name: string) {
  const admin = await mysql.createConnection({ uri: serverUrl });
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name} character set utf8mb4`);
  await admin.query(`use ${name}`);
  await admin.query(ISSABEL_CDR_DDL);
  return {
    name,
    url: `${serverUrl}/${name}`,
    /** Writes CDR rows as Asterisk's cdr_mysql does, one insert per leg. */
    async insert(legs: readonly CdrLeg[]) {
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
    close: () => admin.end(),
  };
}
