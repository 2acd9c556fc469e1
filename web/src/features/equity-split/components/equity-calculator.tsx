import { equityScenarioDocuments, type ScenarioFounder } from '@core/tools/equity-split/equity-scenarios';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { sharedToolDocumentQueryOptions } from '@/lib/tool-documents/tool-document-queries';
import { useEquityDraft } from '../hooks/use-equity-draft';
import { EquityWorkspace } from './equity-workspace';
import { SharedScenario } from './shared-scenario';

/**
 * The /tool/equity-split page body. With ?share= it shows the shared scenario, read-only (a copy can be
 * opened in the calculator); otherwise the calculator, with saved scenarios for a signed-in user. The link
 * stays in the address after a copy is opened: for a visitor it is what lets them past the tool's gate.
 */
export function EquityCalculator() {
  const [search] = useSearchParams();
  const token = search.get('share');
  const { session } = useSession();
  const draft = useEquityDraft();
  const [isCopyOpen, setIsCopyOpen] = useState(false);
  const shared = useQuery({ ...sharedToolDocumentQueryOptions(equityScenarioDocuments, token ?? ''), enabled: token !== null && !isCopyOpen });
  const showsLink = token !== null && !isCopyOpen;

  const openCopy = (founders: readonly ScenarioFounder[]) => {
    draft.load(founders, null);
    setIsCopyOpen(true);
  };

  if (showsLink && shared.isPending) return <Skeleton className="h-96" />;
  if (showsLink && shared.data) return <SharedScenario scenario={shared.data} onOpenCopy={() => openCopy(shared.data.data.founders)} />;
  return <EquityWorkspace draft={draft} canSave={session.status === 'signed-in'} linkFailed={showsLink && shared.isError} />;
}
