import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { setAccessToken } from '../app/api';
import { queryKeys } from '../app/query-keys';
import { DataTable, type Column } from './DataTable';

interface Account { id: number; name: string }

const COLUMNS: Column<Account>[] = [{ header: 'Nombre', sort: 'name', render: (a) => a.name }];

/** A screen whose code is still on its way: it stays loading, so the list's screen stays mounted. */
const NeverLoaded = lazy(() => new Promise<never>(() => undefined));

function renderListWithLinkAway() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '/cuentas',
      element: (
        <>
          <DataTable<Account> path="/produccion/account/" keys={queryKeys.accounts} columns={COLUMNS} />
          <Link to="/cuenta/7">Ver cuenta</Link>
        </>
      ),
    },
    { path: '/cuenta/:id', element: <NeverLoaded /> },
  ], { initialEntries: ['/cuentas'] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('a search typed just before leaving the list', () => {
  beforeEach(() => {
    setAccessToken('header.e30.signature');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(
      JSON.stringify({ count: 1, next: null, previous: null, results: [{ id: 7, name: 'Gómez' }] }),
      { headers: { 'content-type': 'application/json' } },
    )));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is not written into the address of the screen the link leads to', async () => {
    const router = renderListWithLinkAway();
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), { target: { value: 'gomez' } });
    fireEvent.click(screen.getByRole('link', { name: 'Ver cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cuenta/7'));
    // The list is still drawn while the next screen loads, and its search pause (300 ms) passes.
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/cuenta/7');
  });

  it('is written into the list\'s own address when the list stays', async () => {
    const router = renderListWithLinkAway();
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), { target: { value: 'gomez' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=gomez'));
    expect(router.state.location.pathname).toBe('/cuentas');
  });
});
