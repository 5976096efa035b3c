import { TASK_CARD_AVATARS } from '@atiende/shared';

/** §2.8: a card shows at most five contact avatars; the rest are counted as '+N'. */
export function splitAvatars<T>(contacts: T[]): { shown: T[]; more: number } {
  const shown = contacts.slice(0, TASK_CARD_AVATARS);
  return { shown, more: contacts.length - shown.length };
}
