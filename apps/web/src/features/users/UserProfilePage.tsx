import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useForm } from '../../ui/use-form';
import { DateInput } from '@mantine/dates';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { USER_MSG, UserUpdate, type Me } from '@atiende/shared';
import { useAuth, useMe } from '../../app/auth';
import { FormCard } from '../../ui/FormCard';
import { PageHeader } from '../../ui/PageHeader';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import type { Body } from '../../app/api.client';
import { updateUser } from './users.api';
import { CONTACT_TYPE_OPTIONS, DOCUMENT_TYPE_OPTIONS, GENDER_OPTIONS, onlyDigits, parseDayMonthYear } from './user-fields';

type ProfileBody = Body<'/users/{id}/', 'patch'>;

interface ProfileValues {
  first_name: string;
  last_name: string;
  contactType: ProfileBody['contactType'] | null;
  documentType: ProfileBody['documentType'] | null;
  documentNumber: string;
  gender: ProfileBody['gender'] | null;
  birth_date: string | null;
  city: string;
}

function valuesOf(me: Me): ProfileValues {
  return {
    first_name: me.first_name,
    last_name: me.last_name,
    contactType: me.contactType,
    documentType: me.documentType,
    documentNumber: me.documentNumber ?? '',
    gender: me.gender,
    birth_date: me.birth_date,
    city: me.city ?? '',
  };
}

export function UserProfilePage() {
  const me = useMe();
  const { refreshProfile } = useAuth();
  const navigate = useNavigate();
  const form = useForm<ProfileValues>({
    initialValues: valuesOf(me),
    validate: schemaValidator(UserUpdate),
  });
  const save = useMutation({
    mutationFn: (values: ProfileValues) => updateUser(me.id, values),
    onSuccess: async () => {
      await refreshProfile();
      notifySuccess(USER_MSG.profileUpdated);
      navigate('/dashboard');
    },
    onError: (error) => showServerErrors(form, error),
  });

  return (
    <>
      <PageHeader title="Mi perfil" description={me.username} />
      <FormCard onSubmit={form.onSubmit((values) => save.mutate(values))} submitLabel="Guardar" busy={save.isPending}
        backTo="/dashboard" maw={860}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nombres" withAsterisk autoFocus {...form.getInputProps('first_name')} />
          <TextInput label="Apellidos" withAsterisk {...form.getInputProps('last_name')} />
          <Select label="Tipo de contacto" placeholder="Seleccione" data={CONTACT_TYPE_OPTIONS} clearable
            {...form.getInputProps('contactType')} />
          <Select label="Tipo de documento" placeholder="Seleccione" data={DOCUMENT_TYPE_OPTIONS} clearable
            {...form.getInputProps('documentType')} />
          <TextInput label="Número de documento" inputMode="numeric" {...form.getInputProps('documentNumber')}
            onChange={(e) => form.setFieldValue('documentNumber', onlyDigits(e.currentTarget.value))} />
          <Select label="Género" placeholder="Seleccione" data={GENDER_OPTIONS} clearable {...form.getInputProps('gender')} />
          <DateInput label="Fecha de nacimiento" placeholder="DD/MM/AAAA" valueFormat="DD/MM/YYYY" dateParser={parseDayMonthYear} clearable
            minDate="1900-01-01" maxDate={new Date()} {...form.getInputProps('birth_date')} />
          <TextInput label="Ciudad" {...form.getInputProps('city')} />
        </SimpleGrid>
      </FormCard>
    </>
  );
}
