import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useForm } from '../../ui/use-form';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  ACCOUNT_DOCUMENT_TYPE_LABELS, ACCOUNT_DOCUMENT_TYPES, ACCOUNT_MSG, AccountCreate, type AccountRead,
} from '@atiende/shared';
import { FormCard } from '../../ui/FormCard';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import { createAccount, updateAccount, useRefreshAccounts } from './accounts.api';

const DOCUMENT_TYPE_OPTIONS = ACCOUNT_DOCUMENT_TYPES.map((value) => ({ value, label: ACCOUNT_DOCUMENT_TYPE_LABELS[value] }));

type AccountValues = Omit<AccountCreate, 'documentType'> & { documentType: string | null };

const onlyDigits = (text: string) => text.replace(/\D/g, '');

function initialValues(account?: AccountRead): AccountValues {
  return {
    name: account?.name ?? '',
    documentType: account?.documentType ?? null,
    documentNumber: account?.documentNumber ?? '',
    address: account?.address ?? '',
    phone: account?.phone ?? '',
    city: account?.city ?? '',
  };
}

function toPayload(values: AccountValues): AccountCreate {
  return {
    name: values.name.trim(),
    documentType: values.documentType as AccountCreate['documentType'],
    documentNumber: values.documentNumber,
    address: values.address.trim(),
    phone: values.phone,
    city: values.city.trim(),
  };
}

/** The account form of /account/create and /account/update/{id}: every field is required. */
export function AccountForm({ account }: { account?: AccountRead }) {
  const navigate = useNavigate();
  const refreshAccounts = useRefreshAccounts();
  const form = useForm<AccountValues>({
    initialValues: initialValues(account),
    validate: schemaValidator(AccountCreate, toPayload),
  });
  const save = useMutation({
    mutationFn: (values: AccountValues) =>
      account ? updateAccount(account.id, toPayload(values)) : createAccount(toPayload(values)),
    onSuccess: async (saved) => {
      await refreshAccounts();
      notifySuccess(saved.message || (account ? ACCOUNT_MSG.updated : ACCOUNT_MSG.created));
      navigate('/account');
    },
    onError: (error) => showServerErrors(form, error),
  });
  const digitsInput = (field: 'documentNumber' | 'phone') => ({
    ...form.getInputProps(field),
    inputMode: 'numeric' as const,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, onlyDigits(event.currentTarget.value)),
  });

  return (
    <FormCard onSubmit={form.onSubmit((values) => save.mutate(values))} submitLabel="Guardar" busy={save.isPending}
      backTo="/account" maw={860}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nombre" withAsterisk autoFocus {...form.getInputProps('name')} />
        <Select label="Tipo de documento" placeholder="Seleccione" data={DOCUMENT_TYPE_OPTIONS} withAsterisk
          {...form.getInputProps('documentType')} />
        <TextInput label="Número de documento" withAsterisk {...digitsInput('documentNumber')} />
        <TextInput label="Dirección" withAsterisk {...form.getInputProps('address')} />
        <TextInput label="Teléfono" type="tel" withAsterisk {...digitsInput('phone')} />
        <TextInput label="Ciudad" withAsterisk {...form.getInputProps('city')} />
      </SimpleGrid>
    </FormCard>
  );
}
