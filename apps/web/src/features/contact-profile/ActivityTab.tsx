import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import {
  IconAddressBook, IconFileText, IconGitMerge, IconHeadset, IconId, IconMessages, IconUserEdit, IconUsers, IconUsersGroup,
  IconSpeakerphone, IconUserShare, type TablerIcon,
} from '@tabler/icons-react';
import { ACTIVITY_MSG, PERMISSIONS, TIME_ZONE, type ActivityKind, type ContactActivityItem } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { client } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';

const PAGE = 30;

const KIND_LOOK: Record<ActivityKind, { icon: TablerIcon; color: string }> = {
  gestion: { icon: IconHeadset, color: 'violet' },
  conversacion: { icon: IconMessages, color: 'green' },
  perfil: { icon: IconUserEdit, color: 'blue' },
  datos: { icon: IconAddressBook, color: 'cyan' },
  documento: { icon: IconFileText, color: 'orange' },
  grupo: { icon: IconUsersGroup, color: 'grape' },
  campana: { icon: IconSpeakerphone, color: 'yellow' },
  relacion: { icon: IconUsers, color: 'pink' },
  agentes: { icon: IconUserShare, color: 'indigo' },
  hoja_de_vida: { icon: IconId, color: 'teal' },
  fusion: { icon: IconGitMerge, color: 'red' },
};

/** 'DD/MM/AAAA, HH:mm' in Bogotá, wherever the browser is. */
const BOGOTA = new Intl.DateTimeFormat('es-CO', {
  timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false,
});

export function useContactActivity(contactId: number) {
  return useInfiniteQuery({
    queryKey: queryKeys.contacts.part(contactId, 'activity'),
    queryFn: ({ pageParam }) =>
      client.get('/contact/contacto/{id}/actividad/', { path: { id: contactId }, query: { limit: PAGE, before: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
  });
}

/** The contact's activity, newest first: gestiones, conversations and the changes recorded about it. */
export function ActivityTab({ contactId }: { contactId: number }) {
  const activity = useContactActivity(contactId);
  // The chat screen is for those who attend conversations; others see the entry without a link.
  const opensChat = hasPermission(useMe(), PERMISSIONS.chatUse);
  if (activity.isPending) {
    return (
      <Stack aria-busy="true">
        {[0, 1, 2].map((n) => <Skeleton key={n} height={56} radius="md" />)}
      </Stack>
    );
  }
  if (activity.isError) return <Alert color="red" title="Lo Sentimos,">{activity.error.message}</Alert>;
  const items = activity.data.pages.flatMap((page) => page.results);
  if (items.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md" ta="center">
        <Text c="dimmed">{ACTIVITY_MSG.empty}</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Timeline bulletSize={28} lineWidth={2}>
        {items.map((item) => activityEntry(item.kind === 'conversacion' && !opensChat ? { ...item, link: null } : item))}
      </Timeline>
      {activity.hasNextPage && (
        <Group justify="center" mt="md">
          <Button variant="default" onClick={() => activity.fetchNextPage()} loading={activity.isFetchingNextPage}>
            Cargar más
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/** One entry; a Timeline.Item itself (not wrapped in a component), since Timeline passes its items their place in it. */
function activityEntry(item: ContactActivityItem) {
  const look = KIND_LOOK[item.kind];
  const Icon = look.icon;
  return (
    <Timeline.Item key={item.key} data-testid="activity-item"
      bullet={<ThemeIcon size={28} radius="xl" color={look.color} variant="light"><Icon size={16} /></ThemeIcon>}
      title={item.link ? <Anchor component={Link} to={item.link} fw={600} size="sm">{item.title}</Anchor> : <Text component="span" fw={600} size="sm">{item.title}</Text>}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{item.description}</Text>
      <Text size="xs" c="dimmed" mt={2}>
        {BOGOTA.format(new Date(item.at))}{item.user ? ` · ${item.user}` : ''}
      </Text>
    </Timeline.Item>
  );
}
