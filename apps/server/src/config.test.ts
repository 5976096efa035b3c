import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atiende-config-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const POSTGRES = { DATABASE_URL: 'postgres://atiende@db.interna:5432/atiende', TOKEN_SECRET: 'secreto-compartido-de-las-instancias' };

describe('channel secrets key', () => {
  it('is required with PostgreSQL, where every instance must read the channels the others encrypted', () => {
    const start = () => loadConfig({ ...POSTGRES, DATA_DIR: newDataDir() });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/^Con DATABASE_URL debes definir CHANNEL_SECRETS_KEY, la misma en todas las instancias: .*openssl rand -hex 32/);
  });

  it('names the key an earlier start generated, so that an existing installation keeps reading its channels', () => {
    const dataDir = newDataDir();
    loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'x' });
    expect(() => loadConfig({ ...POSTGRES, DATA_DIR: dataDir })).toThrow(path.join(dataDir, 'channel-secrets-key'));
  });

  it('is taken from CHANNEL_SECRETS_KEY, or generated in DATA_DIR with the embedded database', () => {
    const key = randomBytes(32);
    expect(loadConfig({ ...POSTGRES, DATA_DIR: newDataDir(), CHANNEL_SECRETS_KEY: key.toString('hex') }).channelSecretsKey).toEqual(key);
    const dataDir = newDataDir();
    const embedded = loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'x' }).channelSecretsKey;
    expect(embedded).toHaveLength(32);
    expect(Buffer.from(readFileSync(path.join(dataDir, 'channel-secrets-key'), 'utf8'), 'base64url')).toEqual(embedded);
  });
});

describe('daily backup settings', () => {
  it('keep seven archives in DATA_DIR/respaldos unless BACKUP_DIR and BACKUP_KEEP say otherwise; 0 turns it off', () => {
    const dataDir = newDataDir();
    expect(loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'x' })).toMatchObject({ backupDir: path.join(dataDir, 'respaldos'), backupKeep: 7 });
    const elsewhere = path.join(os.tmpdir(), 'respaldos-de-atiende');
    expect(loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'x', BACKUP_DIR: elsewhere, BACKUP_KEEP: '30' })).toMatchObject({ backupDir: elsewhere, backupKeep: 30 });
    expect(loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'x', BACKUP_KEEP: '0' }).backupKeep).toBe(0);
  });

  it('refuse a BACKUP_KEEP that is not a whole number, rather than keeping none or all', () => {
    for (const keep of ['-1', 'siete', '2.5']) {
      expect(() => loadConfig({ DATA_DIR: newDataDir(), TOKEN_SECRET: 'x', BACKUP_KEEP: keep })).toThrow(/^BACKUP_KEEP debe ser un número entero/);
    }
  });
});

describe('the public address of the links sent to customers', () => {
  it('is PUBLIC_URL as an origin, else the first allowed origin, else localhost on the port', () => {
    const base = { DATA_DIR: newDataDir(), TOKEN_SECRET: 'x' };
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://crm.empresa.co/algo/' }).publicUrl).toBe('https://crm.empresa.co');
    expect(loadConfig({ ...base, ALLOWED_ORIGINS: 'https://app.empresa.co, https://otro.co' }).publicUrl).toBe('https://app.empresa.co');
    expect(loadConfig({ ...base, PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('refuses what is not an http(s) address', () => {
    for (const url of ['crm.empresa.co', 'ftp://crm.empresa.co', 'javascript:alert(1)']) {
      expect(() => loadConfig({ DATA_DIR: newDataDir(), TOKEN_SECRET: 'x', PUBLIC_URL: url })).toThrow(ConfigError);
    }
  });
});
