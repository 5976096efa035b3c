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

interface ContactSelectProps extends PickerProps {
  value: ContactPickOption | null;
  onChange(option: ContactPickOption | null): void;
  /** How each found contact is shown; by default its name and document. */
  toOption?(contact: ContactOption): ContactPickOption;
}

/** One contact, searched on the server by name, document, e-mail or phone. */
export function ContactSelect({ label, value, onChange, excludeId, error, withAsterisk, toOption }: ContactSelectProps) {
  const [search, setSearch] = useState('');
  // Once picked, the box shows the contact's label: that is not a new search.
  const searchTerm = value && search === value.label ? '' : search;
  const { options, filter, loading, failed } = useSearchedOptions(searchTerm, value ? [value] : [], excludeId, toOption);
  return (
    <Select
      label={label}
      placeholder={PLACEHOLDER}
      searchable
      clearable
      withAsterisk={withAsterisk}
      data={options}
      value={value?.value ?? null}
      onChange={(_, option) => onChange(option ? { value: option.value, label: option.label } : null)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={filter}
      loading={loading}
      nothingFoundMessage={loading ? 'Buscando...' : 'No se encontraron resultados'}
      error={error || (failed ? LOAD_FAILED : undefined)}
    />
  );
}

interface ContactMultiSelectProps extends PickerProps {
  value: ContactPickOption[];
  onChange(options: ContactPickOption[]): void;
}

/** Several contacts, searched on the server. */
export function ContactMultiSelect({ label, value, onChange, excludeId, error, withAsterisk }: ContactMultiSelectProps) {
  const [search, setSearch] = useState('');
  const { options, filter, loading, failed } = useSearchedOptions(search, value, excludeId);
  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : PLACEHOLDER}
      searchable
      clearable
      withAsterisk={withAsterisk}
      data={options}
      value={value.map((option) => option.value)}
      onChange={(ids) => onChange(ids.flatMap((id) => options.filter((option) => option.value === id)))}
      searchValue={search}
      onSearchChange={setSearch}
      filter={filter}
      loading={loading}
      nothingFoundMessage={loading ? 'Buscando...' : 'No se encontraron resultados'}
      error={error || (failed ? LOAD_FAILED : undefined)}
    />
  );
}
