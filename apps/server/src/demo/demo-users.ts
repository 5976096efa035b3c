import { eq, sql } from 'drizzle-orm';
import type { RoleName } from '@atiende/shared';
import type { Db } from '../db/client.js';
import { internalChatMessages, roles, userRoles, users } from '../db/schema.js';
import { hashPassword } from '../modules/auth/auth.passwords.js';
import { recordAudit } from '../modules/audits/audits.record.js';

export const DEMO_PASSWORD = 'Demo1234*';

export interface DemoUser {
  username: string;
  firstName: string;
  lastName: string;
  role: RoleName | null;
  city: string;
  document: string;
}

export const DEMO_USERS: DemoUser[] = [
  { username: 'laura.gomez@atiende.co', firstName: 'Laura', lastName: 'Gómez Restrepo', role: 'Administrador', city: 'Medellín', document: '43876512' },
  { username: 'andres.martinez@atiende.co', firstName: 'Andrés', lastName: 'Martínez Rojas', role: 'Supervisor', city: 'Bogotá', document: '80123456' },
  { username: 'camila.ruiz@atiende.co', firstName: 'Camila', lastName: 'Ruiz Ospina', role: 'Operador', city: 'Cali', document: '1144087654' },
  { username: 'juan.perez@atiende.co', firstName: 'Juan Sebastián', lastName: 'Pérez Cardona', role: 'Agente', city: 'Bogotá', document: '1020456789' },
  { username: 'valentina.herrera@atiende.co', firstName: 'Valentina', lastName: 'Herrera Duque', role: 'Agente', city: 'Barranquilla', document: '1045678123' },
  { username: 'santiago.lopez@atiende.co', firstName: 'Santiago', lastName: 'López Villa', role: 'Agente', city: 'Bucaramanga', document: '1098765432' },
  { username: 'daniela.castro@atiende.co', firstName: 'Daniela', lastName: 'Castro Mejía', role: 'Agente', city: 'Pereira', document: '1088234567' },
  { username: 'mateo.vargas@gmail.com', firstName: 'Mateo', lastName: 'Vargas Salazar', role: null, city: 'Manizales', document: '1053876543' },
];

const INTERNAL_CHAT_LINES = [
  'Buenos días, ¿ya revisaste la campaña de renovaciones?',
  'Sí, quedan 12 clientes por contactar antes del mediodía.',
  'Perfecto. Prioriza los que tienen cita para hoy.',
  'Listo, te aviso cuando termine la primera ronda.',
  '¿Me ayudas con un cliente que pide hablar con un supervisor?',
  'Claro, pásame el número y lo llamo en 5 minutos.',
];

/** The id of each demo user, in DEMO_USERS order. */
export interface StoredDemoUser extends DemoUser {
  id: number;
}

async function ensureUser(db: Db, demo: DemoUser, passwordHash: () => Promise<string>): Promise<number> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, demo.username));
  if (existing) return existing.id;
  const hash = await passwordHash();
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values({
      username: demo.username, email: demo.username, passwordHash: hash, firstName: demo.firstName, lastName: demo.lastName,
      city: demo.city, documentType: 'CEDULA', documentNumber: demo.document, contactType: 'PERSONA NATURAL',
      selfRegistered: demo.role === null,
    }).returning({ id: users.id });
    if (demo.role) {
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.nombre, demo.role));
      await tx.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
    }
    await recordAudit(tx, null, { contentType: 'Usuario', action: 'Creación', descripcion: `Se creó el usuario ${demo.username}`, objectId: user!.id });
    return user!.id;
  });
}

async function addChat(db: Db, a: number, b: number): Promise<void> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(internalChatMessages)
    .where(sql`least(${internalChatMessages.senderId}, ${internalChatMessages.recipientId}) = ${Math.min(a, b)} and greatest(${internalChatMessages.senderId}, ${internalChatMessages.recipientId}) = ${Math.max(a, b)}`)) as [{ count: number }];
  if (count > 0) return;
  for (const [i, message] of INTERNAL_CHAT_LINES.entries()) {
    await db.insert(internalChatMessages).values({
      senderId: i % 2 === 0 ? a : b, recipientId: i % 2 === 0 ? b : a, message,
      createdAt: sql`now() - make_interval(mins => ${(INTERNAL_CHAT_LINES.length - i) * 7})`, readAt: sql`now()`,
    } as never);
  }
}

/** The demo users of each role and two internal chat conversations (their sessions come with the gestiones). */
export async function loadDemoUsers(db: Db): Promise<StoredDemoUser[]> {
  let hash: Promise<string> | undefined;
  const passwordHash = () => (hash ??= hashPassword(DEMO_PASSWORD));
  const stored: StoredDemoUser[] = [];
  for (const demo of DEMO_USERS) {
    const id = await ensureUser(db, demo, passwordHash);
    stored.push({ ...demo, id });
  }
  const byUsername = (username: string) => stored.find((u) => u.username === username)!.id;
  await addChat(db, byUsername('andres.martinez@atiende.co'), byUsername('juan.perez@atiende.co'));
  await addChat(db, byUsername('juan.perez@atiende.co'), byUsername('valentina.herrera@atiende.co'));
  return stored;
}
