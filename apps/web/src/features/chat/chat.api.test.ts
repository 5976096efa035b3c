import { describe, expect, it } from 'vitest';
import { nextOffset } from './chat.api';

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
