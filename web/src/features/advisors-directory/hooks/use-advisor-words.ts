import type { ContactPreference, OpenTo } from '@core/tools/advisors-directory/advisor-profile';
import type { IntroStatus } from '@core/tools/advisors-directory/intro-requests';
import { useMemo } from 'react';
import { useT } from '@/lib/i18n/use-t';

/** The directory's words for what an advisor is open to, how they prefer to be reached, and a request's status. */
export function useAdvisorWords() {
  const t = useT();
  return useMemo(
    () => ({
      openTo: {
        calls: t({ id: 'advisors.openTo.calls', defaultMessage: 'Calls' }),
        mentoring: t({ id: 'advisors.openTo.mentoring', defaultMessage: 'Mentoring' }),
        advising: t({ id: 'advisors.openTo.advising', defaultMessage: 'Advisory role' }),
        angel: t({ id: 'advisors.openTo.angel', defaultMessage: 'Angel investing' }),
        board: t({ id: 'advisors.openTo.board', defaultMessage: 'Board seat' }),
      } satisfies Record<OpenTo, string>,
      contact: {
        email: t({ id: 'advisors.contact.email', defaultMessage: 'E-mail' }),
        'intro-call': t({ id: 'advisors.contact.introCall', defaultMessage: 'An intro call' }),
      } satisfies Record<ContactPreference, string>,
      status: {
        pending: t({ id: 'advisors.intros.status.pending', defaultMessage: 'Waiting for an answer' }),
        accepted: t({ id: 'advisors.intros.status.accepted', defaultMessage: 'Accepted' }),
        declined: t({ id: 'advisors.intros.status.declined', defaultMessage: 'Declined' }),
      } satisfies Record<IntroStatus, string>,
    }),
    [t],
  );
}
