import { CASE_MSG } from '@atiende/shared';
import { notifyErrorMessage, notifyErrorTitled } from '../../ui/notices';

const POSITION_TIMEOUT_MS = 8000;

/**
 * 'latitud longitud' of the device when the browser can tell it; null when it cannot or the person
 * refuses. A browser without geolocation says so.
 */
export function devicePosition(): Promise<string | null> {
  if (!('geolocation' in navigator) || !navigator.geolocation) {
    notifyErrorMessage(CASE_MSG.noGeolocation, 'Error!');
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(`${position.coords.latitude.toFixed(6)} ${position.coords.longitude.toFixed(6)}`),
      () => resolve(null),
      { timeout: POSITION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}

/** 'Error!' with the server's reason. */
export function notifyCaseError(error: unknown): void {
  notifyErrorTitled(error, 'Error!');
}

