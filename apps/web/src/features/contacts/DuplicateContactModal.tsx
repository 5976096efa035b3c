import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { COMPANY_TYPE, CONTACT_MSG, type ContactSaved, type DuplicateContact, type DuplicateField, formatPhone } from '@atiende/shared';
import { createContactAnyway, linkAndUpdateContact, useContact, type PersonPayload } from './contacts.api';
import { displayName } from './contact-fields';
import { MergeContactsModal } from './MergeContactsModal';

const FIELD_NAMES: Record<DuplicateField, string> = {
  documentNumber: 'Número de documento',
  email: 'Correo Electrónico',
  phone: 'Teléfono',
};

/** The form without its document: the choices keep the existing contact's document. */
function withoutDocument({ documentNumber: _omit, ...rest }: PersonPayload) {
  return rest;
}

interface DuplicateContactModalProps {
  duplicate: DuplicateContact | null;
  payload: PersonPayload | null;
  onClose(): void;
  onSaved(saved: ContactSaved): void;
  onFailed(error: unknown): void;
}

/**
 * 'El Contacto ya existe': replace the existing contact's data, create a new one anyway, merge the form into
 * the existing contact choosing field by field, or cancel.
 */
export function DuplicateContactModal({ duplicate, payload, onClose, onSaved, onFailed }: DuplicateContactModalProps) {
  const existing = useContact(duplicate?.contact_id ?? null);
  const replace = useMutation({
    mutationFn: () => linkAndUpdateContact({ ...withoutDocument(payload!), contact_id: duplicate!.contact_id }),
    onSuccess: onSaved,
    onError: onFailed,
  });
  const createNew = useMutation({
    mutationFn: () => createContactAnyway(withoutDocument(payload!)),
    onSuccess: onSaved,
    onError: onFailed,
  });
  const [merging, setMerging] = useState(false);
  const [merged, setMerged] = useState<ContactSaved | null>(null);
  const busy = replace.isPending || createNew.isPending;
  const contact = existing.data;
  // The form is a person's: it merges into a person, not into a company.
  const canMerge = contact?.contactType !== COMPANY_TYPE;
  const closeMerge = () => {
    setMerging(false);
    if (merged) onSaved(merged);
  };

  return (
    <>
      <Modal opened={duplicate !== null && !merging} onClose={onClose} title={CONTACT_MSG.duplicate} size="lg" centered
        closeOnClickOutside={!busy}>
        <Stack>
          {duplicate && (
            <Text size="sm">
              Coincide por: {duplicate.fields.map((field) => FIELD_NAMES[field]).join(', ')}.
            </Text>
          )}
          {existing.isPending && <Skeleton height={80} />}
          {existing.isError && <Alert color="red">No se pudieron cargar los datos del contacto existente.</Alert>}
          {contact && (
            <Alert color="yellow" title={displayName(contact)} data-testid="existing-contact">
              <Text size="sm">Documento: {contact.documentNumber || CONTACT_MSG.noDocument}</Text>
              <Text size="sm">Email: {contact.email[0]?.email ?? CONTACT_MSG.noEmail}</Text>
              <Text size="sm">Teléfono: {formatPhone(contact.phone[0]?.telefono) || CONTACT_MSG.noPhoneShort}</Text>
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            Reemplazar actualiza el contacto existente con los datos del formulario. Fusionar une el formulario al
            contacto existente eligiendo campo por campo qué valor queda. Crear uno nuevo registra otro contacto sin
            número de documento.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>Cancelar</Button>
            <Button variant="light" onClick={() => createNew.mutate()} loading={createNew.isPending} disabled={busy}>
              Crear uno nuevo
            </Button>
            {canMerge && (
              <Button variant="light" color="orange" onClick={() => setMerging(true)} disabled={busy || !contact}>Fusionar</Button>
            )}
            <Button onClick={() => replace.mutate()} loading={replace.isPending} disabled={busy}>Reemplazar</Button>
          </Group>
        </Stack>
      </Modal>
      <MergeContactsModal survivorId={merging && duplicate ? duplicate.contact_id : null} draft={payload && withoutDocument(payload)}
        onClose={closeMerge} onMerged={(result) => setMerged({ ...result.contact, message: result.detail })} />
    </>
  );
}
