import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useForm } from '../../ui/use-form';
import { MultiSelect, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  CAMPAIGN_MSG, CampaignCreate, CampaignUpdate, CLOSING_HOURS, DEFAULT_CLOSING_HOURS, MSG, PERMISSIONS, type CampaignRead,
  type CampaignSaved,
} from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { FormCard } from '../../ui/FormCard';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import {
  changeCampaignMembers, createCampaign, updateCampaign, useAccountOptions, useRefreshCampaigns,
} from './campaigns.api';
import { useUserOptions } from '../users/users.api';
import { closingSurveyPayload, serviceLevelsPayload, serviceLevelValues, type CampaignValues } from './campaign-form.values';
import { ServiceLevelsSection } from './ServiceLevelsSection';

const CLOSING_OPTIONS = CLOSING_HOURS.map((hours) => ({ value: String(hours), label: `${hours} horas` }));


function initialValues(campaign?: CampaignRead): CampaignValues {
  return {
    name: campaign?.name ?? '',
    description: campaign?.description ?? '',
    encargado: campaign?.encargado.map((person) => String(person.id)) ?? [],
    account: campaign?.account ? String(campaign.account) : null,
    closing_hours: String(campaign?.closing_hours ?? DEFAULT_CLOSING_HOURS),
    autorizacion_datos: campaign?.autorizacion_datos ?? '',
    ...serviceLevelValues(campaign),
  };
}

const commonPayload = (values: CampaignValues) => ({
  name: values.name.trim(),
  description: values.description.trim(),
  account: values.account ? Number(values.account) : null,
  closing_hours: Number(values.closing_hours),
  autorizacion_datos: values.autorizacion_datos.trim(),
  ...serviceLevelsPayload(values),
});

const createPayload = (values: CampaignValues) => ({ ...commonPayload(values), encargado: values.encargado.map(Number) });

/** On update the encargados are changed through their own calls: what was added, then what was taken away. */
async function syncManagers(campaign: CampaignRead, wanted: number[]): Promise<void> {
  const current = campaign.encargado.map((person) => person.id);
  const added = wanted.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !wanted.includes(id));
  if (added.length) await changeCampaignMembers('encargados', 'add', campaign.id, added);
  if (removed.length) await changeCampaignMembers('encargados', 'remove', campaign.id, removed);
}

/** The form of /campaign/create and /campaign/update/{id}; on update the encargados show only to who may change them. */
export function CampaignForm({ campaign }: { campaign?: CampaignRead }) {
  const navigate = useNavigate();
  const refreshCampaigns = useRefreshCampaigns();
  const canAssignManagers = hasPermission(useMe(), PERMISSIONS.campaignManagersAssign);
  const showManagers = !campaign || canAssignManagers;
  const users = useUserOptions();
  const accounts = useAccountOptions();
  const form = useForm<CampaignValues>({
    initialValues: initialValues(campaign),
    validate: schemaValidator(campaign ? CampaignUpdate : CampaignCreate, createPayload, {
      // A campaign keeps at least one encargado, so the field may not be emptied on update either.
      encargado: (value: string[]) => (showManagers && value.length === 0 ? CAMPAIGN_MSG.encargadoRequired : null),
    }),
  });

  const save = useMutation({
    mutationFn: async (values: CampaignValues): Promise<CampaignSaved> => {
      if (!campaign) return createCampaign(createPayload(values));
      const survey = closingSurveyPayload(values);
      const saved = await updateCampaign(campaign.id, {
        ...commonPayload(values),
        // Only a changed closing survey is sent: one the campaign keeps but could no longer choose does not block the rest.
        ...(survey !== campaign.encuesta_cierre ? { encuesta_cierre: survey } : {}),
      });
      if (showManagers) await syncManagers(campaign, values.encargado.map(Number));
      return saved;
    },
    onSuccess: async (saved) => {
      await refreshCampaigns();
      notifySuccess(saved.message || (campaign ? CAMPAIGN_MSG.updated : CAMPAIGN_MSG.created));
      navigate('/campaign');
    },
    onError: (error) => showServerErrors(form, error),
  });

  const userOptions = (users.data ?? []).map((user) => ({ value: String(user.id), label: user.get_full_name || user.username }));
  const accountOptions = (accounts.data ?? []).map((account) => ({ value: String(account.id), label: account.name }));

  return (
    <FormCard onSubmit={form.onSubmit((values) => save.mutate(values))} submitLabel="Guardar" busy={save.isPending}
      backTo="/campaign" maw={860}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nombre" withAsterisk autoFocus {...form.getInputProps('name')} />
        <Select label="Cierre de gestión (horas)" data={CLOSING_OPTIONS} allowDeselect={false}
          description="Horas tras las que una gestión abierta vence" {...form.getInputProps('closing_hours')} />
      </SimpleGrid>
      <Textarea label="Descripción" withAsterisk autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
      <Textarea label="Texto de autorización de tratamiento de datos" autosize minRows={2} maxRows={8}
        description="El bot de entrada lo envía al cliente nuevo que elige esta campaña y registra si acepta (Ley 1581 de 2012). Vacío: no se pregunta."
        {...form.getInputProps('autorizacion_datos')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {showManagers && (
          <MultiSelect label="Encargados" placeholder={users.isPending ? 'Cargando…' : 'Seleccione'} data={userOptions}
            searchable clearable withAsterisk nothingFoundMessage={MSG.emptyResults}
            {...form.getInputProps('encargado')} />
        )}
        <Select label="Cuenta" placeholder={accounts.isPending ? 'Cargando…' : 'Sin cuenta'} data={accountOptions}
          searchable clearable nothingFoundMessage={MSG.emptyResults} {...form.getInputProps('account')} />
      </SimpleGrid>
      <ServiceLevelsSection form={form} campaignId={campaign?.id} savedSurvey={campaign?.encuesta_cierre ?? null} />
    </FormCard>
  );
}
