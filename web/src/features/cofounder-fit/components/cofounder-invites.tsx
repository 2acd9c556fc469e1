import { ASSESSMENT_LIMITS, type AssessmentInviteView } from '@core/tools/cofounder-fit/assessment-contracts';
import { COMPATIBILITY_QUESTIONS } from '@core/tools/cofounder-fit/cofounder-assessment';
import { UserPlus } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { QueryContent } from '@/components/ui/query-content';
import { useT } from '@/lib/i18n/use-t';
import { useAssessment } from '../api/get-assessment';
import { InviteForm } from './invite-form';
import { InviteItem } from './invite-item';

/** What counts toward the limit, as on the server: expired invitations nobody answered do not. */
const isLive = (invite: AssessmentInviteView) => invite.status !== 'expired';

/** A saved result's invitations: invite a co-founder by e-mail, see who answered, and compare. */
export function CofounderInvites({ assessmentId }: { assessmentId: string }) {
  const t = useT();
  const assessment = useAssessment(assessmentId);
  return (
    <Card>
      <section aria-labelledby="cofounder-fit-invites" className="space-y-4">
        <div>
          <h2 id="cofounder-fit-invites" className="flex items-center gap-2 text-lg font-semibold">
            <UserPlus className="size-5 text-primary" aria-hidden="true" />
            {t({ id: 'cofounderFit.invites.heading', defaultMessage: 'Compare with your co-founder' })}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t(
              {
                id: 'cofounderFit.invites.summary',
                defaultMessage:
                  'Invite your co-founder to answer the same {count} questions. No account needed: once they answer, you both see your answers side by side.',
              },
              { count: COMPATIBILITY_QUESTIONS.length },
            )}
          </p>
        </div>
        <QueryContent
          query={assessment}
          errorMessage={t({
            id: 'cofounderFit.invites.loadFailed',
            defaultMessage: 'Your invitations could not be loaded.',
          })}
          skeletonClassName="h-16"
        >
          {({ invites }) => (
            <>
              {invites.filter(isLive).length < ASSESSMENT_LIMITS.invitesPerResult ? (
                <InviteForm assessmentId={assessmentId} />
              ) : (
                <p className="text-sm text-muted-foreground">
                  {t(
                    {
                      id: 'cofounderFit.invites.limitReached',
                      defaultMessage:
                        '{count, plural, one {You have invited # co-founder, the most for one result.} other {You have invited # co-founders, the most for one result.}}',
                    },
                    { count: ASSESSMENT_LIMITS.invitesPerResult },
                  )}
                </p>
              )}
              {invites.length > 0 && (
                <ul
                  className="space-y-2"
                  aria-label={t({ id: 'cofounderFit.invites.listLabel', defaultMessage: 'Invitations' })}
                >
                  {invites.map((invite) => (
                    <InviteItem key={invite.id} invite={invite} />
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryContent>
      </section>
    </Card>
  );
}
