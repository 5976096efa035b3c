import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { client } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';

const keys = queryKeys.directory;

/** Contacts the directory asks for at a time. */
export const DIRECTORY_PAGE_SIZE = 30;

/** The directory's contacts, page after page: all contacts or the members of one group, filtered by a search. */
export function useDirectoryContacts(groupId: number | null, search: string) {
  return useInfiniteQuery({
    queryKey: keys.part('contacts', groupId, search),
    queryFn: ({ pageParam }) => {
      const query = { search, limit: DIRECTORY_PAGE_SIZE, offset: pageParam };
      return groupId
        ? client.get('/contact/grupoContacto/{id}/contactos/', { path: { id: groupId }, query })
        : client.get('/contact/contacto/', { query });
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.next ? pages.length * DIRECTORY_PAGE_SIZE : undefined),
    // While a new search or group loads, the cards shown stay (no flash of placeholders on each keystroke).
    placeholderData: keepPreviousData,
  });
}

/** A contact's phone numbers, asked for only once its WhatsApp menu is opened. */
export function useWhatsappNumbers(contactId: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.part('whatsapp', contactId),
    queryFn: () => client.get('/contact/contacto/{id}/whatsapp_numbers/', { path: { id: contactId } }),
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
