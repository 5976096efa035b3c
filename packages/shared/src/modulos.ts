import { z } from './zod-spanish.js';

export const SubmoduloRead = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export type SubmoduloRead = z.infer<typeof SubmoduloRead>;

export const ModuloRead = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  submodulos: z.array(SubmoduloRead),
});
export type ModuloRead = z.infer<typeof ModuloRead>;

export const ModuloList = z.object({ results: z.array(ModuloRead) });
export type ModuloList = z.infer<typeof ModuloList>;

/** Switches a module or a submodule on or off. */
export const ModuloToggle = z.object({ active: z.boolean() });
export type ModuloToggle = z.infer<typeof ModuloToggle>;

export const MODULO_MSG = {
  empty: 'No hay módulos disponibles.',
  refreshNeeded: 'Los cambios se aplicarán al recargar la aplicación.',
} as const;
