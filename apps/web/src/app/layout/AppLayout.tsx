import { Suspense, useEffect, useState, type CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { AppShell, Box, em, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { Customizer } from './Customizer';
import { Softphone } from './Softphone';
import { MAIN_ID, SIDEBAR_ID, SIDEBAR_WIDTH, useLayoutSettings } from './layout-settings';
import { InternalChatWidget } from '../../features/internal-chat/InternalChatWidget';
import { DARK_TONE_VARS } from '../theme';
import { PageLoader } from '../../ui/PageLoader';

/** A bar drawn dark while the page may be light: its background, text and the dark scheme's text colours. */
const toneStyle = (tone: 'light' | 'dark'): CSSProperties | undefined =>
  tone === 'dark' ? { background: 'var(--mantine-color-dark-7)', color: 'var(--mantine-color-gray-0)', ...DARK_TONE_VARS } : undefined;

/** Mantine's 'sm' breakpoint, below which the sidebar is a drawer over the page. */
const PHONE_QUERY = `(max-width: ${em(767.98)})`;

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
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(settings.sidebarVisible);
  const [customizerOpened, setCustomizerOpened] = useState(false);
  const horizontal = settings.layout === 'horizontal';
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
      navbar={horizontal ? undefined : {
        width: SIDEBAR_WIDTH[settings.sidebarSize],
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
      }}
      padding="lg"
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
        <Box maw={boxed ? 1200 : undefined} mx={boxed ? 'auto' : undefined} mih="calc(100vh - 140px)">
          {/* The page's chunk loads on its first visit: the layout stays, the page area shows the loader. */}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
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
