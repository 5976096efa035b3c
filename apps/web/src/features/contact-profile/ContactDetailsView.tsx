import { SimpleGrid, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { COMPANY_TYPE, type ContactRead } from '@atiende/shared';
import { documentTypeLabel } from './contact-profile.options';

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">{label}</Text>
      <Text>{value?.trim() ? value : '—'}</Text>
    </Stack>
  );
}

/** The profile fields as plain text: for users who may not edit, and for related contacts. */
export function ContactDetailsView({ contact }: { contact: ContactRead }) {
  if (contact.contactType === COMPANY_TYPE) {
    const people = contact.empresa?.persona_contacto ?? [];
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Detail label="Razón social" value={contact.razon_social ?? contact.get_full_name} />
        <Detail label="Actividad" value={contact.empresa?.actividad ?? contact.actividad} />
        <Detail label="Tipo de documento" value={documentTypeLabel(contact.documentType)} />
        <Detail label="Número de documento" value={contact.documentNumber} />
        <Detail label="Sitio web" value={contact.empresa?.web_site ?? contact.web_site} />
        <Detail label="Personas de contacto" value={people.map((p) => p.get_full_name).join(', ')} />
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <Detail label="Nombres" value={contact.first_name} />
      <Detail label="Apellidos" value={contact.last_name} />
      <Detail label="Correo Electrónico" value={contact.username} />
      <Detail label="Tipo de documento" value={documentTypeLabel(contact.documentType)} />
      <Detail label="Número de documento" value={contact.documentNumber} />
      <Detail label="Fecha de nacimiento" value={contact.birthdate ? dayjs(contact.birthdate).format('DD/MM/YYYY') : null} />
      <Detail label="Ciudad" value={contact.city} />
      <Detail label="Género" value={contact.gender} />
      <Detail label="Dirección" value={contact.address} />
    </SimpleGrid>
  );
}
