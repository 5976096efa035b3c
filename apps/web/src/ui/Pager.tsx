import { ActionIcon, Group, Text } from '@mantine/core';
import {
  IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight,
} from '@tabler/icons-react';
import { PAGE_NUMBERS_SHOWN } from '@atiende/shared';

/** The page numbers to show: five at a time, the current one centred where possible. */
export function visiblePages(page: number, totalPages: number): number[] {
  const count = Math.min(PAGE_NUMBERS_SHOWN, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(PAGE_NUMBERS_SHOWN / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** How many pages a list has; past a capped count, as many as the server keeps giving a next page. */
export function pageCount(list: { count: number; count_capped?: boolean; next: string | null } | undefined, page: number, pageSize: number): number {
  const counted = Math.max(1, Math.ceil((list?.count ?? 0) / pageSize));
  return list?.count_capped ? Math.max(counted, page + (list.next ? 1 : 0)) : counted;
}

interface PagerProps {
  page: number;
  totalPages: number;
  /** There are more pages than counted (a capped count): 'Página X de Y+' and no last-page button. */
  more?: boolean;
  onChange(page: number): void;
}

export function Pager({ page, totalPages, more = false, onChange }: PagerProps) {
  const pages = Math.max(1, totalPages);
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="page-status">
        Página {page} de {pages}{more ? '+' : ''}
      </Text>
      <Group gap={4} aria-label="Paginación">
        <ActionIcon variant="default" aria-label="Primera página" disabled={page <= 1} onClick={() => onChange(1)}>
          <IconChevronsLeft size={16} />
        </ActionIcon>
        <ActionIcon variant="default" aria-label="Página anterior" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          <IconChevronLeft size={16} />
        </ActionIcon>
        {visiblePages(page, pages).map((n) => (
          <ActionIcon key={n} variant={n === page ? 'filled' : 'default'} aria-label={`Página ${n}`}
            aria-current={n === page ? 'page' : undefined} onClick={() => onChange(n)}>
            <Text size="xs" fw={600}>{n}</Text>
          </ActionIcon>
        ))}
        <ActionIcon variant="default" aria-label="Página siguiente" disabled={page >= pages} onClick={() => onChange(page + 1)}>
          <IconChevronRight size={16} />
        </ActionIcon>
        <ActionIcon variant="default" aria-label="Última página" disabled={more || page >= pages} onClick={() => onChange(pages)}>
          <IconChevronsRight size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
