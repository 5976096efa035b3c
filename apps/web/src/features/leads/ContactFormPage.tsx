import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert, Box, Button, Center, Checkbox, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { CONTACT_FORM_AUTHORIZATION, ContactFormSubmit, LEAD_MSG } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { usePageTitle } from '../../app/page-title';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { parseRouteId } from '../../ui/route-id';
import { useForm } from '../../ui/use-form';
import { sendContactForm } from './leads.api';

const TITLE = '¡Contáctanos!';
/** The form's name, kept with the lead, as a site's forms name themselves. */
export const CONTACT_FORM_NAME = 'contactanos';

interface ContactFormValues extends Record<string, unknown> {
  name: string;
  phone: string;
  email: string;
  cedula: string;
  message: string;
  /** The data-processing authorization (Ley 1581 de 2012): the form is not sent without it. */
  autorizacion_datos: boolean;
  /** Never seen by people: whoever fills it is a robot (the server answers alike and keeps nothing). */
  website: string;
}

const EMPTY: ContactFormValues = { name: '', phone: '', email: '', cedula: '', message: '', autorizacion_datos: false, website: '' };

/** The campaign of `?campana=<id>`, when the address names one. */
export const campaignOfSearch = (search: URLSearchParams) => parseRouteId(search.get('campana') ?? undefined) ?? undefined;

/** A field people cannot see nor reach by keyboard, and screen readers skip: only robots fill it. */
const HONEYPOT_STYLE = { position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' } as const;

/** /contactanos: the public '¡Contáctanos!' form (no sign-in); each sending becomes a lead, for the campaign of `?campana=`. */
export function ContactFormPage() {
  usePageTitle(TITLE);
  const [search] = useSearchParams();
  const campaign = campaignOfSearch(search);
  const { pathname, search: query } = useLocation();
  // The page the form was sent from, kept with the lead ('Página' in its details).
  const pageName = `${pathname}${query}`;
  const [sent, setSent] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const body = (values: ContactFormValues) => ({
    ...values, 'form-name': CONTACT_FORM_NAME, page_name: pageName, campaign,
  });
  const form = useForm<ContactFormValues>({ initialValues: EMPTY, validate: schemaValidator(ContactFormSubmit, body) });
  const submit = form.onSubmit(async (values) => {
    // The validator has refused the form without the authorization already.
    if (!values.autorizacion_datos) return;
    setRefused(null);
    try {
      setSent((await sendContactForm({ ...body(values), autorizacion_datos: true })).message || LEAD_MSG.formSent);
    } catch (error) {
      // 429: too many sendings from this address; the server's words say how long to wait.
      if (error instanceof ApiError && error.status === 429) setRefused(error.message);
      else showServerErrors(form, error);
    }
  });

  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-body)" style={{ alignItems: 'flex-start' }}>
      <Box w="100%" maw={640} py="xl">
        {sent ? (
          <Paper withBorder p="xl" radius="md">
            <Stack align="center" gap="xs" role="status">
              <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" aria-hidden />
              <Title order={1} size="h3" ta="center">{sent}</Title>
              <Text c="dimmed" ta="center">Gracias por escribirnos: un asesor se pondrá en contacto contigo.</Text>
            </Stack>
          </Paper>
        ) : (
          <Paper withBorder p="lg" radius="md">
            <form onSubmit={submit} noValidate name={CONTACT_FORM_NAME}>
              <Stack>
                <div>
                  <Title order={1} size="h2">{TITLE}</Title>
                  <Text c="dimmed" mt={4}>Déjanos tus datos y tu mensaje; te responderemos pronto.</Text>
                </div>
                {refused && <Alert color="red" title="Lo Sentimos," role="alert">{refused}</Alert>}
                <TextInput label="Nombre completo" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Teléfono" withAsterisk type="tel" inputMode="tel" autoComplete="tel" {...form.getInputProps('phone')} />
                  <TextInput label="Cédula" withAsterisk inputMode="numeric" {...form.getInputProps('cedula')}
                    onChange={(event) => form.setFieldValue('cedula', event.currentTarget.value.replace(/\D/g, ''))} />
                </SimpleGrid>
                <TextInput label="Correo electrónico" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
                <Textarea label="Mensaje" withAsterisk autosize minRows={4} maxRows={10} {...form.getInputProps('message')} />
                <Checkbox label={CONTACT_FORM_AUTHORIZATION} aria-required="true"
                  {...form.getInputProps('autorizacion_datos', { type: 'checkbox' })} />
                <input type="hidden" name="form-name" value={CONTACT_FORM_NAME} />
                <input type="hidden" name="page_name" value={pageName} />
                <div style={HONEYPOT_STYLE} aria-hidden="true">
                  <label htmlFor="contact-website">Sitio web</label>
                  <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off"
                    value={form.values.website} onChange={(event) => form.setFieldValue('website', event.currentTarget.value)} />
                </div>
                <Button type="submit" loading={form.submitting} size="md">Enviar</Button>
              </Stack>
            </form>
          </Paper>
        )}
      </Box>
    </Center>
  );
}
