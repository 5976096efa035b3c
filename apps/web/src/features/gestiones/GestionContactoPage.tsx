import { isNotFound, useRouteId } from '../../ui/route-id';
import { NotFoundState } from '../errors/NotFoundPage';
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
  const id = useRouteId();
  const contact = useContact(id);
  if (id === null || isNotFound(contact.error)) return <NotFoundState />;
  return (
    <GestionesHistory
      key={`${variant}-${id}`}
      {...VARIANTS[variant]}
      contactId={id}
      description={contact.data ? displayName(contact.data) : undefined}
    />
  );
}
