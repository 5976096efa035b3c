import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from '../../ui/use-form';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { COMPANY_TYPE, ContactCreateCompany } from '@atiende/shared';
import { FormCard } from '../../ui/FormCard';
import { PageHeader } from '../../ui/PageHeader';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import { createContact, type CompanyPayload } from './contacts.api';
import { COMPANY_DOCUMENT_OPTIONS, contactRules, DEFAULT_PHONE_CODE, fullPhone, onlyDigits } from './contact-fields';
import { ContactMultiSelect, type ContactPickOption } from '../../ui/ContactPicker';
import { PhoneField } from './PhoneField';
import { queryKeys } from '../../app/query-keys';

interface CompanyValues {
  razon_social: string;
  actividad: string;
  documentType: string | null;
  documentNumber: string;
  email: string;
  phoneCode: string;
  phone: string;
  web_site: string;
  address: string;
  persona_contacto: ContactPickOption[];
}

const INITIAL: CompanyValues = {
  razon_social: '', actividad: '', documentType: 'NIT', documentNumber: '', email: '', phoneCode: DEFAULT_PHONE_CODE,
  phone: '', web_site: '', address: '', persona_contacto: [],
};


function toPayload(values: CompanyValues): CompanyPayload {
  return {
    contactType: COMPANY_TYPE,
    razon_social: values.razon_social.trim(),
    actividad: values.actividad.trim(),
    documentType: values.documentType as CompanyPayload['documentType'],
    documentNumber: values.documentNumber,
    email: values.email.trim(),
    phone: fullPhone(values.phoneCode, values.phone),
    web_site: values.web_site.trim(),
    address: values.address.trim(),
    persona_contacto: values.persona_contacto.map((option) => Number(option.value)),
  };
}

export function CompanyAddPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<CompanyValues>({
    initialValues: INITIAL,
    // The number without its country code is what the screen requires; the schema sees the code too.
    validate: schemaValidator(ContactCreateCompany, toPayload, { phone: contactRules.required }),
  });
  const save = useMutation({
    mutationFn: (values: CompanyValues) => createContact(toPayload(values)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all });
      notifySuccess(saved.message);
      navigate('/contacts');
    },
    onError: (error) => showServerErrors(form, error),
  });

  return (
    <>
      <PageHeader title="Agregar empresa" />
      <FormCard onSubmit={form.onSubmit((values) => save.mutate(values))} submitLabel="Guardar" busy={save.isPending}
        backTo="/contacts" maw={860}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Razón social" withAsterisk autoFocus {...form.getInputProps('razon_social')} />
          <TextInput label="Actividad" withAsterisk {...form.getInputProps('actividad')} />
          <Select label="Tipo de documento" data={COMPANY_DOCUMENT_OPTIONS} allowDeselect={false}
            {...form.getInputProps('documentType')} />
          <TextInput label="Número de documento" inputMode="numeric" withAsterisk {...form.getInputProps('documentNumber')}
            onChange={(e) => form.setFieldValue('documentNumber', onlyDigits(e.currentTarget.value))} />
          <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
          <PhoneField code={form.getInputProps('phoneCode')} number={form.getInputProps('phone')}
            onNumberChange={(digits) => form.setFieldValue('phone', digits)} />
          <TextInput label="Sitio web" placeholder="https://" {...form.getInputProps('web_site')} />
          <TextInput label="Dirección" {...form.getInputProps('address')} />
        </SimpleGrid>
        <ContactMultiSelect label="Personas de contacto" value={form.values.persona_contacto}
          onChange={(options) => form.setFieldValue('persona_contacto', options)}
          error={form.errors.persona_contacto as string | undefined} />
      </FormCard>
    </>
  );
}
