import { amountInWords } from '@core/tools/amount-in-words';
import { currencySign } from '@core/tools/money-locale';
import { useId, type ComponentProps, type FocusEvent } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useCompanySettings } from '@/lib/company-settings';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { useAmountField, type AmountFieldOptions } from '@/lib/use-amount-field';

export type MoneyInputProps = AmountFieldOptions &
  Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'inputMode' | 'defaultValue'>;

/**
 * An amount input (ADR 0073): the currency's sign before it, the figure grouped as it is typed ('2,50,000'), signs
 * and shorthands read ('₹999', '2.5L', '1.5 Cr', '25K'), and a large amount said in words under it ('≈ ₹1.5 crore').
 * The tool gets the amount in plain digits; its label, error and aria-invalid are the caller's (`MoneyField`).
 */
export function MoneyInput({ value, onValue, currency, onCurrency, className, onBlur, ...props }: MoneyInputProps) {
  const t = useT();
  const { locale } = useI18n();
  const { numberFormat } = useCompanySettings();
  const field = useAmountField({ value, onValue, currency, onCurrency });
  const wordsId = useId();
  const words = field.amount === null ? null : amountInWords(field.amount, currency, locale, numberFormat);
  const sign = currencySign(locale, currency);
  const describedBy = [props['aria-describedby'], words && wordsId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
        >
          {sign}
        </span>
        <Input
          {...props}
          inputMode="decimal"
          autoComplete="off"
          className={cn('pl-7', className)}
          value={field.text}
          aria-describedby={describedBy}
          onChange={field.onChange}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            field.onBlur();
            onBlur?.(event);
          }}
        />
      </div>
      {words && (
        <p id={wordsId} className="text-xs text-muted-foreground">
          {t({ id: 'moneyInput.inWords', defaultMessage: '≈ {amount}' }, { amount: words })}
        </p>
      )}
    </div>
  );
}
