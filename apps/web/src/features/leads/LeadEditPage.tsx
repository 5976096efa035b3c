import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { LeadUpdate, type LeadRead } from '@atiende/shared';
import { queryKeys } from '../../app/query-keys';
import { FormCard, FormSkeleton } from '../../ui/FormCard';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import { PageHeader } from '../../ui/PageHeader';
import { isNotFound, useRouteId } from '../../ui/route-id';
import { useForm } from '../../ui/use-form';
import { NotFoundState } from '../errors/NotFoundPage';
import { updateLead, useLead } from './leads.api';

interface LeadEditValues extends Record<string, unknown> {
  referencia: string;
  nombre: string;
  descripcion: string;
  existencia: number | string;
}

const editBody = (values: LeadEditValues) => ({
  referencia: values.referencia, nombre: values.nombre, descripcion: values.descripcion,
  existencia: values.existencia === '' ? null : values.existencia,
});

function LeadEditForm({ lead }: { lead: LeadRead }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<LeadEditValues>({
    initialValues: { referencia: lead.referencia ?? '', nombre: lead.nombre ?? '', descripcion: lead.descripcion ?? '', existencia: lead.existencia ?? '' },
    validate: schemaValidator(LeadUpdate, editBody),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await updateLead(lead.id, editBody(values) as never);
      notifySuccess(`Se ha actualizado el lead de ${lead.contact.full_name} correctamente.`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.leads.all });
      void navigate('/leads');
    } catch (error) {
      showServerErrors(form, error);
    }
  });
  return (
    <FormCard onSubmit={submit} submitLabel="Actualizar" busy={form.submitting} backTo="/leads" maw={860}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Referencia" {...form.getInputProps('referencia')} />
        <TextInput label="Nombre" {...form.getInputProps('nombre')} />
      </SimpleGrid>
      <Textarea label="Descripción" autosize minRows={3} maxRows={8} {...form.getInputProps('descripcion')} />
      <NumberInput label="Existencia" min={0} allowDecimal={false} allowNegative={false} thousandSeparator="." decimalSeparator=","
        {...form.getInputProps('existencia')} />
    </FormCard>
  );
}

/** /leads/update/{id}: the lead's referencia, nombre, descripcion and existencia. */
export function LeadEditPage() {
  const id = useRouteId();
  const lead = useLead(id);
  if (id === null || isNotFound(lead.error)) return <NotFoundState />;
  return (
    <>
      <PageHeader title="Editar lead" description={lead.data ? `${lead.data.contact.full_name} · ${lead.data.source}` : undefined} />
      {lead.data ? <LeadEditForm key={lead.data.id} lead={lead.data} />
        : lead.isError ? <Alert color="red" title="Lo Sentimos,">{lead.error.message}</Alert>
          : <FormSkeleton rows={4} maw={860} />}
    </>
  );
}
