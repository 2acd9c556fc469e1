import { screen } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import type { ShareIdea } from '@/features/idea-sharing/components/share-config';
import { ShareDialog } from '@/features/idea-sharing/components/share-dialog';
import { renderWithApi } from './render-with-api';

/** Test helpers for the share dialog and 'Manage access' (not app code). */

export const IDEA_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ID = '22222222-2222-4222-8222-222222222222';
export const MARKET = '33333333-3333-4333-8333-333333333333';
export const PRICING = '44444444-4444-4444-8444-444444444444';

export const solarKiosks: ShareIdea = {
  id: IDEA_ID,
  title: 'Solar kiosks',
  pages: [
    { id: MARKET, title: 'Market' },
    { id: PRICING, title: 'Pricing' },
  ],
};
export const waterFilters: ShareIdea = { id: OTHER_ID, title: 'Water filters', pages: [] };

type Table = Parameters<typeof renderWithApi>[1];

/** The share dialog, open, for `ideas`; 'Open share' opens it again once closed. */
export function renderShareDialog(ideas: ShareIdea[] = [solarKiosks], table: Table = {}) {
  const onShared = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open share
        </button>
        <ShareDialog ideas={ideas} open={open} onOpenChange={setOpen} onShared={onShared} />
      </>
    );
  }
  const { user, calls } = renderWithApi(<Harness />, table);
  const button = (name: string | RegExp) => screen.getByRole('button', { name });
  return {
    user,
    calls,
    onShared,
    posts: () => calls.filter((call) => call.method === 'POST' && call.path === '/api/shares').map((call) => call.body),
    step: () => screen.getByRole('progressbar', { name: 'Share progress' }).getAttribute('aria-valuenow'),
    button,
    next: () => user.click(button('Next')),
    back: () => user.click(button('Back')),
    choose: (name: string) => user.click(screen.getByRole('radio', { name })),
    addEmail: async (email: string) => {
      await user.type(screen.getByRole('textbox', { name: 'Email address' }), email);
      await user.click(button('Add'));
    },
  };
}
