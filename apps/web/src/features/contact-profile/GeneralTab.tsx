import { Stack } from '@mantine/core';
import { COMPANY_TYPE, type ContactRead } from '@atiende/shared';
import { useAllows } from '../../app/auth';
import { CompanyForm, PersonForm } from './ContactDetailsForm';
import { ContactDetailsView } from './ContactDetailsView';
import { RelationsSection } from './RelationsSection';
import { Section } from './Section';
import { AuthorizationSection } from './AuthorizationSection';

export function GeneralTab({ contact }: { contact: ContactRead }) {
  // A contact whose personal data was suppressed can no longer be edited (the server refuses it too).
  const canEdit = useAllows('contactEdit') && !contact.datos_suprimidos;
  const isCompany = contact.contactType === COMPANY_TYPE;
  const Form = isCompany ? CompanyForm : PersonForm;
  return (
    <Stack>
      <Section id="contact-details" title={isCompany ? 'Datos de la empresa' : 'Datos del contacto'}>
        {canEdit ? <Form key={contact.id} contact={contact} /> : <ContactDetailsView contact={contact} />}
      </Section>
      <AuthorizationSection contact={contact} canEdit={canEdit} />
      <RelationsSection contact={contact} canEdit={canEdit} />
    </Stack>
  );
}
