import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconEraser, IconSearch } from '@tabler/icons-react';

/** The buttons under a filters form: Consultar submits it, Borrar clears it; other actions follow them. */
export function FilterActions({ onClear, children }: { onClear(): void; children?: ReactNode }) {
  return (
    <Group mt="md" gap="sm">
      <Button type="submit" leftSection={<IconSearch size={16} />}>Consultar</Button>
      <Button variant="default" leftSection={<IconEraser size={16} />} onClick={onClear}>Borrar</Button>
      {children}
    </Group>
  );
}
