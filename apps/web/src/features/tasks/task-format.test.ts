import { describe, expect, it } from 'vitest';
import { splitAvatars } from './task-format';

describe('contact avatars on a card', () => {
  it('shows five, then counts the rest as +N', () => {
    expect(splitAvatars([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(splitAvatars([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3, 4, 5], more: 0 });
    expect(splitAvatars([1, 2, 3, 4, 5, 6, 7, 8])).toEqual({ shown: [1, 2, 3, 4, 5], more: 3 });
    expect(splitAvatars([])).toEqual({ shown: [], more: 0 });
  });
});
