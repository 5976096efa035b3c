import { useEffect } from 'react';

export const APP_NAME = 'Atiende';

/** The document title of a screen: 'Contactos · Atiende'; the app's name alone when there is none. */
export function documentTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · ${APP_NAME}` : APP_NAME;
}

/** Sets the tab's title while the screen shows (PageHeader does it for every page that has one). */
export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
