import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../app/page-title';

/**
 * The top of a page: its one h1 (drawn at the size of an h2), a description and the page's actions.
 * It also names the tab ('Contactos · Atiende'); the heading takes focus after a navigation (RouteAnnouncer).
 */
export function PageHeader({ title, description, actions, documentTitle }: {
  title: string; description?: string; actions?: ReactNode;
  /** The tab's title when it should differ from the heading. */
  documentTitle?: string;
}) {
  usePageTitle(documentTitle ?? title);
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap">
      <Stack gap={2}>
        <Title order={1} size="h2" tabIndex={-1}>{title}</Title>
        {description && <Text c="dimmed" size="sm">{description}</Text>}
      </Stack>
      {actions && <Group>{actions}</Group>}
    </Group>
  );
}
