import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  ACCOUNT_DOCUMENT_TYPES, ACCOUNT_MSG, type AccountCreate, type AccountDocumentType, type AccountRead, type AccountUpdate,
  type AccountListQuery,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { notFound, taken } from '../../errors.js';
import { containsFolded } from '../../db/search.js';
import { foldedText, orderingBy } from '../../db/ordering.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { accounts } from './accounts.tables.js';

const CONTENT_TYPE = 'Cuenta';

type AccountRow = typeof accounts.$inferSelect;

function toAccountRead(row: AccountRow): AccountRead {
  return {
    id: row.id,
    name: row.name,
    documentType: (ACCOUNT_DOCUMENT_TYPES as readonly string[]).includes(row.documentType) ? (row.documentType as AccountDocumentType) : 'OTRO',
    documentNumber: row.documentNumber,
    address: row.address,
    phone: row.phone,
    city: row.city,
  };
}

/** The same expression as the trigram index accounts_search_trgm_idx, so the search uses it. */
const searchText = sql`(${accounts.documentNumber} || ' ' || ${accounts.name})`;

/** Newest first, so an account just created shows on the first page. */
const accountSortKeys = {
  documentNumber: foldedText(accounts.documentNumber), name: foldedText(accounts.name), city: foldedText(accounts.city),
};

export async function listAccounts(db: Db, query: AccountListQuery): Promise<{ count: number; results: AccountRead[] }> {
  const where = query.search ? containsFolded(searchText, query.search) : undefined;
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(accounts).where(where);
  const page = await db.select().from(accounts).where(where)
    .orderBy(...orderingBy(query.ordering, accountSortKeys, accounts.id, [desc(accounts.id)])).limit(query.limit).offset(query.offset);
  return { count: total?.count ?? 0, results: page.map(toAccountRead) };
}

async function findAccount(db: Db, id: number): Promise<AccountRow> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
  if (!account) throw notFound();
  return account;
}

export async function getAccount(db: Db, id: number): Promise<AccountRead> {
  return toAccountRead(await findAccount(db, id));
}

/**
 * One account per document number. The table has no unique index on it, so the check takes a
 * transaction-level lock on the number: two requests with the same number run one after the other.
 */
async function assertDocumentFree(tx: Db, documentNumber: string, exceptId?: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`accounts.document_number:${documentNumber}`}))`);
  const [holder] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.documentNumber, documentNumber), exceptId === undefined ? undefined : ne(accounts.id, exceptId)));
  if (holder) throw taken('documentNumber', ACCOUNT_MSG.documentTaken);
}

export async function createAccount(db: Db, actor: AuditActor, input: AccountCreate): Promise<AccountRead> {
  const created = await db.transaction(async (tx) => {
    await assertDocumentFree(tx, input.documentNumber);
    const [row] = await tx.insert(accounts).values(input).returning();
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Creación', objectId: row!.id,
      descripcion: `Se creó la cuenta ${input.name} (${input.documentType} ${input.documentNumber})`,
    });
    return row!;
  });
  return toAccountRead(created);
}

export async function updateAccount(db: Db, actor: AuditActor, id: number, input: AccountUpdate): Promise<AccountRead> {
  const current = await findAccount(db, id);
  const updated = await db.transaction(async (tx) => {
    if (input.documentNumber !== undefined && input.documentNumber !== current.documentNumber) {
      await assertDocumentFree(tx, input.documentNumber, id);
    }
    const [row] = await tx.update(accounts).set({ ...input, updatedAt: new Date() }).where(eq(accounts.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Actualización', objectId: id,
      descripcion: `Se actualizó la cuenta ${current.name}: ${describeChanges(current, input)}`,
    });
    return row;
  });
  return toAccountRead(updated);
}

const FIELD_LABELS: Record<keyof AccountUpdate, string> = {
  name: 'nombre', documentType: 'tipo de documento', documentNumber: 'documento', address: 'dirección', phone: 'teléfono', city: 'ciudad',
};

function describeChanges(current: AccountRow, input: AccountUpdate): string {
  const changed = (Object.keys(FIELD_LABELS) as (keyof AccountUpdate)[])
    .filter((key) => input[key] !== undefined && input[key] !== current[key])
    .map((key) => `${FIELD_LABELS[key]} '${current[key]}' → '${input[key]}'`);
  return changed.length > 0 ? changed.join(', ') : 'sin cambios';
}

export async function deleteAccount(db: Db, actor: AuditActor, id: number): Promise<void> {
  const account = await findAccount(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(accounts).where(eq(accounts.id, id));
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Eliminación', objectId: id,
      descripcion: `Se eliminó la cuenta ${account.name} (${account.documentType} ${account.documentNumber})`,
    });
  });
}
