import type { ShareEntry } from '@core/ideas/share-contracts';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useIdeaAccess } from '../api/get-idea-access';
import { useRevokeShare, useStopCommunitySharing } from '../api/revoke-share';
import { AccessEntry, describeEntry, isLive } from './access-entry';

/** The owner's 'Manage access': people, public links and the community, each revocable after a confirmation. */
export function ManageAccess({ ideaId }: { ideaId: string }) {
  const access = useIdeaAccess(ideaId);
  const revoke = useRevokeShare(ideaId);
  const stopCommunity = useStopCommunitySharing(ideaId);
  const [revoking, setRevoking] = useState<ShareEntry | null>(null);
  const [isStopping, setIsStopping] = useState(false);
  // Whether a share has expired is judged against the time the list was opened.
  const [now] = useState(() => Date.now());

  if (access.isPending) return <Spinner label="Loading who has access" className="mx-auto my-6" />;
  if (access.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Failed to load who has access. Please try again.
      </p>
    );
  }
  const { isCommunityShared, shares } = access.data;
  const people = shares.filter((entry) => entry.kind === 'person');
  const links = shares.filter((entry) => entry.kind === 'link');
  const hasLiveAccess = isCommunityShared || shares.some((entry) => isLive(entry, now));
  const section = (title: string, entries: ShareEntry[]) =>
    entries.length > 0 && (
      <section aria-label={title}>
        <h4 className="text-sm font-semibold">{title}</h4>
        <ul className="divide-y divide-border">
          {entries.map((entry) => (
            <AccessEntry key={entry.id} entry={entry} now={now} onRevoke={() => setRevoking(entry)} />
          ))}
        </ul>
      </section>
    );

  return (
    <div className="space-y-4">
      {!hasLiveAccess && <p className="text-sm text-muted-foreground">Only you have access</p>}
      {isCommunityShared && (
        <div className="flex items-center justify-between gap-3 rounded-md border border-border p-3">
          <p className="flex items-center gap-2 text-sm font-medium">
            <Users className="size-4" aria-hidden="true" /> Shared with the community
          </p>
          <Button variant="outline" size="sm" onClick={() => setIsStopping(true)}>
            Stop sharing with community
          </Button>
        </div>
      )}
      {section('People', people)}
      {section('Public links', links)}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke access?"
        description={revoking && (revoking.recipient ? `${revoking.recipient.name} will no longer be able to open this idea.` : `${describeEntry(revoking)} will stop working for everyone who has it.`)}
        confirmLabel="Revoke"
        isPending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
      <ConfirmDialog
        open={isStopping}
        onOpenChange={setIsStopping}
        title="Stop sharing with community?"
        description="The community will no longer see this idea. People and links you shared it with keep their access."
        confirmLabel="Stop sharing"
        isPending={stopCommunity.isPending}
        onConfirm={() => stopCommunity.mutate(undefined, { onSettled: () => setIsStopping(false) })}
      />
    </div>
  );
}
