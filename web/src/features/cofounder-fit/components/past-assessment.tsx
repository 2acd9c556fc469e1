import { House } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { QueryContent } from '@/components/ui/query-content';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { useAssessment } from '../api/get-assessment';
import { AssessmentResults } from './assessment-results';
import { CofounderInvites } from './cofounder-invites';
import { commonMessages } from '../hooks/use-assessment-text';

type PastAssessmentProps = { id: string; onRestart: () => void; onHome: () => void };

/** A saved result, read-only, in the same results view, with its invitations. */
export function PastAssessment({ id, onRestart, onHome }: PastAssessmentProps) {
  const t = useT();
  const format = useFormat();
  const assessment = useAssessment(id);
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <QueryContent
        query={assessment}
        errorMessage={t({
          id: 'cofounderFit.pastAssessment.loadFailed',
          defaultMessage: 'This result could not be loaded.',
        })}
        skeletonClassName="h-96"
      >
        {(saved) => (
          <AssessmentResults
            result={saved.result}
            onRestart={onRestart}
            onHome={onHome}
            status={
              <p className="text-muted-foreground">
                {t(
                  { id: 'cofounderFit.pastAssessment.takenOn', defaultMessage: 'Taken on {date}' },
                  { date: format.dateTime(saved.createdAt) },
                )}
              </p>
            }
          >
            <CofounderInvites assessmentId={id} />
          </AssessmentResults>
        )}
      </QueryContent>
      {assessment.isError && (
        <Button variant="outline" onClick={onHome}>
          <House className="size-4" aria-hidden="true" />
          {t(commonMessages.backToHome)}
        </Button>
      )}
    </div>
  );
}
