import { esopPlanDocuments, esopPlanSchema } from '@core/tools/esop-planner/esop-plans';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { DEFAULT_PREFERENCES } from '@core/preferences/preferences-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useT } from '@/lib/i18n/use-t';
import { useDeleteToolDocument, useSaveToolDocument } from '@/lib/tool-documents/tool-document-mutations';
import { toolDocumentQueryOptions } from '@/lib/tool-documents/tool-document-queries';
import { toolDocumentsKey } from '@/lib/tool-documents/tool-documents-key';
import { useUserPreferences } from '@/lib/user-preferences';
import { checkPlan, formOf, NEW_PLAN, type PlanForm } from './plan-form';

/** The plan open on the page, as last saved or opened: the version the next save is made from. */
type OpenPlan = { id: string; version: number };

type Document = { form: PlanForm; name: string; open: OpenPlan | null; baseline: string };

const snapshot = (form: PlanForm, name: string) => JSON.stringify([name.trim(), form]);

const blank = (): Document => ({ form: NEW_PLAN, name: '', open: null, baseline: snapshot(NEW_PLAN, '') });

/** Wait after the last change before saving by itself. */
const AUTOSAVE_DELAY_MS = 800;

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;
const isNameTaken = (error: unknown) => isStatus(error, 409) && error instanceof ApiError && error.issues.some((issue) => issue.path === 'name');

/**
 * The plan on the page and its saved document: edit, save (by itself with Auto save on, after a pause; else with
 * Save), open another, start anew, delete. A save that fails keeps everything on the page; a plan saved elsewhere
 * meanwhile is not saved over.
 */
export function usePlanDocument() {
  const t = useT();
  const messageOf = useMessageOf();
  const queryClient = useQueryClient();
  const autoSave = useUserPreferences().data?.autoSave ?? DEFAULT_PREFERENCES.autoSave;
  const save = useSaveToolDocument(esopPlanDocuments);
  const remove = useDeleteToolDocument(esopPlanDocuments);
  const [document, setDocument] = useState<Document>(blank);
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** The snapshot a save last failed on: not tried again by itself until something changes. */
  const [failed, setFailed] = useState<string | null>(null);
  const [isConflict, setIsConflict] = useState(false);
  const [openingId, setOpeningId] = useState<string | null>(null);

  const { form, name, open } = document;
  const current = snapshot(form, name);
  const checked = checkPlan(form);
  const isUnsaved = current !== document.baseline;

  const load = (next: Document) => {
    setDocument(next);
    setNameError(null);
    setProblem(null);
    setFailed(null);
    setIsConflict(false);
  };

  const submit = () => {
    const valid = esopPlanSchema.safeParse({ name, data: checked.data ?? {} });
    if (!valid.success || !checked.data) {
      const nameIssue = valid.error?.issues.find((issue) => issue.path[0] === 'name');
      setNameError(nameIssue?.message ?? null);
      setProblem(checked.data ? null : t({ id: 'esopPlanner.plans.fixFields', defaultMessage: 'Correct the fields marked above before saving.' }));
      return;
    }
    const sent = current;
    setNameError(null);
    setProblem(null);
    save.mutate(open ? { id: open.id, version: open.version, input: valid.data } : { id: null, input: valid.data }, {
      onSuccess: (saved) => {
        setDocument((now) => ({ ...now, open: { id: saved.id, version: saved.version }, baseline: sent }));
        setFailed(null);
      },
      onError: (failure) => {
        setFailed(sent);
        if (isNameTaken(failure)) return setNameError(messageOf(failure, t({ id: 'esopPlanner.plans.nameTaken', defaultMessage: 'That name is taken.' })));
        if (isStatus(failure, 409)) setIsConflict(true);
        if (open && isStatus(failure, 404)) setDocument((now) => ({ ...now, open: null }));
        setProblem(messageOf(failure, t({ id: 'esopPlanner.plans.saveError', defaultMessage: 'Could not save the plan. Your changes are kept here; please try again.' })));
      },
    });
  };

  const canAutoSave = autoSave && isUnsaved && name.trim() !== '' && checked.data !== null && !save.isPending && !isConflict && failed !== current;
  useEffect(() => {
    if (!canAutoSave) return;
    const timer = setTimeout(submit, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // submit is made anew each render; the snapshot says when there is something new to save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canAutoSave, current]);

  const openPlan = async (plan: ToolDocumentSummary) => {
    setOpeningId(plan.id);
    try {
      const whole = await queryClient.fetchQuery(toolDocumentQueryOptions(esopPlanDocuments, plan.id));
      const opened = formOf(whole.data);
      load({ form: opened, name: whole.name, open: { id: whole.id, version: whole.version }, baseline: snapshot(opened, whole.name) });
    } catch (failure) {
      const gone = isStatus(failure, 404);
      if (gone) void queryClient.invalidateQueries({ queryKey: toolDocumentsKey(esopPlanDocuments.toolId), exact: true });
      setProblem(
        gone
          ? t({ id: 'esopPlanner.plans.gone', defaultMessage: 'This plan no longer exists.' })
          : t({ id: 'esopPlanner.plans.openError', defaultMessage: 'Could not open the plan. Please try again.' }),
      );
    } finally {
      setOpeningId(null);
    }
  };

  return {
    form,
    name,
    openId: open?.id ?? null,
    checked,
    autoSave,
    isUnsaved,
    isSaving: save.isPending,
    isConflict,
    nameError,
    problem,
    openingId,
    setName: (next: string) => setDocument((now) => ({ ...now, name: next })),
    change: (patch: (form: PlanForm) => Partial<PlanForm>) => setDocument((now) => ({ ...now, form: { ...now.form, ...patch(now.form) } })),
    submit,
    openPlan: (plan: ToolDocumentSummary) => void openPlan(plan),
    startNew: () => load(blank()),
    isDeleting: remove.isPending,
    deletePlan: (plan: ToolDocumentSummary, done: () => void) =>
      remove.mutate(plan.id, {
        onSuccess: () => open?.id === plan.id && load(blank()),
        onError: (failure) => setProblem(messageOf(failure, t({ id: 'esopPlanner.plans.deleteError', defaultMessage: 'Could not delete the plan. Please try again.' }))),
        onSettled: done,
      }),
  };
}

export type PlanDocument = ReturnType<typeof usePlanDocument>;
