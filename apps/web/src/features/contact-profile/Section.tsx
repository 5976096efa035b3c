import type { ReactNode } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';

/** A titled card that is also a named landmark, so its buttons can be told apart from another card's. */
export function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder p="lg" radius="md">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id={id}>{title}</Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
