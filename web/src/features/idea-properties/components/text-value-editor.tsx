import {
  amountCurrencyOf,
  type IdeaProperty,
  type PropertyType,
  type PropertyValue,
} from '@core/idea-page/property-contracts';
import { useId, type HTMLInputTypeAttribute, type KeyboardEvent } from 'react';
import { MoneyInput } from '@/components/money-input';
import { Input } from '@/components/ui/input';
import { usePropertyDraft } from './use-property-draft';
import { FormAlert } from '@/components/ui/form-alert';

export type TextLikeType = Exclude<PropertyType, 'select' | 'multi-select' | 'checkbox' | 'date'>;

const inputTypes: Record<Exclude<TextLikeType, 'long-text'>, HTMLInputTypeAttribute> = {
  text: 'text',
  person: 'text',
  number: 'number',
  currency: 'text',
  url: 'url',
  image: 'url',
  email: 'email',
  phone: 'tel',
};

type TextValueEditorProps = { property: IdeaProperty & { type: TextLikeType }; onSave: (value: PropertyValue) => void };

/**
 * An input (a textarea for long text) with a local draft: it saves on blur or Enter (Ctrl/⌘+Enter in a
 * textarea, where Enter starts a line), Escape restores the saved value, and an invalid draft says why.
 */
export function TextValueEditor({ property, onSave }: TextValueEditorProps) {
  const { draft, setDraft, error, commit, restore } = usePropertyDraft(property, onSave);
  const errorId = useId();
  const control = {
    'aria-label': property.label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onBlur: () => commit(draft),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (event.key === 'Escape') restore();
      const startsLine = event.currentTarget instanceof HTMLTextAreaElement && !event.ctrlKey && !event.metaKey;
      if (event.key !== 'Enter' || startsLine) return;
      event.preventDefault();
      commit(draft);
    },
  };
  const field = {
    ...control,
    value: draft,
    onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
  };

  return (
    <div className="space-y-1">
      {property.type === 'long-text' ? (
        <textarea
          rows={3}
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive"
          {...field}
        />
      ) : property.type === 'currency' ? (
        // Amounts are in the property's currency (ADR 0078), written as the company writes numbers.
        <MoneyInput {...control} currency={amountCurrencyOf(property)} value={draft} onValue={setDraft} />
      ) : (
        <Input type={inputTypes[property.type]} step={property.type === 'number' ? 'any' : undefined} {...field} />
      )}
      <FormAlert id={errorId} message={error} />
    </div>
  );
}
