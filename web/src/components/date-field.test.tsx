import type { DateFormat } from '@core/preferences/company-settings';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n/i18n-provider';
import { fakeApi, preferencesOf, signedInApi, signedInUser } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { DateField } from './date-field';

/** A tool with one date: what it keeps is shown beside the field, as its check would read it. */
function GrantDate({ initial, error }: { initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Grant date" value={value} onChange={setValue} error={error} />
      <output aria-label="Kept">{value}</output>
    </>
  );
}

type Options = { initial?: string; error?: string; language?: 'de' };

/** The field in a signed-in page whose company writes dates in `dateFormat`. */
async function renderField(dateFormat: DateFormat, { initial = '', error, language }: Options = {}) {
  fakeApi(signedInApi());
  const rendered = renderRoutes([{ path: '/', element: <GrantDate initial={initial} error={error} /> }], '/', {
    firstData: { user: signedInUser, preferences: preferencesOf({ dateFormat }) },
    ...(language ? { i18n: await loadI18n(language, 'UTC') } : {}),
  });
  return { ...rendered, field: await screen.findByRole('textbox', { name: 'Grant date' }) };
}
const kept = () => screen.getByRole('status', { name: 'Kept' });

describe('DateField', () => {
  it("shows the day in the company's order, its pattern as the placeholder", async () => {
    const { field } = await renderField('dmy', { initial: '2024-01-15' });
    expect(field).toHaveValue('15/01/2024');
    expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  });

  it.each([
    ['mdy', '01/15/2024', 'mm/dd/yyyy'],
    ['ymd', '2024-01-15', 'yyyy-mm-dd'],
  ] as const)('shows it as %s: %s, placeholder %s', async (dateFormat, shown, pattern) => {
    const { field } = await renderField(dateFormat, { initial: '2024-01-15' });
    expect(field).toHaveValue(shown);
    expect(field).toHaveAttribute('placeholder', pattern);
  });

  it('reads a day typed in the order, and gives the tool its ISO day', async () => {
    const { field, user } = await renderField('dmy');
    await user.type(field, '15/01/2024');
    expect(kept()).toHaveTextContent(/^2024-01-15$/);
    // Shown as typed while it is typed, then as the company writes it: 5.1.2024 is 05/01/2024.
    await user.clear(field);
    await user.type(field, '5.1.2024');
    expect(field).toHaveValue('5.1.2024');
    await user.tab();
    expect(field).toHaveValue('05/01/2024');
    expect(kept()).toHaveTextContent(/^2024-01-05$/);
  });

  it('takes an ISO day typed or pasted, in any order', async () => {
    const { field, user } = await renderField('dmy');
    await user.click(field);
    await user.paste('2024-01-15');
    await user.tab();
    expect(field).toHaveValue('15/01/2024');
    expect(kept()).toHaveTextContent(/^2024-01-15$/);
  });

  it('says by the field that 31/02/2026 is no date, once it is left, and keeps what was typed', async () => {
    const { field, user } = await renderField('dmy', { initial: '2024-01-15' });
    await user.clear(field);
    await user.type(field, '31/02/2026');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      '31/02/2026 is not a real date: check the day and the month (dd/mm/yyyy)',
    );
    expect(field).toHaveValue('31/02/2026');
    // The tool keeps the text, which its check refuses: the work is not saved with a day nobody typed.
    expect(kept()).toHaveTextContent(/^31\/02\/2026$/);
  });

  it('asks for the order when the text is no date at all, at once when the tool marks the field', async () => {
    const { field, user } = await renderField('mdy', { error: 'Grant date is required' });
    expect(field).toHaveAccessibleDescription('Grant date is required');
    await user.type(field, 'next week');
    expect(field).toHaveAccessibleDescription('Enter the date as mm/dd/yyyy');
  });

  it('gives the tool a blank for a cleared field, and the tool’s own message stays its own', async () => {
    const { field, user } = await renderField('dmy', { initial: '2024-01-15', error: 'Enter a date after 1970' });
    await user.clear(field);
    expect(kept()).toBeEmptyDOMElement();
    expect(field).toHaveAccessibleDescription('Enter a date after 1970');
  });

  it('has a calendar button next in the tab order, whose pick reaches the field and the tool', async () => {
    const { field, user, container } = await renderField('dmy');
    await user.click(field);
    await user.tab();
    const calendar = screen.getByRole('button', { name: 'Open calendar' });
    expect(calendar).toHaveFocus();
    // The test browser has no calendar to show: Enter brings the person back to type the date.
    await user.keyboard('{Enter}');
    expect(field).toHaveFocus();
    // What the browser's calendar gives, as it gives it: the ISO day in its hidden date input.
    fireEvent.change(container.querySelector('input[type="date"]')!, { target: { value: '2026-11-29' } });
    expect(field).toHaveValue('29/11/2026');
    expect(kept()).toHaveTextContent(/^2026-11-29$/);
  });

  it("writes the pattern and the day in the page's language", async () => {
    const { field } = await renderField('dmy', { initial: '2024-01-15', language: 'de' });
    expect(field).toHaveValue('15.01.2024');
    expect(field).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    expect(screen.getByRole('button', { name: 'Kalender öffnen' })).toBeInTheDocument();
  });
});
