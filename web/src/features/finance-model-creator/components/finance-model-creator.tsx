import { financeModelDocuments } from '@core/tools/finance-model-creator/finance-model-documents';
import { InvalidLinkAlert } from '@/components/invalid-link-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useSharedToolDocument } from '@/lib/tool-documents/use-shared-tool-document';
import { FinanceModelWorkspace } from './finance-model-workspace';
import { SharedScenario } from './shared-scenario';

/**
 * The /tool/finance-model-creator page body. With ?share= the shared scenario, read-only, to whoever holds the link;
 * otherwise the model to edit, with the saved scenarios — for a signed-in user: a visitor is let in only by a link
 * that opens a scenario, and if it stops opening one while here (stopped meanwhile) they are told so and nothing more.
 */
export function FinanceModelCreator() {
  const { session } = useSession();
  const shared = useSharedToolDocument(financeModelDocuments);
  if (shared.isLoading) return <Skeleton className="h-96" />;
  if (shared.document) return <SharedScenario scenario={shared.document} />;
  if (session.status === 'signed-in') return <FinanceModelWorkspace linkFailed={shared.linkFailed} />;
  return (
    <div className="mx-auto w-full max-w-6xl p-4 sm:p-6">
      <InvalidLinkAlert />
    </div>
  );
}
