import { useQueryClient } from '@tanstack/react-query';
import { Select, Textarea, TextInput } from '@mantine/core';
import { BroadcastCreate, MSG } from '@atiende/shared';
import { queryKeys } from '../../app/query-keys';
import { FIELDS_REFUSED, schemaValidator } from '../../ui/form';
import { ModalForm } from '../../ui/ModalForm';
import { useCampaignOptions } from '../campaigns/campaigns.api';
import { toSelectData } from '../gestiones/gestiones.api';
import { createBroadcast } from './broadcasts.api';

interface BroadcastValues extends Record<string, unknown> {
  name: string;
  campaign: string | null;
  descripcion: string;
  body: string;
}

const INITIAL: BroadcastValues = { name: '', campaign: null, descripcion: '', body: '' };

const bodyOf = (values: BroadcastValues) => ({ ...values, campaign: values.campaign ? Number(values.campaign) : undefined });

/** 'Agregar Campañas de Difusión': name, campaign (its first WhatsApp channel sends it), description and message. */
export function BroadcastFormModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const queryClient = useQueryClient();
  const campaigns = useCampaignOptions(opened);
  return (
    <ModalForm<BroadcastValues, { message: string }>
      opened={opened}
      onClose={onClose}
      title="Agregar Campaña de Difusión"
      initialValues={INITIAL}
      validate={schemaValidator(BroadcastCreate, bodyOf, { campaign: (value: string | null) => (value ? null : MSG.required) })}
      onSubmit={async (values) => {
        const saved = await createBroadcast({ ...bodyOf(values), campaign: Number(values.campaign) });
        await queryClient.invalidateQueries({ queryKey: queryKeys.broadcasts.all });
        return saved;
      }}
      success={(saved) => saved.message}
      errorTitle="Error"
      fieldsNotice={FIELDS_REFUSED}
      submitLabel="Crear"
      size="lg"
    >
      {(form) => (
        <>
          <TextInput label="Nombre" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <Select label="Campaña" withAsterisk searchable placeholder="Seleccione" data={toSelectData(campaigns.data)}
            nothingFoundMessage="No se encontraron resultados" description="La difusión sale por el primer canal de WhatsApp de la campaña"
            {...form.getInputProps('campaign')} />
          <Textarea label="Descripción" autosize minRows={2} maxRows={5} {...form.getInputProps('descripcion')} />
          <Textarea label="Mensaje" autosize minRows={3} maxRows={8} description="De qué trata la difusión"
            {...form.getInputProps('body')} />
        </>
      )}
    </ModalForm>
  );
}
