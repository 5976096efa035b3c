import { Link } from 'react-router';
import {
  Alert, Avatar, Badge, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon,
} from '@mantine/core';
import { IconArrowLeft, IconId, IconMail, IconPhone, IconUserCircle } from '@tabler/icons-react';
import { CONTACT_MSG, type ContactRead, formatPhone } from '@atiende/shared';
import { isNotFound, useRouteId } from '../../ui/route-id';
import { NotFoundState } from '../errors/NotFoundPage';
import { PageHeader } from '../../ui/PageHeader';
import { useContact } from './contacts.api';
import { displayName } from './contact-fields';
import { groupMantineColor } from '../../ui/group-colors';
import { ContactGestionesCard } from '../gestiones/ContactGestionesCard';
import { ContactAgendaCard } from '../calendar/ContactAgendaCard';
import { TruncatedBadge } from '../../ui/Truncated';
import { CallButton } from '../telephony/CallButton';

function Summary({ contact }: { contact: ContactRead }) {
  const name = displayName(contact);
  const rows = [
    { icon: IconId, text: contact.documentNumber || CONTACT_MSG.noDocument },
    { icon: IconMail, text: contact.email.map((e) => e.email).join(', ') || CONTACT_MSG.noEmail },
  ];
  return (
    <Paper withBorder p="lg" radius="md" mb="lg">
      <Group align="flex-start" wrap="nowrap">
        <Avatar name={name} color="initials" size="lg" radius="xl" src={contact.image} />
        <Stack gap={6} miw={0}>
          <Group gap="xs">
            <Text fw={700} size="lg">{name}</Text>
            <Badge variant="light" tt="none">{contact.contactType === 'EMPRESA' ? 'Empresa' : 'Persona natural'}</Badge>
          </Group>
          {rows.map(({ icon: Icon, text }) => (
            <Group key={text} gap={6} wrap="nowrap">
              <Icon size={16} stroke={1.6} color="var(--mantine-color-dimmed)" />
              <Text size="sm">{text}</Text>
            </Group>
          ))}
          <Group gap={6} wrap="wrap">
            <IconPhone size={16} stroke={1.6} color="var(--mantine-color-dimmed)" />
            {contact.phone.length === 0 && <Text size="sm">{CONTACT_MSG.noPhoneShort}</Text>}
            {contact.phone.map((p, index) => (
              <Group key={p.id} gap={2} wrap="nowrap">
                <Text size="sm">{`${formatPhone(p.telefono)}${index < contact.phone.length - 1 ? ',' : ''}`}</Text>
                <CallButton phone={p.telefono} contactId={contact.id} />
              </Group>
            ))}
          </Group>
          {contact.grupos.length > 0 && (
            <Group gap={4}>
              {contact.grupos.map(([id, groupName, color]) => (
                <TruncatedBadge key={id} color={groupMantineColor(color)} variant="light" tt="none">{groupName}</TruncatedBadge>
              ))}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The contact's hub: what there is to do with one contact. */
export function ContactHubPage() {
  const id = useRouteId();
  const { data: contact, isPending, error } = useContact(id);
  if (id === null || isNotFound(error)) return <NotFoundState />;

  return (
    <>
      <PageHeader
        title="Contacto"
        actions={
          <Button variant="default" component={Link} to="/contacts" leftSection={<IconArrowLeft size={18} />}>
            Volver
          </Button>
        }
      />
      {error ? (
        <Alert color="red">{error.message}</Alert>
      ) : isPending ? (
        <Skeleton height={140} radius="md" mb="lg" />
      ) : (
        <Summary contact={contact} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {/* Named by its visible title and hint, so the name contains what it shows (WCAG 2.5.3). */}
          <Card withBorder radius="md" padding="lg" component={Link} to={`/contact/${id}/contact_profile`}>
            <Group wrap="nowrap">
              <ThemeIcon size={48} radius="md" variant="light">
                <IconUserCircle size={28} />
              </ThemeIcon>
              <Stack gap={2}>
                <Text fw={600}>Perfil del Contacto</Text>
                <Text size="sm" c="dimmed">Información general, datos de contacto, documentos y hoja de vida.</Text>
              </Stack>
            </Group>
          </Card>
          <ContactGestionesCard contactId={id} />
          <ContactAgendaCard contactId={id} />
        </SimpleGrid>
    </>
  );
}
