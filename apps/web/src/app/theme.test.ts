import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, deepMerge, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { contrast, darkenToContrast, LARGE_CONTRAST, TEXT_CONTRAST } from './contrast';
import {
  cssVariablesResolver, DARK_DIMMED, DARK_ERROR, DARK_SURFACES, DARK_TONE_VARS, filledOf, LIGHT_DIMMED, LIGHT_ERROR, LIGHT_SURFACES, theme,
  variantColorResolver,
} from './theme';

const colors = DEFAULT_THEME.colors;
// The variables as Mantine writes them: its defaults for the theme, with ours laid over them.
const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const vars = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged)) as Record<'variables' | 'light' | 'dark', Record<string, string>>;
/** The colour a variable stands for, following `var(--…)` references. */
function resolve(scheme: 'light' | 'dark', name: string): string {
  const value = vars[scheme][name] ?? vars.variables[name];
  if (value === undefined) {
    const shade = /^--mantine-color-(\w+)-(\d)$/.exec(name);
    if (shade) return colors[shade[1]!]![Number(shade[2])]!;
    throw new Error(`No value for ${name}`);
  }
  const ref = /^var\((--[\w-]+)\)$/.exec(value);
  return ref ? resolve(scheme, ref[1]!) : value;
}

const colorNames = Object.keys(colors).filter((c) => c !== 'dark');

describe('contrast arithmetic', () => {
  it('matches the WCAG examples', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    // The pairs the audit measured with Mantine's defaults.
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrast('#ffffff', '#228be6')).toBeCloseTo(3.55, 1);
    expect(contrast('#828282', '#2e2e2e')).toBeCloseTo(3.53, 2);
  });
  it('darkens a colour only as far as needed', () => {
    const darker = darkenToContrast('#868e96', ['#ffffff']);
    expect(contrast(darker, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrast(darker, '#ffffff')).toBeLessThan(5);
    expect(darkenToContrast('#000000', ['#ffffff'])).toBe('#000000');
  });
});

describe('theme colours meet WCAG 2.1 AA', () => {
  it.each(colorNames)('%s: light badges in a dark bar read', (color) => {
    expect(contrast(DARK_TONE_VARS[`--mantine-color-${color}-light-color`]!, DARK_TONE_VARS[`--mantine-color-${color}-light`]!)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('secondary and error text read on every surface of both schemes', () => {
    for (const bg of LIGHT_SURFACES) {
      expect(contrast(LIGHT_DIMMED, bg), `dimmed on ${bg}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrast(LIGHT_ERROR, bg), `error on ${bg}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrast(resolve('light', '--mantine-color-anchor'), bg), `link on ${bg}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrast(DEFAULT_THEME.black, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    for (const bg of DARK_SURFACES) {
      expect(contrast(DARK_DIMMED, bg), `dark dimmed on ${bg}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrast(DARK_ERROR, bg), `dark error on ${bg}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrast(resolve('dark', '--mantine-color-anchor'), bg), `dark link on ${bg}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrast(colors.dark[0], bg), `dark text on ${bg}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrast(DARK_TONE_VARS['--mantine-color-dimmed']!, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      for (const color of colorNames) {
        expect(contrast(DARK_TONE_VARS[`--mantine-color-${color}-text`]!, bg), `dark bar ${color} text on ${bg}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    }
    expect(resolve('light', '--mantine-color-dimmed')).toBe(LIGHT_DIMMED);
    expect(resolve('dark', '--mantine-color-error')).toBe(DARK_ERROR);
  });

  it.each(colorNames)('%s: filled surfaces carry readable text (buttons, badges, avatars)', (color) => {
    const { text } = filledOf(color);
    for (const scheme of ['light', 'dark'] as const) {
      const bg = resolve(scheme, `--mantine-color-${color}-filled`);
      expect(contrast(text, bg), `${scheme} ${text} on ${bg}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it.each(colorNames)('%s: light badges, subtle buttons and coloured text read in the light scheme', (color) => {
    const text = resolve('light', `--mantine-color-${color}-light-color`);
    const onBadge = resolve('light', `--mantine-color-${color}-light`);
    expect(contrast(text, onBadge), `${text} on ${onBadge}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrast(resolve('light', `--mantine-color-${color}-light-hover`), text)).toBeGreaterThanOrEqual(LARGE_CONTRAST);
    for (const bg of LIGHT_SURFACES) {
      expect(contrast(resolve('light', `--mantine-color-${color}-text`), bg), `text on ${bg}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrast(resolve('light', `--mantine-color-${color}-outline`), bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it.each(colorNames)('%s: coloured text reads in the dark scheme', (color) => {
    for (const bg of DARK_SURFACES) {
      expect(contrast(resolve('dark', `--mantine-color-${color}-text`), bg), `on ${bg}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    // 'light' badges in the dark scheme: shade 0 on the colour's shade 9 darkened by half (Mantine's).
    const badge = darkenHalf(colors[color]![9]!);
    expect(contrast(colors[color]![0]!, badge)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(['blue', 'red', 'teal'])('%s: subtle icon buttons keep their colour in the dark scheme', (color) => {
    const variant = variantColorResolver({ color, theme: merged, variant: 'subtle' });
    expect(variant.color).toBe(`var(--mantine-color-${color}-text)`);
    const dark = resolve('dark', `--mantine-color-${color}-text`);
    expect(dark).not.toBe(colors[color]![0]);
    for (const bg of DARK_SURFACES) expect(contrast(dark, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(resolve('light', `--mantine-color-${color}-text`)).toBe(resolve('light', `--mantine-color-${color}-light-color`));
  });

  it('the primary button is blue 8 with white text (5:1)', () => {
    expect(resolve('light', '--mantine-color-blue-filled')).toBe(colors.blue[8]);
    expect(filledOf('blue').text).toBe('#ffffff');
    expect(contrast('#ffffff', colors.blue[8]!)).toBeGreaterThan(5);
  });
});

function darkenHalf(hex: string): string {
  const c = [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * 0.5));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
