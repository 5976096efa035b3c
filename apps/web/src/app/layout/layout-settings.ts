import { useLocalStorage } from '@mantine/hooks';

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
