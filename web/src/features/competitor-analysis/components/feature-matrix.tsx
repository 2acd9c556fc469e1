import {
  COMPETITOR_LIMITS,
  FEATURE_SUPPORT,
  type FeatureSupport,
} from '@core/tools/competitor-analysis/competitor-analysis';
import { supportOf } from '@core/tools/competitor-analysis/competitor-matrix';
import { Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Input } from '@/components/ui/input';
import { LabelledControl } from '@/components/ui/labelled-control';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { fileNameOf } from '@/lib/file-name-of';
import { useT } from '@/lib/i18n/use-t';
import type { AnalysisDocument } from '../hooks/use-analysis-document';
import { useColumnTitles } from '../hooks/use-column-titles';
import { useFocusOnAdd } from '../hooks/use-focus-on-add';
import { useSupportWords } from '../hooks/use-support-words';
import { MatrixExport } from './matrix-export';
import { PricingRows } from './pricing-rows';
import { WideTable } from '@/components/ui/wide-table';

const CELL_TINT: Record<FeatureSupport, string> = {
  yes: 'bg-emerald-50 dark:bg-emerald-950',
  partial: 'bg-amber-50 dark:bg-amber-950',
  no: '',
};

/** Features as rows, columns as the founder's product and its competitors: each cell Yes, Partial or No; then pricing and notes. */
export function FeatureMatrix({ analysis }: { analysis: AnalysisDocument }) {
  const t = useT();
  const words = useSupportWords();
  const { competitors, features } = analysis.form;
  const titles = useColumnTitles(competitors);
  const focus = useFocusOnAdd();
  const addButton = useRef<HTMLButtonElement>(null);
  const featureTitle = (number: number) =>
    t({ id: 'competitorAnalysis.matrix.featureTitle', defaultMessage: 'Feature {number}' }, { number });
  return (
    <SectionCard
      title={t({ id: 'competitorAnalysis.matrix.title', defaultMessage: 'Feature matrix' })}
      summary={t(
        {
          id: 'competitorAnalysis.matrix.summary',
          defaultMessage: '{count, plural, =0 {No features yet} one {# feature} other {# features}}',
        },
        { count: features.length },
      )}
    >
      {features.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'competitorAnalysis.matrix.empty',
            defaultMessage: 'No features yet. Add what your customers compare: a feature, an integration, support.',
          })}
        </p>
      )}
      <WideTable className="text-sm">
        <caption className="sr-only">
          {t({ id: 'competitorAnalysis.matrix.title', defaultMessage: 'Feature matrix' })}
        </caption>
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t({ id: 'competitorAnalysis.matrix.feature', defaultMessage: 'Feature' })}
            </th>
            {competitors.map((column) => (
              <th key={column.id} scope="col" className="min-w-24 px-1 py-2 font-medium">
                {titles(column.id).label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {features.map((feature, index) => {
            const title = featureTitle(index + 1);
            const name = feature.name.trim() || title;
            return (
              <tr key={feature.id} className="border-b border-border align-top">
                <th scope="row" className="min-w-40 py-2 pr-2 font-normal">
                  <div className="flex items-start gap-1">
                    <div className="flex-1">
                      <LabelledControl
                        label={title}
                        hideLabel
                        error={analysis.checked.issues[`features.${feature.id}.name`]}
                      >
                        {(control) => (
                          <Input
                            {...control}
                            ref={focus.refFor(feature.id)}
                            value={feature.name}
                            maxLength={COMPETITOR_LIMITS.featureName}
                            onChange={(event) => analysis.renameFeature(feature.id, event.target.value)}
                          />
                        )}
                      </LabelledControl>
                    </div>
                    <IconButton
                      icon={Trash2}
                      className="mt-1"
                      label={t(
                        { id: 'competitorAnalysis.matrix.removeFeature', defaultMessage: 'Remove {name}' },
                        { name },
                      )}
                      onClick={() => {
                        analysis.removeFeature(feature.id);
                        addButton.current?.focus();
                      }}
                    />
                  </div>
                </th>
                {competitors.map((column) => {
                  const support = supportOf(column, feature.id);
                  return (
                    <td key={column.id} className="px-1 py-2">
                      <NativeSelect
                        aria-label={t(
                          { id: 'competitorAnalysis.matrix.cell', defaultMessage: '{column}: {feature}' },
                          { column: titles(column.id).label, feature: name },
                        )}
                        className={cn('h-10 w-full px-2', CELL_TINT[support])}
                        value={support}
                        onChange={(event) =>
                          analysis.setSupport(column.id, feature.id, event.target.value as FeatureSupport)
                        }
                      >
                        {FEATURE_SUPPORT.map((choice) => (
                          <option key={choice} value={choice}>
                            {words[choice]}
                          </option>
                        ))}
                      </NativeSelect>
                    </td>
                  );
                })}
              </tr>
            );
          })}
          <PricingRows analysis={analysis} />
        </tbody>
      </WideTable>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          ref={addButton}
          variant="outline"
          disabled={features.length >= COMPETITOR_LIMITS.features}
          onClick={() => focus.expect(analysis.addFeature())}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t({ id: 'competitorAnalysis.matrix.addFeature', defaultMessage: 'Add feature' })}
        </Button>
        <MatrixExport data={analysis.checked.data} fileName={fileNameOf(analysis.name, 'competitor-analysis')} />
      </div>
    </SectionCard>
  );
}
