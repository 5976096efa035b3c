import { Avatar, Box, Indicator } from '@mantine/core';

const AVATAR_COLORS = ['blue', 'teal', 'grape', 'orange', 'pink', 'indigo'] as const;

/** The first two letters of the name, in upper case. */
export function initialsOf(name: string): string {
  return name.trim().slice(0, 2).toUpperCase();
}

/** One of six colours, always the same for the same contact. */
export function avatarColor(contactId: number): string {
  return AVATAR_COLORS[Math.abs(contactId) % AVATAR_COLORS.length]!;
}

/** A contact's initials on their colour, with a green dot when online (if `online` is given). */
export function ContactAvatar({ id, name, online, size = 40 }: { id: number; name: string; online?: boolean; size?: number }) {
  const avatar = (
    <Avatar color={avatarColor(id)} variant="filled" radius="xl" size={size} aria-hidden>
      {initialsOf(name)}
    </Avatar>
  );
  if (online === undefined) return avatar;
  return (
    <Indicator color={online ? 'teal' : 'gray'} size={11} offset={5} position="bottom-end" withBorder zIndex={1}>
      {avatar}
    </Indicator>
  );
}

/** The small coloured dot next to a name: green online, grey otherwise. */
export function OnlineDot({ online }: { online: boolean }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={online ? 'En línea' : 'Desconectado'}
      title={online ? 'En línea' : 'Desconectado'}
      w={9}
      h={9}
      style={{ display: 'inline-block', borderRadius: '50%', background: `var(--mantine-color-${online ? 'teal-6' : 'gray-5'})`, flexShrink: 0 }}
    />
  );
}
