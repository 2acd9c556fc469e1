import type { Quote } from '@core/tools/user-research-bot/research-plan';
import { parseTags } from '@core/tools/user-research-bot/synthesis';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';

type QuoteItemProps = {
  quote: Quote;
  number: number;
  error: string | undefined;
  onTags: (tags: string[]) => void;
  onRemove: () => void;
};

/** A highlighted quote and its tags, typed comma-separated and kept when the field is left (or on Enter). */
export function QuoteItem({ quote, number, error, onTags, onRemove }: QuoteItemProps) {
  const t = useT();
  const saved = quote.tags.join(', ');
  const [typed, setTyped] = useState(saved);
  const [base, setBase] = useState(saved);
  // Tags changed elsewhere (a document opened) replace what is typed.
  if (base !== saved) {
    setBase(saved);
    setTyped(saved);
  }
  const commit = () => {
    const tags = parseTags(typed);
    setTyped(tags.join(', '));
    if (tags.join(', ') !== saved) onTags(tags);
  };
  const title = t({ id: 'userResearchBot.quote.title', defaultMessage: 'Quote {number}' }, { number });
  return (
    <li className="space-y-2 rounded-md border border-border p-3">
      <blockquote className="border-s-2 border-primary ps-3 text-sm italic">{quote.text}</blockquote>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <FormField
            label={t({ id: 'userResearchBot.quote.tags', defaultMessage: 'Tags for {title}' }, { title })}
            placeholder={t({ id: 'userResearchBot.quote.tagsHint', defaultMessage: 'e.g. pricing, late payment' })}
            value={typed}
            error={error}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit();
              }
            }}
          />
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t({ id: 'userResearchBot.quote.remove', defaultMessage: 'Remove {title}' }, { title })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
