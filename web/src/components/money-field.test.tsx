import type { Currency } from '@core/tools/money';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { NO_MESSAGES } from '@/lib/i18n/load-messages';
import { MoneyField } from './money-field';

/** A tool's field: it keeps what the field hands it, and says an amount that is none is wrong. */
function Tool({ start = '', currency, onValue }: { start?: string; currency: Currency; onValue: (v: string) => void }) {
  const [value, setValue] = useState(start);
  return (
    <MoneyField
      label="Investment"
      currency={currency}
      value={value}
      error={value !== '' && Number.isNaN(Number(value)) ? 'Enter the investment' : undefined}
      onValue={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const renderTool = (props: { start?: string; currency: Currency }, locale = 'en') => {
  const onValue = vi.fn();
  render(
    <IntlProvider locale={locale} defaultLocale="en" messages={NO_MESSAGES}>
      <Tool {...props} onValue={onValue} />
    </IntlProvider>,
  );
  return { onValue, field: screen.getByRole('textbox', { name: 'Investment' }) };
};

describe('MoneyField', () => {
  it('groups the figure in lakhs as it is typed, and gives the tool plain digits', async () => {
    const { field, onValue } = renderTool({ currency: 'INR' });
    await userEvent.type(field, '250000');
    expect(field).toHaveValue('2,50,000');
    expect(onValue).toHaveBeenLastCalledWith('250000');
    expect(field).toHaveAttribute('inputmode', 'decimal');
  });

  it('groups in thousands for dollars of an international company', async () => {
    const { field } = renderTool({ currency: 'USD' });
    await userEvent.type(field, '250000');
    expect(field).toHaveValue('250,000');
  });

  it("reads '2.5L' as 2,50,000 and shows it so once the field is left", async () => {
    const { field, onValue } = renderTool({ currency: 'INR' });
    await userEvent.type(field, '2.5L');
    // 2.5 lakh = 2.5 × 1,00,000.
    expect(onValue).toHaveBeenLastCalledWith('250000');
    await userEvent.tab();
    expect(field).toHaveValue('2,50,000');
  });

  it("accepts '₹999' in a rupee field", async () => {
    const { field, onValue } = renderTool({ currency: 'INR' });
    await userEvent.type(field, '₹999');
    expect(onValue).toHaveBeenLastCalledWith('999');
    await userEvent.tab();
    expect(field).toHaveValue('999');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it("keeps letters as typed and shows the field's error", async () => {
    const { field } = renderTool({ currency: 'INR' });
    await userEvent.type(field, 'lots');
    await userEvent.tab();
    expect(field).toHaveValue('lots');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter the investment');
  });

  it('keeps the caret where the person types in the middle of a grouped figure', async () => {
    const { field, onValue } = renderTool({ start: '250000', currency: 'INR' });
    expect(field).toHaveValue('2,50,000');
    // '1' then '2' after '2,5' (the caret at 3): 2,5|0,000 → 25,1|0,000 → 2,51,2|0,000. Had the caret gone to the
    // end after the first regrouping, the '2' would have made 2,51,00,002.
    await userEvent.type(field, '12', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(field).toHaveValue('2,51,20,000');
    expect(onValue).toHaveBeenLastCalledWith('25120000');
  });

  it('says a large amount in words under it: 1,50,00,000 is ≈ ₹1.5 crore', async () => {
    const { field } = renderTool({ currency: 'INR' });
    await userEvent.type(field, '15000000');
    // 1 crore = 1,00,00,000, so 1,50,00,000 = 1.5 crore (Intl puts a narrow no-break space before the word).
    expect(field).toHaveAccessibleDescription(/^≈ ₹1\.5\scrore$/);
    expect(screen.getByText('≈ ₹1.5 crore')).toBeInTheDocument();
  });

  it('has no words below a million for dollars', async () => {
    const { field } = renderTool({ currency: 'USD' });
    await userEvent.type(field, '999999');
    expect(screen.queryByText(/≈/)).toBeNull();
    await userEvent.type(field, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}2500000');
    // 2,500,000 = 2.5 million.
    expect(screen.getByText('≈ $2.5 million')).toBeInTheDocument();
  });

  it("groups in the page's language: '1234,5' in German is 1.234,5", async () => {
    const { field, onValue } = renderTool({ currency: 'EUR' }, 'de');
    await userEvent.type(field, '1234,5');
    expect(field).toHaveValue('1.234,5');
    expect(onValue).toHaveBeenLastCalledWith('1234.5');
  });

  it('shows an amount the tool opens grouped, and takes it up when it changes', () => {
    const onValue = vi.fn();
    const { rerender } = render(<MoneyField label="Investment" currency="USD" value="4000000" onValue={onValue} />);
    expect(screen.getByRole('textbox', { name: 'Investment' })).toHaveValue('4,000,000');
    rerender(<MoneyField label="Investment" currency="USD" value="1250.5" onValue={onValue} />);
    expect(screen.getByRole('textbox', { name: 'Investment' })).toHaveValue('1,250.5');
    expect(onValue).not.toHaveBeenCalled();
  });
});
