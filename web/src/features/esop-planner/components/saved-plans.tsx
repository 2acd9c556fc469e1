import { ESOP_LIMITS } from '@core/tools/esop-planner/esop-plan';
import { esopPlanDocuments } from '@core/tools/esop-planner/esop-plans';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { FilePlus2, Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { DocumentSaveStatus } from '@/components/document-save-status';
import { SavedDocumentList } from '@/components/saved-document-list';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import type { PlanDocument } from '../hooks/use-plan-document';
import { ToolSection } from '@/components/tool-section';

/** The API's summary ('3 grants', in English) as a count. */
const grantCount = (summary: string) => Number(/^(\d+) grants?$/.exec(summary)?.[1] ?? Number.NaN);

/** The plan's name and how it is saved (by itself, or with Save), and the user's saved plans: open, delete. */
export function SavedPlans({ plan }: { plan: PlanDocument }) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) => {
    const count = grantCount(summary);
    return Number.isNaN(count) ? summary : t({ id: 'esopPlanner.plans.grantCount', defaultMessage: '{count, plural, one {# grant} other {# grants}}' }, { count });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    plan.submit();
  };

  return (
    <ToolSection title={t({ id: 'esopPlanner.plans.title', defaultMessage: 'Saved plans' })} aside={<DocumentSaveStatus state={plan.saveState} />}>
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="flex-1">
          <FormField
            label={t({ id: 'esopPlanner.plans.name', defaultMessage: 'Plan name' })}
            value={plan.name}
            maxLength={ESOP_LIMITS.planName}
            error={plan.nameError ?? undefined}
            onChange={(event) => plan.setName(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {/* With Auto save, Save is there only to try again at once after a save failed. */}
          {(!plan.isAuto || plan.saveState === 'notSaved') && (
            <Button type="submit" disabled={plan.isSaving || !plan.isDirty} aria-busy={plan.isSaving}>
              <Save className="size-4" aria-hidden="true" />
              {t({ id: 'esopPlanner.plans.save', defaultMessage: 'Save' })}
            </Button>
          )}
          <Button type="button" variant="ghost" onClick={() => plan.replace({ kind: 'new' })}>
            <FilePlus2 className="size-4" aria-hidden="true" />
            {t({ id: 'esopPlanner.plans.new', defaultMessage: 'New plan' })}
          </Button>
        </div>
      </form>
      <FormAlert message={plan.formError} />
      <SavedDocumentList
        kind={esopPlanDocuments}
        actions={plan}
        openId={plan.openId}
        summaryOf={summaryOf}
        texts={{
          listLabel: t({ id: 'esopPlanner.plans.listLabel', defaultMessage: 'Saved plans' }),
          empty: t({ id: 'esopPlanner.plans.empty', defaultMessage: 'No saved plans yet. Name this plan to keep it.' }),
          loadError: t({ id: 'esopPlanner.plans.loadError', defaultMessage: 'Could not load your saved plans.' }),
          deleteTitle: t({ id: 'esopPlanner.plans.deleteTitle', defaultMessage: 'Delete plan?' }),
          deleteDescription: (name) => t({ id: 'esopPlanner.plans.deleteDescription', defaultMessage: "''{name}'' will be deleted. This cannot be undone." }, { name }),
        }}
      />
    </ToolSection>
  );
}
