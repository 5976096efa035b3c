import { Link } from 'react-router';
import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useAuth } from '../auth';
import { visibleNav } from './nav';

export function HorizontalMenu() {
  const { user } = useAuth();
  return (
    <Group gap={4} component="nav" aria-label="Menú principal">
      {visibleNav(user).map((entry) =>
        entry.children ? (
          <Menu key={entry.label} trigger="click-hover">
            <Menu.Target>
              <Button variant="subtle" size="compact-sm" leftSection={<entry.icon size={16} />} rightSection={<IconChevronDown size={14} />}>
                {entry.label}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {entry.children.map((child) => (
                <Menu.Item key={child.to} component={Link} to={child.to}>{child.label}</Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          <Button key={entry.label} component={Link} to={entry.to!} variant="subtle" size="compact-sm" leftSection={<entry.icon size={16} />}>
            {entry.label}
          </Button>
        ),
      )}
    </Group>
  );
}
