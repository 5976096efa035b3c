import { useEffect, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { CloseButton, Group, Paper, Skeleton, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { PAGE_SIZE, type Paged } from '@atiende/shared';
import { client, type PagedPath } from '../app/api.client';
import type { ResourceKeys } from '../app/query-keys';
import { Pager } from './Pager';

export interface Column<T> {
  header: string;
  render(row: T, index: number): ReactNode;
  width?: number | string;
}

/** The '#' column: the row's number across pages. */
export function indexColumn<T>(): Column<T> {
  return { header: '#', width: 60, render: (_, index) => index + 1 };
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
}

/** A paged list of 30 with search, five page numbers and 'Página X de Y'. */
export function DataTable<T extends { id: string | number }>({
  path, pathParams, keys, columns, rowKey = byId, searchPlaceholder = 'Buscar...', searchable = true, params, toolbar, renderBody,
  onSearchChange,
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
  const { data, isPending, isError } = useQuery({
    queryKey: keys.list({ pathParams, offset, search: debounced, ...params }),
    queryFn: () =>
      client.get(path, { path: pathParams, query: { limit: PAGE_SIZE, offset, search: debounced, ...params } } as never) as unknown as Promise<Paged<T>>,
    placeholderData: keepPreviousData,
  });
  const totalPages = Math.max(1, Math.ceil((data?.count ?? 0) / PAGE_SIZE));

  return (
    <Paper withBorder p="md" radius="md">
      {(searchable || toolbar) && (
        <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
          {searchable && (
            <TextInput
              placeholder={searchPlaceholder}
              aria-label="Buscar"
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
                  <Table.Th key={c.header} w={c.width}>{c.header}</Table.Th>
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
      <Pager page={page} totalPages={totalPages} onChange={setPage} />
    </Paper>
  );
}
