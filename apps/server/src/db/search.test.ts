import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { accounts, campaigns, contactGroups, roles } from './schema.js';

const t = useTestApp();

/** A word no other test writes, with an accent and an ñ, so that only this file's rows match it. */
const tag = `Peñalosa${Date.now().toString(36)}`;
const folded = tag.normalize('NFD').replace(/\p{Mn}/gu, '').toUpperCase();

const namesFound = async (url: string, field: string) =>
  ((await t.call(t.admin, 'GET', `${url}?search=${encodeURIComponent(folded)}`)).json().results as Record<string, string>[])
    .map((row) => row[field]);

describe('list searches ignore accents and case', () => {
  it('finds users, accounts, campaigns, groups and roles written with accents by a plain upper-case term', async () => {
    await t.userWithRole('Agente', { firstName: `Ramón ${tag}`, lastName: 'Gómez' });
    await t.database.db.insert(accounts).values({
      name: `Distribuciones ${tag}`, documentType: 'NIT', documentNumber: `9${Date.now()}`.slice(0, 10), address: 'Cra 1', phone: '6011234567', city: 'Bogotá',
    });
    await t.database.db.insert(campaigns).values({ name: `Campaña ${tag}`, description: 'Cobranza' });
    await t.database.db.insert(contactGroups).values({ name: `Grupo ${tag}` });
    await t.database.db.insert(roles).values({ nombre: `Rol ${tag}` });

    expect(await namesFound('/api/users/', 'first_name')).toEqual([`Ramón ${tag}`]);
    expect(await namesFound('/api/produccion/account/', 'name')).toEqual([`Distribuciones ${tag}`]);
    expect(await namesFound('/api/campaign/campaign/', 'name')).toEqual([`Campaña ${tag}`]);
    expect(await namesFound('/api/contact/grupoContacto/', 'name')).toEqual([`Grupo ${tag}`]);
    expect(await namesFound('/api/roles/', 'nombre')).toEqual([`Rol ${tag}`]);
  });

  it('treats % and _ in the term as text', async () => {
    const res = await t.call(t.admin, 'GET', `/api/users/?search=${encodeURIComponent('%_')}`);
    expect(res.json().count).toBe(0);
  });
});
