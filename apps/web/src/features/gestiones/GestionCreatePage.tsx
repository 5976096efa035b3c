import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from '@mantine/form';
import { Alert, Select, Textarea } from '@mantine/core';
import { CONTACT_MSG, GESTION_MSG, MSG } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { FormCard } from '../../ui/FormCard';
import { notifyErrorMessage, notifySuccess } from '../../ui/notices';
import { PageHeader } from '../../ui/PageHeader';
import { useContact } from '../contacts/contacts.api';
import { displayName } from '../contacts/contact-fields';
import { DASHBOARD_KEY } from '../dashboard/dashboard.api';
import {
  createGestion, GESTIONES_KEY, toSelectData, useCalificacionOptions, useCampaignOptions,
  useResultadoOptions, useTipoGestionOptions,
} from './gestiones.api';

interface Values {
  tipo_gestion: string | null;
  campaign: string | null;
  calificacion: string | null;
  descripcion: string | null;
  observaciones: string;
}

const required = (message: string) => (value: string | null) => (value ? null : message);

/** /gestionContactoCreate/{id}: records a manual gestión for the contact. */
export function GestionCreatePage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const contact = useContact(valid ? id : null);
  const allCampaigns = useCampaignOptions();
  const tipos = useTipoGestionOptions();
  const form = useForm<Values>({
    initialValues: { tipo_gestion: null, campaign: null, calificacion: null, descripcion: null, observaciones: '' },
    validate: {
      campaign: required(MSG.required),
      calificacion: required(GESTION_MSG.calificacionRequired),
      descripcion: required(GESTION_MSG.descripcionRequired),
    },
  });
  const resultados = useResultadoOptions(form.values.campaign);
  const calificaciones = useCalificacionOptions(form.values.calificacion);
  // The contact's own campaigns come first; a contact in none may be managed under any campaign.
  const contactCampaigns = contact.data?.campaigns ?? [];
  const campaignData = toSelectData(contactCampaigns.length ? contactCampaigns : allCampaigns.data);

  const submit = form.onSubmit(async (values) => {
    try {
      await createGestion({
        contacto: id,
        tipo_gestion: values.tipo_gestion ? Number(values.tipo_gestion) : undefined,
        campaign: [Number(values.campaign)],
        calificacion: Number(values.calificacion),
        descripcion: Number(values.descripcion),
        observaciones: values.observaciones.trim(),
        estado: 'FINALIZADO',
        type: 'Telefonía - Manual',
      });
      notifySuccess(GESTION_MSG.created);
      void queryClient.invalidateQueries({ queryKey: [GESTIONES_KEY] });
      void queryClient.invalidateQueries({ queryKey: [DASHBOARD_KEY] });
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

  if (!valid) return <Alert color="red">{CONTACT_MSG.contactNotFound}</Alert>;
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
        <Select
          label="Campaña"
          withAsterisk
          data={campaignData}
          searchable
          nothingFoundMessage="No se encontraron resultados"
          {...form.getInputProps('campaign')}
          onChange={(value) => {
            form.setFieldValue('campaign', value);
            form.setFieldValue('calificacion', null);
            form.setFieldValue('descripcion', null);
          }}
        />
        <Select
          label="Resultado"
          withAsterisk
          data={toSelectData(resultados.data)}
          disabled={!form.values.campaign}
          searchable
          nothingFoundMessage="No se encontraron resultados"
          {...form.getInputProps('calificacion')}
          onChange={(value) => {
            form.setFieldValue('calificacion', value);
            form.setFieldValue('descripcion', null);
          }}
        />
        <Select
          label="Calificación"
          withAsterisk
          data={toSelectData(calificaciones.data)}
          disabled={!form.values.calificacion}
          searchable
          nothingFoundMessage="No se encontraron resultados"
          {...form.getInputProps('descripcion')}
        />
        <Textarea label="Observaciones" autosize minRows={3} maxRows={8} {...form.getInputProps('observaciones')} />
      </FormCard>
    </>
  );
}
