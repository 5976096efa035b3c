import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Box, Button, Divider, Drawer, Group, Indicator, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { PERMISSIONS, type NotificationRead } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { notifyError } from '../../ui/notices';
import { usePendingUsers } from '../users/users.api';
import { appPath, markAllNotificationsRead, markNotificationRead, useNotifications } from './notifications.api';
import { bellLabel, timeAgo } from './notifications.format';

/** The notifications the bell lists, newest first (and as many users without a role). */
export const BELL_ITEMS = 5;

/**
 * What the bell shows: the user's own notifications and, for who manages users, the users registered without a
 * role. Its number counts the unread notifications and those users.
 */
function useBell() {
  const me = useMe();
  const elevated = hasPermission(me, PERMISSIONS.usersView);
  const { data: pending = [] } = usePendingUsers({ enabled: elevated, refetchInterval: 60_000 });
  const notifications = useNotifications();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const unread = notifications.data?.no_leidas ?? 0;
  return {
    elevated,
    pending: elevated ? pending.slice(0, BELL_ITEMS) : [],
    items: notifications.data?.results.slice(0, BELL_ITEMS) ?? [],
    failed: notifications.isError,
    unread,
    count: unread + (elevated ? pending.length : 0),
    /** Marks the notification read (when it is not yet) and goes where it leads. */
    open: (notification: NotificationRead) => {
      if (!notification.leida) markNotificationRead(queryClient, notification.id).catch(notifyError);
      const to = appPath(notification.enlace);
      if (to) void navigate(to);
    },
    markAll: () => {
      markAllNotificationsRead(queryClient).catch(notifyError);
    },
  };
}

/** The bell's number: unread notifications, plus the users waiting for a role for who manages users. */
export function useBellCount(): number {
  return useBell().count;
}

const UNREAD_BACKGROUND = { background: 'var(--mantine-color-blue-light)' };

/** A notification as the bell lists it: its titulo in bold, the mensaje and how long ago; a dot and a word when unread. */
function NotificationSummary({ notification }: { notification: NotificationRead }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Box aria-hidden w={8} h={8} mt={6} style={{
        flexShrink: 0, borderRadius: '50%', background: notification.leida ? 'transparent' : 'var(--mantine-color-blue-filled)',
      }} />
      <Box style={{ minWidth: 0 }}>
        {!notification.leida && <VisuallyHidden>Sin leer: </VisuallyHidden>}
        <Text size="sm" fw={700}>{notification.titulo}</Text>
        <Text size="xs" lineClamp={3}>{notification.mensaje}</Text>
        <Text size="xs" c="dimmed">{timeAgo(notification.creada)}</Text>
      </Box>
    </Group>
  );
}

const PENDING_NOTE = 'Usuario registrado sin rol';

/** The bell of the top bar, with its menu of the newest notifications. */
export function NotificationsMenu() {
  const bell = useBell();
  return (
    <Menu width={320} position="bottom-end">
      {/* The button is the menu's target (it carries aria-haspopup and aria-expanded); the count is drawn beside it and read in its name. */}
      <Indicator disabled={bell.count === 0} label={<span aria-hidden>{bell.count > 99 ? '99+' : bell.count}</span>} size={16} offset={4}>
        <Menu.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={bellLabel(bell.count)}>
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
      </Indicator>
      <Menu.Dropdown>
        <Menu.Label>Notificaciones</Menu.Label>
        {bell.failed && <Text size="sm" c="red" px="sm" py="xs">No se pudieron cargar las notificaciones.</Text>}
        {bell.items.length === 0 && bell.pending.length === 0 && !bell.failed && (
          <Text size="sm" c="dimmed" px="sm" py="xs">No hay notificaciones</Text>
        )}
        {bell.items.map((notification) => (
          <Menu.Item key={notification.id} onClick={() => bell.open(notification)} data-unread={!notification.leida || undefined}
            style={notification.leida ? undefined : UNREAD_BACKGROUND}>
            <NotificationSummary notification={notification} />
          </Menu.Item>
        ))}
        {bell.unread > 0 && (
          <Menu.Item leftSection={<IconChecks size={16} aria-hidden />} onClick={bell.markAll}>Marcar todas como leídas</Menu.Item>
        )}
        {bell.pending.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Label>Usuarios sin rol</Menu.Label>
          </>
        )}
        {bell.pending.map((u) => (
          <Menu.Item key={`usuario-${u.id}`} component={Link} to={`/rol/update_rol/${u.id}`}>
            <Text size="sm">{u.get_full_name || u.username}</Text>
            <Text size="xs" c="dimmed">{PENDING_NOTE}</Text>
          </Menu.Item>
        ))}
        {bell.elevated && (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to="/users/user_por_vincular">Ver todas</Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** On a phone, where the top bar has no room for the bell: the same list in a drawer, opened from 'Más opciones'. */
export function NotificationsDrawer({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const bell = useBell();
  const go = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={bellLabel(bell.count)}>
      <Stack gap={6}>
        {bell.failed && <Text size="sm" c="red">No se pudieron cargar las notificaciones.</Text>}
        {bell.items.length === 0 && bell.pending.length === 0 && !bell.failed && <Text size="sm" c="dimmed">No hay notificaciones</Text>}
        {bell.items.map((notification) => (
          <UnstyledButton key={notification.id} onClick={go(() => bell.open(notification))} data-unread={!notification.leida || undefined}
            p="xs" style={{ borderRadius: 'var(--mantine-radius-sm)', ...(notification.leida ? {} : UNREAD_BACKGROUND) }}>
            <NotificationSummary notification={notification} />
          </UnstyledButton>
        ))}
        {bell.unread > 0 && (
          <Button variant="subtle" size="xs" leftSection={<IconChecks size={16} aria-hidden />} onClick={bell.markAll} style={{ alignSelf: 'flex-start' }}>
            Marcar todas como leídas
          </Button>
        )}
        {bell.pending.length > 0 && (
          <>
            <Divider label="Usuarios sin rol" labelPosition="left" />
            {bell.pending.map((u) => (
              <UnstyledButton key={`usuario-${u.id}`} component={Link} to={`/rol/update_rol/${u.id}`} onClick={onClose} p="xs">
                <Text size="sm">{u.get_full_name || u.username}</Text>
                <Text size="xs" c="dimmed">{PENDING_NOTE}</Text>
              </UnstyledButton>
            ))}
          </>
        )}
        {bell.elevated && (
          <Button component={Link} to="/users/user_por_vincular" onClick={onClose} variant="subtle" size="xs" style={{ alignSelf: 'flex-start' }}>
            Ver todas
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
