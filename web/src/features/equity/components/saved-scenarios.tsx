import { equityScenarioSchema, type EquityScenarioSummary } from '@core/tools/equity-scenarios';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FilePlus2, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { QueryContent } from '@/components/ui/query-content';
import { ApiError, messageOf } from '@/lib/api-client';
import { scenarioQueryOptions, scenariosQueryOptions, useDeleteScenario, useSaveScenario } from '../api/scenarios';
import type { EquityDraft } from '../hooks/use-equity-draft';
import { ScenarioLinkDialog } from './scenario-link-dialog';
import { ScenarioListItem } from './scenario-list-item';

const nameSchema = equityScenarioSchema.shape.name;

/** What waits for 'Discard changes': opening another scenario, or starting a new one. */
type Replacing = { kind: 'open'; scenario: EquityScenarioSummary } | { kind: 'new' };

/** The signed-in user's saved scenarios: save what is on the calculator (new or over the open one), open, share, delete. */
export function SavedScenarios({ draft }: { draft: EquityDraft }) {
  const queryClient = useQueryClient();
  const list = useQuery(scenariosQueryOptions());
  const save = useSaveScenario();
  const deleteScenario = useDeleteScenario();
  const [name, setName] = useState(draft.open?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [replacing, setReplacing] = useState<Replacing | null>(null);
  const [deleting, setDeleting] = useState<EquityScenarioSummary | null>(null);
  const [sharing, setSharing] = useState<EquityScenarioSummary | null>(null);

  const submit = (asNew: boolean) => {
    setStatus('');
    const checkedName = nameSchema.safeParse(name);
    if (!checkedName.success) return setError(checkedName.error.issues[0]?.message ?? 'Scenario name is required');
    const { founders, error: foundersError } = draft.toScenarioFounders();
    if (!founders) return setError(foundersError);
    setError(null);
    save.mutate(
      { id: asNew ? null : (draft.open?.id ?? null), scenario: { name: checkedName.data, founders } },
      {
        onSuccess: (saved) => {
          draft.saved({ id: saved.id, name: saved.name });
          setName(saved.name);
          setStatus(`Saved '${saved.name}'`);
        },
        onError: (failure) => setError(messageOf(failure, 'Could not save the scenario. Please try again.')),
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(false);
  };

  const open = async (scenario: EquityScenarioSummary) => {
    setOpeningId(scenario.id);
    setStatus('');
    try {
      const whole = await queryClient.fetchQuery(scenarioQueryOptions(scenario.id));
      draft.load(whole.founders, { id: whole.id, name: whole.name });
      setName(whole.name);
      setError(null);
      setStatus(`Opened '${whole.name}'`);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) void list.refetch();
      setError(failure instanceof ApiError && failure.status === 404 ? 'This scenario no longer exists.' : 'Could not open the scenario. Please try again.');
    } finally {
      setOpeningId(null);
    }
  };
  const startNew = () => {
    draft.load(null, null);
    setName('');
    setError(null);
    setStatus('');
  };
  const replace = (next: Replacing) => {
    if (draft.isDirty) return setReplacing(next);
    if (next.kind === 'open') void open(next.scenario);
    else startNew();
  };
  const confirmReplace = () => {
    if (replacing?.kind === 'open') void open(replacing.scenario);
    else startNew();
    setReplacing(null);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const { id, name: deletedName } = deleting;
    deleteScenario.mutate(id, {
      onSuccess: () => {
        if (draft.open?.id === id) draft.closeScenario();
        setDeleting(null);
        setStatus(`Deleted '${deletedName}'`);
      },
      onError: (failure) => {
        setDeleting(null);
        setError(messageOf(failure, 'Could not delete the scenario. Please try again.'));
      },
    });
  };

  return (
    <Card role="region" aria-labelledby="scenarios-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="scenarios-heading" className="text-lg font-semibold">
          Saved Scenarios
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {draft.open && draft.isDirty ? 'Unsaved changes' : status}
        </p>
      </div>
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="flex-1">
          <FormField label="Scenario name" value={name} maxLength={100} placeholder="e.g. Seed round" error={error ?? undefined} onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            <Save className="size-4" aria-hidden="true" />
            {draft.open ? 'Save Changes' : 'Save Scenario'}
          </Button>
          {draft.open && (
            <Button type="button" variant="outline" disabled={save.isPending} onClick={() => submit(true)}>
              Save as New
            </Button>
          )}
          {(draft.open || draft.isDirty) && (
            <Button type="button" variant="ghost" onClick={() => replace({ kind: 'new' })}>
              <FilePlus2 className="size-4" aria-hidden="true" />
              New Scenario
            </Button>
          )}
        </div>
      </form>
      <QueryContent query={list} errorMessage="Could not load your saved scenarios." skeletonClassName="h-16">
        {(scenarios) =>
          scenarios.length === 0 ? (
            <p className="text-sm text-muted-foreground">No saved scenarios yet. Name this split and save it to come back to it later.</p>
          ) : (
            <ul className="divide-y divide-border" aria-label="Saved scenarios">
              {scenarios.map((scenario) => (
                <ScenarioListItem
                  key={scenario.id}
                  scenario={scenario}
                  isOpen={draft.open?.id === scenario.id}
                  isOpening={openingId === scenario.id}
                  onOpen={() => replace({ kind: 'open', scenario })}
                  onShare={() => setSharing(scenario)}
                  onDelete={() => setDeleting(scenario)}
                />
              ))}
            </ul>
          )
        }
      </QueryContent>
      <ConfirmDialog
        open={replacing !== null}
        onOpenChange={(isOpen) => !isOpen && setReplacing(null)}
        title="Discard unsaved changes?"
        description={
          replacing?.kind === 'open'
            ? `Opening '${replacing.scenario.name}' replaces what is on the calculator.`
            : 'Starting a new scenario replaces what is on the calculator.'
        }
        confirmLabel="Discard Changes"
        onConfirm={confirmReplace}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title="Delete scenario?"
        description={deleting ? `'${deleting.name}' will be deleted, and its link will stop working. This cannot be undone.` : undefined}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        isPending={deleteScenario.isPending}
      />
      {sharing && <ScenarioLinkDialog scenario={sharing} onClose={() => setSharing(null)} />}
    </Card>
  );
}
