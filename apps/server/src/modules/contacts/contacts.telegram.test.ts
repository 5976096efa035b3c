import { describe, expect, it } from 'vitest';
import type { ContactListItem } from '@atiende/shared';
import { useTestApp } from '../../test/harness.js';
import { contactData } from '../contact-data/contact-data.tables.js';
import { insertContact } from '../gestiones/gestiones.fixtures.js';

const t = useTestApp();

describe('the Telegram of a contacts list item (the card’s Telegram link)', () => {
  it('is the first Telegram user among the contact’s social networks, or null', async () => {
    const tag = `Telegrama${Date.now()}`;
    const withTelegram = await insertContact(t.database.db, { firstName: tag, lastName: 'Uno' });
    const without = await insertContact(t.database.db, { firstName: tag, lastName: 'Dos' });
    await t.database.db.insert(contactData).values([
      { contactId: withTelegram.id, tipo: 'Redes Sociales', label: 'Instagram', value1: '@no_es_telegram' },
      { contactId: withTelegram.id, tipo: 'Redes Sociales', label: 'Telegram', value1: '@primero_tg' },
      { contactId: withTelegram.id, tipo: 'Redes Sociales', label: 'Telegram', value1: '@segundo_tg' },
      { contactId: without.id, tipo: 'Redes Sociales', label: 'Facebook', value1: 'dos.facebook' },
    ]);
    const res = await t.call(t.admin, 'GET', `/api/contact/contacto/?search=${tag}`);
    expect(res.statusCode).toBe(200);
    const telegramOf = new Map((res.json() as { results: ContactListItem[] }).results.map((c) => [c.id, c.telegram]));
    expect(telegramOf.get(withTelegram.id)).toBe('@primero_tg');
    expect(telegramOf.get(without.id)).toBeNull();
  });
});
