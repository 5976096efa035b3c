import { useNavigate } from 'react-router';
import { isNotFound, useRouteId } from '../../ui/route-id';
import { NotFoundState } from '../errors/NotFoundPage';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from '../../ui/use-form';
import { Select } from '@mantine/core';
import { GESTION_MSG, GestionCreate, MSG } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { queryKeys } from '../../app/query-keys';
import { FormCard } from '../../ui/FormCard';
import { schemaValidator } from '../../ui/form';
import { notifyErrorMessage, notifySuccess } from '../../ui/notices';
import { PageHeader } from '../../ui/PageHeader';
import { useContact } from '../contacts/contacts.api';
import { displayName } from '../contacts/contact-fields';
import { CampaignField, GestionFields } from './GestionFields';
import { EMPTY_TYPIFICATION, requiredChoice, typificationDraft, typificationPayload, type TypificationValues } from './gestion-form';
import { createGestion, toSelectData, useTipoGestionOptions } from './gestiones.api';
import { useCampaignOptions } from '../campaigns/campaigns.api';

interface Values extends TypificationValues {
  tipo_gestion: string | null;
  campaign: string | null;
}

/** /gestionContactoCreate/{id}: records a manual gestión for the contact. */
export function GestionCreatePage() {
  const routeId = useRouteId();
  const id = routeId ?? 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const contact = useContact(routeId);
  const allCampaigns = useCampaignOptions();
  const tipos = useTipoGestionOptions();
  const form = useForm<Values>({
    initialValues: { tipo_gestion: null, campaign: null, ...EMPTY_TYPIFICATION },
    validate: schemaValidator(
      GestionCreate,
      (values: Values) => ({ contacto: id, campaign: values.campaign ? [Number(values.campaign)] : [], ...typificationDraft(values) }),
      { campaign: requiredChoice(MSG.required) },
    ),
  });
  // The contact's own campaigns come first; a contact in none may be managed under any campaign.
  const contactCampaigns = contact.data?.campaigns ?? [];
  const campaignData = toSelectData(contactCampaigns.length ? contactCampaigns : allCampaigns.data);

  const submit = form.onSubmit(async (values) => {
    try {
      await createGestion({
        contacto: id,
        tipo_gestion: values.tipo_gestion ? Number(values.tipo_gestion) : undefined,
        campaign: [Number(values.campaign)],
        ...typificationPayload(values),
        estado: 'FINALIZADO',
        type: 'Telefonía - Manual',
      });
      notifySuccess(GESTION_MSG.created);
      void queryClient.invalidateQueries({ queryKey: queryKeys.gestiones.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
      navigate(`/gestionContacto/${id}`);
    } catch (error) {
      const known = new Set(Object.keys(values));
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      if (fields.length && fields.every(([field]) => known.has(field))) {
        for (const [field, messages] of fields) form.setFieldError(field, messages.join(' '));
        return;
      }
      notifyErrorMessage(error instanceof ApiError ? error.message : MSG.internal, 'Lo Sentimos');
      navigate(`/contacts/${id}/index`);
    }
  });

  if (routeId === null || isNotFound(contact.error)) return <NotFoundState />;
  return (
    <>
      <PageHeader title="Agregar Gestión" description={contact.data ? displayName(contact.data) : undefined} />
      <FormCard onSubmit={submit} submitLabel="Guardar" busy={form.submitting} backTo="/contacts">
        <Select
          label="Tipo de Gestión"
          data={toSelectData(tipos.data)}
          searchable
          clearable
          nothingFoundMessage="No se encontraron resultados"
          {...form.getInputProps('tipo_gestion')}
        />
        <CampaignField form={form} data={campaignData} />
        <GestionFields form={form} campaignId={form.values.campaign} />
      </FormCard>
    </>
  );
}
