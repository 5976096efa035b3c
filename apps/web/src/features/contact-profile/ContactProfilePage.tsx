import { Link } from 'react-router';
import { useScreenSearchParams } from '../../ui/use-url-param';
import { isNotFound, useRouteId } from '../../ui/route-id';
import { NotFoundState } from '../errors/NotFoundPage';
import { Alert, Badge, Box, Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAddressBook, IconArrowLeft, IconFileText, IconHistory, IconId, IconUserCircle } from '@tabler/icons-react';
import { useContact } from './contact-profile.api';
import { documentTypeLabel } from './contact-profile.options';
import { groupMantineColor } from '../../ui/group-colors';
import type { ContactRead } from '@atiende/shared';
import { ContactPhoto } from './ContactPhoto';
import { GeneralTab } from './GeneralTab';
import { ContactDataTab } from './ContactDataTab';
import { DocumentsTab } from './DocumentsTab';
import { ResumeTab } from './ResumeTab';
import { ActivityTab } from './ActivityTab';
import { usePageTitle } from '../../app/page-title';
import { TruncatedBadge } from '../../ui/Truncated';
import { PersonalDataActions } from './PersonalDataActions';
import dayjs from 'dayjs';
import { IconShieldX } from '@tabler/icons-react';

const TABS = ['general', 'datos', 'documentos', 'hoja_de_vida', 'actividad'] as const;
type TabName = (typeof TABS)[number];

export function ContactProfilePage() {
  const id = useRouteId();
  const { data: contact, isPending, isError, error } = useContact(id ?? 0);
  const [params, setParams] = useScreenSearchParams();
  usePageTitle(contact?.get_full_name || 'Perfil del contacto');
  const tab: TabName = TABS.find((t) => t === params.get('tab')) ?? 'general';
  const selectTab = (value: string | null) =>
    setParams((current) => {
      current.set('tab', value ?? 'general');
      return current;
    }, { replace: true });

  if (id === null || isNotFound(error)) return <NotFoundState />;
  if (isError) {
    return (
      <Stack>
        <Alert color="red" title="Lo Sentimos,">{error.message}</Alert>
        <BackButton />
      </Stack>
    );
  }
  if (isPending) return <Skeleton height={120} radius="md" aria-busy="true" />;

  return (
    <Box>
      <ProfileHeader contact={contact} />
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="general" leftSection={<IconUserCircle size={16} />}>Información general</Tabs.Tab>
          <Tabs.Tab value="datos" leftSection={<IconAddressBook size={16} />}>Datos de contacto</Tabs.Tab>
          <Tabs.Tab value="documentos" leftSection={<IconFileText size={16} />}>Documentos</Tabs.Tab>
          <Tabs.Tab value="hoja_de_vida" leftSection={<IconId size={16} />}>Hoja de vida</Tabs.Tab>
          <Tabs.Tab value="actividad" leftSection={<IconHistory size={16} />}>Actividad</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="general"><GeneralTab contact={contact} /></Tabs.Panel>
        <Tabs.Panel value="datos"><ContactDataTab contactId={contact.id} /></Tabs.Panel>
        <Tabs.Panel value="documentos"><DocumentsTab contactId={contact.id} /></Tabs.Panel>
        <Tabs.Panel value="hoja_de_vida"><ResumeTab contact={contact} /></Tabs.Panel>
        <Tabs.Panel value="actividad"><ActivityTab contactId={contact.id} /></Tabs.Panel>
      </Tabs>
    </Box>
  );
}

function BackButton() {
  return (
    <Button variant="default" component={Link} to="/contacts" leftSection={<IconArrowLeft size={16} />}>
      Volver
    </Button>
  );
}

function ProfileHeader({ contact }: { contact: ContactRead }) {
  const disconnected = contact.status === 'DESCONECTADO';
  const document = contact.documentNumber
    ? `${documentTypeLabel(contact.documentType)} ${contact.documentNumber}`.trim()
    : 'Sin documento';
  return (
    <Paper withBorder p="md" radius="md" mb="lg">
      <Group justify="space-between" wrap="wrap">
        <Group wrap="nowrap">
          <ContactPhoto contact={contact} size={64} />
          <Stack gap={4}>
            <Title order={1} size="h2" tabIndex={-1}>{contact.get_full_name || 'Sin nombre'}</Title>
            <Text c="dimmed" size="sm">{document}</Text>
            <Group gap={6}>
              <Badge color={disconnected ? 'red' : 'green'} variant="light">
                {contact.statusDescripcion || contact.status}
              </Badge>
              {contact.grupos.map(([groupId, name, color]) => (
                <TruncatedBadge key={groupId} color={groupMantineColor(color)} variant="outline">{name}</TruncatedBadge>
              ))}
            </Group>
          </Stack>
        </Group>
        <Group gap="xs">
          <PersonalDataActions contact={contact} />
          <BackButton />
        </Group>
      </Group>
      {contact.datos_suprimidos && (
        <Alert mt="md" color="gray" icon={<IconShieldX size={18} />} title="Datos personales suprimidos">
          {`Los datos personales de esta persona se suprimieron el ${dayjs(contact.datos_suprimidos).format('DD/MM/YYYY HH:mm')}. `
            + 'Se conservan sus gestiones, resultados y fechas para los reportes; el contacto no se puede editar.'}
        </Alert>
      )}
    </Paper>
  );
}
