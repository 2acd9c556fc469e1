import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { inboxQueryOptions } from '../api/inbox';

/**
 * Keeps the inbox current while the page is open: the server's event stream says `inbox` whenever it changes
 * (a share, a comment, 'Mark all as read' in another tab), and the inbox is read again. EventSource reconnects
 * by itself; after a reconnection (`ready` again) what changed meanwhile is read too.
 */
export function useInboxStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/notifications/stream');
    const refresh = () => void queryClient.invalidateQueries({ queryKey: inboxQueryOptions.queryKey });
    let connections = 0;
    source.addEventListener('inbox', refresh);
    source.addEventListener('ready', () => {
      connections += 1;
      if (connections > 1) refresh();
    });
    return () => source.close();
  }, [queryClient]);
}
