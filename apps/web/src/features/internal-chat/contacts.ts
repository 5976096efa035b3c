/** A person to chat with, as the widget and the page pass it around. */
export interface InternalChatContact {
  id: number;
  name: string;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Whether a name contains the searched text, ignoring case and accents. */
export function nameMatches(name: string, search: string): boolean {
  return fold(name).includes(fold(search.trim()));
}
