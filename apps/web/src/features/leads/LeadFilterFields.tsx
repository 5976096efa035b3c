import { Group, MultiSelect, Select } from '@mantine/core';
import { LEAD_ESTADO_LABELS, LEAD_ESTADOS, type LeadEstado, type LeadTipo } from '@atiende/shared';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { useCampaignOptions } from '../campaigns/campaigns.api';
import { toSelectData } from '../gestiones/gestiones.api';
import { useUserOptions } from '../users/users.api';
import type { LeadDraft } from './lead-filters-url';

const NOTHING_FOUND = 'No se encontraron resultados';
const ESTADO_OPTIONS = LEAD_ESTADOS.map((value) => ({ value, label: LEAD_ESTADO_LABELS[value] }));
export const TYPE_OPTIONS: { value: LeadTipo; label: string }[] = [
  { value: 'event', label: 'Leads' },
  { value: 'programado', label: 'Programaciones' },
];

interface LeadFilterFieldsProps {
  draft: LeadDraft;
  onChange(draft: LeadDraft): void;
  /** Agents and campaign: only for who sees every agent's leads. */
  elevated: boolean;
  /** The report's estado and type selects (the list has its estado buttons and a tab per type). */
  report?: boolean;
}

/** The filters of the leads list and the leads report; the form edits a draft until Consultar. */
export function LeadFilterFields({ draft, onChange, elevated, report = false }: LeadFilterFieldsProps) {
  const agents = useUserOptions({ enabled: elevated });
  const campaigns = useCampaignOptions(elevated);
  const agentData = (agents.data ?? []).map((user) => ({ value: String(user.id), label: user.get_full_name || user.username }));
  const set = <K extends keyof LeadDraft>(key: K, value: LeadDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <DateRangeFilter value={draft.range} onChange={(range) => set('range', range)} />
      {report && (
        <Select label="Estado" placeholder="Todos" data={ESTADO_OPTIONS} clearable value={draft.estado}
          onChange={(value) => set('estado', value as LeadEstado | null)} w={160} />
      )}
      {elevated && (
        <>
          <MultiSelect label="Agentes" placeholder={draft.agents.length ? undefined : 'Todos'} data={agentData} searchable clearable
            value={draft.agents} onChange={(value) => set('agents', value)} nothingFoundMessage={NOTHING_FOUND} w={260} />
          <Select label="Campaña" placeholder="Todas" data={toSelectData(campaigns.data)} searchable clearable value={draft.campaign}
            onChange={(value) => set('campaign', value)} nothingFoundMessage={NOTHING_FOUND} w={220} />
        </>
      )}
      {report && (
        <Select label="Tipo" placeholder="Todos" data={TYPE_OPTIONS} clearable value={draft.type}
          onChange={(value) => set('type', value as LeadTipo | null)} w={170} />
      )}
    </Group>
  );
}
