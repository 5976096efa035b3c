import { describe, expect, it } from 'vitest';
import { nextOffset, windowOpened } from './chat.api';

const page = (size: number, next: string | null) => ({ next, results: Array.from({ length: size }, (_, i) => i) });

describe('nextOffset', () => {
  it('starts the next page after every conversation loaded so far', () => {
    const pages = [page(30, '/x?offset=30'), page(30, '/x?offset=60')];
    expect(nextOffset(pages[1]!, pages)).toBe(60);
  });

  it('stops when the server has no next page', () => {
    const pages = [page(30, '/x?offset=30'), page(4, null)];
    expect(nextOffset(pages[1]!, pages)).toBeUndefined();
  });
});

describe('windowOpened', () => {
  it('lets the composer write freely again once the customer wrote, on every cached page', () => {
    const conversation = { id: 7, plantilla_requerida: true } as never;
    const data = { pageParams: [0, 40], pages: [{ conversation, results: [], before: 40 }, { conversation, results: [], before: null }] };
    const opened = windowOpened(data as never)!;
    expect(opened.pages.map((page) => page.conversation?.plantilla_requerida)).toEqual([false, false]);
    expect(data.pages[0]!.conversation).toEqual({ id: 7, plantilla_requerida: true });
    expect(windowOpened(undefined)).toBeUndefined();
  });
});
