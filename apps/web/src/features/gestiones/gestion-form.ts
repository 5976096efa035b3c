import { GESTION_MSG } from '@atiende/shared';
import type { GestionCreate, GestionRead } from './gestiones.api';

/** Resultado (sent as `calificacion`), Calificación (sent as `descripcion`) and Observaciones. */
export interface TypificationValues {
  calificacion: string | null;
  descripcion: string | null;
  observaciones: string;
}

/** Ciudad, Placa and the next contact, asked for by the manual gestión. */
export interface FollowUpValues {
  ciudad: GestionCreate['ciudad'] | null;
  placa: string;
  fecha_proximo_contacto: string | null;
  hora_proximo_contacto: string;
}

export const EMPTY_TYPIFICATION: TypificationValues = { calificacion: null, descripcion: null, observaciones: '' };

export const EMPTY_FOLLOW_UP: FollowUpValues = {
  ciudad: null, placa: '', fecha_proximo_contacto: null, hora_proximo_contacto: '',
};

/** A select that must have a choice. */
export const requiredChoice = (message: string) => (value: unknown) => (value ? null : message);

/** Resultado and Calificación are required in every gestión form. */
export const TYPIFICATION_RULES = {
  calificacion: requiredChoice(GESTION_MSG.calificacionRequired),
  descripcion: requiredChoice(GESTION_MSG.descripcionRequired),
};

/** The typification of a saved gestión, as the edit form starts with it. */
export function typificationOf(gestion: GestionRead): TypificationValues {
  return {
    calificacion: gestion.calificacion ? String(gestion.calificacion.id) : null,
    descripcion: gestion.descripcion ? String(gestion.descripcion.id) : null,
    observaciones: gestion.observaciones,
  };
}

/** The typification as the shared schema checks it: an empty choice stays empty and gets its own message. */
export function typificationDraft(values: TypificationValues) {
  const chosen = (value: string | null) => (value ? Number(value) : null);
  return { calificacion: chosen(values.calificacion), descripcion: chosen(values.descripcion), observaciones: values.observaciones };
}

export function typificationPayload(values: TypificationValues) {
  return {
    calificacion: Number(values.calificacion),
    descripcion: Number(values.descripcion),
    observaciones: values.observaciones.trim(),
  };
}

/** Only the follow-up fields that were filled in; the plate goes in upper case. */
export function followUpPayload(values: FollowUpValues): Partial<GestionCreate> {
  const body: Partial<GestionCreate> = {};
  if (values.ciudad) body.ciudad = values.ciudad;
  if (values.placa.trim()) body.placa = values.placa.trim().toUpperCase();
  if (values.fecha_proximo_contacto) body.fecha_proximo_contacto = values.fecha_proximo_contacto;
  if (values.hora_proximo_contacto) body.hora_proximo_contacto = values.hora_proximo_contacto;
  return body;
}
