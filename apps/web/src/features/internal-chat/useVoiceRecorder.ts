import { useCallback, useEffect, useRef, useState } from 'react';
import { recordingToWav } from './audio';

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * Press-and-hold recording: `start` when the button goes down, `stop` when it is released.
 * The recording reaches `onRecorded` as a WAV blob. Without a microphone it only logs.
 */
export function useVoiceRecorder(onRecorded: (wav: Blob) => void) {
  const [recording, setRecording] = useState(false);
  const held = useRef(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const deliver = useRef(onRecorded);
  useEffect(() => {
    deliver.current = onRecorded;
  }, [onRecorded]);

  const start = useCallback(async () => {
    if (held.current) return;
    held.current = true;
    let stream: MediaStream;
    let media: MediaRecorder;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      media = new MediaRecorder(stream);
    } catch (error) {
      console.error('No se pudo acceder al micrófono.', error);
      held.current = false;
      return;
    }
    if (!held.current) {
      stopTracks(stream);
      return;
    }
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = async () => {
      stopTracks(stream);
      setRecording(false);
      if (chunks.length === 0) return;
      try {
        deliver.current(await recordingToWav(new Blob(chunks, { type: media.mimeType })));
      } catch (error) {
        console.error('No se pudo convertir la grabación a WAV.', error);
      }
    };
    media.start();
    recorder.current = media;
    setRecording(true);
  }, []);

  const stop = useCallback(() => {
    held.current = false;
    if (recorder.current?.state === 'recording') recorder.current.stop();
    recorder.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  return { recording, start, stop };
}
