import { Link, useNavigate } from 'react-router';
import { useFullscreenDocument } from '@mantine/hooks';
import {
  ActionIcon, Avatar, Burger, Group, Indicator, Menu, Text, Tooltip, UnstyledButton, useMantineColorScheme, VisuallyHidden,
} from '@mantine/core';
import {
  IconBell, IconKey, IconLogout, IconMaximize, IconMinimize, IconMoon, IconPalette, IconSun, IconUser,
} from '@tabler/icons-react';
import { PERMISSIONS } from '@atiende/shared';
import { usePendingUsers } from '../../features/users/users.api';
import { hasPermission, roleOf, useAuth, useMe } from '../auth';
import { SessionTimer } from './SessionTimer';
import { SIDEBAR_ID } from './layout-settings';
import { HorizontalMenu } from './HorizontalMenu';
import { DirectoryButton } from '../../features/directory/DirectoryDrawer';

function NotificationsMenu() {
  const me = useMe();
  const elevated = hasPermission(me, PERMISSIONS.usersView);
  const { data = [] } = usePendingUsers({ enabled: elevated, refetchInterval: 60_000 });
  return (
    <Menu width={300} position="bottom-end">
      {/* The button is the menu's target (it carries aria-haspopup and aria-expanded); the count is drawn beside it and read in its name. */}
      <Indicator disabled={data.length === 0} label={<span aria-hidden>{data.length}</span>} size={16} offset={4}>
        <Menu.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={data.length > 0 ? `Notificaciones (${data.length})` : 'Notificaciones'}>
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
      </Indicator>
      <Menu.Dropdown>
        <Menu.Label>Notificaciones</Menu.Label>
        {data.length === 0 && <Text size="sm" c="dimmed" px="sm" py="xs">No hay notificaciones</Text>}
        {data.slice(0, 5).map((u) => (
          <Menu.Item key={u.id} component={Link} to={`/rol/update_rol/${u.id}`}>
            <Text size="sm">{u.get_full_name || u.username}</Text>
            <Text size="xs" c="dimmed">Usuario registrado sin rol</Text>
          </Menu.Item>
        ))}
        {elevated && (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to="/users/user_por_vincular">Ver todas</Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function UserMenu() {
  const me = useMe();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const initials = `${me.first_name[0] ?? ''}${me.last_name[0] ?? ''}`.toUpperCase() || me.username[0]?.toUpperCase();
  const name = me.get_full_name || me.username;
  const role = roleOf(me) || 'Sin rol';
  return (
    <Menu width={220} position="bottom-end">
      <Menu.Target>
        {/* Named by its content, so the name contains what it shows (WCAG 2.5.3): 'Menú de usuario: {nombre} {rol}'. */}
        <UnstyledButton>
          <VisuallyHidden>Menú de usuario: </VisuallyHidden>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={me.image} radius="xl" color="blue" aria-hidden>{initials}</Avatar>
            <div style={{ lineHeight: 1.1 }}>
              <Text size="sm" fw={600} visibleFrom="sm">{name}</Text>
              <Text size="xs" c="dimmed" visibleFrom="sm">{role}</Text>
            </div>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUser size={16} />} component={Link} to="/userProfile">Mi perfil</Menu.Item>
        <Menu.Item leftSection={<IconKey size={16} />} component={Link} to="/changePassword">Cambiar contraseña</Menu.Item>
        <Menu.Divider />
        {/* With a shade, the item takes the theme's readable red (Mantine draws a bare "red" in shade 6, 3.3:1). */}
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} />}
          onClick={async () => { await logout(); navigate('/login'); }}>
          Cerrar sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function TopBar({ horizontal, burgerOpened, onBurger, onCustomize }: {
  horizontal: boolean; burgerOpened: boolean; onBurger(): void; onCustomize(): void;
}) {
  const { colorScheme, toggleColorScheme } = useMantineColorScheme();
  const { toggle, fullscreen } = useFullscreenDocument();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {!horizontal && (
          <Burger opened={burgerOpened} onClick={onBurger} size="sm" aria-label={burgerOpened ? 'Ocultar menú' : 'Mostrar menú'}
            aria-expanded={burgerOpened} aria-controls={SIDEBAR_ID} />
        )}
        <Text component={Link} to="/dashboard" fw={800} size="xl" c="blue" style={{ textDecoration: 'none' }}>Atiende</Text>
        {horizontal && <HorizontalMenu />}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <SessionTimer />
        <Tooltip label={colorScheme === 'dark' ? 'Modo claro' : 'Modo oscuro'}>
          <ActionIcon variant="subtle" size="lg" aria-label="Cambiar tema" onClick={toggleColorScheme}>
            {colorScheme === 'dark' ? <IconSun size={20} /> : <IconMoon size={20} />}
          </ActionIcon>
        </Tooltip>
        <DirectoryButton />
        <NotificationsMenu />
        <Tooltip label="Pantalla completa">
          <ActionIcon variant="subtle" size="lg" aria-label="Pantalla completa" onClick={toggle} visibleFrom="sm">
            {fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Personalizar tema">
          <ActionIcon variant="subtle" size="lg" aria-label="Personalizar tema" onClick={onCustomize}><IconPalette size={20} /></ActionIcon>
        </Tooltip>
        <UserMenu />
      </Group>
    </Group>
  );
}
