/** WhatsApp's text styles: *negrita*, _cursiva_, ~tachado~ and ```monoespaciado```. */
export type MarkupStyle = 'bold' | 'italic' | 'strike' | 'mono';

/** A piece of text: plain, or a styled run that may hold other styles (`*_negrita y cursiva_*`). */
export type MarkupNode = string | { style: MarkupStyle; children: MarkupNode[] };

const MARKERS: Record<string, MarkupStyle> = { '*': 'bold', _: 'italic', '~': 'strike' };
const MONO = '```';

const isWordChar = (char: string | undefined) => !!char && /[\p{L}\p{N}]/u.test(char);
const isSpace = (char: string | undefined) => !char || /\s/.test(char);

/**
 * Where the run opened by the marker at `start` closes, or -1: the same marker on the same line, right after
 * a character that is not a space and not followed by a letter or digit (so `snake_case` stays as written).
 */
function closingOf(text: string, start: number): number {
  const marker = text[start]!;
  for (let at = start + 2; at < text.length; at += 1) {
    if (text[at] === '\n') return -1;
    if (text[at] === marker && !isSpace(text[at - 1]) && !isWordChar(text[at + 1])) return at;
  }
  return -1;
}

/**
 * The text as WhatsApp draws it: a marker opens a style at the start of a word (not inside one) when a
 * non-space follows it, and closes at the same marker on that line; anything else stays as typed.
 */
export function parseWhatsAppMarkup(text: string): MarkupNode[] {
  const nodes: MarkupNode[] = [];
  let plain = '';
  const flush = () => {
    if (plain) nodes.push(plain);
    plain = '';
  };
  let at = 0;
  while (at < text.length) {
    if (text.startsWith(MONO, at)) {
      const close = text.indexOf(MONO, at + MONO.length);
      if (close > at + MONO.length) {
        flush();
        nodes.push({ style: 'mono', children: [text.slice(at + MONO.length, close)] });
        at = close + MONO.length;
        continue;
      }
    }
    const char = text[at]!;
    const style = MARKERS[char];
    if (style && !isWordChar(text[at - 1]) && !isSpace(text[at + 1]) && text[at + 1] !== char) {
      const close = closingOf(text, at);
      if (close > 0) {
        flush();
        nodes.push({ style, children: parseWhatsAppMarkup(text.slice(at + 1, close)) });
        at = close + 1;
        continue;
      }
    }
    plain += char;
    at += 1;
  }
  flush();
  return nodes;
}
