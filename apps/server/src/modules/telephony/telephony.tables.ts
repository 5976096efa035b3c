import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CALL_DIRECTIONS, CALL_DISPOSITIONS, CALL_STATES } from '@atiende/shared';
import { allowedValues } from '../../db/allowed-values.js';
import { contacts } from '../contacts/contacts.tables.js';
import { users } from '../users/users.tables.js';

/**
 * A call placed from the CRM (click-to-call or the softphone): who placed it, from which extension, to
 * which number, and how far it got as the PBX's events arrive. `action_id` is the Originate's ActionID,
 * which every event about the call echoes; `linkedid` ties it to the call record the CDR later gives.
 */
export const phoneCalls = pgTable(
  'phone_calls',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    extension: text('extension').notNull(),
    actionId: text('action_id').notNull(),
    channel: text('channel'),
    uniqueid: text('uniqueid'),
    linkedid: text('linkedid'),
    state: text('state').notNull().default('marcando'),
    reason: text('reason'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('phone_calls_action_id_uq').on(t.actionId),
    index('phone_calls_user_started_idx').on(t.userId, t.startedAt),
    index('phone_calls_linkedid_idx').on(t.linkedid),
    index('phone_calls_channel_idx').on(t.channel),
    index('phone_calls_contact_idx').on(t.contactId),
    allowedValues('phone_calls_state_check', t.state, CALL_STATES),
  ],
);

/**
 * One call as the PBX recorded it: the CDR rows of a linkedid folded into one, matched to the agent by
 * extension and to the contact by number. Written only by the CDR sync; `calldate` is the call's start.
 */
export const callRecords = pgTable(
  'call_records',
  {
    id: serial('id').primaryKey(),
    linkedid: text('linkedid').notNull(),
    uniqueid: text('uniqueid').notNull(),
    calldate: timestamp('calldate', { withTimezone: true }).notNull(),
    src: text('src').notNull().default(''),
    dst: text('dst').notNull().default(''),
    direction: text('direction').notNull(),
    disposition: text('disposition').notNull(),
    duration: integer('duration').notNull().default(0),
    billsec: integer('billsec').notNull().default(0),
    recordingfile: text('recordingfile').notNull().default(''),
    accountcode: text('accountcode').notNull().default(''),
    extension: text('extension'),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    phoneCallId: integer('phone_call_id').references(() => phoneCalls.id, { onDelete: 'set null' }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('call_records_linkedid_uq').on(t.linkedid),
    // The list goes newest first with the id breaking ties, and ORDER BY … DESC puts nulls first: the index
    // keeps that order (a DESC NULLS LAST index cannot serve it), so a page is read straight from it.
    index('call_records_calldate_idx').on(t.calldate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('call_records_disposition_calldate_idx').on(t.disposition, t.calldate.desc()),
    index('call_records_agent_calldate_idx').on(t.agentId, t.calldate),
    index('call_records_contact_idx').on(t.contactId),
    index('call_records_phone_call_idx').on(t.phoneCallId),
    // Part of a number, anywhere in it ('%300%'): the same expression as callNumbersSql.
    index('call_records_numbers_trgm_idx').using('gin', sql`(${t.src} || ' ' || ${t.dst}) gin_trgm_ops`),
    allowedValues('call_records_direction_check', t.direction, CALL_DIRECTIONS),
    allowedValues('call_records_disposition_check', t.disposition, CALL_DISPOSITIONS),
  ],
);

/**
 * Where the CDR sync stands: the newest `calldate` (PBX local time, as the CDR stores it) read so far.
 * One row; each pass re-reads a window before it, because a row is written when its call ends.
 */
export const cdrSyncState = pgTable('cdr_sync_state', {
  id: integer('id').primaryKey().default(1),
  cursor: text('cursor').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
