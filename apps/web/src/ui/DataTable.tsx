import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useScreenSearchParams } from './use-url-param';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { CloseButton, Group, Paper, Select, Skeleton, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import { PAGE_SIZE, PageQuery, type Paged } from '@atiende/shared';
import { client, type PagedPath } from '../app/api.client';
import type { ResourceKeys } from '../app/query-keys';
import { Pager, pageCount } from './Pager';
import { maxLengthOf } from './form';
import {
  formatSort, parseSort, readListState, sortParamOf, toggledSort, withListState, type ListSort, type ListState,
} from './list-url-state';

/** The longest search the lists take (`search` of the shared page query). */
const SEARCH_MAX_LENGTH = maxLengthOf(PageQuery.shape.search);

export interface Column<T> {
  /** The column's title; it also tells columns apart. */
  header: string;
  /** Drawn in the header cell instead of `header` (e.g. a checkbox that selects the page). */
  renderHeader?(): ReactNode;
  render(row: T, index: number): ReactNode;
  width?: number | string;
  /**
   * The server's `ordering` field this column sorts by; the header then sorts the list. In the URL the column
   * is named after its header (see `sortParamOf`).
   */
  sort?: string;
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
const byId = (row: unknown) => (row as { id: string | number }).id;

interface DataTableProps<T> {
  /** API path of a paged list, e.g. '/users/'. */
  path: PagedPath;
  /** Values of the path's `{placeholders}`. */
  pathParams?: Record<string, number | string>;
  /** The resource's keys: the page is kept under its list key, with the path values, search, sort and `params`. */
  keys: ResourceKeys;
  columns: Column<T>[];
  /** Tells rows apart; by default their `id` (rows without one must say how). */
  rowKey?(row: T): string | number;
  searchPlaceholder?: string;
  /** Show the search box; lists whose server ignores `search` turn it off. */
  searchable?: boolean;
  /** Extra query parameters (filters). */
  params?: Record<string, string | number | undefined>;
  toolbar?: ReactNode;
  /** Draws the page's rows some other way than as table rows (e.g. cards); sortable columns are then offered in a select. */
  renderBody?(rows: T[]): ReactNode;
  /** Told the search actually sent (trimmed, debounced), e.g. to export what is shown. */
  onSearchChange?(search: string): void;
  /** Told the page shown (its rows and the count of matches), e.g. to select its rows. */
  onPageData?(page: Paged<T> | undefined): void;
  /** Names this list's search, sort and page in the URL (`<prefix>_q`…) where the screen shows another list. */
  urlPrefix?: string;
  /** Keep the search, sort and page in the URL (the default); a list inside a dialog keeps them to itself. */
  stateInUrl?: boolean;
  /** The rows scroll within this height (in a dialog), under headers that stay in view; the pager stays below. */
  maxHeight?: number;
  /** Space at each side of a cell; narrower for a list of many columns that must fit beside the sidebar. */
  horizontalSpacing?: number;
}

/**
 * The list's search, sort and page: in the URL query string (see list-url-state), or in memory for a list in
 * a dialog. Page and sort changes are new history entries, so back and forward go through them; the search
 * replaces the current one instead of adding one per pause in the typing.
 */
function useListState(prefix: string | undefined, inUrl: boolean) {
  const [urlParams, setUrlParams] = useScreenSearchParams();
  const [memory, setMemory] = useState(() => new URLSearchParams());
  const state = readListState(inUrl ? urlParams : memory, prefix);
  const update = useCallback((changes: Partial<ListState>, replace = false) => {
    if (inUrl) setUrlParams((current) => withListState(current, changes, prefix), { replace });
    else setMemory((current) => withListState(current, changes, prefix));
  }, [inUrl, prefix, setUrlParams]);
  return [state, update] as const;
}

/**
 * The search box's text, typed freely; once the typing pauses it becomes the list's search (and the list goes
 * back to page 1). A search that changes otherwise (back, forward, a link) is shown in the box.
 */
function useSearchBox(search: string, setSearch: (search: string) => void) {
  const [text, setText] = useState(search);
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const latest = useRef({ search, setSearch, written: null as string | null });
  latest.current.search = search;
  latest.current.setSearch = setSearch;
  // Only a pause in the typing writes the search: not a search changed by back or forward meanwhile.
  useEffect(() => {
    if (debounced === latest.current.search) return;
    latest.current.written = debounced;
    latest.current.setSearch(debounced);
  }, [debounced]);
  useEffect(() => {
    if (search === latest.current.written) {
      latest.current.written = null;
      return;
    }
    setText((current) => (current.trim() === search ? current : search));
  }, [search]);
  return [text, setText] as const;
}

/**
 * New filters from the screen may leave the current page number past the end: the list goes back to page 1.
 * Not when the URL changed with them (back and forward bring their own page; a filter kept in the URL
 * already went back to page 1, see `useUrlParam`).
 */
function useFirstPageOnNewFilters(paramsKey: string, page: number, toFirstPage: () => void) {
  const locationKey = useLocation().key;
  const seen = useRef({ paramsKey, locationKey });
  useEffect(() => {
    const before = seen.current;
    seen.current = { paramsKey, locationKey };
    if (before.paramsKey !== paramsKey && before.locationKey === locationKey && page !== 1) toFirstPage();
  }, [paramsKey, locationKey, page, toFirstPage]);
}

/** The column the list is sorted by, when the sort names a sortable one (an old link may name none). */
function sortedColumn<T>(columns: Column<T>[], sort: ListSort | null): Column<T> | undefined {
  return sort ? columns.find((c) => c.sort && sortParamOf(c.header) === sort.column) : undefined;
}

/** The `ordering` the server is asked for: the column's field, `-` in front for descending. */
export function orderingOf<T>(columns: Column<T>[], sort: ListSort | null): string | undefined {
  const column = sortedColumn(columns, sort);
  return column?.sort && `${sort!.descending ? '-' : ''}${column.sort}`;
}

/** A paged list of 30 with search, sortable columns, five page numbers and 'Página X de Y'. */
export function DataTable<T extends object>({
  path, pathParams, keys, columns, rowKey = byId, searchPlaceholder = 'Buscar...', searchable = true, params, toolbar, renderBody,
  onSearchChange, onPageData, urlPrefix, stateInUrl = true, maxHeight, horizontalSpacing,
}: DataTableProps<T>) {
  const [{ search, sort: asked, page }, update] = useListState(urlPrefix, stateInUrl);
  const setSearch = useCallback((text: string) => update({ search: text, page: 1 }, true), [update]);
  const [searchText, setSearchText] = useSearchBox(search, setSearch);
  useEffect(() => onSearchChange?.(search), [search, onSearchChange]);
  const paramsKey = JSON.stringify(params ?? {});
  useFirstPageOnNewFilters(paramsKey, page, useCallback(() => update({ page: 1 }, true), [update]));
  const sort = sortedColumn(columns, asked) ? asked : null;
  const ordering = orderingOf(columns, sort);
  const setPage = (next: number) => update({ page: next });
  const sortBy = (next: ListSort | null) => update({ sort: next, page: 1 });
  const offset = (page - 1) * PAGE_SIZE;
  const listKey = JSON.stringify([pathParams, search, params, ordering]);
  const cursors = useKeysetCursors(listKey);
  const after = cursors.get(page);
  const query = { offset, search, ...params, ...(ordering ? { ordering } : {}), ...(after ? { after } : {}) };
  const { data, isPending, isError, isPlaceholderData } = useQuery({
    queryKey: keys.list({ pathParams, ...query }),
    queryFn: () =>
      client.get(path, { path: pathParams, query: { limit: PAGE_SIZE, ...query } } as never) as unknown as Promise<Paged<T>>,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    const nextAfter = isPlaceholderData ? undefined : afterOf(data?.next ?? null);
    if (nextAfter) cursors.set(page + 1, nextAfter);
  }, [data, isPlaceholderData, page, cursors]);
  useEffect(() => onPageData?.(data), [data, onPageData]);
  const totalPages = pageCount(data, page, PAGE_SIZE);
  const sortable = columns.filter((c) => c.sort);
  const sortSelect = renderBody && sortable.length > 0 && <SortSelect columns={sortable} sort={sort} onChange={sortBy} />;

  return (
    <Paper withBorder p="md" radius="md">
      {(searchable || toolbar || sortSelect) && (
        <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
          {searchable && (
            <TextInput
              placeholder={searchPlaceholder}
              aria-label="Buscar"
              maxLength={SEARCH_MAX_LENGTH}
              leftSection={<IconSearch size={16} />}
              value={searchText}
              onChange={(e) => setSearchText(e.currentTarget.value)}
              rightSection={searchText ? <CloseButton aria-label="Limpiar búsqueda" onClick={() => setSearchText('')} /> : null}
              w={{ base: '100%', sm: 360 }}
            />
          )}
          {sortSelect ? <Group gap="sm" align="flex-end" wrap="wrap">{sortSelect}{toolbar}</Group> : toolbar}
        </Group>
      )}
      {renderBody ? (
        isPending ? <Skeleton height={160} radius="md" /> : renderBody(data?.results ?? [])
      ) : (
        <Table.ScrollContainer minWidth={600} maxHeight={maxHeight}
          scrollAreaProps={maxHeight === undefined ? undefined : { type: 'auto', viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Resultados' } }}>
          <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing={horizontalSpacing} stickyHeader={maxHeight !== undefined}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (c.sort
                  ? <SortableHeader key={c.header} column={c} sort={sort} onSort={() => sortBy(toggledSort(sort, sortParamOf(c.header)))} />
                  : <Table.Th key={c.header} w={c.width}>{c.renderHeader ? c.renderHeader() : c.header}</Table.Th>
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

/** A header that sorts the list: a button (Enter or Space), the direction shown by an arrow and told by `aria-sort`. */
function SortableHeader<T>({ column, sort, onSort }: { column: Column<T>; sort: ListSort | null; onSort(): void }) {
  const sorted = sort?.column === sortParamOf(column.header) ? sort : null;
  const Icon = !sorted ? IconArrowsSort : sorted.descending ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th w={column.width} aria-sort={sorted ? (sorted.descending ? 'descending' : 'ascending') : undefined}>
      <UnstyledButton onClick={onSort} fw="inherit" fz="inherit" title={`Ordenar por ${column.header}`}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap', color: 'inherit' }}>
        {column.header}
        <Icon size={14} aria-hidden style={{ opacity: sorted ? 1 : 0.45 }} />
      </UnstyledButton>
    </Table.Th>
  );
}

/** Where rows are drawn as cards (no headers to click), the sortable columns in a select. */
function SortSelect<T>({ columns, sort, onChange }: { columns: Column<T>[]; sort: ListSort | null; onChange(sort: ListSort | null): void }) {
  const data = columns.flatMap((c) => {
    const column = sortParamOf(c.header);
    return [
      { value: column, label: `${c.header} (ascendente)` },
      { value: `-${column}`, label: `${c.header} (descendente)` },
    ];
  });
  return (
    <Select aria-label="Ordenar por" placeholder="Orden predeterminado" clearable data={data} w={{ base: '100%', xs: 280 }}
      value={sort ? formatSort(sort) : null} onChange={(value) => onChange(parseSort(value))} />
  );
}
