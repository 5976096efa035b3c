import { z } from './zod-spanish.js';
import { CONTACT_TYPES, DOCUMENT_TYPES, ROLES, USER_STATUSES } from './constants.js';
import { requiredText } from './common.js';

export const LoginRequest = z.object({
  username: requiredText(150),
  password: z.string().min(1, 'Este campo es obligatorio.').max(200),
});
export const AccessResponse = z.object({ access: z.string() });

export const SessionClock = z.object({
  login_time: z.string().nullable(),
  pause_started_at: z.string().nullable(),
  paused_seconds: z.number().int(),
  server_time: z.string(),
});

export const ModuleAccess = z.object({
  id: z.number().int(),
  name: z.string(),
  submodulos: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const Me = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  get_full_name: z.string(),
  groups: z.array(z.string()),
  roles: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  user_permissions: z.array(z.string()),
  status: z.enum(USER_STATUSES),
  image: z.string().nullable(),
  contactType: z.enum(CONTACT_TYPES).nullable(),
  documentType: z.enum(DOCUMENT_TYPES).nullable(),
  documentNumber: z.string().nullable(),
  gender: z.string().nullable(),
  birth_date: z.string().nullable(),
  city: z.string().nullable(),
  modules: z.array(ModuleAccess),
  session: SessionClock,
});
export type Me = z.infer<typeof Me>;
export type RoleNameLiteral = (typeof ROLES)[number];
