import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

export const sessionHistory = pgTable(
  'session_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    loginTime: timestamp('login_time', { withTimezone: true }).notNull().defaultNow(),
    logoutTime: timestamp('logout_time', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The last heartbeat of a page of this session (sign-in and each token refresh count too). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('session_history_user_login_idx').on(t.userId, t.loginTime),
    index('session_history_open_seen_idx').on(t.userId, t.lastSeenAt).where(sql`${t.logoutTime} is null`),
  ],
);

export const sessionPauses = pgTable(
  'session_pauses',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id').notNull().references(() => sessionHistory.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    comment: text('comment').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp('end_time', { withTimezone: true }),
  },
  (t) => [index('session_pauses_session_idx').on(t.sessionId), index('session_pauses_user_idx').on(t.userId, t.startTime)],
);
