import { equityScenarioDocuments, type ScenarioFounder } from '@core/tools/equity-split/equity-scenarios';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useSharedToolDocument } from '@/lib/tool-documents/use-shared-tool-document';
import { useEquityDraft } from '../hooks/use-equity-draft';
import { EquityWorkspace } from './equity-workspace';
import { SharedScenario } from './shared-scenario';

/**
 * The /tool/equity-split page body. With ?share= it shows the shared scenario, read-only (a copy can be
 * opened in the calculator); otherwise the calculator, with saved scenarios for a signed-in user. The link
 * stays in the address after a copy is opened: for a visitor it is what lets them past the tool's gate.
 */
export function EquityCalculator() {
  const { session } = useSession();
  const draft = useEquityDraft();
  const [isCopyOpen, setIsCopyOpen] = useState(false);
  const shared = useSharedToolDocument(equityScenarioDocuments, { enabled: !isCopyOpen });

  const openCopy = (founders: readonly ScenarioFounder[]) => {
    draft.loadCopy({ founders: [...founders] });
    setIsCopyOpen(true);
  };

  if (shared.isLoading) return <Skeleton className="h-96" />;
  if (shared.document) {
    const { founders } = shared.document.data;
    return <SharedScenario scenario={shared.document} onOpenCopy={() => openCopy(founders)} />;
  }
  return <EquityWorkspace draft={draft} canSave={session.status === 'signed-in'} linkFailed={shared.linkFailed} />;
}
