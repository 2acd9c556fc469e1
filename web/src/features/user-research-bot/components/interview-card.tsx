import { RESEARCH_LIMITS, type Interview, type Quote } from '@core/tools/user-research-bot/research-plan';
import { Highlighter, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { DateField } from '@/components/date-field';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useT } from '@/lib/i18n/use-t';
import type { FieldIssues } from '@/lib/tool-documents/issues-by-id';
import { QuoteItem } from './quote-item';

type InterviewCardProps = {
  interview: Interview;
  number: number;
  /** This interview's quotes, with their number among all the plan's quotes. */
  quotes: { quote: Quote; number: number }[];
  canAddQuote: boolean;
  issues: FieldIssues;
  onChange: (patch: Partial<Interview>) => void;
  onRemove: () => void;
  onHighlight: (text: string) => void;
  onQuoteTags: (id: string, tags: string[]) => void;
  onRemoveQuote: (id: string) => void;
};

/** One interview: who, when, the notes; the words selected in the notes become a quote, tagged below. */
export function InterviewCard({
  interview,
  number,
  quotes,
  canAddQuote,
  issues,
  onChange,
  onRemove,
  onHighlight,
  onQuoteTags,
  onRemoveQuote,
}: InterviewCardProps) {
  const t = useT();
  const notes = useRef<HTMLTextAreaElement>(null);
  const [hint, setHint] = useState<string | null>(null);
  const issue = (field: string) => issues[`interviews.${interview.id}.${field}`];
  const title =
    interview.who.trim() === ''
      ? t({ id: 'userResearchBot.interview.title', defaultMessage: 'Interview {number}' }, { number })
      : t(
          { id: 'userResearchBot.interview.titleWho', defaultMessage: 'Interview {number}: {who}' },
          { number, who: interview.who.trim() },
        );
  const highlight = () => {
    const area = notes.current;
    const selected = area ? area.value.slice(area.selectionStart, area.selectionEnd).trim() : '';
    if (!selected) {
      setHint(
        t({
          id: 'userResearchBot.interview.selectFirst',
          defaultMessage: 'Select words in the notes first, then highlight them.',
        }),
      );
      return;
    }
    setHint(null);
    onHighlight(selected.slice(0, RESEARCH_LIMITS.quote));
  };
  return (
    <fieldset className="space-y-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField
          label={t({ id: 'userResearchBot.interview.who', defaultMessage: 'Who' })}
          placeholder={t({
            id: 'userResearchBot.interview.whoHint',
            defaultMessage: 'Name and role, e.g. Maya, freelance designer',
          })}
          value={interview.who}
          maxLength={RESEARCH_LIMITS.who}
          error={issue('who')}
          onChange={(event) => onChange({ who: event.target.value })}
        />
        <DateField
          label={t({ id: 'userResearchBot.interview.when', defaultMessage: 'When' })}
          value={interview.when}
          error={issue('when')}
          onChange={(when) => onChange({ when })}
        />
      </div>
      <TextAreaField
        ref={notes}
        label={t({ id: 'userResearchBot.interview.notes', defaultMessage: 'Notes' })}
        rows={6}
        value={interview.notes}
        maxLength={RESEARCH_LIMITS.notes}
        error={issue('notes')}
        onChange={(event) => onChange({ notes: event.target.value })}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="outline" size="sm" disabled={!canAddQuote} onClick={highlight}>
          <Highlighter className="size-4" aria-hidden="true" />
          {t({ id: 'userResearchBot.interview.highlight', defaultMessage: 'Highlight quote' })}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t({ id: 'userResearchBot.interview.remove', defaultMessage: 'Remove {title}' }, { title })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t({ id: 'userResearchBot.interview.removeShort', defaultMessage: 'Remove interview' })}
        </Button>
      </div>
      <FormAlert message={hint} />
      {quotes.length > 0 && (
        <ul
          aria-label={t({ id: 'userResearchBot.interview.quotes', defaultMessage: 'Quotes from {title}' }, { title })}
          className="space-y-2"
        >
          {quotes.map(({ quote, number: quoteNumber }) => (
            <QuoteItem
              key={quote.id}
              quote={quote}
              number={quoteNumber}
              error={Object.entries(issues).find(([field]) => field.startsWith(`quotes.${quote.id}.`))?.[1]}
              onTags={(tags) => onQuoteTags(quote.id, tags)}
              onRemove={() => onRemoveQuote(quote.id)}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}
