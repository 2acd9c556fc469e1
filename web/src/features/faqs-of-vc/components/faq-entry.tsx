import type { FaqEntry } from '@core/tools/faqs-of-vc/faq-entries';
import type { FaqText } from '@core/tools/faqs-of-vc/faq-types';
import { ChevronRight } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';

/**
 * One question, folded to its question until opened (keyboard: Enter or Space on it), with its answer, the public
 * pages it rests on, the day they were checked, and a link to it (`#id`) to share.
 */
export function FaqEntryItem({ entry, text }: { entry: FaqEntry; text: FaqText }) {
  const t = useT();
  const { calendarDate } = useFormat();
  return (
    <details id={entry.id} className="group scroll-mt-20 rounded-lg border border-border bg-card">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-2 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
        />
        <h3 className="text-base">{text.question}</h3>
      </summary>
      <div className="space-y-3 px-4 pb-4 text-sm">
        <p className="leading-relaxed">{text.answer}</p>
        <div>
          <p className="font-medium">{t({ id: 'faqsOfVc.entry.sources', defaultMessage: 'Sources' })}</p>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            {entry.sources.map((source) => (
              <li key={source.url}>
                <a
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-block min-h-6 underline underline-offset-2 hover:text-foreground"
                >
                  {source.title}
                </a>{' '}
                {t(
                  { id: 'faqsOfVc.entry.publisher', defaultMessage: '({publisher})' },
                  { publisher: source.publisher },
                )}
              </li>
            ))}
          </ul>
        </div>
        <p className="flex flex-wrap items-center gap-x-4 text-xs text-muted-foreground">
          <span>
            {t(
              { id: 'faqsOfVc.entry.checked', defaultMessage: 'Sources checked {date}' },
              { date: calendarDate(entry.checkedOn) },
            )}
          </span>
          <a href={`#${entry.id}`} className="inline-flex min-h-6 items-center underline underline-offset-2">
            {t({ id: 'faqsOfVc.entry.link', defaultMessage: 'Link to this answer' })}
          </a>
        </p>
      </div>
    </details>
  );
}
