import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Modal, Select, Text } from '@mantine/core';
import { CAMPAIGN_MSG, MSG } from '@atiende/shared';
import { notifyError, notifySuccess } from '../../ui/notices';
import { assignContactsToCampaign, useCampaignOptions } from './campaigns.api';
import { queryKeys } from '../../app/query-keys';

interface AssignCampaignModalProps {
  /** The contact to assign; null closes the dialog. */
  contact: { id: number; name: string } | null;
  onClose(): void;
}

/** 'Asignar a Campaña' of the contacts list: one campaign for one contact. */
export function AssignCampaignModal({ contact, onClose }: AssignCampaignModalProps) {
  return (
    <Modal opened={contact !== null} onClose={onClose} title="Asignar a Campaña" centered>
      {contact && <AssignCampaignForm key={contact.id} contact={contact} onDone={onClose} />}
    </Modal>
  );
}

function AssignCampaignForm({ contact, onDone }: { contact: { id: number; name: string }; onDone(): void }) {
  const queryClient = useQueryClient();
  const campaigns = useCampaignOptions();
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const assign = useMutation({
    mutationFn: (id: number) => assignContactsToCampaign(id, [contact.id]),
    onSuccess: async (result) => {
      notifySuccess(result.detail || CAMPAIGN_MSG.contactsAssigned);
      await queryClient.invalidateQueries({ queryKey: ['contacts'] });
      await queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all });
      onDone();
    },
    onError: notifyError,
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!campaignId) {
      setError(CAMPAIGN_MSG.campaignRequired);
      return;
    }
    assign.mutate(Number(campaignId));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Text size="sm" mb="sm">
        Contacto: <b>{contact.name}</b>
      </Text>
      <Select label="Campaña" placeholder={campaigns.isPending ? 'Cargando…' : 'Seleccione'} withAsterisk searchable
        data={(campaigns.data ?? []).map((campaign) => ({ value: String(campaign.id), label: campaign.name }))}
        nothingFoundMessage={MSG.emptyResults} value={campaignId} error={error ?? (campaigns.isError ? 'No se pudieron cargar las campañas.' : null)}
        onChange={(value) => {
          setCampaignId(value);
          setError(null);
        }} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onDone}>Cancelar</Button>
        <Button type="submit" loading={assign.isPending}>Asignar</Button>
      </Group>
    </form>
  );
}
