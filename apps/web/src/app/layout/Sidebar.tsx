import { useState } from 'react';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { NavLink, ScrollArea } from '@mantine/core';
import { useAuth } from '../auth';
import { activeLinkOf, visibleNav, type NavEntry } from './nav';

export function Sidebar({ onNavigate }: { onNavigate?(): void }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const entries = visibleNav(user);
  const active = activeLinkOf(entries, pathname);
  return (
    <ScrollArea h="100%" type="never">
      <nav aria-label="Menú principal">
        {entries.map((entry) =>
          entry.children ? (
            <NavGroup key={entry.label} entry={entry} active={active} onNavigate={onNavigate} />
          ) : (
            <NavLink key={entry.label} component={RouterLink} to={entry.to!} label={entry.label}
              leftSection={<entry.icon size={18} stroke={1.6} />} active={entry.to === active} onClick={onNavigate} />
          ),
        )}
      </nav>
    </ScrollArea>
  );
}

/** A group of links that opens by itself whenever the page moves to one of its links. */
function NavGroup({ entry, active, onNavigate }: { entry: NavEntry; active: string | null; onNavigate?(): void }) {
  const children = entry.children ?? [];
  const containsPage = children.some((c) => c.to === active);
  const [opened, setOpened] = useState(containsPage);
  const [containedPage, setContainedPage] = useState(containsPage);
  if (containsPage !== containedPage) {
    setContainedPage(containsPage);
    if (containsPage) setOpened(true);
  }
  return (
    <NavLink
      component="button"
      label={entry.label}
      leftSection={<entry.icon size={18} stroke={1.6} />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={28}
    >
      {children.map((child) => (
        <NavLink key={child.to} component={RouterLink} to={child.to} label={child.label}
          active={child.to === active} onClick={onNavigate} />
      ))}
    </NavLink>
  );
}
