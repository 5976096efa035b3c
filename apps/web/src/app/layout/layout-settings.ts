import { useLocalStorage } from '@mantine/hooks';
import { em } from '@mantine/core';

export type LayoutMode = 'vertical' | 'horizontal';
export type LayoutWidth = 'fluid' | 'boxed' | 'scrollable';
export type SidebarSize = 'default' | 'compact' | 'small';
export type Tone = 'light' | 'dark';

export interface LayoutSettings {
  layout: LayoutMode;
  width: LayoutWidth;
  sidebarSize: SidebarSize;
  sidebarTone: Tone;
  topbarTone: Tone;
  sidebarVisible: boolean;
}

export const DEFAULT_LAYOUT: LayoutSettings = {
  layout: 'vertical',
  width: 'fluid',
  sidebarSize: 'small',
  sidebarTone: 'light',
  topbarTone: 'light',
  sidebarVisible: true,
};

/** Where 'Saltar al contenido principal' leads, and the sidebar the menu button opens. */
export const MAIN_ID = 'contenido-principal';
export const SIDEBAR_ID = 'menu-lateral';

/** Mantine's 'sm' breakpoint, below which the sidebar is a drawer over the page and the top bar folds into a menu. */
export const PHONE_QUERY = `(max-width: ${em(767.98)})`;

/**
 * The floating dial pad and chat buttons (52 px) sit in a band fixed at the bottom of the screen (the layout's
 * footer, 76 px): the page scrolls above the band, never under the buttons, so they cover no pager, last row or
 * button of any page, wherever it is scrolled.
 */
export const FLOATING_BUTTON_SIZE = 52;
export const FLOATING_BAND = 76;
/** The buttons' distance from the bottom of the screen (centred in the band) and from its sides. */
export const FLOATING_BUTTON_BOTTOM = (FLOATING_BAND - FLOATING_BUTTON_SIZE) / 2;
export const FLOATING_BUTTON_GAP = 24;

/** Sidebar widths: compact maps to medium, small to small, otherwise large. */
export const SIDEBAR_WIDTH: Record<SidebarSize, number> = { small: 210, compact: 240, default: 280 };

/** Applies the rules that tie one setting to another when it changes. */
export function applyLayoutChange(current: LayoutSettings, change: Partial<LayoutSettings>): LayoutSettings {
  const next = { ...current, ...change };
  if (change.layout) next.topbarTone = change.layout === 'horizontal' ? 'light' : 'dark';
  if (change.width === 'boxed' || change.width === 'scrollable') next.sidebarSize = 'compact';
  return next;
}

export function useLayoutSettings() {
  const [settings, setSettings] = useLocalStorage<LayoutSettings>({
    key: 'atiende.layout',
    defaultValue: DEFAULT_LAYOUT,
    getInitialValueInEffect: false,
  });
  const update = (change: Partial<LayoutSettings>) => setSettings((s) => applyLayoutChange({ ...DEFAULT_LAYOUT, ...s }, change));
  const reset = () => setSettings(DEFAULT_LAYOUT);
  return { settings: { ...DEFAULT_LAYOUT, ...settings }, update, reset };
}
