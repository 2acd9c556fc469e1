import type { DirectoryEntryView } from '@core/directories/directory-contracts';
import { SUGGESTION_LIMITS } from '@core/directories/directory-suggestions';
import type { ToolId } from '@core/tools/tool-catalogue';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useConfirmSuggestion, useWithdrawSuggestion } from '@/lib/directories/directory-suggestions-api';
import { useT } from '@/lib/i18n/use-t';
import { DirectoryEntryCard } from './directory-entry-card';

/**
 * An entry a user added (ADR 0100): the common card, with whose it is and where it stands — waiting for the
 * confirmations that publish it, or confirmed — and what the reader can do: withdraw their own, confirm another's.
 */
export function CommunityEntryCard({ directory, entry }: { directory: ToolId; entry: DirectoryEntryView }) {
  const t = useT();
  const confirm = useConfirmSuggestion(directory);
  const withdraw = useWithdrawSuggestion(directory);
  const community = entry.community!;
  const needed = SUGGESTION_LIMITS.confirmationsToPublish;
  return (
    <DirectoryEntryCard entry={entry}>
      <p className="font-medium">
        {community.status === 'waiting'
          ? t(
              {
                id: 'directory.community.waiting',
                defaultMessage:
                  '{mine, select, true {Your suggestion} other {A reader’s suggestion}} · confirmed by {count} of {needed}',
              },
              { mine: String(community.suggestedByYou), count: community.confirmations, needed },
            )
          : t(
              {
                id: 'directory.community.published',
                defaultMessage:
                  '{mine, select, true {Your suggestion} other {Added by a reader}} · confirmed by {count}',
              },
              { mine: String(community.suggestedByYou), count: community.confirmations },
            )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {community.suggestedByYou ? (
          <Button
            size="sm"
            variant="outline"
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(entry.slug)}
            aria-label={t(
              { id: 'directory.community.withdrawNamed', defaultMessage: 'Withdraw {name}' },
              { name: entry.name },
            )}
          >
            {t({ id: 'directory.community.withdraw', defaultMessage: 'Withdraw' })}
          </Button>
        ) : community.status === 'waiting' && !community.confirmedByYou ? (
          <Button
            size="sm"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(entry.slug)}
            aria-label={t(
              { id: 'directory.community.confirmNamed', defaultMessage: 'Confirm it is real and right: {name}' },
              { name: entry.name },
            )}
          >
            {t({ id: 'directory.community.confirm', defaultMessage: 'Confirm it is real and right' })}
          </Button>
        ) : community.confirmedByYou && community.status === 'waiting' ? (
          <p className="text-xs text-muted-foreground">
            {t({ id: 'directory.community.confirmedByYou', defaultMessage: 'You confirmed it.' })}
          </p>
        ) : null}
      </div>
      <FormAlert message={(confirm.error ?? withdraw.error)?.message} />
    </DirectoryEntryCard>
  );
}
