import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { ContactAvatar, OnlineDot } from '../../ui/ContactAvatar';
import type { InternalChatContact } from './contacts';
import { TruncatedText } from '../../ui/Truncated';

/** Who the conversation is with and whether they are online, between optional controls. */
export function ConversationHeader({ contact, online, before, after }: {
  contact: InternalChatContact;
  online: boolean;
  before?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Group gap="xs" px="sm" py="xs" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      {before}
      <ContactAvatar id={contact.id} name={contact.name} size={34} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <TruncatedText fw={600} size="sm" data-testid="chat-contact-name">{contact.name}</TruncatedText>
        <Group gap={4} wrap="nowrap">
          <OnlineDot online={online} />
          <Text size="xs" c="dimmed">{online ? 'En línea' : 'Desconectado'}</Text>
        </Group>
      </Stack>
      {after}
    </Group>
  );
}
