import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ContactListItem, Paged, WhatsappNumber } from '@atiende/shared';
import { api } from '../../app/api';
import { DIRECTORY_KEY, groupMembersPath } from '../contact-groups/contact-groups.api';

/** Contacts the directory asks for at a time. */
export const DIRECTORY_PAGE_SIZE = 30;

/** The directory's contacts, page after page: all contacts or the members of one group, filtered by a search. */
export function useDirectoryContacts(groupId: number | null, search: string) {
  return useInfiniteQuery({
    queryKey: [DIRECTORY_KEY, 'contacts', groupId, search],
    queryFn: ({ pageParam }) =>
      api<Paged<ContactListItem>>(groupId ? groupMembersPath(groupId) : '/contact/contacto/', {
        query: { search, limit: DIRECTORY_PAGE_SIZE, offset: pageParam },
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.next ? pages.length * DIRECTORY_PAGE_SIZE : undefined),
    // While a new search or group loads, the cards shown stay (no flash of placeholders on each keystroke).
    placeholderData: keepPreviousData,
  });
}

/** A contact's phone numbers, asked for only once its WhatsApp menu is opened. */
export function useWhatsappNumbers(contactId: number, enabled: boolean) {
  return useQuery({
    queryKey: [DIRECTORY_KEY, 'whatsapp', contactId],
    queryFn: () => api<WhatsappNumber[]>(`/contact/contacto/${contactId}/whatsapp_numbers/`),
    enabled,
  });
}

/** What choosing a number in the directory hands to /chat. */
export interface InternalChatNavigationState {
  selectedChatId: string;
  contactId: number;
  type: 'WhatsApp';
  template: true;
}
