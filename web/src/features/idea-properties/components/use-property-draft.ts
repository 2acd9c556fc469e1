import { propertyValueSchema, type IdeaProperty, type PropertyValue } from '@core/idea-page/property-contracts';
import { amountNumber } from '@core/tools/amount-typing';
import { useState } from 'react';

type Parsed = { value: PropertyValue; error?: undefined } | { value?: undefined; error: string };

/**
 * The draft of a value: an amount with its cents, in plain digits as its field keeps them (ADR 0073: it shows
 * '12.500,00' in German); a number as a number input holds it (the browser shows it in the page's language).
 */
const toDraft = (type: IdeaProperty['type'], value: PropertyValue) =>
  type === 'currency' && typeof value === 'number' ? value.toFixed(2) : String(value);

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
 * value (else shows the contract's message and saves nothing); `restore` puts the saved value back.
 */
export function usePropertyDraft(property: IdeaProperty, onSave: (value: PropertyValue) => void) {
  const [draft, setDraft] = useState(() => toDraft(property.type, property.value));
  const [saved, setSaved] = useState(property.value);
  const [received, setReceived] = useState(property.value);
  const [error, setError] = useState<string>();
  // A new value from outside (the server's answer, another editor) replaces the draft.
  if (property.value !== received) {
    setReceived(property.value);
    setSaved(property.value);
    setDraft(toDraft(property.type, property.value));
    setError(undefined);
  }

  const commit = (text: string) => {
    const parsed = parseDraft(property, text);
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
