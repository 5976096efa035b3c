import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

/** Lower case without accents, so 'gomez' finds 'Gómez' and 'GÓMEZ' finds 'gomez'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase();
}

const isGroup = (item: ComboboxParsedItem): item is Extract<ComboboxParsedItem, { group: unknown }> => 'group' in item;

/** The pickers' option filter: options whose label contains the typed text, ignoring accents and case. */
export const foldedOptionsFilter: OptionsFilter = ({ options, search, limit }) => {
  const term = fold(search.trim());
  const found: ComboboxParsedItem[] = [];
  for (const item of options) {
    if (found.length === limit) break;
    if (isGroup(item)) {
      const items = item.items.filter((option: ComboboxItem) => fold(option.label).includes(term));
      if (items.length > 0) found.push({ group: item.group, items });
    } else if (fold(item.label).includes(term)) {
      found.push(item);
    }
  }
  return found;
};
