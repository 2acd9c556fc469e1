import { Card } from '@/components/ui/card';
import { QueryContent } from '@/components/ui/query-content';
import { useT } from '@/lib/i18n/use-t';
import { useInviteComparison } from '../api/get-invite-comparison';
import { AssessmentComparisonView } from './assessment-comparison';
import { commonMessages } from '../hooks/use-assessment-text';
import { useFocusOnChange } from '../hooks/use-focus-on-change';

/** What the invited co-founder sees once they have answered: their answers beside the inviter's. */
export function InviteComparison({ token, inviterName }: { token: string; inviterName: string }) {
  const t = useT();
  const comparison = useInviteComparison(token);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(token);
  return (
    <Card className="mx-auto max-w-3xl space-y-4 p-6">
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {t({ id: 'cofounderFit.inviteComparison.heading', defaultMessage: 'Your answers side by side' })}
        </h1>
        <p className="mt-1 text-muted-foreground">
          {t(
            {
              id: 'cofounderFit.inviteComparison.thanks',
              defaultMessage: "Thank you! Here is how your answers compare with {name}'s.",
            },
            { name: inviterName },
          )}
        </p>
      </div>
      <QueryContent
        query={comparison}
        errorMessage={t({
          id: 'cofounderFit.inviteComparison.loadFailed',
          defaultMessage: 'The comparison could not be loaded.',
        })}
        skeletonClassName="h-96"
      >
        {(data) => (
          <AssessmentComparisonView
            comparison={data}
            inviterLabel={inviterName}
            cofounderLabel={t(commonMessages.you)}
          />
        )}
      </QueryContent>
    </Card>
  );
}
