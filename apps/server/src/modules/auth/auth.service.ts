import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { MSG } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { AppError, unauthorized } from '../../errors.js';
import { hasLiveSession, isOpenSession } from '../sessions/sessions.queries.js';
import { endSession, startSession, touchSession } from '../sessions/sessions.service.js';
import { isActiveUser, setUserStatus, userCredentials } from '../users/users.queries.js';
import { userBecameAvailable, type AvailabilityHook } from '../users/users.availability.js';
import { loginThrottle, refreshTokens } from './auth.tables.js';
import { dummyPasswordHash, verifyPassword } from './auth.passwords.js';
import { seal, unseal } from './auth.sealed.js';

export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function issueRefreshToken(tx: Db, userId: number, sessionId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(refreshTokens).values({
    userId,
    sessionId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return token;
}

/** Failed attempts allowed per 15 minutes: one account from one place, one account, one place. */
const LIMITS = { pair: 10, username: 100, address: 50 } as const;
type Scope = keyof typeof LIMITS;

const throttleKeys = (username: string, address: string): [Scope, string][] =>
  [['pair', `${username} ${address}`], ['username', username], ['address', address]];

/**
 * Counts this attempt as a failure in every scope at once, before the password is checked, and
 * refuses it when a scope is over its limit. A successful sign-in takes the attempt back.
 */
async function chargeAttempt(db: Db, username: string, address: string): Promise<void> {
  const values = throttleKeys(username, address).map(([scope, key]) => sql`(${scope}, ${key}, now(), 1)`);
  const expired = sql`login_throttle.window_start < now() - interval '15 minutes'`;
  const counted = await rows<{ scope: Scope; failures: number }>(db, sql`
    insert into login_throttle (scope, key, window_start, failures) values ${sql.join(values, sql`, `)}
    on conflict (scope, key) do update set
      failures = case when ${expired} then 1 else login_throttle.failures + 1 end,
      window_start = case when ${expired} then now() else login_throttle.window_start end
    returning scope, failures`);
  if (counted.some((c) => c.failures > LIMITS[c.scope])) throw new AppError(429, MSG.tooManyAttempts);
}

/** After a successful sign-in: the account starts afresh, and the address stops counting this attempt. */
async function refundAttempt(tx: Db, username: string, address: string): Promise<void> {
  const [pair, user] = throttleKeys(username, address);
  await tx.delete(loginThrottle).where(or(
    and(eq(loginThrottle.scope, 'pair'), eq(loginThrottle.key, pair![1])),
    and(eq(loginThrottle.scope, 'username'), eq(loginThrottle.key, user![1])),
  ));
  await tx.update(loginThrottle).set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(and(eq(loginThrottle.scope, 'address'), eq(loginThrottle.key, address)));
}

export interface SignIn {
  userId: number;
  sessionId: number;
  refreshToken: string;
}

/** Checks the credentials and opens a session: a session-history entry and its first refresh token. */
export async function signIn(
  db: Db, rawUsername: string, password: string, address: string, availability: readonly AvailabilityHook[],
): Promise<SignIn> {
  const username = rawUsername.trim().toLowerCase();
  await chargeAttempt(db, username, address);
  const user = await userCredentials(db, username);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid) throw new AppError(401, MSG.badCredentials);
  return db.transaction(async (tx) => {
    await refundAttempt(tx, username, address);
    const sessionId = await startSession(tx, user.id);
    await setUserStatus(tx, user.id, 'CONECTADO');
    await userBecameAvailable(tx, availability, user.id);
    const refreshToken = await issueRefreshToken(tx, user.id, sessionId);
    return { userId: user.id, sessionId, refreshToken };
  });
}

/** Tabs of one browser refreshing at once present the same token within this time. */
export const REFRESH_GRACE_MS = 10_000;

/**
 * Exchanges a refresh token for a new one. The same token presented again within a few seconds is the
 * same refresh (tabs racing) and gets the same new token; later, a token used twice is taken as stolen
 * and its whole session is revoked.
 */
export async function rotateRefreshToken(db: Db, token: string | undefined, secret: string): Promise<SignIn> {
  if (!token) throw unauthorized(MSG.refreshInvalid);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!row) throw unauthorized(MSG.refreshInvalid);
    if (row.usedAt && !row.revokedAt && Date.now() - row.usedAt.getTime() <= REFRESH_GRACE_MS && row.successorSealed) {
      const successor = unseal(row.successorSealed, secret);
      if (successor && (await sessionIsLive(tx, row.userId, row.sessionId))) {
        return { userId: row.userId, sessionId: row.sessionId, refreshToken: successor };
      }
    }
    if (row.usedAt || row.revokedAt) {
      await closeSession(tx, row.sessionId, 'revoked');
      return null;
    }
    if (!(await sessionIsLive(tx, row.userId, row.sessionId)) || row.expiresAt.getTime() < Date.now()) {
      throw unauthorized(MSG.refreshInvalid);
    }
    const refreshToken = await issueRefreshToken(tx, row.userId, row.sessionId);
    await tx.update(refreshTokens).set({ usedAt: new Date(), successorSealed: seal(refreshToken, secret) })
      .where(eq(refreshTokens.id, row.id));
    // A page that refreshes its token is there: it counts as a heartbeat.
    await touchSession(tx, row.sessionId);
    return { userId: row.userId, sessionId: row.sessionId, refreshToken };
  }).then((result) => {
    if (!result) throw unauthorized(MSG.refreshInvalid);
    return result;
  });
}

/** Whether the session is open and its user not deleted. */
async function sessionIsLive(tx: Db, userId: number, sessionId: number): Promise<boolean> {
  return (await isOpenSession(tx, userId, sessionId)) && isActiveUser(tx, userId);
}

export async function sessionOfRefreshToken(db: Db, token: string): Promise<number | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row?.sessionId;
}

/**
 * Ends a session: its refresh tokens stop working, an open pause ends, and the user is shown as
 * DESCONECTADO unless another session of theirs is still open.
 */
export async function closeSession(tx: Db, sessionId: number, how: 'logout' | 'revoked'): Promise<void> {
  const now = new Date();
  const userId = await endSession(tx, sessionId, how, now);
  if (userId === undefined) return;
  await tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
  // Only another live session (a page that said it is open lately) keeps the user present; one left open
  // by a browser closed days ago does not.
  if (!(await hasLiveSession(tx, userId))) await setUserStatus(tx, userId, 'DESCONECTADO');
}

/** After a password reset: the account's failed sign-ins (alone and from any address) stop counting, in the caller's transaction. */
export async function forgetFailedSignIns(tx: Db, username: string): Promise<void> {
  await tx.delete(loginThrottle).where(sql`(${loginThrottle.scope} = 'username' and lower(${loginThrottle.key}) = lower(${username}))
      or (${loginThrottle.scope} = 'pair' and starts_with(lower(${loginThrottle.key}), lower(${username}) || ' '))`);
}

/** Sign-in counters of windows long past: they count nothing any more. */
export async function forgetOldAttempts(db: Db): Promise<void> {
  await db.delete(loginThrottle).where(sql`${loginThrottle.windowStart} < now() - interval '1 day'`);
}
