import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOARD_QUERIES_KEY,
  commentsQueryKey,
  ideaPageMutationKey,
  ideaPageQueryKey,
  pageContentQueryKey,
} from './idea-page-query-key';
import { createIdeaEventApplier, GATHER_MS } from './live-idea-events';

const IDEA = 'idea-1';
const OTHER = 'idea-2';
const event = (ideaId: string, change: string) => JSON.stringify({ ideaId, change });

/** A query client whose queries count their reads; each query below is shown (it has an observer). */
function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 0, staleTime: Infinity } } });
  const reads = new Map<string, number>();
  const show = (key: readonly unknown[]) => {
    const name = JSON.stringify(key);
    reads.set(name, 0);
    queryClient.setQueryData(key, 'data');
    const queryFn = () => {
      reads.set(name, (reads.get(name) ?? 0) + 1);
      return 'data';
    };
    return new QueryObserver(queryClient, { queryKey: key, queryFn }).subscribe(() => undefined);
  };
  const keys = {
    page: ideaPageQueryKey(IDEA),
    comments: commentsQueryKey(IDEA),
    board: [...BOARD_QUERIES_KEY, 'viewer', { search: '' }],
    content: pageContentQueryKey(IDEA, 'main'),
    otherPage: ideaPageQueryKey(OTHER),
  };
  for (const key of Object.values(keys)) show(key);
  const readsOf = () =>
    Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, reads.get(JSON.stringify(key))]));
  return { queryClient, applier: createIdeaEventApplier(queryClient), readsOf };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Past the gathering, and the reads it started answered. */
const settle = async () => {
  await vi.advanceTimersByTimeAsync(GATHER_MS);
  await vi.advanceTimersByTimeAsync(0);
};

describe('the live channel’s idea events in the query cache', () => {
  it.each([
    ['pages', { page: 1, comments: 0, board: 0, content: 0, otherPage: 0 }],
    ['properties', { page: 1, comments: 0, board: 0, content: 0, otherPage: 0 }],
    ['widgets', { page: 1, comments: 0, board: 0, content: 0, otherPage: 0 }],
    ['idea', { page: 1, comments: 0, board: 1, content: 0, otherPage: 0 }],
    ['comments', { page: 1, comments: 1, board: 1, content: 0, otherPage: 0 }],
    ['pin', { page: 0, comments: 0, board: 1, content: 0, otherPage: 0 }],
  ])('a change of %s reads again only what it shows in, for that idea', async (change, expected) => {
    const { applier, readsOf } = setUp();
    applier.receive(event(IDEA, change));
    expect(readsOf()).toEqual({ page: 0, comments: 0, board: 0, content: 0, otherPage: 0 });
    await settle();
    expect(readsOf()).toEqual(expected);
  });

  it('gathers a burst of events: each query is read once for them', async () => {
    const { applier, readsOf } = setUp();
    for (const change of ['pages', 'pages', 'properties', 'idea', 'comments', 'pin', 'widgets'])
      applier.receive(event(IDEA, change));
    await settle();
    expect(readsOf()).toEqual({ page: 1, comments: 1, board: 1, content: 0, otherPage: 0 });
  });

  it('does not read the page again while this tab’s own change to it is on its way', async () => {
    const { queryClient, applier, readsOf } = setUp();
    let save!: () => void;
    const saving = queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationKey: ideaPageMutationKey(IDEA),
        mutationFn: () => new Promise<void>((resolve) => (save = resolve)),
      })
      .execute(undefined);
    applier.receive(event(IDEA, 'idea'));
    await settle();
    // The board is read; the page waits for the change's own refresh (useIdeaPageMutation's onSettled).
    expect(readsOf()).toMatchObject({ page: 0, board: 1 });
    save();
    await saving;
    applier.receive(event(OTHER, 'pages'));
    await settle();
    expect(readsOf()).toMatchObject({ page: 0, otherPage: 1 });
  });

  it('ignores what is not an idea event, and drops what it gathered when stopped', async () => {
    const { applier, readsOf } = setUp();
    applier.receive('not json');
    applier.receive(JSON.stringify({ ideaId: IDEA, change: 'content' }));
    applier.receive(JSON.stringify({ ideaId: IDEA, change: 'pages', title: 'extra' }));
    await settle();
    applier.receive(event(IDEA, 'pages'));
    applier.stop();
    await settle();
    expect(readsOf()).toEqual({ page: 0, comments: 0, board: 0, content: 0, otherPage: 0 });
  });

  it('after a reconnection reads every idea query again but the pages’ content', async () => {
    const { applier, readsOf } = setUp();
    applier.catchUp();
    await settle();
    expect(readsOf()).toEqual({ page: 1, comments: 1, board: 1, content: 0, otherPage: 1 });
  });
});
