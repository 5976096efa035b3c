import { useState } from 'react';
import { Button, Group, Paper, Select, Skeleton, Table, Tabs, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ContactDataCreate, formatPhone, type ContactDataItem, type ContactDataTipo } from '@atiende/shared';
import { schemaValidator } from '../../ui/form';
import { useAllows } from '../../app/auth';
import { ModalForm } from '../../ui/ModalForm';
import { RowActionButton, confirmedDeleteAction } from '../../ui/RowActions';
import { onlyDigits } from '../users/user-fields';
import { addContactData, deleteContactData, useContactData, useRefreshContact } from './contact-profile.api';
import { CONTACT_DATA_KINDS, COUNTRY_CODES, PROFILE_MSG } from './contact-profile.options';
import { CallButton } from '../telephony/CallButton';

const KINDS = Object.keys(CONTACT_DATA_KINDS) as ContactDataTipo[];

export function ContactDataTab({ contactId }: { contactId: number }) {
  return (
    <Tabs defaultValue="Telefono" variant="pills" keepMounted={false}>
      <Tabs.List mb="md">
        {KINDS.map((kind) => <Tabs.Tab key={kind} value={kind}>{CONTACT_DATA_KINDS[kind].tab}</Tabs.Tab>)}
      </Tabs.List>
      {KINDS.map((kind) => (
        <Tabs.Panel key={kind} value={kind}>
          <ContactDataList contactId={contactId} kind={kind} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function ContactDataList({ contactId, kind }: { contactId: number; kind: ContactDataTipo }) {
  const canAdd = useAllows('contactDataAdd');
  const canDelete = useAllows('contactDataDelete');
  const info = CONTACT_DATA_KINDS[kind];
  const { data, isPending, isError } = useContactData(contactId, kind);
  const refreshContact = useRefreshContact(contactId);
  const [adding, setAdding] = useState(false);

  const shown = (entry: ContactDataItem) => (kind === 'Telefono' ? formatPhone(entry.value_1) : entry.value_1);
  const deleteEntry = (entry: ContactDataItem) =>
    confirmedDeleteAction(shown(entry), {
      question: PROFILE_MSG.confirmDataDelete,
      subject: `${entry.label}: ${shown(entry)}`,
      success: PROFILE_MSG.dataDeleted,
      remove: () => deleteContactData(entry.id).then(refreshContact),
    });

  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{info.tab}</Text>
        {canAdd && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>Agregar</Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={320}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={info.tab}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={180}>Etiqueta</Table.Th>
            <Table.Th>{info.valueLabel}</Table.Th>
            {canDelete && <Table.Th w={90}>Acción</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isPending && (
            <Table.Tr>
              <Table.Td colSpan={3}><Skeleton height={14} /></Table.Td>
            </Table.Tr>
          )}
          {data?.results.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{entry.label}</Table.Td>
              <Table.Td>
                {kind === 'Telefono' ? (
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm">{shown(entry)}</Text>
                    <CallButton phone={entry.value_1} contactId={contactId} />
                  </Group>
                ) : shown(entry)}
              </Table.Td>
              {canDelete && (
                <Table.Td>
                  <RowActionButton {...deleteEntry(entry)} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      </Table.ScrollContainer>
      {!isPending && (isError || data?.results.length === 0) && (
        <Text ta="center" c="dimmed" py="lg">{isError ? 'No se pudo cargar la información.' : PROFILE_MSG.empty}</Text>
      )}
      <AddContactDataModal contactId={contactId} kind={kind} opened={adding} onClose={() => setAdding(false)}
        onSaved={refreshContact} />
    </Paper>
  );
}

interface ContactDataValues extends Record<string, unknown> {
  label: string | null;
  country: string;
  value_1: string;
}


interface AddContactDataModalProps {
  contactId: number;
  kind: ContactDataTipo;
  opened: boolean;
  onClose(): void;
  onSaved(): Promise<void>;
}

function AddContactDataModal({ contactId, kind, opened, onClose, onSaved }: AddContactDataModalProps) {
  const info = CONTACT_DATA_KINDS[kind];
  const isPhone = kind === 'Telefono';
  const toPayload = (values: ContactDataValues) => ({
    contact: contactId,
    label: values.label ?? '',
    tipo: kind,
    value_1: isPhone && values.value_1 ? `${values.country}${values.value_1}` : values.value_1.trim(),
  });
  const save = async (values: ContactDataValues) => {
    await addContactData(toPayload(values));
    await onSaved();
  };

  return (
    <ModalForm<ContactDataValues>
      opened={opened}
      title={info.addTitle}
      onClose={onClose}
      initialValues={{ label: null, country: COUNTRY_CODES[0].value, value_1: '' }}
      validate={schemaValidator(ContactDataCreate, toPayload)}
      onSubmit={save}
      success={PROFILE_MSG.dataAdded}
    >
      {(form) => (
        <>
          <Select label="Etiqueta" placeholder="Seleccione" data={info.labels} withAsterisk data-autofocus
            {...form.getInputProps('label')} />
          {isPhone ? (
            <Group align="flex-start" grow preventGrowOverflow={false} wrap="nowrap">
              <Select label="Indicativo" data={COUNTRY_CODES} allowDeselect={false} searchable maw={200}
                {...form.getInputProps('country')} />
              <TextInput label={info.valueLabel} withAsterisk inputMode="tel" {...form.getInputProps('value_1')}
                onChange={(e) => form.setFieldValue('value_1', onlyDigits(e.currentTarget.value))} />
            </Group>
          ) : (
            <TextInput label={info.valueLabel} withAsterisk type={kind === 'Email' ? 'email' : 'text'}
              {...form.getInputProps('value_1')} />
          )}
        </>
      )}
    </ModalForm>
  );
}
