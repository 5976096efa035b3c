import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from '../../ui/use-form';
import { Button, Checkbox, CopyButton, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { IconCopy } from '@tabler/icons-react';
import { CHAT_MSG, ChatGestionCreate, ContactUpdate, ShortcutCreate, type ConversationRead, formatPhone } from '@atiende/shared';
import { queryKeys } from '../../app/query-keys';
import { parseDay } from '../../ui/DateRangeFilter';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifyError, notifySuccess } from '../../ui/notices';
import { useCampaignOptions } from '../campaigns/campaigns.api';
import { useContact } from '../contacts/contacts.api';
import { DEFAULT_PHONE_CODE, fullPhone, onlyDigits, PERSON_DOCUMENT_OPTIONS } from '../contacts/contact-fields';
import { PhoneField } from '../contacts/PhoneField';
import { CampaignField, TypificationSelects } from '../gestiones/GestionFields';
import { toSelectData } from '../gestiones/gestiones.api';
import { createShortcut, registerContact, saveChatGestion } from './chat.api';
import { finishLead } from '../leads/leads.api';

interface TypificationValues extends Record<string, unknown> {
  campaign: string | null;
  calificacion: string | null;
  descripcion: string | null;
  observaciones: string;
  fecha_proximo_contacto: string | null;
  hora_proximo_contacto: string;
  is_leads: boolean;
}

const chosen = (value: string | null) => (value ? Number(value) : undefined);
const typificationBody = (values: TypificationValues) => ({
  campaign: chosen(values.campaign),
  calificacion: chosen(values.calificacion)!,
  descripcion: chosen(values.descripcion)!,
  observaciones: values.observaciones.trim(),
  fecha_proximo_contacto: values.fecha_proximo_contacto || null,
  hora_proximo_contacto: values.hora_proximo_contacto || null,
  is_leads: values.is_leads,
});

/**
 * Tipificación: Resultado and Calificación of the campaign, observations and the next contact; saving closes the
 * conversation. Opened from a lead (`leadId`), it starts as 'Es lead' and, once saved, finishes the lead with the
 * saved gestión (spec §4); the view then reloads without the lead.
 */
export function TypificationPanel({ conversation, leadId = null, onSaved }: { conversation: ConversationRead; leadId?: number | null; onSaved(): void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const campaigns = useCampaignOptions();
  const form = useForm<TypificationValues>({
    initialValues: {
      campaign: conversation.campaign ? String(conversation.campaign.id) : null, calificacion: null, descripcion: null,
      observaciones: '', fecha_proximo_contacto: null, hora_proximo_contacto: '', is_leads: leadId !== null,
    },
    validate: schemaValidator(ChatGestionCreate, typificationBody),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await saveChatGestion(conversation.contacto.contact_id, conversation.id, typificationBody(values));
      notifySuccess(saved.message || CHAT_MSG.gestionSaved);
      if (leadId !== null) {
        // The gestión is saved whatever the lead answers; a refusal (a lead not in process) is said apart.
        await finishLead(leadId, saved.gestion.id).catch(notifyError);
        void navigate(location.pathname, { replace: true, state: null });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.chat.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.leads.all }),
      ]);
      onSaved();
    } catch (error) {
      showServerErrors(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <CampaignField form={form} data={toSelectData(campaigns.data)} required={false} />
        <TypificationSelects form={form} campaignId={form.values.campaign} />
        <Textarea label="Observaciones" autosize minRows={3} maxRows={6} {...form.getInputProps('observaciones')} />
        <SimpleGrid cols={2}>
          <DateInput label="Próximo contacto" valueFormat="DD/MM/YYYY" dateParser={parseDay} placeholder="DD/MM/AAAA" clearable
            {...form.getInputProps('fecha_proximo_contacto')} />
          <TimeInput label="Hora" {...form.getInputProps('hora_proximo_contacto')} />
        </SimpleGrid>
        <Checkbox label="Es lead" {...form.getInputProps('is_leads', { type: 'checkbox' })} />
        <Button type="submit" loading={form.submitting} disabled={conversation.estado === 'FINALIZADA'}>Guardar gestión</Button>
      </Stack>
    </form>
  );
}

/** Personalizar Atajos: a '/NOMBRE' and its text, for one campaign (upper-cased with a slash by the server). */
export function ShortcutsPanel({ conversation }: { conversation: ConversationRead }) {
  const queryClient = useQueryClient();
  const campaigns = useCampaignOptions();
  const toBody = (values: { atajo: string; text: string; campaign: string | null }) =>
    ({ atajo: values.atajo, text: values.text, campaign: chosen(values.campaign)! });
  const form = useForm({
    initialValues: { atajo: '', text: '', campaign: conversation.campaign ? String(conversation.campaign.id) : null as string | null },
    validate: schemaValidator(ShortcutCreate, toBody),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await createShortcut(toBody(values));
      notifySuccess(CHAT_MSG.shortcutAdded, 3000);
      form.setValues({ atajo: '', text: '' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.chat.part('shortcuts') });
    } catch (error) {
      showServerErrors(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <TextInput label="Atajo" placeholder="/SALUDO" withAsterisk {...form.getInputProps('atajo')}
          onChange={(e) => form.setFieldValue('atajo', e.currentTarget.value.toUpperCase())} />
        <Textarea label="Texto" withAsterisk autosize minRows={3} {...form.getInputProps('text')} />
        <Select label="Campaña" withAsterisk data={toSelectData(campaigns.data)} {...form.getInputProps('campaign')} />
        <Button type="submit" loading={form.submitting}>Agregar atajo</Button>
      </Stack>
    </form>
  );
}

/** Contacto: the customer's data; the phone the conversation came from stays read-only; the document can be copied. */
export function ContactPanel({ conversation }: { conversation: ConversationRead }) {
  const contact = useContact(conversation.contacto.contact_id);
  if (contact.isPending) return <Text size="sm" c="dimmed">Cargando contacto…</Text>;
  if (!contact.data) return <Text size="sm" c="red">No se pudo cargar el contacto.</Text>;
  return <ContactForm key={contact.data.id} conversation={conversation} contact={contact.data} />;
}

interface ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  documentType: string | null;
  documentNumber: string;
  phoneCode: string;
  phone: string;
}

type ContactData = NonNullable<ReturnType<typeof useContact>['data']>;

/** What the panel saves: a phone only when the contact had none (an existing one is read-only). */
const contactBody = (values: ContactValues, hasPhone: boolean) => ({
  first_name: values.first_name.trim(), last_name: values.last_name.trim(), email: values.email.trim() || null,
  documentType: (values.documentType || null) as ContactUpdate['documentType'],
  documentNumber: values.documentNumber.trim() || null,
  ...(!hasPhone && values.phone ? { phone: fullPhone(values.phoneCode, values.phone) } : {}),
});

function ContactForm({ conversation, contact }: { conversation: ConversationRead; contact: ContactData }) {
  const queryClient = useQueryClient();
  const existingPhone = contact.phone[0]?.telefono ?? null;
  const form = useForm<ContactValues>({
    initialValues: {
      first_name: contact.first_name, last_name: contact.last_name, email: contact.username ?? contact.email[0]?.email ?? '',
      documentType: contact.documentType ?? null, documentNumber: contact.documentNumber ?? '', phoneCode: DEFAULT_PHONE_CODE, phone: '',
    },
    validate: schemaValidator(ContactUpdate, (values: ContactValues) => contactBody(values, existingPhone !== null)),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await registerContact(contact.id, contactBody(values, existingPhone !== null));
      notifySuccess('Se ha actualizado el contacto');
      await queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.chat.part('list') });
    } catch (error) {
      showServerErrors(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {existingPhone !== null ? (
          <TextInput label="Teléfono" value={formatPhone(existingPhone)} readOnly />
        ) : (
          <PhoneField code={form.getInputProps('phoneCode')} number={form.getInputProps('phone')} required={false}
            onNumberChange={(digits) => form.setFieldValue('phone', digits)} />
        )}
        {conversation.type !== 'WhatsApp' && existingPhone === null && (
          <Text size="xs" c="dimmed">{`El contacto escribe por ${conversation.type}; puedes añadir su teléfono.`}</Text>
        )}
        <SimpleGrid cols={2}>
          <TextInput label="Nombres" withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label="Apellidos" {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput label="Correo electrónico" type="email" {...form.getInputProps('email')} />
        <Select label="Tipo de documento" placeholder="Seleccione" data={PERSON_DOCUMENT_OPTIONS} clearable {...form.getInputProps('documentType')} />
        <Group align="flex-end" gap={4} wrap="nowrap">
          <TextInput label="Número de documento" inputMode="numeric" style={{ flex: 1 }} {...form.getInputProps('documentNumber')}
            onChange={(e) => form.setFieldValue('documentNumber', onlyDigits(e.currentTarget.value))} />
          <CopyButton value={form.values.documentNumber} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? '¡Número copiado!' : 'Copiar'} opened={copied || undefined}>
                <Button variant="default" onClick={copy} disabled={!form.values.documentNumber} aria-label="Copiar número de documento">
                  <IconCopy size={16} />
                </Button>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Button type="submit" loading={form.submitting}>Guardar contacto</Button>
      </Stack>
    </form>
  );
}
