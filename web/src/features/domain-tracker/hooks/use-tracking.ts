import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { useTrackDomain } from '../api/tracked-domains';

/**
 * Tracking a domain from anywhere on the page (the search result, a suggestion, the `?track=` link): it is
 * checked at once and the list read again; the toast says it is tracked (and why its registry could not tell, if
 * it could not), or why it was refused (tracked already, too many). `pending` is the name on its way.
 */
export function useTracking() {
  const t = useT();
  const said = useSaid();
  const messageOf = useMessageOf();
  const trackDomain = useTrackDomain();
  const track = async (name: string) => {
    try {
      const { domain, message } = (await trackDomain.mutateAsync(name))!;
      toast.success(
        t({ id: 'domainTracker.track.done', defaultMessage: 'Now tracking {name}.' }, { name: domain.name }),
      );
      if (message) toast.error(said(message));
    } catch (error) {
      toast.error(
        messageOf(
          error,
          t(
            { id: 'domainTracker.track.failed', defaultMessage: '{name} could not be tracked. Please try again.' },
            { name },
          ),
        ),
      );
    }
  };
  return { track, pending: trackDomain.isPending ? trackDomain.variables : undefined };
}

export type Tracking = ReturnType<typeof useTracking>;
