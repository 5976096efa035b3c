import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from '../../ui/use-form';
import { notifications } from '@mantine/notifications';
import { ActionIcon, Button, Fieldset, Group, Modal, SimpleGrid, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  CONTACT_MSG, ContactCreatePerson, GESTION_MSG, GestionCreate as GestionCreateSchema, MSG, NOTICE_AUTO_CLOSE_MS, type ContactOption, formatPhone } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { client } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';
import { ContactSelect, type ContactPickOption } from '../../ui/ContactPicker';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifyErrorMessage, notifySuccess } from '../../ui/notices';
import { displayName } from '../contacts/contact-fields';
import { CampaignField, firstCampaign, GestionFields } from './GestionFields';
import {
  EMPTY_FOLLOW_UP, EMPTY_TYPIFICATION, followUpPayload, requiredChoice, typificationDraft, typificationPayload, type FollowUpValues,
  type TypificationValues,
} from './gestion-form';
import { createGestion, toSelectData, type GestionCreate } from './gestiones.api';
import { useCampaignOptions } from '../campaigns/campaigns.api';

/** A contact as the manual gestión lists it: 'phone - full name'. */
export function phoneAndName(phone: string | null | undefined, name: string): string {
  return phone ? `${formatPhone(phone)} - ${name}` : name;
}

const toPhoneOption = (contact: ContactOption): ContactPickOption => ({
  value: String(contact.id),
  label: phoneAndName(contact.phone, displayName(contact)),
});

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface NewContactValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** The '+' form: creates a contact with name, surname, e-mail and phone and hands it back selected. */
const newContactBody = (values: NewContactValues) => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
});

function NewContactForm({ onCreated, onCancel }: { onCreated(option: ContactPickOption): void; onCancel(): void }) {
  const queryClient = useQueryClient();
  const form = useForm<NewContactValues>({
    initialValues: { first_name: '', last_name: '', email: '', phone: '' },
    // The quick form words its e-mail and phone errors its own way (the spec's inline texts).
    validate: schemaValidator(ContactCreatePerson, newContactBody, {
      email: (v: string) => (EMAIL_SHAPE.test(v.trim()) ? null : CONTACT_MSG.inlineEmail),
      phone: (v: string) => (v.trim() ? null : CONTACT_MSG.inlinePhone),
    }),
  });
  const submit = form.onSubmit(async (values) => {
    const body = newContactBody(values);
    try {
      const saved = await client.post('/contact/contacto/', { body });
      notifySuccess(saved.message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all });
      onCreated({ value: String(saved.id), label: phoneAndName(body.phone, `${body.first_name} ${body.last_name}`) });
    } catch (error) {
      showServerErrors(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset legend="Nuevo contacto">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="Nombre" withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label="Apellido" withAsterisk {...form.getInputProps('last_name')} />
          <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
          <TextInput label="Teléfono" inputMode="tel" withAsterisk {...form.getInputProps('phone')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>Cancelar</Button>
          <Button type="submit" loading={form.submitting}>Crear contacto</Button>
        </Group>
      </Fieldset>
    </form>
  );
}

interface Values extends TypificationValues, FollowUpValues {
  contacto: ContactPickOption | null;
  campaign: string[];
}

function payloadOf(values: Values): GestionCreate {
  return {
    contacto: Number(values.contacto!.value),
    campaign: values.campaign.map(Number),
    ...typificationPayload(values),
    ...followUpPayload(values),
    estado: 'FINALIZADO',
    type: 'Telefonía - Manual',
  };
}

function notifyFailure(message: string) {
  notifyErrorMessage(message, 'Error');
}

function ManualGestionForm({ initialContact, onDone }: { initialContact: ContactPickOption | null; onDone(): void }) {
  const queryClient = useQueryClient();
  const [creatingContact, setCreatingContact] = useState(false);
  const form = useForm<Values>({
    initialValues: { contacto: initialContact, campaign: [], ...EMPTY_TYPIFICATION, ...EMPTY_FOLLOW_UP },
    validate: schemaValidator(GestionCreateSchema, (values: Values) => ({
      contacto: values.contacto ? Number(values.contacto.value) : null,
      campaign: values.campaign.map(Number),
      ...typificationDraft(values),
      ...followUpPayload(values),
    }), { contacto: requiredChoice(MSG.required) }),
  });
  const campaigns = useCampaignOptions();

  const submit = form.onSubmit(
    async (values) => {
      try {
        const saved = await createGestion(payloadOf(values));
        notifySuccess(saved.message);
        void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.gestiones.all });
        onDone();
      } catch (error) {
        if (error instanceof ApiError) {
          for (const [field, messages] of Object.entries(error.fields)) form.setFieldError(field, messages.join(' '));
          const firstField = Object.values(error.fields)[0]?.[0];
          notifyFailure(error.detail ?? firstField ?? error.message);
        } else notifyFailure(MSG.internal);
      }
    },
    () => notifications.show({ message: GESTION_MSG.completeRequired, color: 'red', autoClose: NOTICE_AUTO_CLOSE_MS }),
  );

  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <div style={{ flex: 1 }}>
          <ContactSelect
            label="Contacto"
            withAsterisk
            value={form.values.contacto}
            onChange={(option) => form.setFieldValue('contacto', option)}
            error={form.errors.contacto as string | undefined}
            toOption={toPhoneOption}
          />
        </div>
        <Tooltip label="Crear contacto">
          <ActionIcon
            size={36} mt={25} variant="light" aria-label="Crear contacto" aria-expanded={creatingContact}
            onClick={() => setCreatingContact((open) => !open)}
          >
            <IconPlus size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {creatingContact && (
        <NewContactForm
          onCancel={() => setCreatingContact(false)}
          onCreated={(option) => {
            form.setFieldValue('contacto', option);
            setCreatingContact(false);
          }}
        />
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <CampaignField form={form} data={toSelectData(campaigns.data)} multiple />
          <GestionFields form={form} campaignId={firstCampaign(form.values.campaign)} resultadoLabel="Resultados" withFollowUp />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onDone}>Cancelar</Button>
            <Button type="submit" loading={form.submitting}>Guardar</Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

interface ManualGestionModalProps {
  opened: boolean;
  onClose(): void;
  /** The contact chosen when the dialog opens (e.g. from 'Contactos por finalizar'). */
  initialContact?: ContactPickOption | null;
}

/** 'Gestión Manual': records a finished gestión for any contact, creating the contact if needed. */
export function ManualGestionModal({ opened, onClose, initialContact = null }: ManualGestionModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Gestión Manual" size="lg" centered>
      <ManualGestionForm key={initialContact?.value ?? 'none'} initialContact={initialContact} onDone={onClose} />
    </Modal>
  );
}
