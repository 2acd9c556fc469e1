import { PRICING_LIMITS } from '@core/tools/pricing-strategy-simulator/pricing-analyses';
import { Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { CurrencySelect } from '@/components/currency-select';
import { DocumentSaveStatus } from '@/components/document-save-status';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import type { AnalysisSaving } from '../hooks/use-pricing-draft';
import type { PricingDraftState } from '../hooks/use-pricing-draft';
import { SavedAnalyses } from './saved-analyses';

type AnalysisBarProps = { state: PricingDraftState; saving: AnalysisSaving };

/** The analysis's name, currency and saving (a status with Auto save, a Save button without), and the saved ones. */
export function AnalysisBar({ state, saving }: AnalysisBarProps) {
  const t = useT();
  // With Auto save, Save is for the first save (the name), and to try again at once after a save failed.
  const showsSave = !saving.isAuto || saving.openId === null || saving.saveState === 'notSaved';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    saving.submit();
  };
  return (
    <Card className="space-y-4">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <FormField
            label={t({ id: 'pricing.saving.name', defaultMessage: 'Analysis name' })}
            value={saving.name}
            maxLength={PRICING_LIMITS.analysisName}
            placeholder={t({ id: 'pricing.saving.namePlaceholder', defaultMessage: 'e.g. Launch pricing' })}
            error={saving.nameError ?? undefined}
            onChange={(event) => saving.setName(event.target.value)}
          />
        </div>
        <CurrencySelect value={state.draft.currency} onChange={state.setCurrency} />
        <div className="flex items-center gap-3">
          <DocumentSaveStatus state={saving.saveState} />
          {showsSave && (
            <Button type="submit" disabled={saving.isSaving} aria-busy={saving.isSaving}>
              <Save className="size-4" aria-hidden="true" />
              {saving.openId
                ? t({ id: 'pricing.saving.save', defaultMessage: 'Save' })
                : t({ id: 'pricing.saving.saveNew', defaultMessage: 'Save analysis' })}
            </Button>
          )}
        </div>
      </form>
      <FormAlert message={saving.formError} />
      <SavedAnalyses saving={saving} />
    </Card>
  );
}
