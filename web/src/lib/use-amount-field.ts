import { amountOf, amountText, isPlainFigure, typeAmount, type AmountStyle } from '@core/tools/amount-typing';
import type { Currency } from '@core/tools/money';
import { useState, type ChangeEvent } from 'react';
import { useCompanySettings } from '@/lib/company-settings';
import { useI18n } from '@/lib/i18n/use-t';

export type AmountFieldOptions = {
  /** The amount as the tool keeps it: plain digits ('250000'), '' or text that is no amount (ADR 0073). */
  value: string;
  onValue: (value: string) => void;
  currency: Currency;
  /** Given, a sign naming another currency ('$500' in a rupee field) is this one's currency; else it is no amount here. */
  onCurrency?: ((currency: Currency) => void) | undefined;
};

/**
 * A money field's text as the person types (ADR 0073): grouped as the company writes numbers while it is digits,
 * the caret kept where they type, read with parseMoney (signs, lakh grouping, K, M, L, Cr), and shown whole once left
 * ('2.5L' → '2,50,000'). The tool hears the amount in plain digits, only when it changes.
 */
export function useAmountField({ value, onValue, currency, onCurrency }: AmountFieldOptions) {
  const { locale } = useI18n();
  const { numberFormat } = useCompanySettings();
  const style: AmountStyle = { language: locale, currency, numberFormat };
  const styleKey = `${locale} ${currency} ${numberFormat}`;
  const shownFor = (kept: string) => ({ ...amountText(kept, style), value: kept, styleKey });
  const [field, setField] = useState(() => shownFor(value));
  // An amount from elsewhere (a document opened, a sample), or another way of writing it, replaces the text.
  if (field.value !== value || field.styleKey !== styleKey) setField(shownFor(value));

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const typed = typeAmount(field, input.value, input.selectionStart ?? input.value.length, style);
    const read = amountOf(typed, style);
    const isOtherCurrency = read.currency !== null && read.currency !== currency;
    if (isOtherCurrency && onCurrency && read.currency) onCurrency(read.currency);
    const kept = isOtherCurrency && !onCurrency ? typed.text : read.value;
    // Written here, with the caret, so that React finds the text it renders already there and leaves the caret be.
    if (typed.text !== input.value) {
      input.value = typed.text;
      input.setSelectionRange(typed.caret, typed.caret);
    }
    setField({ text: typed.text, isGrouped: typed.isGrouped, value: kept, styleKey });
    if (kept !== value) onValue(kept);
  };
  const onBlur = () => {
    if (isPlainFigure(field.value)) setField(shownFor(field.value));
  };
  return { text: field.text, amount: isPlainFigure(field.value) ? Number(field.value) : null, onChange, onBlur };
}
