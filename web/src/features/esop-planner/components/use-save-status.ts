import { useT } from '@/lib/i18n/use-t';
import type { PlanDocument } from '../hooks/use-plan-document';

/** The words beside the saved plans' title: where the plan on the page stands with its saved document. */
export function useSaveStatus(plan: PlanDocument): string {
  const t = useT();
  if (plan.isSaving) return t({ id: 'esopPlanner.status.saving', defaultMessage: 'Saving…' });
  if (!plan.isUnsaved) return plan.openId ? t({ id: 'esopPlanner.status.saved', defaultMessage: 'Saved' }) : '';
  if (plan.isConflict) return t({ id: 'esopPlanner.status.conflict', defaultMessage: 'Not saved: this plan was changed elsewhere' });
  if (!plan.autoSave) return t({ id: 'esopPlanner.status.unsaved', defaultMessage: 'Unsaved changes' });
  if (plan.name.trim() === '') return t({ id: 'esopPlanner.status.nameToSave', defaultMessage: 'Name this plan to save it' });
  if (plan.checked.data === null) return t({ id: 'esopPlanner.status.fixToSave', defaultMessage: 'Not saved until the marked fields are corrected' });
  return t({ id: 'esopPlanner.status.pending', defaultMessage: 'Unsaved changes' });
}
