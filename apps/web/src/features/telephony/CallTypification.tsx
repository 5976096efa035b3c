import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { formatPhone, type PhoneCallRead } from '@atiende/shared';
import { displayName } from '../contacts/contact-fields';
import { useContact } from '../contacts/contacts.api';
import { contactToTypify } from './call-status';

// The gestión form loads when a call first needs it, not with the layout.
const ManualGestionModal = lazy(() => import('../gestiones/ManualGestionModal').then((module) => ({ default: module.ManualGestionModal })));

/** The contact as the form's picker shows it, 'phone - full name' (as the manual gestión lists contacts). */
const pickLabel = (phone: string | undefined, name: string) => (phone ? `${formatPhone(phone)} - ${name}` : name);

/**
 * When a call placed for a contact is answered and then hung up (by either side), the gestión form opens for
 * that contact with the type 'Telefonía - Manual', so the call is typified at once.
 */
export function CallTypification({ call }: { call: PhoneCallRead | null }) {
  const previous = useRef(call);
  const [contactId, setContactId] = useState<number | null>(null);
  useEffect(() => {
    const contact = contactToTypify(previous.current, call);
    previous.current = call;
    if (contact !== null) setContactId(contact);
  }, [call]);
  const contact = useContact(contactId);
  if (contactId === null || contact.isPending) return null;
  const label = contact.data ? pickLabel(contact.data.phone[0]?.telefono, displayName(contact.data)) : `Contacto ${contactId}`;
  return (
    <Suspense fallback={null}>
      <ManualGestionModal opened onClose={() => setContactId(null)} initialContact={{ value: String(contactId), label }} />
    </Suspense>
  );
}
