import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Avatar, Card, Checkbox, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconBrandTelegram, IconBrandWhatsapp, IconCalendarEvent, IconClipboardList, IconDots, IconForms, IconGitMerge, IconId, IconMail, IconMessages,
  IconPhone, IconSpeakerphone, IconUser, IconUsersGroup,
} from '@tabler/icons-react';
import { allows, CONTACT_MSG, PERMISSIONS, routeAccess, viewerOf, type ContactListItem, formatPhone } from '@atiende/shared';
import { useMe } from '../../app/auth';
import { AssignSurveyModal } from '../surveys/AssignSurveyModal';
import { displayName } from './contact-fields';
import { chatPath, telegramLink, whatsappLink } from './contact-links';
import { groupMantineColor } from '../../ui/group-colors';
import { TruncatedBadge, TruncatedText } from '../../ui/Truncated';
import { CallButton } from '../telephony/CallButton';

/** Spec: the top border is red when the contact is DESCONECTADO, green otherwise. */
const borderColor = (status: string) =>
  status === 'DESCONECTADO' ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-green-6)';

function Detail({ icon: Icon, text, missing, action }: { icon: typeof IconMail; text: string | null; missing: string; action?: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={15} stroke={1.6} color="var(--mantine-color-dimmed)" />
      <Text size="sm" c={text ? undefined : 'dimmed'} truncate>
        {text || missing}
      </Text>
      {text && action}
    </Group>
  );
}

interface ContactCardProps {
  contact: ContactListItem;
  /** Opens 'Asignar Grupos'; without it (no right to change contacts) the entry is left out. */
  onAssignGroups?(): void;
  /** Opens 'Asignar a Campaña'; without it the entry is left out. The card has no menu without entries. */
  onAssignCampaign?(): void;
  /** Whether the card is ticked for a bulk action; without `onSelectedChange` the card has no checkbox. */
  selected?: boolean;
  onSelectedChange?(): void;
  /** Opens 'Fusionar contactos' with this contact as the one that stays; without it the entry is left out. */
  onMerge?(): void;
}

interface QuickLink {
  label: string;
  icon: typeof IconMail;
  color: string;
  /** A screen of the app, or an address outside it (opened in a new tab). */
  to: string;
  external?: boolean;
}

/**
 * The card's shortcuts: the conversation, WhatsApp and Telegram (who attends conversations, when the contact
 * has the number or user), the contact's agenda and gestiones (who may open those screens).
 */
function quickLinks(contact: ContactListItem, may: { chat: boolean; open(path: string): boolean }): QuickLink[] {
  const links: (QuickLink | null)[] = [
    linkIf(may.chat, chatPath(contact.phone), { label: 'Abrir chat', icon: IconMessages, color: 'blue' }),
    linkIf(may.chat, whatsappLink(contact.phone), { label: 'WhatsApp', icon: IconBrandWhatsapp, color: 'green', external: true }),
    linkIf(may.chat, telegramLink(contact.telegram), { label: 'Telegram', icon: IconBrandTelegram, color: 'cyan', external: true }),
    linkIf(true, `/contact/calendar/${contact.id}`, { label: 'Agenda', icon: IconCalendarEvent, color: 'grape' }),
    linkIf(true, `/gestionContacto/${contact.id}`, { label: 'Gestiones', icon: IconClipboardList, color: 'teal' }),
  ];
  return links.filter((link): link is QuickLink => link !== null && (link.external || may.open(link.to)));
}

function linkIf(allowed: boolean, to: string | null, link: Omit<QuickLink, 'to'>): QuickLink | null {
  return allowed && to ? { ...link, to } : null;
}

function QuickLinks({ links, name }: { links: QuickLink[]; name: string }) {
  if (links.length === 0) return null;
  return (
    <Group gap={4} mt="sm" aria-label={`Accesos rápidos de ${name}`} role="group">
      {links.map((link) => (
        <Tooltip key={link.label} label={link.label}>
          {link.external ? (
            <ActionIcon component="a" href={link.to} target="_blank" rel="noreferrer" variant="light" color={link.color}
              aria-label={`${link.label}: ${name}`}>
              <link.icon size={18} />
            </ActionIcon>
          ) : (
            <ActionIcon component={Link} to={link.to} variant="light" color={link.color} aria-label={`${link.label}: ${name}`}>
              <link.icon size={18} />
            </ActionIcon>
          )}
        </Tooltip>
      ))}
    </Group>
  );
}

export function ContactCard({ contact, onAssignGroups, onAssignCampaign, selected = false, onSelectedChange, onMerge }: ContactCardProps) {
  const name = displayName(contact);
  const me = useMe();
  const viewer = viewerOf(me);
  const [assigningSurvey, setAssigningSurvey] = useState(false);
  const canAssignSurvey = allows(viewer, { permission: PERMISSIONS.surveysAnswer, module: 'Encuestas' });
  const links = quickLinks(contact, {
    chat: allows(viewer, { permission: PERMISSIONS.chatUse }),
    open: (path) => routeAccess(viewer, path, me.id).allowed,
  });
  return (
    <Card withBorder radius="md" padding="md" data-testid="contact-card" aria-label={name} component="article"
      style={{
        borderTop: `4px solid ${borderColor(contact.status)}`,
        ...(selected ? { background: 'var(--mantine-primary-color-light)', outline: '2px solid var(--mantine-primary-color-filled)' } : {}),
      }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          {onSelectedChange && (
            <Checkbox aria-label={`Seleccionar contacto ${name}`} checked={selected} onChange={onSelectedChange} mt={10} />
          )}
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
          {(canAssignSurvey || onAssignGroups || onAssignCampaign || onMerge) && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Opciones de ${name}`}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {canAssignSurvey && (
                  <Menu.Item leftSection={<IconForms size={16} />} onClick={() => setAssigningSurvey(true)}>Asignar Encuesta</Menu.Item>
                )}
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
        <Detail icon={IconPhone} text={formatPhone(contact.phone)} missing={CONTACT_MSG.noPhoneShort}
          action={contact.phone && <CallButton phone={contact.phone} contactId={contact.id} />} />
      </Stack>
      {contact.grupos.length > 0 && (
        <Group gap={4} mt="sm">
          {contact.grupos.map(([id, groupName, color]) => (
            <TruncatedBadge key={id} color={groupMantineColor(color)} variant="light" tt="none">{groupName}</TruncatedBadge>
          ))}
        </Group>
      )}
      <QuickLinks links={links} name={name} />
      {canAssignSurvey && (
        <AssignSurveyModal contact={assigningSurvey ? { id: contact.id, name } : null} onClose={() => setAssigningSurvey(false)} />
      )}
    </Card>
  );
}
