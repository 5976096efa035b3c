import { Stack } from '@mantine/core';
import { COMPANY_TYPE, type ContactRead } from '@atiende/shared';
import { useAllows } from '../../app/auth';
import { CompanyForm, PersonForm } from './ContactDetailsForm';
import { ContactDetailsView } from './ContactDetailsView';
import { RelationsSection } from './RelationsSection';
import { Section } from './Section';

export function GeneralTab({ contact }: { contact: ContactRead }) {
  const canEdit = useAllows('contactEdit');
  const isCompany = contact.contactType === COMPANY_TYPE;
  const Form = isCompany ? CompanyForm : PersonForm;
  return (
    <Stack>
      <Section id="contact-details" title={isCompany ? 'Datos de la empresa' : 'Datos del contacto'}>
        {canEdit ? <Form key={contact.id} contact={contact} /> : <ContactDetailsView contact={contact} />}
      </Section>
      <RelationsSection contact={contact} canEdit={canEdit} />
    </Stack>
  );
}
