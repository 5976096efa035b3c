import { describe, expect, it } from 'vitest';
import { describeRun, formatBytes } from './backups.format';

describe('backup sizes and runs', () => {
  it('are told in decimal units with a Spanish decimal comma', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(12_345_678)).toBe('12,3 MB');
    expect(formatBytes(2_000_000_000)).toBe('2 GB');
  });

  it('name the archive without its folder, with its size, rows and files', () => {
    expect(describeRun({
      inicio: '2026-05-01T08:00:00.000Z', fin: '2026-05-01T08:00:09.000Z', estado: 'ok',
      archivo: '/srv/atiende/respaldos/atiende-respaldo-2026-05-01T08-00-00-000Z.tar.gz',
      bytes: 5_400_000, filas: 45_000, archivos: 120, eliminados: 1, error: null,
    })).toBe('atiende-respaldo-2026-05-01T08-00-00-000Z.tar.gz (5,4 MB, 45.000 filas, 120 archivos)');
  });
});
