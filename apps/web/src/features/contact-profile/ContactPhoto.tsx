import { Avatar } from '@mantine/core';
import { IconBuilding, IconMan, IconUser, IconWoman } from '@tabler/icons-react';
import { buildUrl, getAccessToken } from '../../app/api';
import { COMPANY_TYPE, type ContactRead } from '@atiende/shared';

type PhotoContact = Pick<ContactRead, 'id' | 'image' | 'gender' | 'contactType' | 'get_full_name'>;

/** The contact's photo; without one, a building for companies or a figure by gender. */
export function ContactPhoto({ contact, size = 64 }: { contact: PhotoContact; size?: number }) {
  if (contact.image) {
    const src = buildUrl(`/contact/contacto/${contact.id}/foto/`, { token: getAccessToken(), v: contact.image });
    return <Avatar src={src} alt={`Foto de ${contact.get_full_name}`} size={size} radius={size} />;
  }
  const { Icon, color } = defaultAvatar(contact);
  return (
    <Avatar size={size} radius={size} color={color} variant="light" role="img" aria-label={`Sin foto: ${contact.get_full_name}`}>
      <Icon size={size * 0.6} stroke={1.5} />
    </Avatar>
  );
}

function defaultAvatar(contact: PhotoContact) {
  if (contact.contactType === COMPANY_TYPE) return { Icon: IconBuilding, color: 'indigo' };
  if (contact.gender === 'Masculino') return { Icon: IconMan, color: 'blue' };
  if (contact.gender === 'Femenino') return { Icon: IconWoman, color: 'pink' };
  return { Icon: IconUser, color: 'gray' };
}
