import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { BrandNameSuggester } from './brand-name-suggester';

// The clock is faked only around generation and moved by the test alone, so 'just before 2 s' is exact however
// busy the machine is. The clicks there use fireEvent: Testing Library's async wrapper (used by user-event) waits
// on a real setTimeout, which would hang under fake timers.
afterEach(() => {
  vi.useRealTimers();
});

const clickGenerate = () => fireEvent.click(screen.getByRole('button', { name: 'Generate Names' }));

/** Renders the page, generates the names, and hands back a user for the rest (on real timers again). */
const renderGenerated = () => {
  vi.useFakeTimers();
  render(<BrandNameSuggester />);
  clickGenerate();
  act(() => vi.advanceTimersByTime(2000));
  vi.useRealTimers();
  return userEvent.setup();
};

const shownNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

it('shows the inputs and the generate button', () => {
  render(<BrandNameSuggester />);
  expect(screen.getByRole('heading', { level: 1, name: 'Brand Name Suggester' })).toBeInTheDocument();
  for (const label of ['Business Type', 'Keywords', 'Description']) expect(screen.getByLabelText(label)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Generate Names' })).toBeEnabled();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

it("shows 'Generating...' disabled for 2 seconds, then the names", async () => {
  const user = userEvent.setup();
  render(<BrandNameSuggester />);
  await user.type(screen.getByLabelText('Business Type'), 'Fintech');
  vi.useFakeTimers();
  clickGenerate();
  expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Generate Names' })).not.toBeInTheDocument();

  act(() => vi.advanceTimersByTime(1999));
  expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();

  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole('button', { name: 'Generate Names' })).toBeEnabled();
  expect(screen.getByRole('heading', { level: 2, name: 'Generated Names' })).toBeInTheDocument();
  expect(shownNames()).toEqual(['Nexora', 'Vantly', 'Zentro', 'Lumio']);
});

it('filters the names by category chip, four in each', async () => {
  const user = renderGenerated();
  const chips = within(screen.getByRole('group', { name: 'Name categories' })).getAllByRole('button');
  expect(chips.map((chip) => chip.textContent)).toEqual(['Modern', 'Creative', 'Tech', 'Professional']);
  expect(screen.getByRole('button', { name: 'Modern' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Tech' }));
  expect(screen.getByRole('button', { name: 'Tech' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Modern' })).toHaveAttribute('aria-pressed', 'false');
  expect(shownNames()).toEqual(['ByteForge', 'Stackwise', 'Quantix', 'CloudNest']);

  await user.click(screen.getByRole('button', { name: 'Professional' }));
  expect(shownNames()).toHaveLength(4);
  expect(shownNames()).toContain('Summit Ledger');
});

it('shows each name with its domain, an Available/Taken badge and its buttons', () => {
  renderGenerated();
  const nexora = within(screen.getByRole('article', { name: 'Nexora' }));
  expect(nexora.getByText('nexora.com')).toBeInTheDocument();
  expect(nexora.getByText('Available')).toBeInTheDocument();
  expect(nexora.getByRole('button', { name: 'Check Domain' })).toBeInTheDocument();
  expect(nexora.getByRole('button', { name: 'Save Name' })).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Vantly' })).getByText('Taken')).toBeInTheDocument();
});

it('toggles a like', async () => {
  const user = renderGenerated();
  const like = screen.getByRole('button', { name: 'Like Zentro' });
  expect(like).toHaveAttribute('aria-pressed', 'false');
  await user.click(like);
  expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Like Nexora' })).toHaveAttribute('aria-pressed', 'false');
  await user.click(like);
  expect(like).toHaveAttribute('aria-pressed', 'false');
});
