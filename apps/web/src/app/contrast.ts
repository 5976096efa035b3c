/** WCAG 2.1 colour arithmetic: relative luminance, contrast ratio, and darkening a colour until it reads. */

/** Text of normal size needs 4.5:1 against its background (WCAG 2.1 AA, 1.4.3); large text and UI parts 3:1. */
export const TEXT_CONTRAST = 4.5;
export const LARGE_CONTRAST = 3;

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes `hex` with black: 0 leaves it, 1 is black. */
export function darken(hex: string, amount: number): string {
  return toHex(channels(hex).map((c) => c * (1 - amount)));
}

/** Mixes `hex` with white: 0 leaves it, 1 is white. */
export function lighten(hex: string, amount: number): string {
  return toHex(channels(hex).map((c) => c + (255 - c) * amount));
}

/** `hex` itself if it reaches `ratio` on every background, otherwise the least darkened version that does. */
export function darkenToContrast(hex: string, backgrounds: string[], ratio = TEXT_CONTRAST): string {
  for (let step = 0; step <= 100; step += 1) {
    const candidate = step === 0 ? hex.toLowerCase() : darken(hex, step / 100);
    if (backgrounds.every((bg) => contrast(candidate, bg) >= ratio)) return candidate;
  }
  return '#000000';
}

/** `hex` itself if it reaches `ratio` on every background, otherwise the least lightened version that does. */
export function lightenToContrast(hex: string, backgrounds: string[], ratio = TEXT_CONTRAST): string {
  for (let step = 0; step <= 100; step += 1) {
    const candidate = step === 0 ? hex.toLowerCase() : lighten(hex, step / 100);
    if (backgrounds.every((bg) => contrast(candidate, bg) >= ratio)) return candidate;
  }
  return '#ffffff';
}

/** White or black, whichever reads better on `background`. */
export function readableOn(background: string): '#ffffff' | '#000000' {
  return contrast('#ffffff', background) >= contrast('#000000', background) ? '#ffffff' : '#000000';
}
