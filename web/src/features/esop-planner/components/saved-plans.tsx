import { ESOP_LIMITS } from '@core/tools/esop-planner/esop-plan';
import { esopPlanDocuments } from '@core/tools/esop-planner/esop-plans';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { useQuery } from '@tanstack/react-query';
import { FilePlus2, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { QueryContent } from '@/components/ui/query-content';
import { useT } from '@/lib/i18n/use-t';
import { PlanSection } from './plan-section';
import { toolDocumentsQueryOptions } from '@/lib/tool-documents/tool-document-queries';
import type { PlanDocument } from '../hooks/use-plan-document';
import { PlanListItem } from './plan-list-item';
import { useSaveStatus } from './use-save-status';

/** What waits for 'Discard Changes': opening another plan, or starting a new one. */
type Replacing = { kind: 'open'; plan: ToolDocumentSummary } | { kind: 'new' };

/** The plan's name and how it is saved (by itself, or with Save), and the user's saved plans: open, delete. */
export function SavedPlans({ plan }: { plan: PlanDocument }) {
  const t = useT();
  const list = useQuery(toolDocumentsQueryOptions(esopPlanDocuments));
  const status = useSaveStatus(plan);
  const [replacing, setReplacing] = useState<Replacing | null>(null);
  const [deleting, setDeleting] = useState<ToolDocumentSummary | null>(null);
  const act = (next: Replacing) => (next.kind === 'open' ? plan.openPlan(next.plan) : plan.startNew());
  const replace = (next: Replacing) => (plan.isUnsaved ? setReplacing(next) : act(next));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    plan.submit();
  };

  return (
    <PlanSection
      title={t({ id: 'esopPlanner.plans.title', defaultMessage: 'Saved plans' })}
      aside={
        <p role="status" data-testid="save-status" className="text-sm text-muted-foreground">
          {status}
        </p>
      }
    >
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
          {!plan.autoSave && (
            <Button type="submit" disabled={plan.isSaving || !plan.isUnsaved} aria-busy={plan.isSaving}>
              <Save className="size-4" aria-hidden="true" />
              {t({ id: 'esopPlanner.plans.save', defaultMessage: 'Save' })}
            </Button>
          )}
          <Button type="button" variant="ghost" onClick={() => replace({ kind: 'new' })}>
            <FilePlus2 className="size-4" aria-hidden="true" />
            {t({ id: 'esopPlanner.plans.new', defaultMessage: 'New plan' })}
          </Button>
        </div>
      </form>
      <FormAlert message={plan.problem} />
      <QueryContent query={list} errorMessage={t({ id: 'esopPlanner.plans.loadError', defaultMessage: 'Could not load your saved plans.' })} skeletonClassName="h-16">
        {(plans) =>
          plans.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t({ id: 'esopPlanner.plans.empty', defaultMessage: 'No saved plans yet. Name this plan to keep it.' })}</p>
          ) : (
            <ul className="divide-y divide-border" aria-label={t({ id: 'esopPlanner.plans.listLabel', defaultMessage: 'Saved plans' })}>
              {plans.map((saved) => (
                <PlanListItem
                  key={saved.id}
                  plan={saved}
                  isOpen={plan.openId === saved.id}
                  isOpening={plan.openingId === saved.id}
                  onOpen={() => replace({ kind: 'open', plan: saved })}
                  onDelete={() => setDeleting(saved)}
                />
              ))}
            </ul>
          )
        }
      </QueryContent>
      <ConfirmDialog
        open={replacing !== null}
        onOpenChange={(isOpen) => !isOpen && setReplacing(null)}
        title={t({ id: 'esopPlanner.plans.discardTitle', defaultMessage: 'Discard unsaved changes?' })}
        description={t({ id: 'esopPlanner.plans.discardDescription', defaultMessage: 'What is on the page has not been saved and will be replaced.' })}
        confirmLabel={t({ id: 'esopPlanner.plans.discardConfirm', defaultMessage: 'Discard Changes' })}
        onConfirm={() => {
          if (replacing) act(replacing);
          setReplacing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={t({ id: 'esopPlanner.plans.deleteTitle', defaultMessage: 'Delete plan?' })}
        description={deleting ? t({ id: 'esopPlanner.plans.deleteDescription', defaultMessage: "''{name}'' will be deleted. This cannot be undone." }, { name: deleting.name }) : undefined}
        confirmLabel={t({ id: 'esopPlanner.plans.deleteConfirm', defaultMessage: 'Delete' })}
        isPending={plan.isDeleting}
        onConfirm={() => deleting && plan.deletePlan(deleting, () => setDeleting(null))}
      />
    </PlanSection>
  );
}
