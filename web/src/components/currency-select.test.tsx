import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/lib/i18n/load-messages';
import { CurrencySelect } from './currency-select';

describe('CurrencySelect', () => {
  it('is a labelled select of the four currencies, named with their codes', () => {
    render(<CurrencySelect value="USD" onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('USD');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'US Dollar (USD)',
      'Indian Rupee (INR)',
      'Euro (EUR)',
      'British Pound (GBP)',
    ]);
  });

  it('tells the chosen currency, by keyboard as by pointer', async () => {
    const onChange = vi.fn();
    render(<CurrencySelect value="USD" onChange={onChange} label="Model currency" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Model currency' }), 'INR');
    expect(onChange).toHaveBeenCalledWith('INR');
  });

  it("names the currencies in the page's language", async () => {
    render(
      <IntlProvider locale="de" defaultLocale="en" messages={await loadMessages('de')}>
        <CurrencySelect value="EUR" onChange={() => undefined} />
      </IntlProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Währung' })).toHaveValue('EUR');
    expect(screen.getByRole('option', { name: 'Indische Rupie (INR)' })).toBeInTheDocument();
  });
});
