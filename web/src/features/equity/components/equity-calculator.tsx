import type { ScenarioFounder } from '@core/tools/equity-scenarios';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { sharedScenarioQueryOptions } from '../api/scenarios';
import { useEquityDraft } from '../hooks/use-equity-draft';
import { EquityWorkspace } from './equity-workspace';
import { SharedScenario } from './shared-scenario';

/**
 * The /tool/equity-split page body. With ?share= it shows the shared scenario, read-only (a copy can be
 * opened in the calculator); otherwise the calculator, with saved scenarios for a signed-in user.
 */
export function EquityCalculator() {
  const [search, setSearch] = useSearchParams();
  const token = search.get('share');
  const { session } = useSession();
  const draft = useEquityDraft();
  const shared = useQuery({ ...sharedScenarioQueryOptions(token ?? ''), enabled: token !== null });

  const leaveLink = () =>
    setSearch((current) => {
      current.delete('share');
      return current;
    });
  const openCopy = (founders: readonly ScenarioFounder[]) => {
    draft.load(founders, null);
    leaveLink();
  };

  if (token !== null && shared.isPending) return <Skeleton className="h-96" />;
  if (token !== null && shared.data) return <SharedScenario scenario={shared.data} onOpenCopy={() => openCopy(shared.data.founders)} />;
  return <EquityWorkspace draft={draft} canSave={session.status === 'signed-in'} linkFailed={token !== null && shared.isError} />;
}
