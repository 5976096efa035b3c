import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { setAccessToken } from '../app/api';
import { queryKeys } from '../app/query-keys';
import { DataTable, type Column } from './DataTable';

interface Account { id: number; name: string; city: string }

const COLUMNS: Column<Account>[] = [
  { header: 'Nombre', sort: 'name', render: (a) => a.name },
  { header: 'Ciudad', render: (a) => a.city },
];

/** The list requests the table made, as the server received them. */
let requested: URLSearchParams[] = [];

function answerPages() {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const asked = new URL(url, 'http://localhost');
    requested.push(asked.searchParams);
    const results = [{ id: 1, name: 'Ana', city: 'Quito' }, { id: 2, name: 'Bruno', city: 'Lima' }];
    return new Response(JSON.stringify({ count: 95, next: null, previous: null, results }), { headers: { 'content-type': 'application/json' } });
  }));
}

let shownUrl = '';
function Url() {
  const location = useLocation();
  shownUrl = `${location.pathname}${location.search}`;
  return null;
}

function renderTable(url: string, props: { urlPrefix?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <DataTable<Account> path="/produccion/account/" keys={queryKeys.accounts} columns={COLUMNS} {...props} />
          <Url />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const lastRequest = () => requested.at(-1)!;
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('the sortable columns of a list', () => {
  beforeEach(() => {
    requested = [];
    setAccessToken('header.e30.signature');
    answerPages();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the view the URL names: its sort, page and search', async () => {
    renderTable('/cuentas?q=gomez&orden=-nombre&pagina=3');
    await waitFor(() => expect(requested.length).toBeGreaterThan(0));
    expect(Object.fromEntries(lastRequest())).toEqual({ limit: '30', offset: '60', search: 'gomez', ordering: '-name' });
    expect(header('Nombre').getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveProperty('value', 'gomez');
    await waitFor(() => expect(screen.getByTestId('page-status').textContent).toBe('Página 3 de 4'));
  });

  it('sorts by a header: ascending first, then the other way, back on page 1 each time', async () => {
    renderTable('/cuentas?pagina=2');
    await waitFor(() => expect(requested.length).toBe(1));
    expect(lastRequest().get('ordering')).toBeNull();
    expect(header('Nombre').hasAttribute('aria-sort')).toBe(false);

    const sortButton = screen.getByRole('button', { name: 'Nombre' });
    expect(sortButton.tagName).toBe('BUTTON');
    act(() => fireEvent.click(sortButton));
    await waitFor(() => expect(lastRequest().get('ordering')).toBe('name'));
    expect(lastRequest().get('offset')).toBe('0');
    expect(shownUrl).toBe('/cuentas?orden=nombre');
    expect(header('Nombre').getAttribute('aria-sort')).toBe('ascending');

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Nombre' })));
    await waitFor(() => expect(lastRequest().get('ordering')).toBe('-name'));
    expect(shownUrl).toBe('/cuentas?orden=-nombre');
    expect(header('Nombre').getAttribute('aria-sort')).toBe('descending');
  });

  it('offers no sort on a column without a server field, and ignores a URL naming one', async () => {
    renderTable('/cuentas?orden=ciudad');
    await waitFor(() => expect(requested.length).toBe(1));
    expect(lastRequest().get('ordering')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ciudad' })).toBeNull();
    expect(header('Ciudad').hasAttribute('aria-sort')).toBe(false);
  });

  it('keeps its state under its prefix, apart from the screen\'s other list', async () => {
    renderTable('/contacto?orden=-nombre&pagina=2&documentos_orden=nombre', { urlPrefix: 'documentos' });
    await waitFor(() => expect(requested.length).toBe(1));
    expect(lastRequest().get('ordering')).toBe('name');
    expect(lastRequest().get('offset')).toBe('0');
    const secondPage = await screen.findByRole('button', { name: 'Página 2' });
    act(() => fireEvent.click(secondPage));
    await waitFor(() => expect(lastRequest().get('offset')).toBe('30'));
    expect(shownUrl).toBe('/contacto?orden=-nombre&pagina=2&documentos_orden=nombre&documentos_pagina=2');
  });
});
