import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { preferencesOf } from './fake-api';
import { renderRoutes } from './render-app';
import { BrandNameSuggester } from '@/features/brand-name-suggester/components/brand-name-suggester';

export const LISTS = '/api/tools/brand-name-suggester/documents';
export const AVAILABILITY = '/api/domains/availability';
export const preferences = (autoSave: boolean) => () => ({ body: preferencesOf({ autoSave }) });

/** The suggester, once it knows there are no saved name lists yet. */
export const render = async () => {
  const rendered = renderRoutes([{ path: '/tool', Component: BrandNameSuggester }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'Brand Name Suggester' });
  await screen.findByText('No saved name lists yet. A list you work on saves itself here.');
  return rendered;
};
export const region = (name: string) => screen.getByRole('region', { name });
export const generated = () => region('Generated Names');
export const shownNames = (within_: HTMLElement) =>
  within(within_)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

/** Types the keywords, then generates: 'Generating...' until the names are made (the clock moved by the test, then real again). */
export const generate = async (user: ReturnType<typeof renderRoutes>['user'], keywords: string) => {
  await user.type(screen.getByLabelText('Keywords'), keywords);
  vi.useFakeTimers();
  try {
    fireEvent.click(screen.getByRole('button', { name: 'Generate Names' }));
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(0));
  } finally {
    vi.useRealTimers();
  }
  expect(screen.getByRole('button', { name: 'Generate Names' })).toBeEnabled();
};
