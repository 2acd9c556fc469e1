import { propertyValueSchema, type IdeaProperty, type PropertyValue } from '@core/idea-page/property-contracts';
import { parseAmount } from '@core/tools/parse-money';
import { useState } from 'react';
import { useI18n } from '@/lib/i18n/use-t';

type Parsed = { value: PropertyValue; error?: undefined } | { value?: undefined; error: string };

/**
 * The text an input shows for a value: an amount with its cents in the page's language ('12500,00' in German);
 * a number as a number input holds it (the browser shows it in the page's language).
 */
const toDraft = (type: IdeaProperty['type'], value: PropertyValue, language: string) =>
  type === 'currency' && typeof value === 'number'
    ? new Intl.NumberFormat(language, {
        useGrouping: false,
        minimumFractionDigits: 2,
        maximumFractionDigits: 20,
      }).format(value)
    : String(value);

/** What the typed text means for the property's type (an amount as the page's language writes it): its typed value, or the contract's message. */
function parseDraft({ type, options }: IdeaProperty, text: string, language: string): Parsed {
  const trimmed = text.trim();
  const candidate =
    type === 'number'
      ? trimmed === ''
        ? 0
        : Number(trimmed)
      : type === 'currency'
        ? (parseAmount(trimmed, language) ?? Number.NaN)
        : trimmed;
  const parsed = propertyValueSchema(type, options).safeParse(candidate);
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]!.message };
}

/**
 * A text-like property's local draft: `commit` saves it when it is valid and differs from the last saved
 * value (else shows the contract's message and saves nothing); `restore` puts the saved value back.
 */
export function usePropertyDraft(property: IdeaProperty, onSave: (value: PropertyValue) => void) {
  const language = useI18n().locale;
  const [draft, setDraft] = useState(() => toDraft(property.type, property.value, language));
  const [saved, setSaved] = useState(property.value);
  const [received, setReceived] = useState(property.value);
  const [error, setError] = useState<string>();
  // A new value from outside (the server's answer, another editor) replaces the draft.
  if (property.value !== received) {
    setReceived(property.value);
    setSaved(property.value);
    setDraft(toDraft(property.type, property.value, language));
    setError(undefined);
  }

  const commit = (text: string) => {
    const parsed = parseDraft(property, text, language);
    setError(parsed.error);
    if (parsed.error !== undefined) return;
    setDraft(toDraft(property.type, parsed.value, language));
    if (parsed.value === saved) return;
    setSaved(parsed.value);
    onSave(parsed.value);
  };
  const restore = () => {
    setDraft(toDraft(property.type, saved, language));
    setError(undefined);
  };
  return { draft, setDraft, error, commit, restore };
}
