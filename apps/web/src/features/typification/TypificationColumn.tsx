import { ActionIcon, Badge, Group, NavLink, Paper, ScrollArea, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

export interface ColumnItem {
  key: string;
  name: string;
  isNew?: boolean;
  /** How many items it holds in the next column. */
  count?: number;
}

interface TypificationColumnProps {
  title: string;
  /** Undefined while loading. */
  items: ColumnItem[] | undefined;
  /** Shown instead of the items when the column has nothing to show yet (nothing chosen on its left). */
  placeholder?: string;
  emptyText: string;
  selectedKey?: string | null;
  /** Makes the items selectable. */
  onSelect?(key: string): void;
  /** Shows the '+' button. */
  add?: { label: string; onClick(): void };
}

/** One column of the typification editor: a titled list with an optional '+' to add to it. */
export function TypificationColumn({ title, items, placeholder, emptyText, selectedKey, onSelect, add }: TypificationColumnProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4">{title}</Title>
        {add && (
          <Tooltip label={add.label}>
            <ActionIcon variant="light" aria-label={add.label} onClick={add.onClick}>
              <IconPlus size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <ScrollArea.Autosize mah={480} type="auto">
        <ColumnBody items={items} placeholder={placeholder} emptyText={emptyText} selectedKey={selectedKey} onSelect={onSelect} />
      </ScrollArea.Autosize>
    </Paper>
  );
}

function ColumnBody({ items, placeholder, emptyText, selectedKey, onSelect }: Omit<TypificationColumnProps, 'title' | 'add'>) {
  if (placeholder) return <Text c="dimmed" size="sm" py="md" ta="center">{placeholder}</Text>;
  if (!items) return <Stack gap="xs">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={32} />)}</Stack>;
  if (items.length === 0) return <Text c="dimmed" size="sm" py="md" ta="center">{emptyText}</Text>;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li key={item.key}>
          {onSelect ? (
            <NavLink
              component="button"
              type="button"
              label={item.name}
              active={item.key === selectedKey}
              aria-current={item.key === selectedKey ? 'true' : undefined}
              onClick={() => onSelect(item.key)}
              rightSection={<ItemMarks item={item} />}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            />
          ) : (
            <Group justify="space-between" wrap="nowrap" px="sm" py={6}>
              <Text size="sm">{item.name}</Text>
              <ItemMarks item={item} />
            </Group>
          )}
        </li>
      ))}
    </Stack>
  );
}

function ItemMarks({ item }: { item: ColumnItem }) {
  return (
    <Group gap={4} wrap="nowrap">
      {item.isNew && <Badge color="orange" variant="light" size="sm">Nuevo</Badge>}
      {item.count !== undefined && <Badge color="gray" variant="light" size="sm" circle>{item.count}</Badge>}
    </Group>
  );
}
