import { NavLink as RouterLink, useLocation } from 'react-router';
import { NavLink, ScrollArea } from '@mantine/core';
import { useAuth } from '../auth';
import { isActive, visibleNav } from './nav';

export function Sidebar({ onNavigate }: { onNavigate?(): void }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  return (
    <ScrollArea h="100%" type="never">
      <nav aria-label="Menú principal">
        {visibleNav(user).map((entry) =>
          entry.children ? (
            <NavLink
              key={entry.label}
              component="button"
              label={entry.label}
              leftSection={<entry.icon size={18} stroke={1.6} />}
              defaultOpened={entry.children.some((c) => isActive(c, pathname))}
              childrenOffset={28}
            >
              {entry.children.map((child) => (
                <NavLink key={child.to} component={RouterLink} to={child.to} label={child.label}
                  active={isActive(child, pathname)} onClick={onNavigate} />
              ))}
            </NavLink>
          ) : (
            <NavLink key={entry.label} component={RouterLink} to={entry.to!} label={entry.label}
              leftSection={<entry.icon size={18} stroke={1.6} />} active={pathname.startsWith(entry.to!)} onClick={onNavigate} />
          ),
        )}
      </nav>
    </ScrollArea>
  );
}
