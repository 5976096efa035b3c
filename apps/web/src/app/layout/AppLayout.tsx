import { Suspense, useEffect, useState, type CSSProperties } from 'react';
import { AppShell, Box, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { Customizer } from './Customizer';
import { Softphone } from './Softphone';
import { FLOATING_BAND, MAIN_ID, PHONE_QUERY, SIDEBAR_ID, SIDEBAR_WIDTH, useLayoutSettings } from './layout-settings';
import { InternalChatWidget } from '../../features/internal-chat/InternalChatWidget';
import { DARK_TONE_VARS } from '../theme';
import { PageLoader } from '../../ui/PageLoader';
import { RouteGuard } from '../RouteGuard';
import { usePresenceHeartbeat } from './usePresenceHeartbeat';

/** A bar drawn dark while the page may be light: its background, text and the dark scheme's text colours. */
const toneStyle = (tone: 'light' | 'dark'): CSSProperties | undefined =>
  tone === 'dark' ? { background: 'var(--mantine-color-dark-7)', color: 'var(--mantine-color-gray-0)', ...DARK_TONE_VARS } : undefined;


/** Moves focus to the page's heading (or the main area) without changing the address. */
function skipToContent(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById(MAIN_ID);
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export function AppLayout() {
  const { settings } = useLayoutSettings();
  usePresenceHeartbeat();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(settings.sidebarVisible);
  const [customizerOpened, setCustomizerOpened] = useState(false);
  // On a phone the horizontal menu would not fit: the sidebar opens from the menu button instead.
  const horizontal = settings.layout === 'horizontal' && !phone;
  const boxed = settings.width === 'boxed';
  const sidebarOpen = phone ? mobileOpened : desktopOpened;
  // On a phone the sidebar opens over the page: focus goes to its first entry, and Escape closes it again.
  const phoneSidebarOpen = phone && mobileOpened;
  useEffect(() => {
    if (!phoneSidebarOpen) return;
    const sidebar = document.getElementById(SIDEBAR_ID);
    const frame = requestAnimationFrame(() => sidebar?.querySelector<HTMLElement>('a[href], button')?.focus());
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMobile();
      document.querySelector<HTMLElement>(`[aria-controls="${SIDEBAR_ID}"]`)?.focus();
    };
    sidebar?.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      sidebar?.removeEventListener('keydown', onKey);
    };
  }, [phoneSidebarOpen, closeMobile]);

  return (
    <AppShell
      header={{ height: 64 }}
      footer={{ height: FLOATING_BAND }}
      navbar={horizontal ? undefined : {
        width: SIDEBAR_WIDTH[settings.sidebarSize],
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
      }}
      padding={{ base: 'sm', sm: 'lg' }}
      data-layout={settings.layout}
      data-width={settings.width}
    >
      <a href={`#${MAIN_ID}`} className="skip-link" onClick={skipToContent}>Saltar al contenido principal</a>
      <AppShell.Header style={toneStyle(settings.topbarTone)} data-tone={settings.topbarTone}>
        <TopBar
          horizontal={horizontal}
          burgerOpened={sidebarOpen}
          onBurger={phone ? toggleMobile : toggleDesktop}
          onCustomize={() => setCustomizerOpened(true)}
        />
      </AppShell.Header>
      {!horizontal && (
        // A closed sidebar is off screen: inert keeps its links out of the Tab order and away from screen readers.
        <AppShell.Navbar id={SIDEBAR_ID} p="xs" style={toneStyle(settings.sidebarTone)} data-tone={settings.sidebarTone} inert={!sidebarOpen}>
          <Sidebar onNavigate={closeMobile} />
        </AppShell.Navbar>
      )}
      <AppShell.Main id={MAIN_ID} tabIndex={-1} style={settings.width === 'scrollable' ? { overflowX: 'auto' } : undefined}>
        <Box maw={boxed ? 1200 : undefined} mx={boxed ? 'auto' : undefined}>
          {/* The page's chunk loads on its first visit: the layout stays, the page area shows the loader. */}
          <Suspense fallback={<PageLoader />}>
            <RouteGuard />
          </Suspense>
        </Box>
      </AppShell.Main>
      {/* The band of the floating dial pad and chat buttons: the page ends above it, so they never cover any of it. */}
      <AppShell.Footer withBorder style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Text size="xs" c="dimmed">© {new Date().getFullYear()} Atiende</Text>
      </AppShell.Footer>
      <Customizer opened={customizerOpened} onClose={() => setCustomizerOpened(false)} />
      {/* Beside the sidebar on a wide screen, so it never covers the menu's last entries. */}
      <Softphone left={!horizontal && !phone && desktopOpened ? SIDEBAR_WIDTH[settings.sidebarSize] : 0} />
      <InternalChatWidget />
    </AppShell>
  );
}
