import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';
import { sessionHistory } from '../sessions/sessions.tables.js';

/** Opaque refresh tokens, stored hashed. Tokens of one sign-in share a session; reuse revokes it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').notNull().references(() => sessionHistory.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The token that replaced this one, sealed, so that a second presentation within seconds gets the same answer. */
    successorSealed: text('successor_sealed'),
  },
  (t) => [
    index('refresh_tokens_session_idx').on(t.sessionId),
    index('refresh_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * Sign-in attempts that did not succeed (and, under the scope survey, answers sent through public survey links), counted per 15-minute window and per scope: the pair
 * (username and address), the username alone and the address alone. Each attempt is counted before
 * the password is checked, in one statement, so parallel guesses cannot slip past the limit.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    scope: text('scope', { enum: ['pair', 'username', 'address', 'registration', 'survey'] }).notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    check('login_throttle_scope_check', sql`${t.scope} in ('pair', 'username', 'address', 'registration', 'survey')`),
  ],
);
