import { useState } from 'react';
import { Outlet } from 'react-router';
import { AppShell, Box, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { Customizer } from './Customizer';
import { Softphone } from './Softphone';
import { SIDEBAR_WIDTH, useLayoutSettings } from './layout-settings';
import { InternalChatWidget } from '../../features/internal-chat/InternalChatWidget';

const toneStyle = (tone: 'light' | 'dark') =>
  tone === 'dark' ? { background: 'var(--mantine-color-dark-7)', color: 'var(--mantine-color-gray-0)' } : undefined;

export function AppLayout() {
  const { settings } = useLayoutSettings();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(settings.sidebarVisible);
  const [customizerOpened, setCustomizerOpened] = useState(false);
  const horizontal = settings.layout === 'horizontal';
  const boxed = settings.width === 'boxed';

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={horizontal ? undefined : {
        width: SIDEBAR_WIDTH[settings.sidebarSize],
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
      }}
      padding="lg"
      data-layout={settings.layout}
      data-width={settings.width}
    >
      <AppShell.Header style={toneStyle(settings.topbarTone)} data-tone={settings.topbarTone}>
        <TopBar
          horizontal={horizontal}
          burgerOpened={mobileOpened || desktopOpened}
          onBurger={() => { toggleMobile(); toggleDesktop(); }}
          onCustomize={() => setCustomizerOpened(true)}
        />
      </AppShell.Header>
      {!horizontal && (
        <AppShell.Navbar p="xs" style={toneStyle(settings.sidebarTone)} data-tone={settings.sidebarTone}>
          <Sidebar onNavigate={closeMobile} />
        </AppShell.Navbar>
      )}
      <AppShell.Main style={settings.width === 'scrollable' ? { overflowX: 'auto' } : undefined}>
        <Box maw={boxed ? 1200 : undefined} mx={boxed ? 'auto' : undefined} mih="calc(100vh - 140px)">
          <Outlet />
        </Box>
        <Text component="footer" size="xs" c="dimmed" ta="center" mt="xl">
          © {new Date().getFullYear()} Atiende
        </Text>
      </AppShell.Main>
      <Customizer opened={customizerOpened} onClose={() => setCustomizerOpened(false)} />
      <Softphone />
      <InternalChatWidget />
    </AppShell>
  );
}
