import { IDEA_EVENT, LIVE_TAB_PARAM } from '@core/ideas/live-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createIdeaEventApplier } from '@/lib/live-idea-events';
import { LIVE_TAB } from '@/lib/live-tab';
import { inboxQueryOptions } from '../api/inbox';

/**
 * Keeps the page current while it is open, over the server's live stream (ADR 0027, 0114): `inbox` whenever the
 * inbox changes (a share, a comment, 'Mark all as read' in another tab), and the inbox is read again; `idea` whenever
 * an idea this user may see changes (in another tab or browser: the stream names this tab, which is not told of its
 * own changes), and what that change shows in is read again. EventSource reconnects by itself; after a reconnection
 * (`ready` again) what changed meanwhile is read too.
 */
export function useLiveStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/notifications/stream?${LIVE_TAB_PARAM}=${LIVE_TAB}`);
    const ideas = createIdeaEventApplier(queryClient);
    const refreshInbox = () => void queryClient.invalidateQueries({ queryKey: inboxQueryOptions.queryKey });
    let connections = 0;
    source.addEventListener('inbox', refreshInbox);
    source.addEventListener(IDEA_EVENT, (event) => ideas.receive(String(event.data)));
    source.addEventListener('ready', () => {
      connections += 1;
      if (connections === 1) return;
      refreshInbox();
      ideas.catchUp();
    });
    return () => {
      source.close();
      ideas.stop();
    };
  }, [queryClient]);
}
