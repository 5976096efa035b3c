import { useEffect, useRef } from 'react';
import { useLocalStorage } from '@mantine/hooks';

/** Where the agent's choice of the notification sound is kept, per browser. */
export const SOUND_KEY = 'atiende.chat.sonido';

/** A short soft beep made by the browser itself (no sound file to load). */
export function beep(): void {
  const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return;
  const context = new AudioContextClass();
  const tone = context.createOscillator();
  const volume = context.createGain();
  tone.type = 'sine';
  tone.frequency.value = 880;
  volume.gain.setValueAtTime(0.12, context.currentTime);
  volume.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.35);
  tone.connect(volume).connect(context.destination);
  tone.onended = () => void context.close();
  tone.start();
  tone.stop(context.currentTime + 0.35);
}

/** The notification sound setting (off until the agent turns it on). */
export function useSoundSetting() {
  return useLocalStorage<boolean>({ key: SOUND_KEY, defaultValue: false, getInitialValueInEffect: false });
}

/** Beeps when the unread total grows while the sound is on (not on the first count the screen reads; null while loading). */
export function useUnreadChime(unread: number | null, enabled: boolean): void {
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (unread === null) return;
    const before = previous.current;
    previous.current = unread;
    if (enabled && before !== null && unread > before) beep();
  }, [unread, enabled]);
}
