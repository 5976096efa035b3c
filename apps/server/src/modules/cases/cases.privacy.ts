import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { suppressedText, withoutValues, type PersonalDataHook } from '../privacy/privacy.hooks.js';
import { caseClients, caseHistory, caseImages, caseReports, cases } from './cases.tables.js';

/** Cases of the person: where, what was noted, who received and signed, and the pictures. */
export const casesPrivacy: PersonalDataHook = {
  plan: { case_clients: 'el caso se conserva; sus textos y direcciones quedan Suprimido, la firma y las fotos se borran' },
  async suppress(tx, { contactId, oldValues, now, files }) {
    const caseIds = (await tx.select({ id: caseClients.caseId }).from(caseClients).where(eq(caseClients.contactId, contactId))).map((c) => c.id);
    if (caseIds.length === 0) return;
    await tx.update(cases).set({
      name: withoutValues(sql`${cases.name}`, oldValues),
      descripcion: suppressedText(cases.descripcion),
      observaciones: suppressedText(cases.observaciones),
      direccion1: suppressedText(cases.direccion1),
      direccion2: suppressedText(cases.direccion2),
      updatedAt: now,
    }).where(inArray(cases.id, caseIds));
    const signatures = await tx.select({ path: caseReports.firmaPath }).from(caseReports)
      .where(and(inArray(caseReports.caseId, caseIds), isNotNull(caseReports.firmaPath)));
    files.push(...signatures.map((s) => s.path!));
    await tx.update(caseReports).set({
      descripcion: suppressedText(caseReports.descripcion),
      observaciones: suppressedText(caseReports.observaciones),
      personaRecibe: suppressedText(caseReports.personaRecibe),
      cargo: suppressedText(caseReports.cargo),
      firmaPath: null,
    }).where(inArray(caseReports.caseId, caseIds));
    await tx.update(caseHistory).set({ observaciones: suppressedText(caseHistory.observaciones), coordenadas: null })
      .where(inArray(caseHistory.caseId, caseIds));
    const pictures = await tx.delete(caseImages).where(inArray(caseImages.caseId, caseIds)).returning({ path: caseImages.filePath });
    files.push(...pictures.map((p) => p.path));
  },
};
