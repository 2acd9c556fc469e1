import {
  amountCurrencyOf,
  propertyValueSchema,
  type IdeaProperty,
  type PropertyValue,
} from '@core/idea-page/property-contracts';
import { amountNumber } from '@core/tools/amount-typing';
import { parseMoney } from '@core/tools/parse-money';
import { useState } from 'react';
import { useI18n, useT } from '@/lib/i18n/use-t';

type Parsed = { value: PropertyValue; error?: undefined } | { value?: undefined; error: string };

/**
 * The draft of a value: an amount in plain digits as its field keeps them (ADR 0073: it shows '2,50,000' in lakhs,
 * '12.500,50' in German), its cents only when it has some (ADR 0078); a number as a number input holds it (the
 * browser shows it in the page's language); a date as ISO, which its field shows in the company's order.
 */
function toDraft(type: IdeaProperty['type'], value: PropertyValue) {
  if (type !== 'currency' || typeof value !== 'number') return String(value);
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** What the draft means for the property's type (an amount as its field hands it): its typed value, or the contract's message. */
function parseDraft({ type, options }: IdeaProperty, text: string): Parsed {
  const trimmed = text.trim();
  const candidate =
    type === 'number'
      ? trimmed === ''
        ? 0
        : Number(trimmed)
      : type === 'currency'
        ? trimmed === ''
          ? 0
          : amountNumber(trimmed)
        : trimmed;
  const parsed = propertyValueSchema(type, options).safeParse(candidate);
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]!.message };
}

/**
 * A text-like property's local draft: `commit` saves it when it is valid and differs from the last saved
 * value (else shows the contract's message and saves nothing); `restore` puts the saved value back. An amount
 * whose sign names another currency than the property's is refused, by name: it is not converted, and a value
 * typed does not change what the property is (its currency is changed beside it).
 */
export function usePropertyDraft(property: IdeaProperty, onSave: (value: PropertyValue) => void) {
  const t = useT();
  const { locale } = useI18n();
  const [draft, setDraft] = useState(() => toDraft(property.type, property.value));
  const [saved, setSaved] = useState(property.value);
  const [received, setReceived] = useState(property.value);
  const [error, setError] = useState<string>();
  // A new value from outside (the server's answer, another editor's, live) replaces the draft, unless the draft is
  // being typed (it differs from the value saved): that is not overwritten under the cursor, and leaving saves it.
  if (property.value !== received) {
    setReceived(property.value);
    setSaved(property.value);
    if (draft === toDraft(property.type, saved)) {
      setDraft(toDraft(property.type, property.value));
      setError(undefined);
    }
  }

  /** The message for an amount typed with another currency's sign ('$500' in a rupee property), if it is one. */
  const otherCurrencyMessage = (text: string) => {
    if (property.type !== 'currency') return undefined;
    const currency = amountCurrencyOf(property);
    const typed = parseMoney(text, locale)?.currency;
    if (!typed || typed === currency) return undefined;
    return t(
      {
        id: 'ideaProperties.currency.otherCurrency',
        defaultMessage: '{label} is in {currency}, not {typed}: type the amount in {currency}, or change its currency',
      },
      { label: property.label, currency, typed },
    );
  };

  const commit = (text: string) => {
    const otherCurrency = otherCurrencyMessage(text);
    const parsed: Parsed = otherCurrency === undefined ? parseDraft(property, text) : { error: otherCurrency };
    setError(parsed.error);
    if (parsed.error !== undefined) return;
    setDraft(toDraft(property.type, parsed.value));
    if (parsed.value === saved) return;
    setSaved(parsed.value);
    onSave(parsed.value);
  };
  const restore = () => {
    setDraft(toDraft(property.type, saved));
    setError(undefined);
  };
  return { draft, setDraft, error, commit, restore };
}
