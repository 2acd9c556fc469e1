import type { IdeaProperty } from '@core/idea-page/property-contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, INDIA, preferencesOf, signedInApi, signedInUser } from '@/test/fake-api';
import { propertyOf } from '@/test/property-fixtures';
import { renderRoutes } from '@/test/render-app';
import { PropertyValueEditor } from './property-value-editor';

/**
 * The editor on a signed-in page of an Indian company (rupees, every number grouped in lakhs, dates day first),
 * whose setting is not the app's defaults.
 */
function renderInCompany(property: IdeaProperty, readOnly = false) {
  fakeApi(signedInApi());
  const onSave = vi.fn();
  const rendered = renderRoutes(
    [{ path: '/', element: <PropertyValueEditor property={property} readOnly={readOnly} onSave={onSave} /> }],
    '/',
    { firstData: { user: signedInUser, preferences: preferencesOf(INDIA) } },
  );
  return { ...rendered, onSave };
}

describe('a currency property (ADR 0078)', () => {
  it('is typed in its own currency, grouped as the company writes numbers, and saved as a number', async () => {
    const { onSave, user } = renderInCompany(propertyOf('currency', { currency: 'INR' }));
    const input = await screen.findByRole('textbox', { name: 'Field' });
    expect(screen.getByText('₹')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '₹2,50,000{Enter}');
    // 2,50,000 is two lakh fifty thousand: 250000.
    expect(onSave.mock.calls).toEqual([[250000]]);
    await user.tab();
    expect(input).toHaveValue('2,50,000');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('is typed in its currency whatever the company’s: a euro property of an Indian company', async () => {
    const { onSave, user } = renderInCompany(propertyOf('currency', { currency: 'EUR', value: 1500 }));
    const input = await screen.findByRole('textbox', { name: 'Field' });
    expect(screen.getByText('€')).toBeInTheDocument();
    // Grouped in lakhs, as the company writes every number: 1,500 and 12,00,000.
    expect(input).toHaveValue('1,500');
    await user.clear(input);
    await user.type(input, '€12L{Enter}');
    expect(onSave.mock.calls).toEqual([[1_200_000]]);
  });

  it("refuses an amount typed with another currency's sign, by name, and saves nothing", async () => {
    const { onSave, user } = renderInCompany(propertyOf('currency', { currency: 'INR', value: 250000 }));
    const input = await screen.findByRole('textbox', { name: 'Field' });
    await user.clear(input);
    await user.type(input, '$500{Enter}');
    const message = 'Field is in INR, not USD: type the amount in INR, or change its currency';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveValue('$500');
    await user.tab();
    expect(onSave).not.toHaveBeenCalled();
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('2,50,000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("a date property in the company's order (ADR 0074)", () => {
  it('is shown and typed day first for a day-first company, and saved on blur as YYYY-MM-DD', async () => {
    const { onSave, user } = renderInCompany(propertyOf('date', { value: '2026-01-31' }));
    const input = await screen.findByRole('textbox', { name: 'Field' });
    expect(input).toHaveValue('31/01/2026');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.clear(input);
    await user.type(input, '5/2/2026');
    expect(onSave).not.toHaveBeenCalled();
    await user.tab();
    expect(onSave.mock.calls).toEqual([['2026-02-05']]);
    expect(input).toHaveValue('05/02/2026');
  });

  it('puts the saved day back on Escape, and then saves nothing', async () => {
    const { onSave, user } = renderInCompany(propertyOf('date', { value: '2026-01-31' }));
    const input = await screen.findByRole('textbox', { name: 'Field' });
    await user.clear(input);
    await user.type(input, '15/03/2026{Escape}');
    expect(input).toHaveValue('31/01/2026');
    await user.tab();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says a day that is none wrong by the field, in the company’s pattern, and saves nothing', async () => {
    const { onSave, user } = renderInCompany(propertyOf('date'));
    const input = await screen.findByRole('textbox', { name: 'Field' });
    await user.type(input, '31/02/2026{Enter}');
    const message = '31/02/2026 is not a real date: check the day and the month (dd/mm/yyyy)';
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([message]);
    await user.tab();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(input);
    await user.tab();
    // Cleared, it is blank again, as saved: nothing to save.
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a day picked on the calendar at once', async () => {
    const { container, onSave } = renderInCompany(propertyOf('date'));
    const input = await screen.findByRole('textbox', { name: 'Field' });
    // What the browser's calendar gives, as it gives it: the ISO day in its hidden date input.
    fireEvent.change(container.querySelector('input[type="date"]')!, { target: { value: '2026-11-29' } });
    expect(onSave.mock.calls).toEqual([['2026-11-29']]);
    expect(input).toHaveValue('29/11/2026');
  });
});

describe('read-only, in the company’s formats', () => {
  it.each([
    // 2,50,000 is 250000 in lakhs; a euro amount of an Indian company is grouped in lakhs too.
    ['an amount in rupees', '₹2,50,000', propertyOf('currency', { currency: 'INR', value: 250000 })],
    ['an amount with paise', '₹12,34,567.50', propertyOf('currency', { currency: 'INR', value: 1234567.5 })],
    ['an amount in euros', '€12,00,000', propertyOf('currency', { currency: 'EUR', value: 1200000 })],
    ['a day', '31 Jan 2026', propertyOf('date', { value: '2026-01-31' })],
  ])('shows %s as %j', async (_what, text, property) => {
    const { container } = renderInCompany(property, true);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(container.querySelector('input, textarea, select')).toBeNull();
  });
});
