import { Link } from 'react-router';
import { ActionIcon, Avatar, Card, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconDots, IconGitMerge, IconId, IconMail, IconPhone, IconSpeakerphone, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { CONTACT_MSG, type ContactListItem, formatPhone } from '@atiende/shared';
import { displayName } from './contact-fields';
import { groupMantineColor } from '../../ui/group-colors';
import { TruncatedBadge, TruncatedText } from '../../ui/Truncated';

/** Spec: the top border is red when the contact is DESCONECTADO, green otherwise. */
const borderColor = (status: string) =>
  status === 'DESCONECTADO' ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-green-6)';

function Detail({ icon: Icon, text, missing }: { icon: typeof IconMail; text: string | null; missing: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={15} stroke={1.6} color="var(--mantine-color-dimmed)" />
      <Text size="sm" c={text ? undefined : 'dimmed'} truncate>
        {text || missing}
      </Text>
    </Group>
  );
}

interface ContactCardProps {
  contact: ContactListItem;
  /** Opens 'Asignar Grupos'; without it (no right to change contacts) the entry is left out. */
  onAssignGroups?(): void;
  /** Opens 'Asignar a Campaña'; without it the entry is left out. The card has no menu without entries. */
  onAssignCampaign?(): void;
  /** Opens 'Fusionar contactos' with this contact as the one that stays; without it the entry is left out. */
  onMerge?(): void;
}

export function ContactCard({ contact, onAssignGroups, onAssignCampaign, onMerge }: ContactCardProps) {
  const name = displayName(contact);
  return (
    <Card withBorder radius="md" padding="md" style={{ borderTop: `4px solid ${borderColor(contact.status)}` }}
      data-testid="contact-card" aria-label={name} component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar name={name} color="initials" radius="xl" src={contact.image} />
          <Stack gap={0} miw={0}>
            <TruncatedText fw={600}>{name}</TruncatedText>
            <Text size="xs" c="dimmed">{contact.contactType === 'EMPRESA' ? 'Empresa' : 'Persona'}</Text>
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Ver contacto">
            <ActionIcon variant="subtle" component={Link} to={`/contact/${contact.id}`} aria-label={`Ver contacto ${name}`}>
              <IconUser size={18} />
            </ActionIcon>
          </Tooltip>
          {(onAssignGroups || onAssignCampaign || onMerge) && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Opciones de ${name}`}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {onAssignCampaign && (
                  <Menu.Item leftSection={<IconSpeakerphone size={16} />} onClick={onAssignCampaign}>Asignar a Campaña</Menu.Item>
                )}
                {onAssignGroups && (
                  <Menu.Item leftSection={<IconUsersGroup size={16} />} onClick={onAssignGroups}>Asignar Grupos</Menu.Item>
                )}
                {onMerge && (
                  <Menu.Item leftSection={<IconGitMerge size={16} />} onClick={onMerge}>Fusionar con…</Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
      <Stack gap={4} mt="sm">
        <Detail icon={IconId} text={contact.documentNumber} missing={CONTACT_MSG.noDocument} />
        <Detail icon={IconMail} text={contact.email} missing={CONTACT_MSG.noEmail} />
        <Detail icon={IconPhone} text={formatPhone(contact.phone)} missing={CONTACT_MSG.noPhoneShort} />
      </Stack>
      {contact.grupos.length > 0 && (
        <Group gap={4} mt="sm">
          {contact.grupos.map(([id, groupName, color]) => (
            <TruncatedBadge key={id} color={groupMantineColor(color)} variant="light" tt="none">{groupName}</TruncatedBadge>
          ))}
        </Group>
      )}
    </Card>
  );
}
