import { useParams } from 'react-router';
import { Alert } from '@mantine/core';
import { CONTACT_MSG } from '@atiende/shared';
import { useContact } from '../contacts/contacts.api';
import { displayName } from '../contacts/contact-fields';
import { GestionesHistory, type GestionesHistoryProps } from './GestionesHistory';

export type HistoryVariant = 'contact' | 'whatsapp' | 'leads';

const VARIANTS: Record<HistoryVariant, Pick<GestionesHistoryProps, 'title' | 'backTo' | 'channel' | 'leadsOnly'>> = {
  contact: { title: 'Gestión del contacto', backTo: '/contacts' },
  whatsapp: { title: 'Gestión del contacto - WhatsApp', backTo: '/reports', channel: 'WhatsApp' },
  leads: { title: 'Gestión del contacto - Leads', backTo: '/dashboard', leadsOnly: true },
};

/** /gestionContacto/{id} and its WhatsApp and leads variants: one contact's gestiones. */
export function GestionContactoPage({ variant }: { variant: HistoryVariant }) {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const contact = useContact(valid ? id : null);
  if (!valid) return <Alert color="red">{CONTACT_MSG.contactNotFound}</Alert>;
  return (
    <GestionesHistory
      key={`${variant}-${id}`}
      {...VARIANTS[variant]}
      contactId={id}
      description={contact.data ? displayName(contact.data) : undefined}
    />
  );
}
