import { describe, expect, it } from 'vitest';
import type { InternalChatMessage } from '@atiende/shared';
import { avatarColor, initialsOf } from '../../ui/ContactAvatar';
import {
  internalChatDayOf, dayLabel, fileHref, groupByDay, isHistoryFrame, isImageFile, mergeHistory,
} from './internal-chat.format';
import { nameMatches } from './contacts';

function message(id: number, date: string, text = `mensaje ${id}`): InternalChatMessage {
  return { id, id_sender: 1, id_contact: 2, message: text, file: null, filename: null, caption: null, date, f_enviar: '10:00', mine: true };
}

describe('contact avatars', () => {
  it('uses the first two letters of the name in upper case', () => {
    expect(initialsOf('juan Pérez')).toBe('JU');
    expect(initialsOf('  ana')).toBe('AN');
  });

  it('picks one of six colours, always the same for a contact', () => {
    const colours = new Set(Array.from({ length: 60 }, (_, id) => avatarColor(id)));
    expect(colours.size).toBe(6);
    expect(avatarColor(17)).toBe(avatarColor(17));
  });
});

describe('files', () => {
  it('shows jpg, jpeg, png and gif as images, whatever the case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.gif']) expect(isImageFile(name)).toBe(true);
    for (const name of ['a.pdf', 'audio_1.wav', 'png', null]) expect(isImageFile(name)).toBe(false);
  });

  it('adds the access token to file links', () => {
    expect(fileHref('/api/chat/files/3', 'a.b+c')).toBe('/api/chat/files/3?token=a.b%2Bc');
    expect(fileHref('/api/chat/files/3', null)).toBe('/api/chat/files/3');
  });
});

describe('date separators', () => {
  it('says Hoy, Ayer or the date in Spanish', () => {
    expect(dayLabel('2026-03-12', '2026-03-12')).toBe('Hoy');
    expect(dayLabel('2026-02-28', '2026-03-01')).toBe('Ayer');
    expect(dayLabel('2026-03-12', '2026-04-01')).toBe('12 de marzo de 2026');
  });

  it('takes the day in Colombian time', () => {
    expect(internalChatDayOf(new Date('2026-03-13T03:00:00Z'))).toBe('2026-03-12');
  });
});

describe('history frames', () => {
  it('appends new messages in time order and skips those already shown', () => {
    const first = mergeHistory([], { '2026-03-12': [message(1, '2026-03-12T15:00:00.000Z'), message(2, '2026-03-12T15:01:00.000Z')] });
    const merged = mergeHistory(first, {
      '2026-03-13': [message(4, '2026-03-13T15:00:00.000Z')],
      '2026-03-12': [message(2, '2026-03-12T15:01:00.000Z'), message(3, '2026-03-12T16:00:00.000Z')],
    });
    expect(merged.map((m) => m.message.id)).toEqual([1, 2, 3, 4]);
    expect(mergeHistory(merged, { '2026-03-12': [message(1, '2026-03-12T15:00:00.000Z')] })).toBe(merged);
  });

  it('groups consecutive messages by day', () => {
    const items = mergeHistory([], {
      '2026-03-12': [message(1, '2026-03-12T15:00:00.000Z'), message(2, '2026-03-12T16:00:00.000Z')],
      '2026-03-13': [message(3, '2026-03-13T15:00:00.000Z')],
    });
    expect(groupByDay(items).map((d) => [d.day, d.messages.map((m) => m.id)])).toEqual([
      ['2026-03-12', [1, 2]],
      ['2026-03-13', [3]],
    ]);
  });

  it('recognises a history and refuses anything else', () => {
    expect(isHistoryFrame({ '2026-03-12': [] })).toBe(true);
    expect(isHistoryFrame({})).toBe(true);
    expect(isHistoryFrame({ error: 'No puedes enviar textos vacíos' })).toBe(false);
    expect(isHistoryFrame({ type: 'inbox' })).toBe(false);
    expect(isHistoryFrame([])).toBe(false);
    expect(isHistoryFrame(null)).toBe(false);
  });
});

describe('name search', () => {
  it('ignores case and accents', () => {
    expect(nameMatches('Andrés Martínez', 'andres mart')).toBe(true);
    expect(nameMatches('Andrés Martínez', 'juan')).toBe(false);
    expect(nameMatches('Andrés Martínez', '  ')).toBe(true);
  });
});
