import type { CampaignTypification, TypificationSave } from '@atiende/shared';

/**
 * What was added in the editor and not saved yet, per campaign id: new Resultados, and new Calificaciones
 * keyed by the name of their Resultado (new or stored). Names identify items: the server matches by name.
 */
export type TypificationDraft = Record<number, CampaignDraft>;
interface CampaignDraft {
  resultados: string[];
  calificaciones: Record<string, string[]>;
}

export interface EditorItem {
  name: string;
  isNew: boolean;
}

export function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');
}

function campaignDraft(draft: TypificationDraft, campaignId: number): CampaignDraft {
  return draft[campaignId] ?? { resultados: [], calificaciones: {} };
}

/** The stored Resultados of a campaign followed by the new ones. */
export function resultadosOf(campaign: CampaignTypification, draft: TypificationDraft): EditorItem[] {
  return [
    ...campaign.calificaciones.map((resultado) => ({ name: resultado.name, isNew: false })),
    ...campaignDraft(draft, campaign.id).resultados.map((name) => ({ name, isNew: true })),
  ];
}

/** The stored Calificaciones of one Resultado followed by the new ones. */
export function calificacionesOf(campaign: CampaignTypification, resultadoName: string, draft: TypificationDraft): EditorItem[] {
  const stored = campaign.calificaciones.find((resultado) => resultado.name === resultadoName)?.descripciones ?? [];
  return [
    ...stored.map((calificacion) => ({ name: calificacion.name, isNew: false })),
    ...(campaignDraft(draft, campaign.id).calificaciones[resultadoName] ?? []).map((name) => ({ name, isNew: true })),
  ];
}

export function withResultado(draft: TypificationDraft, campaignId: number, name: string): TypificationDraft {
  const current = campaignDraft(draft, campaignId);
  return { ...draft, [campaignId]: { ...current, resultados: [...current.resultados, name] } };
}

export function withCalificacion(
  draft: TypificationDraft, campaignId: number, resultadoName: string, name: string,
): TypificationDraft {
  const current = campaignDraft(draft, campaignId);
  const calificaciones = { ...current.calificaciones, [resultadoName]: [...(current.calificaciones[resultadoName] ?? []), name] };
  return { ...draft, [campaignId]: { ...current, calificaciones } };
}

/** How many new items the draft holds. */
export function countNew(draft: TypificationDraft): number {
  return Object.values(draft).reduce(
    (total, campaign) =>
      total + campaign.resultados.length + Object.values(campaign.calificaciones).reduce((sum, names) => sum + names.length, 0),
    0,
  );
}

/**
 * Only what is new: each new Resultado with its Calificaciones, and each stored Resultado that got new
 * Calificaciones, sent by its name with just those.
 */
export function savePayload(draft: TypificationDraft): TypificationSave {
  return Object.entries(draft)
    .map(([campaignId, campaign]) => {
      const names = [...campaign.resultados];
      for (const name of Object.keys(campaign.calificaciones)) if (!names.includes(name)) names.push(name);
      return {
        campaign_id: Number(campaignId),
        calificaciones: names.map((name) => ({ name, descripciones: campaign.calificaciones[name] ?? [] })),
      };
    })
    .filter((item) => item.calificaciones.length > 0);
}
