import { CURRENCIES, isCurrency, type Currency } from '@core/tools/money';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/use-t';
import { NativeSelect } from './ui/native-select';

type CurrencySelectProps = {
  value: Currency;
  onChange: (currency: Currency) => void;
  /** The visible label; 'Currency' in the page's language when left out. */
  label?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * A tool's currency choice: a labelled native select of the currencies we offer, each named in the page's
 * language with its code ('Indian Rupee (INR)', 'Indische Rupie (INR)').
 */
export function CurrencySelect({ value, onChange, label, disabled, className }: CurrencySelectProps) {
  const intl = useI18n();
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label ?? intl.formatMessage({ id: 'currencySelect.label', defaultMessage: 'Currency' })}
      </label>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => isCurrency(event.target.value) && onChange(event.target.value)}
      >
        {CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {intl.formatMessage(
              { id: 'currencySelect.option', defaultMessage: '{name} ({code})' },
              { name: intl.formatDisplayName(currency, { type: 'currency' }) ?? currency, code: currency },
            )}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
