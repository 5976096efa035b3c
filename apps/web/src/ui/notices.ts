import { notifications } from '@mantine/notifications';
import { NOTICE_AUTO_CLOSE_MS } from '@atiende/shared';
import { ApiError } from '../app/api';

/** 'Hecho!' (or the spec's own title) for 2 seconds, or as long as the spec asks for that notice (the shortcut one stays 3). */
export function notifySuccess(message: string, autoClose: number = NOTICE_AUTO_CLOSE_MS, title = 'Hecho!'): void {
  notifications.show({ title, message, color: 'teal', autoClose });
}

/** Something finished, but not all of it went well: stays long enough to be read. */
export function notifyWarning(message: string, title: string): void {
  notifications.show({ title, message, color: 'yellow', autoClose: NOTICE_AUTO_CLOSE_MS * 3 });
}

export function notifyError(error: unknown): void {
  notifyErrorTitled(error, 'Lo Sentimos,');
}

/** The server's reason under a title of the screen's own (the cases screens say 'Error!'). */
export function notifyErrorTitled(error: unknown, title: string): void {
  const message = error instanceof ApiError ? error.message : 'Ocurrió un error inesperado. Inténtelo de nuevo.';
  notifications.show({ title, message, color: 'red', autoClose: NOTICE_AUTO_CLOSE_MS });
}

/** An error told in the page's own words rather than the server's. */
export function notifyErrorMessage(message: string, title = 'Lo Sentimos,'): void {
  notifications.show({ title, message, color: 'red', autoClose: NOTICE_AUTO_CLOSE_MS });
}

export function notifyCancelled(message = 'La información de usuario esta a salvo'): void {
  notifications.show({ title: 'Cancelado', message, color: 'gray', autoClose: NOTICE_AUTO_CLOSE_MS });
}
