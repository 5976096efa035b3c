import { and, isNull, not, type SQL } from 'drizzle-orm';
import { CAMPAIGN_MSG, PERMISSIONS, type ContactSelection } from '@atiende/shared';
import { hasPermission } from '../../access.js';
import { forbidden } from '../../errors.js';
import type { AuthUser } from '../auth/auth.current-user.js';
import { isAnyOf } from '../../db/search.js';
import { contacts } from './contacts.tables.js';
import { contactsWhere } from './contacts.writes.js';

/**
 * The active contacts a selection names: its `ids`, or with `todos` those the list shows for the same
 * search and campaign (the list's own condition), less the `excluidos`.
 */
export function selectionWhere(selection: ContactSelection): SQL {
  if (!selection.todos) return and(isNull(contacts.deletedAt), isAnyOf(contacts.id, selection.ids ?? []))!;
  const filtered = contactsWhere(selection.search, { campaignId: selection.campaign ?? undefined })!;
  return selection.excluidos.length > 0 ? and(filtered, not(isAnyOf(contacts.id, selection.excluidos)))! : filtered;
}

/** Selecting by campaign is filtering the list by campaign: the same permission the list asks for. */
export function assertMayFilterSelection(user: AuthUser, selection: ContactSelection): void {
  if (selection.todos && selection.campaign != null && !hasPermission(user, PERMISSIONS.gestionesViewAll)) {
    throw forbidden(CAMPAIGN_MSG.campaignFilterForbidden);
  }
}
