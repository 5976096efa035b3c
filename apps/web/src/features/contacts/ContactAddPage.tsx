import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from '../../ui/use-form';
import { Checkbox, Collapse, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { CONTACT_MSG, DEFAULT_BIRTHDATE, DEFAULT_GENDER, PERSON_TYPE, ContactCreatePerson, type ContactSaved, type DuplicateContact } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { queryKeys } from '../../app/query-keys';
import { FormCard } from '../../ui/FormCard';
import { PageHeader } from '../../ui/PageHeader';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifyErrorMessage, notifySuccess } from '../../ui/notices';
import { createContact, duplicateOf, type PersonPayload } from './contacts.api';
import { contactRules, DEFAULT_PHONE_CODE, fullPhone, GENDER_OPTIONS, onlyDigits, PERSON_DOCUMENT_OPTIONS } from './contact-fields';
import { DuplicateContactModal } from './DuplicateContactModal';
import { PhoneField } from './PhoneField';

interface PersonValues {
  username: string;
  first_name: string;
  last_name: string;
  documentType: string | null;
  documentNumber: string;
  phoneCode: string;
  phone: string;
  birthdate: string | null;
  city: string;
  gender: string;
  address: string;
  createUser: boolean;
  password: string;
  confirm_password: string;
}

const INITIAL: PersonValues = {
  username: '', first_name: '', last_name: '', documentType: 'CEDULA', documentNumber: '', phoneCode: DEFAULT_PHONE_CODE,
  phone: '', birthdate: DEFAULT_BIRTHDATE, city: '', gender: DEFAULT_GENDER, address: '', createUser: false,
  password: '', confirm_password: '',
};

/** What this screen requires beyond the API: the e-mail, the document number and the number without its code. */
const SCREEN_CHECKS = {
  username: contactRules.email,
  documentNumber: contactRules.required,
  phone: contactRules.required,
};

/** The form as the server takes it: the passwords travel only when a login user is created. */
function toPayload(values: PersonValues): PersonPayload {
  const payload: PersonPayload = {
    contactType: PERSON_TYPE,
    username: values.username.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    documentType: values.documentType as PersonPayload['documentType'],
    documentNumber: values.documentNumber,
    phone: fullPhone(values.phoneCode, values.phone),
    birthdate: values.birthdate,
    city: values.city.trim(),
    gender: values.gender as PersonPayload['gender'],
    address: values.address.trim(),
    createUser: values.createUser,
  };
  if (values.createUser) {
    payload.password = values.password;
    payload.confirm_password = values.confirm_password;
  }
  return payload;
}

export function ContactAddPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [duplicate, setDuplicate] = useState<{ found: DuplicateContact; payload: PersonPayload } | null>(null);
  const form = useForm<PersonValues>({
    initialValues: INITIAL,
    validate: schemaValidator(ContactCreatePerson, toPayload, SCREEN_CHECKS),
  });

  const finish = async (saved: ContactSaved) => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all });
    notifySuccess(saved.message);
    navigate('/contacts');
  };

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fields).length > 0) showServerErrors(form, error);
    else notifyErrorMessage(CONTACT_MSG.createFailed);
  };

  const save = useMutation({
    mutationFn: createContact,
    onSuccess: finish,
    onError: (error, payload) => {
      const found = duplicateOf(error);
      if (found) setDuplicate({ found, payload: payload as PersonPayload });
      else showFailure(error);
    },
  });

  return (
    <>
      <PageHeader title="Agregar contacto" description="Persona natural" />
      <FormCard onSubmit={form.onSubmit((values) => save.mutate(toPayload(values)))} submitLabel="Guardar"
        busy={save.isPending} backTo="/contacts" maw={860}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Correo Electrónico" type="email" withAsterisk autoFocus autoComplete="off"
            {...form.getInputProps('username')} />
          <PhoneField code={form.getInputProps('phoneCode')} number={form.getInputProps('phone')}
            onNumberChange={(digits) => form.setFieldValue('phone', digits)} />
          <TextInput label="Nombres" withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label="Apellidos" withAsterisk {...form.getInputProps('last_name')} />
          <Select label="Tipo de documento" data={PERSON_DOCUMENT_OPTIONS} allowDeselect={false}
            {...form.getInputProps('documentType')} />
          <TextInput label="Número de documento" inputMode="numeric" withAsterisk {...form.getInputProps('documentNumber')}
            onChange={(e) => form.setFieldValue('documentNumber', onlyDigits(e.currentTarget.value))} />
          <DateInput label="Fecha de nacimiento" valueFormat="DD/MM/YYYY" minDate="1900-01-01" maxDate={new Date()}
            {...form.getInputProps('birthdate')} />
          <TextInput label="Ciudad" {...form.getInputProps('city')} />
          <Select label="Género" data={GENDER_OPTIONS} allowDeselect={false} {...form.getInputProps('gender')} />
          <TextInput label="Dirección" {...form.getInputProps('address')} />
        </SimpleGrid>
        <Checkbox label="Crear usuario" {...form.getInputProps('createUser', { type: 'checkbox' })} />
        <Collapse expanded={form.values.createUser}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput label="Contraseña" withAsterisk autoComplete="new-password" {...form.getInputProps('password')} />
            <PasswordInput label="Confirmar contraseña" withAsterisk autoComplete="new-password"
              {...form.getInputProps('confirm_password')} />
          </SimpleGrid>
        </Collapse>
      </FormCard>
      <DuplicateContactModal
        duplicate={duplicate?.found ?? null}
        payload={duplicate?.payload ?? null}
        onClose={() => setDuplicate(null)}
        onSaved={finish}
        onFailed={(error) => {
          setDuplicate(null);
          showFailure(error);
        }}
      />
    </>
  );
}
