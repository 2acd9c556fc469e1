import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { afterEach } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi } from './fake-api';

// Toasts live in sonner's module-wide store (and @/lib/toast's): a new toaster would show the last test's ones again.
afterEach(() => {
  toast.dismiss();
});

type Table = Parameters<typeof fakeApi>[0];

/** Something with the app's query client and toaster around it, a user, and the API's recorded calls. */
export function renderWithApi(ui: ReactNode, table: Table = {}) {
  const calls = fakeApi(table);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient({ retry: 0 })}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, calls };
}
