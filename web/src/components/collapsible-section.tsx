import { ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { cn } from '@/lib/cn';
import { REVEAL_FIELD_EVENT } from '@/lib/go-to-field';
import { useFirstInvalidField } from '@/lib/use-first-invalid-field';
import { NARROW_SCREEN, useMediaQuery } from '@/lib/use-media-query';

type CollapsibleSectionProps = {
  /** The section's heading (an h2), which names it. */
  title: string;
  /**
   * One line saying what is in it ('2 streams: Subscriptions, Services'): with it, the section folds below 1024 px
   * behind a button showing the heading and this line; without it, it never folds.
   */
  summary?: string | undefined;
  /** Beside the heading (a status, an action). */
  aside?: ReactNode;
  /** The section's look (a card's: SectionCard). */
  className?: string;
  children: ReactNode;
};

/**
 * A part of a tool's page, a region named by its heading. Given a summary, on a narrow screen (a phone) it is one
 * line until opened — a disclosure button with the heading and the summary — so that the key figures and results
 * are near (issue 33, ADR 0075). It is open on a wide screen, and wherever a field in it is marked wrong (until the
 * person closes it); a field gone to (focusField) opens it first. Folded by the style sheet, not by script, so the
 * page the server draws is folded on a phone from the start and nothing moves when it comes alive.
 */
export function CollapsibleSection({ title, summary, aside, className, children }: CollapsibleSectionProps) {
  const body = useRef<HTMLDivElement>(null);
  const isNarrow = useMediaQuery(NARROW_SCREEN);
  /** Opened or closed by the person; null while they have not chosen. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const canFold = summary !== undefined;
  const holdsInvalidField = useFirstInvalidField(body, canFold) !== null;
  const isOpen = choice ?? holdsInvalidField;

  useEffect(() => {
    const element = body.current;
    if (!element) return;
    // Shown at once, before the field is scrolled to and focused.
    const reveal = () => flushSync(() => setChoice(true));
    element.addEventListener(REVEAL_FIELD_EVENT, reveal);
    return () => element.removeEventListener(REVEAL_FIELD_EVENT, reveal);
  }, []);

  const titleText = <span className="block">{title}</span>;
  const heading = (
    <>
      <ChevronRight
        aria-hidden="true"
        className={cn(
          'mt-1 size-4 shrink-0 transition-transform motion-reduce:transition-none lg:hidden',
          isOpen && 'rotate-90',
        )}
      />
      <span className="min-w-0">
        {titleText}
        {/* Its line is kept from the start, so that nothing moves when the summary comes with the button. */}
        <span className="block h-5 truncate text-sm font-normal text-muted-foreground lg:hidden">
          {isNarrow && summary}
        </span>
      </span>
    </>
  );
  return (
    // Named by their title alone (the summary is the button's, on a narrow screen), by a label rather than an id: the
    // button and what it holds are drawn once the page is live, where an id made then may not be the server's.
    <section aria-label={title} className={cn('space-y-4', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 aria-label={title} className="min-w-0 flex-1 text-lg font-semibold">
          {!canFold ? (
            titleText
          ) : isNarrow ? (
            <button
              type="button"
              aria-expanded={isOpen}
              onClick={() => setChoice(!isOpen)}
              className="flex w-full items-start gap-2 rounded-sm text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {heading}
            </button>
          ) : (
            // Until the page is live (and on a wide screen) the same lines, without the button.
            <span className="flex items-start gap-2">{heading}</span>
          )}
        </h2>
        {aside}
      </div>
      <div
        ref={body}
        hidden={canFold && isNarrow && !isOpen}
        className={cn('space-y-4', canFold && !isOpen && 'max-lg:hidden')}
      >
        {children}
      </div>
    </section>
  );
}
