import { describe, expect, it } from 'vitest';
import { audioFilename, encodeWav } from './audio';

describe('WAV encoding', () => {
  it('writes a 16-bit mono PCM header and the clamped samples', () => {
    const wav = new DataView(encodeWav(new Float32Array([0, 1, -1, 2]), 16000));
    const ascii = (offset: number) => String.fromCharCode(...[0, 1, 2, 3].map((i) => wav.getUint8(offset + i)));
    expect(wav.byteLength).toBe(44 + 8);
    expect([ascii(0), ascii(8), ascii(12), ascii(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(wav.getUint32(4, true)).toBe(36 + 8);
    expect(wav.getUint16(20, true)).toBe(1);
    expect(wav.getUint16(22, true)).toBe(1);
    expect(wav.getUint32(24, true)).toBe(16000);
    expect(wav.getUint32(28, true)).toBe(32000);
    expect(wav.getUint16(34, true)).toBe(16);
    expect(wav.getUint32(40, true)).toBe(8);
    expect([0, 1, 2, 3].map((i) => wav.getInt16(44 + i * 2, true))).toEqual([0, 32767, -32768, 32767]);
  });

  it('names recordings audio_{timestamp}.wav', () => {
    expect(audioFilename(1700000000000)).toBe('audio_1700000000000.wav');
  });
});
