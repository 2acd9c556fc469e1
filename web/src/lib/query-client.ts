import { QueryClient } from '@tanstack/react-query';

/** One retry for a failed read (a blip on the network), none for writes. Tests pass `retry: 0`. */
export function createQueryClient({ retry = 1 }: { retry?: number } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
