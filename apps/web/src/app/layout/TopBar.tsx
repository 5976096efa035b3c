import { Link, useNavigate } from 'react-router';
import { useDisclosure, useFullscreenDocument, useMediaQuery } from '@mantine/hooks';
import {
  ActionIcon, Avatar, Burger, Group, Indicator, Menu, Text, Tooltip, UnstyledButton, useMantineColorScheme, VisuallyHidden,
} from '@mantine/core';
import {
  IconAddressBook, IconBell, IconDotsVertical, IconKey, IconLogout, IconMaximize, IconMinimize, IconMoon, IconPalette, IconSun, IconUser,
} from '@tabler/icons-react';
import { PERMISSIONS } from '@atiende/shared';
import { usePendingUsers } from '../../features/users/users.api';
import { hasPermission, roleOf, useAuth, useMe } from '../auth';
import { SessionTimer } from './SessionTimer';
import { PHONE_QUERY, SIDEBAR_ID } from './layout-settings';
import { HorizontalMenu } from './HorizontalMenu';
import { DirectoryButton, DirectoryDrawer, useDirectoryAllowed } from '../../features/directory/DirectoryDrawer';

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

/** On a phone the less used buttons of the top bar live in this menu, so the bar fits the screen. */
function MoreMenu({ onDirectory, onCustomize }: { onDirectory?(): void; onCustomize(): void }) {
  const me = useMe();
  const elevated = hasPermission(me, PERMISSIONS.usersView);
  const { data = [] } = usePendingUsers({ enabled: elevated, refetchInterval: 60_000 });
  const { colorScheme, toggleColorScheme } = useMantineColorScheme();
  return (
    <Menu width={240} position="bottom-end">
      <Indicator disabled={data.length === 0} size={10} offset={6} color="red">
        <Menu.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={data.length > 0 ? `Más opciones (${data.length} notificaciones)` : 'Más opciones'}>
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
        {elevated && (
          <Menu.Item leftSection={<IconBell size={16} />} component={Link} to="/users/user_por_vincular">
            {data.length > 0 ? `Notificaciones (${data.length})` : 'Notificaciones'}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconPalette size={16} />} onClick={onCustomize}>Personalizar tema</Menu.Item>
      </Menu.Dropdown>
    </Menu>
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
