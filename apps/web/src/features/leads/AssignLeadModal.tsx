import { useQueryClient } from '@tanstack/react-query';
import { Select, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LEAD_MSG, LeadAssign, type LeadListItem } from '@atiende/shared';
import { queryKeys } from '../../app/query-keys';
import { schemaValidator } from '../../ui/form';
import { ModalForm } from '../../ui/ModalForm';
import { useCampaignOptions } from '../campaigns/campaigns.api';
import { useCampaignAgents } from '../chat/chat.api';
import { toSelectData } from '../gestiones/gestiones.api';
import { leadAgent } from './lead-format';
import { assignLead } from './leads.api';

interface AssignValues extends Record<string, unknown> {
  campaign: string | null;
  agent: string | null;
}

const assignBody = (values: AssignValues) => ({
  agent: values.agent ? Number(values.agent) : undefined,
  campaign: values.campaign ? Number(values.campaign) : undefined,
});

/** The agents of the chosen campaign (its users and managers): those the server lets take the lead. */
function AgentSelect({ form }: { form: UseFormReturnType<AssignValues> }) {
  const campaign = form.values.campaign ? Number(form.values.campaign) : null;
  const agents = useCampaignAgents(campaign);
  const data = (agents.data ?? []).map((agent) => ({ value: String(agent.id), label: agent.get_full_name }));
  return (
    <Select label="Agente" withAsterisk searchable data={data} disabled={campaign === null} nothingFoundMessage="La campaña no tiene agentes"
      placeholder={campaign === null ? 'Elija primero la campaña' : 'Seleccione'} {...form.getInputProps('agent')} />
  );
}

/** 'Asignar': gives the lead to an agent of its campaign (or of another campaign, which it then moves to); it becomes PENDIENTE for them. */
export function AssignLeadModal({ lead, onClose }: { lead: LeadListItem | null; onClose(): void }) {
  const queryClient = useQueryClient();
  const campaigns = useCampaignOptions(lead !== null);
  const current = lead ? leadAgent(lead) : null;
  return (
    <ModalForm<AssignValues, unknown>
      opened={lead !== null}
      onClose={onClose}
      title="Asignar lead"
      initialValues={{ campaign: lead?.campaign ? String(lead.campaign.id) : null, agent: current ? String(current.id) : null }}
      validate={schemaValidator(LeadAssign, assignBody, { campaign: (value: string | null) => (value ? null : LEAD_MSG.required) })}
      onSubmit={async (values) => {
        const body = assignBody(values);
        // The lead's own campaign is not sent again: only a change of campaign moves it.
        const moved = body.campaign !== lead!.campaign?.id;
        await assignLead(lead!.id, { agent: body.agent!, ...(moved ? { campaign: body.campaign } : {}) });
        await queryClient.invalidateQueries({ queryKey: queryKeys.leads.all });
      }}
      success={LEAD_MSG.assigned}
      submitLabel="Asignar"
    >
      {(form) => (
        <>
          {lead && <Text size="sm">{`Lead de ${lead.contact.full_name}${current ? `, hoy de ${current.name}` : ''}.`}</Text>}
          <Select label="Campaña" withAsterisk searchable data={toSelectData(campaigns.data)} {...form.getInputProps('campaign')}
            onChange={(value) => {
              form.setFieldValue('campaign', value);
              form.setFieldValue('agent', null);
            }} />
          <AgentSelect form={form} />
        </>
      )}
    </ModalForm>
  );
}
