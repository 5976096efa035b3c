import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionIcon, Group, Loader, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { CONTACT_MSG, type ContactListItem, type WhatsappNumber, formatPhone } from '@atiende/shared';
import { ContactAvatar } from '../../ui/ContactAvatar';
import { useWhatsappNumbers, type InternalChatNavigationState } from './directory.api';
import { TruncatedText } from '../../ui/Truncated';

/** One contact of the directory: initials, full name, phone and the WhatsApp menu of its numbers. */
export function DirectoryContactCard({ contact, onChat }: { contact: ContactListItem; onChat(): void }) {
  const name = contact.get_full_name || CONTACT_MSG.noName;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="directory-card">
      <Group wrap="nowrap" gap="sm">
        <ContactAvatar id={contact.id} name={name} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <TruncatedText size="sm" fw={600}>{name}</TruncatedText>
          <Text size="xs" c="dimmed">{formatPhone(contact.phone) || CONTACT_MSG.noPhoneShort}</Text>
        </Stack>
        <WhatsappMenu contactId={contact.id} name={name} onChat={onChat} />
      </Group>
    </Paper>
  );
}

function WhatsappMenu({ contactId, name, onChat }: { contactId: number; name: string; onChat(): void }) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const numbers = useWhatsappNumbers(contactId, opened);

  const openChat = (number: WhatsappNumber) => {
    const state: InternalChatNavigationState = { selectedChatId: number.telefono, contactId, type: 'WhatsApp', template: true };
    onChat();
    navigate('/chat', { state });
  };

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <ActionIcon variant="light" color="green" size="lg" radius="xl" aria-label={`WhatsApp de ${name}`}>
          <IconBrandWhatsapp size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>WhatsApp</Menu.Label>
        {numbers.isPending && <Group justify="center" py="xs"><Loader size="sm" aria-label="Cargando números" /></Group>}
        {numbers.isError && <Text size="sm" c="red" px="sm" py="xs">No se pudieron cargar los números.</Text>}
        {numbers.data?.length === 0 && <Text size="sm" c="dimmed" px="sm" py="xs">{CONTACT_MSG.noPhone}</Text>}
        {numbers.data?.map((number) => (
          <Menu.Item key={number.id} leftSection={<IconBrandWhatsapp size={16} />} onClick={() => openChat(number)}>
            <Text size="sm">{formatPhone(number.telefono)}</Text>
            {number.label && <Text size="xs" c="dimmed">{number.label}</Text>}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
