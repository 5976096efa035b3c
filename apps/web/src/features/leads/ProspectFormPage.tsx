import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { CONTACT_DOCUMENT_TYPE_LABELS, CONTACT_DOCUMENT_TYPES, CONTACT_MSG, GENDERS, ProspectCreate, type DuplicateContact, type DuplicateField } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { useAllows } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { parseDay } from '../../ui/dates';
import { FormCard } from '../../ui/FormCard';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import { PageHeader } from '../../ui/PageHeader';
import { useForm } from '../../ui/use-form';
import { onlyDigits } from '../contacts/contact-fields';
import { createProspect } from './leads.api';

const DOCUMENT_OPTIONS = CONTACT_DOCUMENT_TYPES.map((value) => ({ value, label: CONTACT_DOCUMENT_TYPE_LABELS[value] }));
const DUPLICATE_FIELD_NAMES: Record<DuplicateField, string> = { documentNumber: 'documento', email: 'e-mail', phone: 'teléfono' };

interface ProspectValues extends Record<string, unknown> {
  first_name: string;
  last_name: string;
  documentType: string | null;
  documentNumber: string;
  email: string;
  gender: string | null;
  birthday: string | null;
  city: string;
  observations: string;
}

const EMPTY: ProspectValues = {
  first_name: '', last_name: '', documentType: null, documentNumber: '', email: '', gender: null, birthday: null, city: '', observations: '',
};

const prospectBody = (values: ProspectValues) => ({ ...values, documentType: values.documentType ?? '', gender: values.gender ?? '', birthday: values.birthday ?? '' });

/** The duplicate answer of contact creation (same document, e-mail or phone), or null for any other error. */
function duplicateOf(error: unknown): DuplicateContact | null {
  const body = error instanceof ApiError ? (error.body as Partial<DuplicateContact> | null) : null;
  return body?.duplicate === true && typeof body.contact_id === 'number' ? (body as DuplicateContact) : null;
}

/** 'El Contacto ya existe': which data it shares with the form, and a link to it for who may open contacts. */
function DuplicateNotice({ duplicate }: { duplicate: DuplicateContact }) {
  const canOpen = useAllows('contacts');
  const fields = duplicate.fields.map((field) => DUPLICATE_FIELD_NAMES[field]).join(', ');
  return (
    <Alert color="orange" title={CONTACT_MSG.duplicate} role="alert">
      <Text size="sm">{`Ya hay un contacto registrado con el mismo ${fields}: no se creó el prospecto.`}</Text>
      {canOpen && <Anchor component={Link} to={`/contact/${duplicate.contact_id}`} size="sm">Ver el contacto existente</Anchor>}
    </Alert>
  );
}

/** /leads/create 'Prospectos': a new person and their lead, for the creator unless the server is told otherwise. */
export function ProspectFormPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [duplicate, setDuplicate] = useState<DuplicateContact | null>(null);
  const form = useForm<ProspectValues>({ initialValues: EMPTY, validate: schemaValidator(ProspectCreate, prospectBody) });
  const submit = form.onSubmit(async (values) => {
    setDuplicate(null);
    try {
      const created = await createProspect(prospectBody(values) as never);
      notifySuccess(created.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.leads.all });
      void navigate('/leads');
    } catch (error) {
      const found = duplicateOf(error);
      if (found) setDuplicate(found);
      else showServerErrors(form, error);
    }
  });
  return (
    <>
      <PageHeader title="Prospectos" description="Registra a una persona interesada y crea su lead" />
      <FormCard onSubmit={submit} submitLabel="Crear" busy={form.submitting} backTo="/leads" backLabel="Cancelar" maw={860}>
        {duplicate && <DuplicateNotice duplicate={duplicate} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nombres" withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label="Apellidos" withAsterisk {...form.getInputProps('last_name')} />
          <Select label="Tipo de Documento" placeholder="Seleccione" withAsterisk data={DOCUMENT_OPTIONS} {...form.getInputProps('documentType')} />
          <TextInput label="Documento" withAsterisk inputMode="numeric" {...form.getInputProps('documentNumber')}
            onChange={(event) => form.setFieldValue('documentNumber', onlyDigits(event.currentTarget.value))} />
          <TextInput label="E-mail" type="email" withAsterisk {...form.getInputProps('email')} />
          <Select label="Género" placeholder="Seleccione" withAsterisk data={[...GENDERS]} {...form.getInputProps('gender')} />
          <DateInput label="Fecha de Nacimiento" withAsterisk valueFormat="DD/MM/YYYY" dateParser={parseDay} placeholder="DD/MM/AAAA"
            maxDate={new Date()} {...form.getInputProps('birthday')} />
          <TextInput label="Ciudad" withAsterisk {...form.getInputProps('city')} />
        </SimpleGrid>
        <Textarea label="Observaciones" withAsterisk autosize minRows={3} maxRows={8} {...form.getInputProps('observations')} />
      </FormCard>
    </>
  );
}
