import { Group, MultiSelect, Select } from '@mantine/core';
import { GESTION_FILTER_TYPES, REPORT_MSG, type GestionEstado, type GestionType } from '@atiende/shared';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { useCampaignOptions } from '../campaigns/campaigns.api';
import { ESTADO_OPTIONS, toSelectData } from '../gestiones/gestiones.api';
import { useUserOptions } from '../users/users.api';
import type { ReportDraft, ReportFilterName } from './report-filters';

const TYPE_OPTIONS = [...GESTION_FILTER_TYPES];

interface ReportFilterFieldsProps {
  draft: ReportDraft;
  onChange(draft: ReportDraft): void;
  /** The filters the page offers besides the range. */
  fields: readonly ReportFilterName[];
}

/** The filters of every report page: the range, then those the page offers; the form edits a draft until Consultar. */
export function ReportFilterFields({ draft, onChange, fields }: ReportFilterFieldsProps) {
  const agents = useUserOptions({ enabled: fields.includes('agents') });
  const campaigns = useCampaignOptions(fields.includes('campaign'));
  const agentData = (agents.data ?? []).map((user) => ({ value: String(user.id), label: user.get_full_name || user.username }));
  const set = <K extends keyof ReportDraft>(key: K, value: ReportDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <DateRangeFilter value={draft.range} onChange={(range) => set('range', range)} />
      {fields.includes('estado') && (
        <Select label="Estado" placeholder="Todos" data={ESTADO_OPTIONS} clearable value={draft.estado}
          onChange={(value) => set('estado', value as GestionEstado | null)} w={170} />
      )}
      {fields.includes('agents') && (
        <MultiSelect label="Agentes" placeholder={draft.agents.length ? undefined : 'Todos'} data={agentData} searchable clearable
          value={draft.agents} onChange={(value) => set('agents', value)} nothingFoundMessage={REPORT_MSG.empty} w={{ base: '100%', xs: 260 }} />
      )}
      {fields.includes('campaign') && (
        <Select label="Campaña" placeholder="Todas" data={toSelectData(campaigns.data)} searchable clearable value={draft.campaign}
          onChange={(value) => set('campaign', value)} nothingFoundMessage={REPORT_MSG.empty} w={{ base: '100%', xs: 220 }} />
      )}
      {fields.includes('type') && (
        <Select label="Tipo" placeholder="Todos" data={TYPE_OPTIONS} clearable value={draft.type}
          onChange={(value) => set('type', value as GestionType | null)} w={190} />
      )}
    </Group>
  );
}
