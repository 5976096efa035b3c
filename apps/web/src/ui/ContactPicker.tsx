import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { isOptionsGroup, MultiSelect, Select, type OptionsFilter } from '@mantine/core';
import { useContactOptions } from '../features/contacts/contacts.api';
import type { ContactOption } from '@atiende/shared';
import { contactOption, type ContactPickOption } from '../features/contacts/contact-fields';

export type { ContactPickOption };

const PLACEHOLDER = 'Nombre, documento, email o teléfono';
const LOAD_FAILED = 'No se pudieron cargar los contactos.';

/**
 * Options for the typed text: the chosen ones (so their labels stay visible) and the server's matches.
 * The dropdown lists only the server's answer as it is: it also matches document and phone, which labels may not show.
 */
function useSearchedOptions(
  search: string, chosen: ContactPickOption[], excludeId?: number, toOption: (contact: ContactOption) => ContactPickOption = contactOption,
) {
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useContactOptions(debounced);
  const found = (query.data ?? []).filter((contact) => contact.id !== excludeId).map(toOption);
  const foundIds = new Set(found.map((option) => option.value));
  const missing = chosen.filter((option) => !foundIds.has(option.value));
  const onlyFound: OptionsFilter = ({ options }) =>
    options.filter((option) => !isOptionsGroup(option) && foundIds.has(option.value));
  return { options: [...missing, ...found], filter: onlyFound, loading: query.isFetching, failed: query.isError };
}

interface PickerProps {
  label: string;
  /** A contact that may not be chosen, e.g. the one being edited. */
  excludeId?: number;
  error?: string | null;
  withAsterisk?: boolean;
}

/** What the single and the multiple picker share: label, search box, server options and messages. */
function searchBoxProps(
  { label, withAsterisk, error }: PickerProps, search: string, setSearch: (text: string) => void,
  found: ReturnType<typeof useSearchedOptions>,
) {
  return {
    label, withAsterisk, searchable: true, clearable: true,
    data: found.options, filter: found.filter, loading: found.loading,
    searchValue: search, onSearchChange: setSearch,
    nothingFoundMessage: found.loading ? 'Buscando...' : 'No se encontraron resultados',
    error: error || (found.failed ? LOAD_FAILED : undefined),
  };
}

interface ContactSelectProps extends PickerProps {
  value: ContactPickOption | null;
  onChange(option: ContactPickOption | null): void;
  /** How each found contact is shown; by default its name and document. */
  toOption?(contact: ContactOption): ContactPickOption;
}

/** One contact, searched on the server by name, document, e-mail or phone. */
export function ContactSelect({ value, onChange, toOption, ...picker }: ContactSelectProps) {
  const [search, setSearch] = useState('');
  // Once picked, the box shows the contact's label: that is not a new search.
  const searchTerm = value && search === value.label ? '' : search;
  const found = useSearchedOptions(searchTerm, value ? [value] : [], picker.excludeId, toOption);
  return (
    <Select
      {...searchBoxProps(picker, search, setSearch, found)}
      placeholder={PLACEHOLDER}
      value={value?.value ?? null}
      onChange={(_, option) => onChange(option ? { value: option.value, label: option.label } : null)}
    />
  );
}

interface ContactMultiSelectProps extends PickerProps {
  value: ContactPickOption[];
  onChange(options: ContactPickOption[]): void;
}

/** Several contacts, searched on the server. */
export function ContactMultiSelect({ value, onChange, ...picker }: ContactMultiSelectProps) {
  const [search, setSearch] = useState('');
  const found = useSearchedOptions(search, value, picker.excludeId);
  return (
    <MultiSelect
      {...searchBoxProps(picker, search, setSearch, found)}
      placeholder={value.length ? undefined : PLACEHOLDER}
      value={value.map((option) => option.value)}
      onChange={(ids) => onChange(ids.flatMap((id) => found.options.filter((option) => option.value === id)))}
    />
  );
}
