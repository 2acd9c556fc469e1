import type { JournalEntry } from '@core/tools/mental-health-support/journal';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { CheckInForm } from './check-in-form';

it('dates a new check-in today as the page knows it, following the day until the person chooses one', async () => {
  const user = userEvent.setup();
  const saved: JournalEntry[] = [];
  const form = (today: string) => (
    <I18nProvider>
      <CheckInForm editing={null} today={today} onSave={(entry) => saved.push(entry)} />
    </I18nProvider>
  );
  // Drawn for the server's day (1 December); the browser's is 30 November (its clock, or midnight passed meanwhile).
  const { rerender, container } = render(form('2026-12-01'));
  rerender(form('2026-11-30'));
  await user.click(screen.getByRole('radio', { name: 'Low' }));
  await user.click(screen.getByRole('button', { name: 'Add entry' }));
  expect(saved.map((entry) => entry.on)).toEqual(['2026-11-30']);

  // A day chosen (the calendar's 28 November) stays when the page's today moves.
  fireEvent.change(container.querySelector('input[type="date"]')!, { target: { value: '2026-11-28' } });
  rerender(form('2026-12-02'));
  await user.click(screen.getByRole('radio', { name: 'Good' }));
  await user.click(screen.getByRole('button', { name: 'Add entry' }));
  expect(saved.map((entry) => entry.on)).toEqual(['2026-11-30', '2026-11-28']);
});
