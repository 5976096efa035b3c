import { useEffect, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { CloseButton, Group, Paper, Skeleton, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { PAGE_SIZE, PageQuery, type Paged } from '@atiende/shared';
import { client, type PagedPath } from '../app/api.client';
import type { ResourceKeys } from '../app/query-keys';
import { Pager, pageCount } from './Pager';
import { maxLengthOf } from './form';

/** The longest search the lists take (`search` of the shared page query). */
const SEARCH_MAX_LENGTH = maxLengthOf(PageQuery.shape.search);

export interface Column<T> {
  /** The column's title; it also tells columns apart. */
  header: string;
  /** Drawn in the header cell instead of `header` (e.g. a checkbox that selects the page). */
  renderHeader?(): ReactNode;
  render(row: T, index: number): ReactNode;
  width?: number | string;
}

/** The '#' column: the row's number across pages. */
export function indexColumn<T>(): Column<T> {
  return { header: '#', width: 60, render: (_, index) => index + 1 };
}

/** The `after` id a `next` link carries: lists read by keyset start the next page there. */
export function afterOf(next: string | null): number | undefined {
  const value = next ? new URL(next, 'http://localhost').searchParams.get('after') : null;
  return value ? Number(value) : undefined;
}

/**
 * Where each page of a keyset list starts, learnt from the `next` links seen: moving on one page costs
 * what the first did however deep it is. Jumps to a page never reached go by offset. A new search or
 * filter starts over.
 */
function useKeysetCursors(listKey: string) {
  const [state] = useState(() => ({ key: listKey, cursors: new Map<number, number>() }));
  if (state.key !== listKey) {
    state.key = listKey;
    state.cursors.clear();
  }
  return state.cursors;
}

/** Rows are told apart by their id unless the list says otherwise. */
const byId = (row: { id: string | number }) => row.id;

interface DataTableProps<T> {
  /** API path of a paged list, e.g. '/users/'. */
  path: PagedPath;
  /** Values of the path's `{placeholders}`. */
  pathParams?: Record<string, number | string>;
  /** The resource's keys: the page is kept under its list key, with the path values, search and `params`. */
  keys: ResourceKeys;
  columns: Column<T>[];
  /** Tells rows apart; by default their `id`. */
  rowKey?(row: T): string | number;
  searchPlaceholder?: string;
  /** Show the search box; lists whose server ignores `search` turn it off. */
  searchable?: boolean;
  /** Extra query parameters (filters). */
  params?: Record<string, string | number | undefined>;
  toolbar?: ReactNode;
  /** Draws the page's rows some other way than as table rows (e.g. cards); the columns are then unused. */
  renderBody?(rows: T[]): ReactNode;
  /** Told the search actually sent (trimmed, debounced), e.g. to export what is shown. */
  onSearchChange?(search: string): void;
  /** Told the page shown (its rows and the count of matches), e.g. to select its rows. */
  onPageData?(page: Paged<T> | undefined): void;
}

/** A paged list of 30 with search, five page numbers and 'Página X de Y'. */
export function DataTable<T extends { id: string | number }>({
  path, pathParams, keys, columns, rowKey = byId, searchPlaceholder = 'Buscar...', searchable = true, params, toolbar, renderBody,
  onSearchChange, onPageData,
}: DataTableProps<T>) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const paramsKey = JSON.stringify(params ?? {});
  const [shownParamsKey, setShownParamsKey] = useState(paramsKey);
  if (shownParamsKey !== paramsKey) {
    // New filters: the current page number may not exist any more.
    setShownParamsKey(paramsKey);
    setPage(1);
  }
  const [debounced] = useDebouncedValue(search.trim(), 300);
  useEffect(() => onSearchChange?.(debounced), [debounced, onSearchChange]);
  const offset = (page - 1) * PAGE_SIZE;
  const listKey = JSON.stringify([pathParams, debounced, params]);
  const cursors = useKeysetCursors(listKey);
  const after = cursors.get(page);
  const { data, isPending, isError, isPlaceholderData } = useQuery({
    queryKey: keys.list({ pathParams, offset, search: debounced, ...params, ...(after ? { after } : {}) }),
    queryFn: () =>
      client.get(path, { path: pathParams, query: { limit: PAGE_SIZE, offset, search: debounced, ...params, ...(after ? { after } : {}) } } as never) as unknown as Promise<Paged<T>>,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    const nextAfter = isPlaceholderData ? undefined : afterOf(data?.next ?? null);
    if (nextAfter) cursors.set(page + 1, nextAfter);
  }, [data, isPlaceholderData, page, cursors]);
  useEffect(() => onPageData?.(data), [data, onPageData]);
  const totalPages = pageCount(data, page, PAGE_SIZE);

  return (
    <Paper withBorder p="md" radius="md">
      {(searchable || toolbar) && (
        <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
          {searchable && (
            <TextInput
              placeholder={searchPlaceholder}
              aria-label="Buscar"
              maxLength={SEARCH_MAX_LENGTH}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPage(1);
              }}
              rightSection={search ? <CloseButton aria-label="Limpiar búsqueda" onClick={() => setSearch('')} /> : null}
              w={{ base: '100%', sm: 360 }}
            />
          )}
          {toolbar}
        </Group>
      )}
      {renderBody ? (
        isPending ? <Skeleton height={160} radius="md" /> : renderBody(data?.results ?? [])
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.header} w={c.width}>{c.renderHeader ? c.renderHeader() : c.header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {isPending &&
                Array.from({ length: 5 }, (_, i) => (
                  <Table.Tr key={i}>
                    {columns.map((c) => (
                      <Table.Td key={c.header}><Skeleton height={14} /></Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              {data?.results.map((row, index) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <Table.Td key={c.header}>{c.render(row, offset + index)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!isPending && (isError || data?.results.length === 0) && (
        <Text ta="center" c="dimmed" py="xl">
          {isError ? 'No se pudo cargar la información.' : 'No se encontraron resultados'}
        </Text>
      )}
      <Pager page={page} totalPages={totalPages} more={Boolean(data?.count_capped)} onChange={setPage} />
    </Paper>
  );
}
