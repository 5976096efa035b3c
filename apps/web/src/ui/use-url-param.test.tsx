import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useScreenSearchParams } from './use-url-param';

/** Two changes to the address made before the screen is drawn again, as a click right after a search is written. */
function TwoQuickChanges() {
  const [, setParams] = useScreenSearchParams();
  const change = () => {
    setParams((current) => { current.set('q', 'gomez'); return current; }, { replace: true });
    setParams((current) => { current.set('orden', '-nombres'); return current; });
  };
  return <button type="button" onClick={change}>Cambiar</button>;
}

describe('useScreenSearchParams', () => {
  afterEach(cleanup);

  it('makes each change to the address the router holds, so a change not yet drawn is kept', async () => {
    const router = createMemoryRouter([{ path: '/usuarios', element: <TwoQuickChanges /> }], { initialEntries: ['/usuarios?pagina=2'] });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pagina=2&q=gomez&orden=-nombres'));
  });
});
