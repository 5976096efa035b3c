import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Modal, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { CONTACT_MSG, RELATION_TYPES, type ContactRead, type RelationType, type ContactRelationRead } from '@atiende/shared';
import { confirmDelete } from '../../ui/confirm';
import { notifyError, notifySuccess } from '../../ui/notices';
import { RowActionButton, deleteAction } from '../../ui/RowActions';
import { createRelations, deleteRelation, useContact, useRefreshContact } from './contact-profile.api';
import { PROFILE_MSG } from './contact-profile.options';
import { ContactDetailsView } from './ContactDetailsView';
import { ContactSelect, type ContactPickOption } from '../../ui/ContactPicker';
import { Section } from './Section';

interface PendingRelation {
  tipo_relacion: string;
  contact: ContactPickOption;
}

export function RelationsSection({ contact, canEdit }: { contact: ContactRead; canEdit: boolean }) {
  const [shown, setShown] = useState<ContactRelationRead | null>(null);
  return (
    <Section id="contact-relations" title="Parentescos">
      <RelationsTable contact={contact} canEdit={canEdit} onOpen={setShown} />
      {canEdit && <RelationsEditor contact={contact} />}
      <RelatedContactDialog relation={shown} onClose={() => setShown(null)} />
    </Section>
  );
}

function RelationsTable({ contact, canEdit, onOpen }: { contact: ContactRead; canEdit: boolean; onOpen(r: ContactRelationRead): void }) {
  const refreshContact = useRefreshContact(contact.id);
  const askDelete = (relation: ContactRelationRead) =>
    confirmDelete({
      question: PROFILE_MSG.confirmRelationDelete,
      subject: `${relation.tipo_relacion}: ${relation.destinatario}`,
      success: PROFILE_MSG.relationDeleted,
      onConfirm: async () => {
        await deleteRelation(contact.id, relation.id);
        await refreshContact();
      },
    });

  if (contact.relaciones.length === 0) return <Text c="dimmed">{PROFILE_MSG.empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
    <Table highlightOnHover verticalSpacing="sm" aria-label="Parentescos registrados">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Parentesco</Table.Th>
          <Table.Th>Contacto</Table.Th>
          {canEdit && <Table.Th w={90}>Acción</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {contact.relaciones.map((relation) => (
          <Table.Tr key={relation.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(relation)}>
            <Table.Td>{relation.tipo_relacion}</Table.Td>
            <Table.Td>
              <Anchor component="button" type="button" onClick={(e) => { e.stopPropagation(); onOpen(relation); }}>
                {relation.destinatario}
              </Anchor>
            </Table.Td>
            {canEdit && (
              <Table.Td>
                <RowActionButton
                  {...deleteAction(`parentesco con ${relation.destinatario}`, (e) => {
                    e.stopPropagation();
                    askDelete(relation);
                  })}
                />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
    </Table.ScrollContainer>
  );
}

function RelationsEditor({ contact }: { contact: ContactRead }) {
  const refreshContact = useRefreshContact(contact.id);
  const [tipo, setTipo] = useState<string | null>(null);
  const [relative, setRelative] = useState<ContactPickOption | null>(null);
  const [errors, setErrors] = useState<{ tipo?: string; relative?: string }>({});
  const [pending, setPending] = useState<PendingRelation[]>([]);
  const [saving, setSaving] = useState(false);

  const addPending = () => {
    if (!tipo || !relative) {
      setErrors({ tipo: tipo ? undefined : CONTACT_MSG.required, relative: relative ? undefined : CONTACT_MSG.required });
      return;
    }
    setErrors({});
    const repeated = pending.some((p) => p.tipo_relacion === tipo && p.contact.value === relative.value);
    if (!repeated) setPending([...pending, { tipo_relacion: tipo, contact: relative }]);
    setTipo(null);
    setRelative(null);
  };

  const save = async () => {
    setSaving(true);
    try {
      await createRelations(contact.id, pending.map((p) => ({ tipo_relacion: p.tipo_relacion as RelationType, destinatario: Number(p.contact.value) })));
      setPending([]);
      await refreshContact();
      notifySuccess(PROFILE_MSG.relationsAdded);
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm" mt="sm">
      <Title order={3} size="h4">Agregar parentesco</Title>
      <Group align="flex-start" wrap="wrap">
        <Select label="Parentesco" placeholder="Seleccione" data={RELATION_TYPES} value={tipo} onChange={setTipo}
          error={errors.tipo} w={{ base: '100%', sm: 200 }} />
        <div style={{ flex: 1, minWidth: 240 }}>
          <ContactSelect label="Contacto" value={relative} onChange={setRelative} excludeId={contact.id} error={errors.relative} />
        </div>
        <Button mt={25} variant="light" leftSection={<IconPlus size={16} />} onClick={addPending}>Agregar</Button>
      </Group>
      {pending.length > 0 && (
        <Table verticalSpacing="xs" aria-label="Parentescos por guardar">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Parentesco</Table.Th>
              <Table.Th>Contacto</Table.Th>
              <Table.Th w={60} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pending.map((p, index) => (
              <Table.Tr key={`${p.tipo_relacion}-${p.contact.value}`}>
                <Table.Td>{p.tipo_relacion}</Table.Td>
                <Table.Td>{p.contact.label}</Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" aria-label={`Quitar ${p.contact.label}`}
                    onClick={() => setPending(pending.filter((_, i) => i !== index))}>
                    <IconX size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="flex-end">
        <Button onClick={save} loading={saving} disabled={pending.length === 0}>Guardar</Button>
      </Group>
    </Stack>
  );
}

function RelatedContactDialog({ relation, onClose }: { relation: ContactRelationRead | null; onClose(): void }) {
  return (
    <Modal opened={relation !== null} onClose={onClose} centered size="xl"
      title={relation ? `${relation.tipo_relacion}: ${relation.destinatario}` : ''}>
      {relation && <RelatedContact id={relation.destinatario_id} />}
    </Modal>
  );
}

function RelatedContact({ id }: { id: number }) {
  const { data, isPending, isError, error } = useContact(id);
  if (isPending) return <Skeleton height={120} />;
  if (isError) return <Text c="red">{error.message}</Text>;
  return <ContactDetailsView contact={data} />;
}
