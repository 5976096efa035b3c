import { and, inArray, isNull } from 'drizzle-orm';
import { COMPANY_TYPE, PERSON_TYPE, storedPhone } from '@atiende/shared';
import type { Db } from '../db/client.js';
import { recordAudit, type AuditActor } from '../modules/audits/audits.record.js';
import { contactData } from '../modules/contact-data/contact-data.tables.js';
import { insertContact, type ContactFields } from '../modules/contacts/contacts.writes.js';
import { companyPeople, contacts } from '../modules/contacts/contacts.tables.js';
import {
  CITIES, COMPANY_ACTIVITIES, COMPANY_NAMES, EMAIL_DOMAINS, FEMALE_NAMES, MALE_NAMES, MOBILE_PREFIXES, STREET_KINDS, SURNAMES,
  plainText, type City,
} from './names.js';
import { createRandom, type Random } from './random.js';

const PEOPLE = 225;
/** One contact in ten is a company: every tenth one. */
const COMPANY_EVERY = 10;
const SEED = 20260101;

export interface DemoContactSeed {
  fields: ContactFields & { documentNumber: string; phone: string; city: string };
  secondPhone: { label: string; value: string } | null;
}

/** A demo contact as stored. */
export interface DemoContact {
  id: number;
  isCompany: boolean;
  city: string;
  phone: string;
  status: string;
}

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');

function mobile(random: Random): string {
  return `+57 ${random.pick(MOBILE_PREFIXES)} ${digits(random, 3)} ${digits(random, 4)}`;
}

function landline(random: Random, city: City): string {
  return `+57 ${city.areaCode} ${random.int(2, 7)}${digits(random, 2)} ${digits(random, 4)}`;
}

function address(random: Random, city: City, unit: 'Apto' | 'Oficina'): string {
  const letter = random.chance(0.25) ? random.pick(['A', 'B', 'C']) : '';
  const street = `${random.pick(STREET_KINDS)} ${random.int(1, 150)}${letter} # ${random.int(1, 120)}-${random.int(2, 99)}`;
  const inside = random.chance(0.6) ? `, ${unit} ${random.int(1, 12)}0${random.int(1, 4)}` : '';
  return `${street}${inside}, ${random.pick(city.neighbourhoods)}`;
}

const cityOf = (random: Random) => random.weighted(CITIES.map((city) => [city, city.weight] as const));

/** A unique value from `make`, retried while `taken` already holds it. */
function uniqueValue(taken: Set<string>, make: () => string, key: (value: string) => string = (v) => v): string {
  let value = make();
  while (taken.has(key(value))) value = make();
  taken.add(key(value));
  return value;
}

/** The NIT check digit (DIAN's weighted sum modulo 11). */
export function nitCheckDigit(nit: string): number {
  const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  const sum = [...nit].reverse().reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
}

interface Taken {
  documents: Set<string>;
  phones: Set<string>;
  emails: Set<string>;
}

const phoneKey = (phone: string) => phone.replace(/\D/g, '');

function personSeed(random: Random, taken: Taken): DemoContactSeed {
  const female = random.chance(0.5);
  const names = female ? FEMALE_NAMES : MALE_NAMES;
  const [given1, given2] = random.sample(names, 2) as [string, string];
  const [surname1, surname2] = random.sample(SURNAMES, 2) as [string, string];
  const birthYear = random.int(1958, 2004);
  const birthdate = `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  // Cédulas issued since the late nineties have ten digits starting with 10; older ones have eight.
  const documentNumber = uniqueValue(taken.documents, () =>
    birthYear >= 1980 ? String(random.int(1_000_000_000, 1_152_999_999)) : String(random.int(10_000_000, 99_999_999)));
  const phone = uniqueValue(taken.phones, () => mobile(random), phoneKey);
  const domain = random.weighted(EMAIL_DOMAINS);
  const email = uniqueValue(taken.emails, () => {
    const suffix = random.chance(0.35) ? String(random.int(1, 99)) : '';
    const local = random.chance(0.7) ? `${plainText(given1)}.${plainText(surname1)}` : `${plainText(given1)}${plainText(surname1)}${plainText(surname2).slice(0, 1)}`;
    return `${local}${suffix}@${domain}`;
  });
  const city = cityOf(random);
  const secondPhone = random.chance(0.3)
    ? random.weighted([
      [{ label: 'Whatsapp', value: uniqueValue(taken.phones, () => mobile(random), phoneKey) }, 5],
      [{ label: 'Casa', value: landline(random, city) }, 3],
      [{ label: 'Trabajo', value: landline(random, city) }, 2],
    ])
    : null;
  return {
    fields: {
      contactType: PERSON_TYPE,
      first_name: `${given1} ${given2}`,
      last_name: `${surname1} ${surname2}`,
      documentType: 'CEDULA',
      documentNumber,
      birthdate,
      gender: female ? 'Femenino' : 'Masculino',
      email,
      phone,
      city: city.name,
      address: address(random, city, 'Apto'),
      status: random.chance(0.88) ? 'ACTIVO' : 'DESCONECTADO',
    },
    secondPhone,
  };
}

function companySeed(random: Random, taken: Taken, name: string): DemoContactSeed {
  const base = uniqueValue(taken.documents, () => String(random.int(900_000_000, 901_799_999)));
  const domain = `inversiones${plainText(name)}.com.co`;
  const city = cityOf(random);
  const phone = uniqueValue(taken.phones, () => landline(random, city), phoneKey);
  return {
    fields: {
      contactType: COMPANY_TYPE,
      razon_social: `Inversiones ${name} S.A.S.`,
      actividad: random.pick(COMPANY_ACTIVITIES),
      web_site: `www.${domain}`,
      documentType: 'NIT',
      documentNumber: `${base}${nitCheckDigit(base)}`,
      email: `contacto@${domain}`,
      phone,
      city: city.name,
      address: address(random, city, 'Oficina'),
      status: random.chance(0.95) ? 'ACTIVO' : 'DESCONECTADO',
    },
    secondPhone: random.chance(0.5) ? { label: 'Móvil', value: uniqueValue(taken.phones, () => mobile(random), phoneKey) } : null,
  };
}

/** The demo's persons and companies, the same on every run; every tenth one is a company. */
export function demoContactSeeds(): DemoContactSeed[] {
  const random = createRandom(SEED);
  const taken: Taken = { documents: new Set(), phones: new Set(), emails: new Set() };
  const companies = [...COMPANY_NAMES];
  const seeds: DemoContactSeed[] = [];
  while (seeds.length < PEOPLE + COMPANY_NAMES.length) {
    const isCompanyTurn = (seeds.length + 1) % COMPANY_EVERY === 0 && companies.length > 0;
    seeds.push(isCompanyTurn ? companySeed(random, taken, companies.shift()!) : personSeed(random, taken));
  }
  return seeds;
}

const toDemoContact = (seed: DemoContactSeed, id: number): DemoContact => ({
  id, isCompany: seed.fields.contactType === COMPANY_TYPE, city: seed.fields.city, phone: storedPhone(seed.fields.phone), status: seed.fields.status ?? 'ACTIVO',
});

/**
 * Writes the demo contacts with their primary e-mail, phone and address (as the app does), a second
 * phone for some, and a contact person for each company, in one transaction with one audit entry.
 * When the demo contacts are already stored, nothing is written. Returns them, in seed order.
 */
export async function loadDemoContacts(db: Db, actor: AuditActor): Promise<DemoContact[]> {
  const seeds = demoContactSeeds();
  const stored = await storedIdsByDocument(db, seeds.map((s) => s.fields.documentNumber));
  if (stored.size > 0) {
    return seeds.flatMap((seed) => {
      const id = stored.get(seed.fields.documentNumber);
      return id === undefined ? [] : [toDemoContact(seed, id)];
    });
  }
  return db.transaction(async (tx) => {
    const created: DemoContact[] = [];
    for (const seed of seeds) created.push(toDemoContact(seed, await insertContact(tx, seed.fields, actor)));
    const secondPhones = seeds.flatMap((seed, i) =>
      seed.secondPhone ? [{ contactId: created[i]!.id, tipo: 'Telefono', label: seed.secondPhone.label, value1: storedPhone(seed.secondPhone.value) }] : []);
    if (secondPhones.length > 0) await tx.insert(contactData).values(secondPhones);
    // Each company's contact person is the person created just before it.
    const links = created.flatMap((contact, i) => (contact.isCompany && i > 0 ? [{ companyId: contact.id, personId: created[i - 1]!.id }] : []));
    if (links.length > 0) await tx.insert(companyPeople).values(links);
    const companies = created.filter((c) => c.isCompany).length;
    await recordAudit(tx, actor, {
      contentType: 'Contacto', action: 'Creación',
      descripcion: `Se cargaron ${created.length} contactos de demostración (${created.length - companies} personas y ${companies} empresas)`,
    });
    return created;
  });
}

async function storedIdsByDocument(db: Db, documents: string[]): Promise<Map<string, number>> {
  const found = await db
    .select({ id: contacts.id, documentNumber: contacts.documentNumber })
    .from(contacts)
    .where(and(inArray(contacts.documentNumber, documents), isNull(contacts.deletedAt)));
  return new Map(found.map((row) => [row.documentNumber!, row.id]));
}
