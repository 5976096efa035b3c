import {
  createTheme, DEFAULT_THEME, defaultVariantColorsResolver, parseThemeColor,
  type AutocompleteProps, type CloseButtonProps, type CSSVariablesResolver, type DrawerProps, type MantineColorsTuple, type MenuDropdownProps,
  type MenuProps, type ModalProps, type MultiSelectProps, type NotificationProps, type PasswordInputProps, type SelectProps,
  type VariantColorsResolver,
} from '@mantine/core';
import { foldedOptionsFilter } from '../ui/folded-filter';
import { contrast, darken, darkenToContrast, lightenToContrast, readableOn, TEXT_CONTRAST } from './contrast';

/**
 * Colours chosen for WCAG 2.1 AA in both schemes (see docs/decisions.md, "Accessibility").
 * Mantine's defaults put grey #868e96 on white (3.3:1), white on blue 6 (3.6:1) and teal 9 on teal 1 (4.3:1).
 */
export const PRIMARY_SHADE = 8;
/** Backgrounds that text sits on in the light scheme: the page, striped rows (gray 0) and hovered rows (gray 1). */
export const LIGHT_SURFACES = ['#ffffff', DEFAULT_THEME.colors.gray[0], DEFAULT_THEME.colors.gray[1]];
/**
 * Backgrounds in the dark scheme: the page (dark 7), inputs and defaults (dark 6), hovered rows (dark 5), hovered and
 * focused menu items (dark 4) and the deepest (dark 8).
 */
const dark = DEFAULT_THEME.colors.dark;
export const DARK_SURFACES = [dark[7], dark[6], dark[5], dark[4], dark[8]];

/** Secondary ('dimmed') text: a grey that reads on every surface of its scheme. */
export const LIGHT_DIMMED = darkenToContrast(DEFAULT_THEME.colors.gray[6], LIGHT_SURFACES);
export const DARK_DIMMED = lightenToContrast(dark[2], DARK_SURFACES);
/** Error text and borders: red 9 on light surfaces, red 4 lightened as far as the dark surfaces need. */
export const LIGHT_ERROR = darkenToContrast(DEFAULT_THEME.colors.red[9], LIGHT_SURFACES);
export const DARK_ERROR = lightenToContrast(DEFAULT_THEME.colors.red[4], DARK_SURFACES);

const palettes = DEFAULT_THEME.colors as Record<string, MantineColorsTuple>;

/**
 * The shade a filled surface of `color` uses (buttons, badges, avatars) and the text on it: the primary shade
 * or a darker one that carries white text at 4.5:1; colours too light for that (yellow, lime, orange, green)
 * keep the primary shade with black text.
 */
export function filledOf(color: string): { shade: number; text: string } {
  const palette = palettes[color]!;
  for (let shade = PRIMARY_SHADE; shade <= 9; shade += 1) {
    if (contrast('#ffffff', palette[shade]) >= TEXT_CONTRAST) return { shade, text: '#ffffff' };
  }
  return { shade: PRIMARY_SHADE, text: readableOn(palette[PRIMARY_SHADE]) };
}

/**
 * Coloured text in the light scheme ('light' badges, subtle buttons, `c="teal"`): shade 9, darkened until it reads
 * on the colour's own light background (shade 1) and on the light surfaces.
 */
export function lightTextOf(color: string): string {
  const palette = palettes[color]!;
  return darkenToContrast(palette[9], [palette[1], ...LIGHT_SURFACES]);
}

/** Text in the dark scheme: shade 4 (Mantine's), or a lighter shade where it would not read on the dark surfaces. */
export function darkTextOf(color: string): string {
  const palette = palettes[color]!;
  for (let shade = 4; shade >= 0; shade -= 1) {
    if (DARK_SURFACES.every((bg) => contrast(palette[shade], bg) >= TEXT_CONTRAST)) return palette[shade];
  }
  return palette[0];
}

const colorNames = Object.keys(palettes).filter((name) => name !== 'dark');

/** Per-colour CSS variables that replace Mantine's defaults in each scheme. */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': LIGHT_DIMMED,
    '--mantine-color-placeholder': LIGHT_DIMMED,
    '--mantine-color-error': LIGHT_ERROR,
    '--mantine-color-anchor': lightTextOf('blue'),
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': DARK_DIMMED,
    '--mantine-color-placeholder': DARK_DIMMED,
    '--mantine-color-error': DARK_ERROR,
    '--mantine-color-anchor': darkTextOf('blue'),
  };
  for (const name of colorNames) {
    const palette = palettes[name]!;
    const { shade } = filledOf(name);
    const filled = { [`--mantine-color-${name}-filled`]: palette[shade], [`--mantine-color-${name}-filled-hover`]: palette[shade === 9 ? 8 : shade + 1] };
    const text = lightTextOf(name);
    Object.assign(light, filled, {
      [`--mantine-color-${name}-text`]: text,
      [`--mantine-color-${name}-light-color`]: text,
      [`--mantine-color-${name}-outline`]: text,
    });
    Object.assign(dark, filled, { [`--mantine-color-${name}-text`]: darkTextOf(name) });
  }
  return { variables: {}, light, dark };
};

/**
 * Filled surfaces get the text colour that reads on them (white, or black on the light colours); a 'light'
 * colour with a shade (as menu items ask for, e.g. 'red.9') uses the colour's readable light text and background.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || !palettes[parsed.color] || parsed.color === 'dark') return colors;
  if (input.variant === 'light' && parsed.shade !== undefined) {
    const name = parsed.color;
    return {
      ...colors,
      background: `var(--mantine-color-${name}-light)`,
      hover: `var(--mantine-color-${name}-light-hover)`,
      color: `var(--mantine-color-${name}-light-color)`,
    };
  }
  if ((input.variant === 'subtle' || input.variant === 'transparent') && parsed.shade === undefined) {
    // Icon buttons on the page's own background (row actions, top bar) keep their colour in the dark scheme too:
    // Mantine draws them in the 'light' text colour, shade 0 there, which is nearly white.
    return { ...colors, color: `var(--mantine-color-${parsed.color}-text)` };
  }
  if (input.variant !== 'filled') return colors;
  const text = parsed.shade === undefined ? filledOf(parsed.color).text : readableOn(palettes[parsed.color]![parsed.shade]);
  return { ...colors, color: text };
};

/**
 * Variables of the dark scheme for a bar drawn dark while the page is light (the 'Oscuro' sidebar and top bar
 * of the customizer), so that its secondary text, links, coloured text and light badges read on it.
 */
export const DARK_TONE_VARS: Record<string, string> = {
  '--mantine-color-dimmed': DARK_DIMMED,
  '--mantine-color-anchor': darkTextOf('blue'),
  '--mantine-color-text': DEFAULT_THEME.colors.dark[0],
};
for (const name of colorNames) {
  const palette = palettes[name]!;
  Object.assign(DARK_TONE_VARS, {
    [`--mantine-color-${name}-text`]: darkTextOf(name),
    [`--mantine-color-${name}-light`]: darken(palette[9], 0.5),
    [`--mantine-color-${name}-light-hover`]: darken(palette[9], 0.3),
    [`--mantine-color-${name}-light-color`]: palette[0],
  });
}

const CLOSE = 'Cerrar';

/** A component's default props in the theme, typed by its props: what `Component.extend({ defaultProps })` returns. */
const defaults = <P>(defaultProps: Partial<P>) => ({ defaultProps });

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: PRIMARY_SHADE, dark: PRIMARY_SHADE },
  variantColorResolver,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  // Keyboard focus always shows a ring; animations stop for people who ask their system for less motion.
  focusRing: 'auto',
  respectReducedMotion: true,
  // Plain objects, as `Component.extend()` returns its argument unchanged: naming the components here would pull
  // Menu, Drawer and their floating-position code into the sign-in page's bundle (see docs/decisions.md, 'Web weight').
  components: {
    PasswordInput: defaults<PasswordInputProps>({ visibilityToggleButtonProps: { 'aria-label': 'Mostrar u ocultar contraseña' } }),
    Modal: defaults<ModalProps>({ closeButtonProps: { 'aria-label': CLOSE } }),
    Drawer: defaults<DrawerProps>({ closeButtonProps: { 'aria-label': CLOSE } }),
    Notification: defaults<NotificationProps>({ closeButtonProps: { 'aria-label': CLOSE } }),
    // No focus placeholder inside role="menu" (it is not a menu item); focus goes to the first item, or to the
    // dropdown itself while it has none, where Escape closes the menu and not a dialog around it (as the placeholder did).
    Menu: defaults<MenuProps>({ withInitialFocusPlaceholder: false }),
    MenuDropdown: defaults<MenuDropdownProps>({ 'data-mantine-stop-propagation': true } as Partial<MenuDropdownProps>),
    CloseButton: defaults<CloseButtonProps>({ 'aria-label': CLOSE } as Partial<CloseButtonProps>),
    // Pickers find 'Gómez' when 'gomez' is typed, as the server's searches do.
    Select: defaults<SelectProps>({ filter: foldedOptionsFilter }),
    MultiSelect: defaults<MultiSelectProps>({ filter: foldedOptionsFilter }),
    Autocomplete: defaults<AutocompleteProps>({ filter: foldedOptionsFilter }),
  },
});
