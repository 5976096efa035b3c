import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/** Internal chat between staff users. A message carries text, or a stored file with a caption. */
export const internalChatMessages = pgTable(
  'internal_chat_messages',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    filePath: text('file_path'),
    filename: text('filename'),
    caption: text('caption'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('internal_chat_messages_pair_idx').on(
      sql`least(${t.senderId}, ${t.recipientId})`,
      sql`greatest(${t.senderId}, ${t.recipientId})`,
      t.createdAt,
    ),
    index('internal_chat_messages_recipient_idx').on(t.recipientId, t.createdAt),
    // Keeps unread counts and marking as read cheap however long a conversation grows.
    index('internal_chat_messages_unread_idx').on(t.recipientId, t.senderId).where(sql`${t.readAt} is null`),
    index('internal_chat_messages_sender_id_idx').on(t.senderId),
  ],
);
