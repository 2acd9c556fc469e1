import type { FilingView } from '@core/tools/your-ai-ca/compliance-contracts';
import { findRule } from '@core/tools/your-ai-ca/compliance-rules';
import { AlertTriangle, CalendarClock, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { useFilingText } from '../hooks/use-filing-text';

type FilingCardProps = {
  filing: FilingView;
  /** False for a calendar filing the company's answers no longer bring. */
  stillApplies: boolean;
  onFileNow: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * One upcoming filing: its name, period and due date, 'Overdue' in red once past it (it can still be filed: a
 * late filing is still due), 'File Now', and for a calendar filing the official pages its rule was checked on, and
 * the day it was.
 */
export function FilingCard({ filing, stillApplies, onFileNow, onEdit, onDelete }: FilingCardProps) {
  const t = useT();
  const text = useFilingText();
  const headingId = useId();
  const name = text.filingType(filing);
  const rule = findRule(filing.ruleId);
  return (
    <Card aria-labelledby={headingId} role="article" className="flex h-full flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        {name}
      </h3>
      <p className="text-sm text-muted-foreground">
        {t(
          { id: 'yourAiCa.filing.period', defaultMessage: '{period} · {recurrence}' },
          { period: text.periodLabel(filing), recurrence: text.recurrenceName(filing.recurrence) },
        )}
      </p>
      <p className="flex items-center gap-2 text-sm">
        <CalendarClock className="size-4" aria-hidden="true" />
        {t({ id: 'yourAiCa.filing.due', defaultMessage: 'Due {date}' }, { date: text.formatDate(filing.dueDate) })}
      </p>
      {filing.status === 'overdue' && (
        <p className="flex items-center gap-1 font-semibold text-destructive">
          <AlertTriangle className="size-4" aria-hidden="true" />
          {t({ id: 'yourAiCa.filing.overdue', defaultMessage: 'Overdue' })}
        </p>
      )}
      {!stillApplies && (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'yourAiCa.filing.noLongerApplies',
            defaultMessage: 'Your answers no longer bring this filing. Delete it if your company does not need it.',
          })}
        </p>
      )}
      {rule && (
        <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
          {rule.sources.map((source) => (
            // At least 24 px high: a link beside another is a target a finger can hit (WCAG 2.5.8).
            <a
              key={source.url}
              href={source.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-6 items-center underline underline-offset-2 hover:text-foreground"
            >
              {t(
                { id: 'yourAiCa.filing.source', defaultMessage: 'Official source: {site}' },
                { site: new URL(source.url).hostname.replace(/^www\./, '') },
              )}
            </a>
          ))}
          <span>
            {t(
              { id: 'yourAiCa.filing.checked', defaultMessage: 'Rule checked {date}' },
              { date: text.formatDate(rule.checkedOn) },
            )}
          </span>
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
        <Button size="sm" onClick={onFileNow}>
          {t({ id: 'yourAiCa.filing.fileNow', defaultMessage: 'File Now' })}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={onEdit}
          aria-label={t({ id: 'yourAiCa.filing.edit', defaultMessage: 'Edit {type}' }, { type: name })}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={onDelete}
          aria-label={t({ id: 'yourAiCa.filing.delete', defaultMessage: 'Delete {type}' }, { type: name })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}
