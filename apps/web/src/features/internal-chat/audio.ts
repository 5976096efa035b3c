/** Voice notes are sent as 16-bit mono WAV; 16 kHz keeps them small and clear enough for speech. */
const WAV_SAMPLE_RATE = 16_000;

function writeAscii(view: DataView, offset: number, text: string): void {
  for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
}

/** A 16-bit PCM mono WAV file holding the given samples (-1..1). */
export function encodeWav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  samples.forEach((sample, i) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    view.setInt16(44 + i * 2, clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff, true);
  });
  return buffer;
}

function mixToMono(audio: AudioBuffer): Float32Array {
  if (audio.numberOfChannels === 1) return audio.getChannelData(0);
  const mono = new Float32Array(audio.length);
  for (let channel = 0; channel < audio.numberOfChannels; channel++) {
    const data = audio.getChannelData(channel);
    for (let i = 0; i < data.length; i++) mono[i]! += data[i]! / audio.numberOfChannels;
  }
  return mono;
}

/** Turns what MediaRecorder produced (webm, ogg...) into a WAV blob. */
export async function recordingToWav(recording: Blob): Promise<Blob> {
  const context = new AudioContext({ sampleRate: WAV_SAMPLE_RATE });
  try {
    const audio = await context.decodeAudioData(await recording.arrayBuffer());
    return new Blob([encodeWav(mixToMono(audio), audio.sampleRate)], { type: 'audio/wav' });
  } finally {
    void context.close();
  }
}

export function audioFilename(now = Date.now()): string {
  return `audio_${now}.wav`;
}
