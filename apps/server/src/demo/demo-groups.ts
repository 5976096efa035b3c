import { sql } from 'drizzle-orm';
import { GroupCreate, type GroupColor } from '@atiende/shared';
import type { Db } from '../db/client.js';
import type { AuditActor } from '../modules/audits/audits.record.js';
import { contactGroups } from '../modules/contact-groups/contact-groups.tables.js';
import { createGroup } from '../modules/contact-groups/contact-groups.service.js';
import type { DemoContact } from './demo-contacts.js';
import { createRandom, type Random } from './random.js';

const SEED = 20260202;

interface DemoGroup {
  name: string;
  etiqueta: GroupColor;
  members: (contacts: DemoContact[], random: Random) => DemoContact[];
}

const people = (contacts: DemoContact[]) => contacts.filter((c) => !c.isCompany);

const DEMO_GROUPS: DemoGroup[] = [
  { name: 'Clientes VIP', etiqueta: 'yellow', members: (contacts, random) => random.sample(people(contacts), 22) },
  { name: 'Renovaciones 2026', etiqueta: 'blue', members: (contacts, random) => random.sample(people(contacts), 45) },
  { name: 'Cartera en mora', etiqueta: 'orange', members: (contacts, random) => random.sample(people(contacts), 30) },
  { name: 'Referidos', etiqueta: 'green', members: (contacts, random) => random.sample(people(contacts), 18) },
  { name: 'Empresas aliadas', etiqueta: 'purple', members: (contacts) => contacts.filter((c) => c.isCompany) },
];

/** Creates the demo contact groups that do not exist yet, each with its members (one audit entry each). */
export async function loadDemoGroups(db: Db, actor: AuditActor, contacts: DemoContact[]): Promise<void> {
  const random = createRandom(SEED);
  for (const group of DEMO_GROUPS) {
    const members = group.members(contacts, random).map((c) => c.id);
    const [existing] = await db.select({ id: contactGroups.id }).from(contactGroups).where(sql`lower(${contactGroups.name}) = lower(${group.name})`);
    if (existing) continue;
    await createGroup(db, actor, GroupCreate.parse({ name: group.name, etiqueta: group.etiqueta, contacts: members }));
  }
}
