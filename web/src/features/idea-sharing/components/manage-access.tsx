import { shareEntryState, type ShareEntry } from '@core/ideas/share-contracts';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { useIdeaAccess } from '../api/get-idea-access';
import { useRevokeShare, useStopCommunitySharing } from '../api/revoke-share';
import { AccessEntry } from './access-entry';

const messages = defineMessages({
  loading: { id: 'ideaSharing.manageAccess.loading', defaultMessage: 'Loading who has access' },
  loadFailed: {
    id: 'ideaSharing.manageAccess.loadFailed',
    defaultMessage: 'Failed to load who has access. Please try again.',
  },
  onlyYou: { id: 'ideaSharing.manageAccess.onlyYou', defaultMessage: 'Only you have access' },
  sharedWithCommunity: {
    id: 'ideaSharing.manageAccess.sharedWithCommunity',
    defaultMessage: 'Shared with the community',
  },
  stopCommunity: { id: 'ideaSharing.manageAccess.stopCommunity', defaultMessage: 'Stop sharing with community' },
  people: { id: 'ideaSharing.manageAccess.people', defaultMessage: 'People' },
  publicLinks: { id: 'ideaSharing.manageAccess.publicLinks', defaultMessage: 'Public links' },
  revokeTitle: { id: 'ideaSharing.manageAccess.revokeTitle', defaultMessage: 'Revoke access?' },
  revokeConfirm: { id: 'ideaSharing.manageAccess.revokeConfirm', defaultMessage: 'Revoke' },
  stopTitle: { id: 'ideaSharing.manageAccess.stopTitle', defaultMessage: 'Stop sharing with community?' },
  stopDescription: {
    id: 'ideaSharing.manageAccess.stopDescription',
    defaultMessage:
      'The community will no longer see this idea. People and links you shared it with keep their access.',
  },
  stopConfirm: { id: 'ideaSharing.manageAccess.stopConfirm', defaultMessage: 'Stop sharing' },
});

/** The owner's 'Manage access': people, public links and the community, each revocable after a confirmation. */
export function ManageAccess({ ideaId }: { ideaId: string }) {
  const t = useT();
  const format = useFormat();
  const access = useIdeaAccess(ideaId);
  const revoke = useRevokeShare(ideaId);
  const stopCommunity = useStopCommunitySharing(ideaId);
  const [revoking, setRevoking] = useState<ShareEntry | null>(null);
  const [isStopping, setIsStopping] = useState(false);
  // Whether a share has expired is judged against the time the list was opened.
  const [now] = useState(() => new Date());

  if (access.isPending) return <Spinner label={t(messages.loading)} className="mx-auto my-6" />;
  if (access.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t(messages.loadFailed)}
      </p>
    );
  }
  const { isCommunityShared, shares } = access.data;
  const people = shares.filter((entry) => entry.kind === 'person');
  const links = shares.filter((entry) => entry.kind === 'link');
  const hasLiveAccess = isCommunityShared || shares.some((entry) => shareEntryState(entry, now) === 'live');
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
      {!hasLiveAccess && <p className="text-sm text-muted-foreground">{t(messages.onlyYou)}</p>}
      {isCommunityShared && (
        <div className="flex items-center justify-between gap-3 rounded-md border border-border p-3">
          <p className="flex items-center gap-2 text-sm font-medium">
            <Users className="size-4" aria-hidden="true" /> {t(messages.sharedWithCommunity)}
          </p>
          <Button variant="outline" size="sm" onClick={() => setIsStopping(true)}>
            {t(messages.stopCommunity)}
          </Button>
        </div>
      )}
      {section(t(messages.people), people)}
      {section(t(messages.publicLinks), links)}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t(messages.revokeTitle)}
        description={
          revoking &&
          (revoking.recipient
            ? t(
                {
                  id: 'ideaSharing.manageAccess.revokePerson',
                  defaultMessage: '{name} will no longer be able to open this idea.',
                },
                { name: revoking.recipient.name },
              )
            : t(
                {
                  id: 'ideaSharing.manageAccess.revokeLink',
                  defaultMessage: 'Public link created {date} will stop working for everyone who has it.',
                },
                { date: format.date(revoking.sharedAt) },
              ))
        }
        confirmLabel={t(messages.revokeConfirm)}
        isPending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
      <ConfirmDialog
        open={isStopping}
        onOpenChange={setIsStopping}
        title={t(messages.stopTitle)}
        description={t(messages.stopDescription)}
        confirmLabel={t(messages.stopConfirm)}
        isPending={stopCommunity.isPending}
        onConfirm={() => stopCommunity.mutate(undefined, { onSettled: () => setIsStopping(false) })}
      />
    </div>
  );
}
