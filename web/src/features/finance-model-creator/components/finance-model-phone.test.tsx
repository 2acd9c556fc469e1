import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { bar, renderTool } from '@/test/finance-test-fixtures';
import { windowIsNarrow } from '@/test/narrow-window';

afterEach(() => vi.restoreAllMocks());

const toggle = (name: RegExp) => screen.getByRole('button', { name });

it('on a phone folds each input section behind its title and a summary, and Go to field opens the one it needs', async () => {
  windowIsNarrow(true);
  const { user } = await renderTool();
  // The page is drawn wide first and folds for the phone just after (a transition, ADR 0120).
  await screen.findByRole('button', { name: /^Basics/ });
  // The new model: 24 months from $250,000; one line of each list but funding.
  expect(toggle(/^Basics/)).toHaveAccessibleName('Basics 24 months · starting cash $250,000');
  expect(toggle(/^Revenue streams/)).toHaveAccessibleName('Revenue streams Subscriptions');
  expect(toggle(/^Funding/)).toHaveAccessibleName('Funding None yet');
  for (const section of [/^Basics/, /^Revenue streams/, /^Headcount plan/, /^Operating expenses/, /^Funding/])
    expect(toggle(section)).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByLabelText('Starting cash')).not.toBeVisible();
  expect(screen.getByRole('region', { name: 'Key figures' })).toBeInTheDocument();

  await user.click(toggle(/^Basics/));
  await user.clear(screen.getByLabelText('Starting cash'));
  await user.click(toggle(/^Basics/));
  expect(screen.getByLabelText('Starting cash')).not.toBeVisible();
  await user.click(within(bar()).getByRole('button', { name: 'Go to field' }));
  expect(toggle(/^Basics/)).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByLabelText('Starting cash')).toHaveFocus();
});
