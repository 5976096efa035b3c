import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { setAccessToken } from '../../app/api';

/**
 * The API as the browser meets it: `answer` gives each URL's JSON (the option lists of the filters get []).
 * Returns the URLs asked so far, decoded, that contain `watched`.
 */
export function stubApi(answer: (url: string) => unknown, watched: string): () => string[] {
  setAccessToken('header.e30.signature');
  // The charts measure their box; the test's document has no layout.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const fetchMock = vi.fn(async (url: string) =>
    new Response(JSON.stringify(answer(url) ?? []), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url))).filter((url) => url.includes(watched));
}

/** A report page at `address`, with /reports beside it for its Volver. */
export function openReport(path: string, element: ReactNode, address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path, element },
    { path: '/reports', element: <p>Índice</p> },
  ], { initialEntries: [address] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}
