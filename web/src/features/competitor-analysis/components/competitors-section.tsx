import { COMPETITOR_LIMITS } from '@core/tools/competitor-analysis/competitor-analysis';
import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { CurrencySelect } from '@/components/currency-select';
import { EmptyState } from '@/components/empty-state';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useT } from '@/lib/i18n/use-t';
import type { AnalysisDocument } from '../hooks/use-analysis-document';
import { useColumnTitles } from '../hooks/use-column-titles';
import { useFocusOnAdd } from '../hooks/use-focus-on-add';
import { ColumnFields } from './column-fields';

/** The matrix's columns: the founder's product and its competitors, each with its plan, price and notes. */
export function CompetitorsSection({ analysis }: { analysis: AnalysisDocument }) {
  const t = useT();
  const { competitors, currency } = analysis.form;
  const titles = useColumnTitles(competitors);
  const focus = useFocusOnAdd();
  const addButton = useRef<HTMLButtonElement>(null);
  const hasOwn = competitors.some((column) => column.isOwn);
  const isFull = competitors.length >= COMPETITOR_LIMITS.competitors;
  const addOwnLabel = t({ id: 'competitorAnalysis.columns.addOwn', defaultMessage: 'Add your product' });
  const addLabel = t({ id: 'competitorAnalysis.columns.add', defaultMessage: 'Add competitor' });
  const add = (isOwn: boolean) => focus.expect(analysis.addColumn(isOwn));
  return (
    <SectionCard
      title={t({ id: 'competitorAnalysis.columns.title', defaultMessage: 'Competitors' })}
      summary={t(
        {
          id: 'competitorAnalysis.columns.summary',
          defaultMessage: '{count, plural, =0 {None yet} one {# column} other {# columns}}',
        },
        { count: competitors.length },
      )}
    >
      <CurrencySelect
        className="max-w-xs"
        value={currency}
        onChange={(next) => analysis.change(() => ({ currency: next }))}
      />
      {competitors.length === 0 ? (
        <EmptyState
          title={t({ id: 'competitorAnalysis.columns.emptyTitle', defaultMessage: 'No competitors yet' })}
          description={t({
            id: 'competitorAnalysis.columns.emptyDescription',
            defaultMessage:
              'Add your product and the competitors you compare it with, then the features your customers weigh.',
          })}
          actions={[
            { label: addOwnLabel, onClick: () => add(true) },
            { label: addLabel, onClick: () => add(false) },
          ]}
        />
      ) : (
        <>
          {competitors.map((column) => (
            <ColumnFields
              key={column.id}
              column={column}
              title={titles(column.id).title}
              currency={currency}
              issues={analysis.checked.issues}
              nameRef={focus.refFor(column.id)}
              onEdit={(patch) => analysis.editColumn(column.id, () => patch)}
              onRemove={() => {
                analysis.removeColumn(column.id);
                addButton.current?.focus();
              }}
            />
          ))}
          <FormAlert message={analysis.checked.issues.competitors} />
          <div className="flex flex-wrap gap-2">
            <Button ref={addButton} variant="outline" disabled={isFull} onClick={() => add(false)}>
              <Plus className="size-4" aria-hidden="true" />
              {addLabel}
            </Button>
            {!hasOwn && (
              <Button variant="outline" disabled={isFull} onClick={() => add(true)}>
                <Plus className="size-4" aria-hidden="true" />
                {addOwnLabel}
              </Button>
            )}
          </div>
          {isFull && (
            <p className="text-sm text-muted-foreground">
              {t(
                {
                  id: 'competitorAnalysis.columns.full',
                  defaultMessage: 'An analysis compares at most {max} columns.',
                },
                { max: COMPETITOR_LIMITS.competitors },
              )}
            </p>
          )}
        </>
      )}
    </SectionCard>
  );
}
