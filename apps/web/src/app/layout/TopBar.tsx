import { Link, useNavigate } from 'react-router';
import { useDisclosure, useFullscreenDocument, useMediaQuery } from '@mantine/hooks';
import {
  ActionIcon, Avatar, Burger, Group, Indicator, Menu, Text, Tooltip, UnstyledButton, useMantineColorScheme, VisuallyHidden,
} from '@mantine/core';
import {
  IconAddressBook, IconBell, IconDotsVertical, IconKey, IconLogout, IconMaximize, IconMinimize, IconMoon, IconPalette, IconSun, IconUser,
} from '@tabler/icons-react';
import { NotificationsDrawer, NotificationsMenu, useBellCount } from '../../features/notifications/NotificationsMenu';
import { useNotificationsSocket } from '../../features/notifications/notifications.api';
import { bellLabel } from '../../features/notifications/notifications.format';
import { roleOf, useAuth, useMe } from '../auth';
import { SessionTimer } from './SessionTimer';
import { PHONE_QUERY, SIDEBAR_ID } from './layout-settings';
import { HorizontalMenu } from './HorizontalMenu';
import { DirectoryButton, DirectoryDrawer, useDirectoryAllowed } from '../../features/directory/DirectoryDrawer';

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

/**
 * On a phone the less used buttons of the top bar live in this menu, so the bar fits the screen; the bell's list
 * opens from it in a drawer, and its dot says there is something to see.
 */
function MoreMenu({ onDirectory, onCustomize }: { onDirectory?(): void; onCustomize(): void }) {
  const count = useBellCount();
  const [notificationsOpened, notifications] = useDisclosure(false);
  const { colorScheme, toggleColorScheme } = useMantineColorScheme();
  return (
    <>
      <Menu width={240} position="bottom-end">
        <Indicator disabled={count === 0} size={10} offset={6} color="red">
          <Menu.Target>
            <ActionIcon variant="subtle" size="lg" aria-label={count > 0 ? `Más opciones (${count} notificaciones)` : 'Más opciones'}>
              <IconDotsVertical size={20} aria-hidden />
            </ActionIcon>
          </Menu.Target>
        </Indicator>
        <Menu.Dropdown>
          <Menu.Item leftSection={colorScheme === 'dark' ? <IconSun size={16} /> : <IconMoon size={16} />} onClick={toggleColorScheme}>
            {colorScheme === 'dark' ? 'Modo claro' : 'Modo oscuro'}
          </Menu.Item>
          {onDirectory && (
            <Menu.Item leftSection={<IconAddressBook size={16} />} onClick={onDirectory}>Directorio de Contactos</Menu.Item>
          )}
          <Menu.Item leftSection={<IconBell size={16} />} onClick={notifications.open}>{bellLabel(count)}</Menu.Item>
          <Menu.Item leftSection={<IconPalette size={16} />} onClick={onCustomize}>Personalizar tema</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <NotificationsDrawer opened={notificationsOpened} onClose={notifications.close} />
    </>
  );
}

export function TopBar({ horizontal, burgerOpened, onBurger, onCustomize }: {
  horizontal: boolean; burgerOpened: boolean; onBurger(): void; onCustomize(): void;
}) {
  const { colorScheme, toggleColorScheme } = useMantineColorScheme();
  const { toggle, fullscreen } = useFullscreenDocument();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const directoryAllowed = useDirectoryAllowed();
  const [directoryOpened, directory] = useDisclosure(false);
  // The bell is live on every screen, at any width: new notifications are read and shown as they come.
  useNotificationsSocket();
  return (
    <Group h="100%" px={phone ? 'xs' : 'md'} justify="space-between" wrap="nowrap" gap={phone ? 6 : 'md'}>
      <Group gap={phone ? 6 : 'sm'} wrap="nowrap" style={{ minWidth: 0 }}>
        {!horizontal && (
          <Burger opened={burgerOpened} onClick={onBurger} size="sm" aria-label={burgerOpened ? 'Ocultar menú' : 'Mostrar menú'}
            aria-expanded={burgerOpened} aria-controls={SIDEBAR_ID} />
        )}
        <Text component={Link} to="/dashboard" fw={800} size={phone ? 'lg' : 'xl'} c="blue" style={{ textDecoration: 'none' }}>Atiende</Text>
        {horizontal && !phone && <HorizontalMenu />}
      </Group>
      <Group gap={phone ? 4 : 'xs'} wrap="nowrap" style={{ flexShrink: 0 }}>
        <SessionTimer />
        {phone ? (
          <>
            <UserMenu />
            <MoreMenu onDirectory={directoryAllowed ? directory.open : undefined} onCustomize={onCustomize} />
          </>
        ) : (
          <>
            <Tooltip label={colorScheme === 'dark' ? 'Modo claro' : 'Modo oscuro'}>
              <ActionIcon variant="subtle" size="lg" aria-label="Cambiar tema" onClick={toggleColorScheme}>
                {colorScheme === 'dark' ? <IconSun size={20} /> : <IconMoon size={20} />}
              </ActionIcon>
            </Tooltip>
            {directoryAllowed && <DirectoryButton onOpen={directory.open} />}
            <NotificationsMenu />
            <Tooltip label="Pantalla completa">
              <ActionIcon variant="subtle" size="lg" aria-label="Pantalla completa" onClick={toggle}>
                {fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Personalizar tema">
              <ActionIcon variant="subtle" size="lg" aria-label="Personalizar tema" onClick={onCustomize}><IconPalette size={20} /></ActionIcon>
            </Tooltip>
            <UserMenu />
          </>
        )}
      </Group>
      {directoryAllowed && <DirectoryDrawer opened={directoryOpened} onClose={directory.close} />}
    </Group>
  );
}
