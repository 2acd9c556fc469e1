import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormField } from '@/components/ui/form-field';
import { focusField } from '@/lib/go-to-field';
import { windowIsNarrow } from '@/test/narrow-window';
import { CollapsibleSection } from './collapsible-section';

/** A section of two fields; the second says it is wrong while it is empty. */
function Streams({ summary = '2 streams: Subscriptions, Services' }: { summary?: string }) {
  const [price, setPrice] = useState('10');
  return (
    <CollapsibleSection title="Revenue streams" summary={summary}>
      <FormField label="Name" defaultValue="Subscriptions" />
      <FormField
        label="Price"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        error={price === '' ? 'Enter a number' : undefined}
      />
    </CollapsibleSection>
  );
}

const toggle = () => screen.getByRole('button', { name: 'Revenue streams 2 streams: Subscriptions, Services' });

describe('CollapsibleSection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a wide screen is an open region named by its heading, with nothing to fold', () => {
    windowIsNarrow(false);
    render(<Streams />);
    expect(screen.getByRole('region', { name: 'Revenue streams' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Revenue streams' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeVisible();
  });

  it('on a phone is one line, the heading and the summary, opened and closed by its button, by keyboard too', async () => {
    windowIsNarrow(true);
    render(<Streams />);
    const user = userEvent.setup();
    expect(screen.getByRole('region', { name: 'Revenue streams' })).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Name')).not.toBeVisible();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Name')).toBeVisible();

    toggle().focus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the person’s choice: closed by them, it stays closed with a wrong field in it', async () => {
    windowIsNarrow(true);
    render(<Streams />);
    const user = userEvent.setup();
    await user.click(toggle());
    await user.clear(screen.getByLabelText('Price'));
    await user.click(toggle());
    expect(screen.getByLabelText('Price')).not.toBeVisible();
    expect(screen.getByLabelText('Price')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is open on a phone when a field in it is marked wrong, without being asked', () => {
    windowIsNarrow(true);
    render(
      <CollapsibleSection title="Basics" summary="24 months">
        <FormField label="Starting cash" error="Enter a number" />
      </CollapsibleSection>,
    );
    expect(screen.getByRole('button', { name: 'Basics 24 months' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Starting cash')).toBeVisible();
  });

  it('opens before a field in it is gone to (Go to field, a first step), so that the field gets the cursor', () => {
    windowIsNarrow(true);
    render(<Streams />);
    focusField(screen.getByLabelText('Price'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Price')).toHaveFocus();
  });

  it('without a summary never folds', () => {
    windowIsNarrow(true);
    render(
      <CollapsibleSection title="Results">
        <p>Runway 15 months</p>
      </CollapsibleSection>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Runway 15 months')).toBeVisible();
  });
});
