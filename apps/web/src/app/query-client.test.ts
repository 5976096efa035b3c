import { describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/** A server whose answers the test releases one by one, each with the rows as they were when it was asked. */
function slowServer(rows: string[]) {
  const pending: (() => void)[] = [];
  let asked = 0;
  const fetchRows = () => {
    asked += 1;
    const snapshot = [...rows];
    return new Promise<string[]>((resolve) => pending.push(() => resolve(snapshot)));
  };
  return { fetchRows, answerAll: () => pending.splice(0).forEach((answer) => answer()), asked: () => asked };
}

describe('the app query client', () => {
  it('refetches a search whose first answer was asked before a delete that invalidated it', async () => {
    const rows = ['Campaña Temporal', 'Campaña Norte'];
    const server = slowServer(rows);
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: ['campaigns', 'list', { search: 'Campaña' }], queryFn: server.fetchRows });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(server.asked()).toBe(1);

    rows.splice(0, 1);
    const refreshed = client.invalidateQueries({ queryKey: ['campaigns'] });
    await vi.waitFor(() => expect(server.asked()).toBe(2), { timeout: 1000 });
    server.answerAll();
    await refreshed;

    expect(observer.getCurrentResult().data).toEqual(['Campaña Norte']);
    unsubscribe();
  });
});
