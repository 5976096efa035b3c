import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '../../ui/use-form';
import { useMutation } from '@tanstack/react-query';
import { CONTACT_MSG, ContactUpdate, GENDERS, type ContactRead } from '@atiende/shared';
import type { Body } from '../../app/api.client';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import { onlyDigits, parseDayMonthYear } from '../users/user-fields';
import { updateContact, useRefreshContact } from './contact-profile.api';
import {
  COMPANY_DOCUMENT_OPTIONS, PERSON_DOCUMENT_OPTIONS, PROFILE_MSG,
} from './contact-profile.options';
import { ContactMultiSelect, type ContactPickOption } from '../../ui/ContactPicker';
import { contactOption } from '../contacts/contact-fields';

const required = (value: string) => (value.trim() ? null : CONTACT_MSG.required);

/** Saves the profile fields and refreshes the profile; server field errors go under the fields. */
type ProfileBody = Body<'/contact/contacto/{id}/', 'patch'>;

function useSaveProfile(contactId: number, onError: (error: unknown) => void) {
  const refreshContact = useRefreshContact(contactId);
  return useMutation({
    mutationFn: (body: ProfileBody) => updateContact(contactId, body),
    onSuccess: async () => {
      notifySuccess(PROFILE_MSG.profileUpdated);
      await refreshContact();
    },
    onError,
  });
}

interface PersonValues {
  first_name: string;
  last_name: string;
  username: string;
  documentType: string | null;
  documentNumber: string;
  birthdate: string | null;
  city: string;
  gender: string | null;
  address: string;
}

const personPayload = (values: PersonValues): ProfileBody => ({
  ...values,
  username: values.username.trim(),
  documentType: values.documentType as ProfileBody['documentType'],
  gender: values.gender as ProfileBody['gender'],
});

export function PersonForm({ contact }: { contact: ContactRead }) {
  const form = useForm<PersonValues>({
    initialValues: {
      first_name: contact.first_name,
      last_name: contact.last_name,
      username: contact.username ?? '',
      documentType: contact.documentType,
      documentNumber: contact.documentNumber ?? '',
      birthdate: contact.birthdate,
      city: contact.city ?? '',
      gender: contact.gender,
      address: contact.address ?? '',
    },
    validate: schemaValidator(ContactUpdate, personPayload),
  });
  const save = useSaveProfile(contact.id, (error) => showServerErrors(form, error));

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(personPayload(values)))} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextInput label="Nombres" withAsterisk {...form.getInputProps('first_name')} />
        <TextInput label="Apellidos" withAsterisk {...form.getInputProps('last_name')} />
        <TextInput label="Correo Electrónico" type="email" {...form.getInputProps('username')} />
        <Select label="Tipo de documento" placeholder="Seleccione" data={PERSON_DOCUMENT_OPTIONS} clearable
          {...form.getInputProps('documentType')} />
        <TextInput label="Número de documento" inputMode="numeric" {...form.getInputProps('documentNumber')}
          onChange={(e) => form.setFieldValue('documentNumber', onlyDigits(e.currentTarget.value))} />
        <DateInput label="Fecha de nacimiento" placeholder="DD/MM/AAAA" valueFormat="DD/MM/YYYY" dateParser={parseDayMonthYear}
          clearable minDate="1900-01-01" maxDate={new Date()} {...form.getInputProps('birthdate')} />
        <TextInput label="Ciudad" {...form.getInputProps('city')} />
        <Select label="Género" placeholder="Seleccione" data={GENDERS} {...form.getInputProps('gender')} />
        <TextInput label="Dirección" {...form.getInputProps('address')} />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={save.isPending}>Guardar</Button>
      </Group>
    </form>
  );
}

interface CompanyValues {
  razon_social: string;
  actividad: string;
  documentType: string | null;
  documentNumber: string;
  web_site: string;
  persona_contacto: ContactPickOption[];
}

const companyPayload = (values: CompanyValues): ProfileBody => ({
  ...values,
  documentType: values.documentType as ProfileBody['documentType'],
  persona_contacto: values.persona_contacto.map((option) => Number(option.value)),
});

export function CompanyForm({ contact }: { contact: ContactRead }) {
  const form = useForm<CompanyValues>({
    initialValues: {
      razon_social: contact.razon_social ?? contact.get_full_name,
      actividad: contact.empresa?.actividad ?? contact.actividad ?? '',
      documentType: contact.documentType,
      documentNumber: contact.documentNumber ?? '',
      web_site: contact.empresa?.web_site ?? contact.web_site ?? '',
      persona_contacto: (contact.empresa?.persona_contacto ?? []).map(contactOption),
    },
    // A company keeps its document number; the API lets a person clear theirs.
    validate: schemaValidator(ContactUpdate, companyPayload, { documentNumber: required }),
  });
  const save = useSaveProfile(contact.id, (error) => showServerErrors(form, error));
  const submit = form.onSubmit((values) => save.mutate(companyPayload(values)));

  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextInput label="Razón social" withAsterisk {...form.getInputProps('razon_social')} />
        <TextInput label="Actividad" withAsterisk {...form.getInputProps('actividad')} />
        <Select label="Tipo de documento" placeholder="Seleccione" data={COMPANY_DOCUMENT_OPTIONS}
          {...form.getInputProps('documentType')} />
        <TextInput label="Número de documento" withAsterisk inputMode="numeric" {...form.getInputProps('documentNumber')}
          onChange={(e) => form.setFieldValue('documentNumber', onlyDigits(e.currentTarget.value))} />
        <TextInput label="Sitio web" placeholder="https://" {...form.getInputProps('web_site')} />
        <ContactMultiSelect label="Personas de contacto" excludeId={contact.id}
          value={form.getValues().persona_contacto}
          onChange={(options) => form.setFieldValue('persona_contacto', options)}
          error={form.errors.persona_contacto as string | undefined} />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={save.isPending}>Guardar</Button>
      </Group>
    </form>
  );
}
