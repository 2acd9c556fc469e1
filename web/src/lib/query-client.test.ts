import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('reads again on invalidation while a first read is on its way, and keeps the second answer', async () => {
    const client = createQueryClient({ retry: 0 });
    let answer = 'before the change';
    let reads = 0;
    let finishFirst = () => {};
    const observer = new QueryObserver(client, {
      queryKey: ['list'],
      queryFn: async () => {
        reads += 1;
        const read = answer;
        if (reads === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
        return read;
      },
    });
    const stop = observer.subscribe(() => {});
    await Promise.resolve();
    // The change is saved while the first read (no data yet) is on its way; the invalidation asks again.
    answer = 'after the change';
    const invalidated = client.invalidateQueries({ queryKey: ['list'] });
    finishFirst();
    await invalidated;
    expect(reads).toBe(2);
    expect(client.getQueryData(['list'])).toBe('after the change');
    stop();
  });
});
