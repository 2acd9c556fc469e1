import { History } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { QueryContent } from '@/components/ui/query-content';
import { useT } from '@/lib/i18n/use-t';
import { useAssessments } from '../api/get-assessments';
import { PastResultItem } from './past-result-item';

/** The intro's list of the user's saved results, newest first; one opens read-only. */
export function PastResults({ onOpen }: { onOpen: (id: string) => void }) {
  const t = useT();
  const assessments = useAssessments();
  return (
    <Card className="mx-auto max-w-2xl p-6">
      <section aria-labelledby="cofounder-fit-history" aria-busy={assessments.isPending}>
        <h2 id="cofounder-fit-history" className="flex items-center gap-2 text-lg font-semibold">
          <History className="size-5 text-primary" aria-hidden="true" />
          {t({ id: 'cofounderFit.pastResults.heading', defaultMessage: 'Your past results' })}
        </h2>
        <div className="mt-3">
          {assessments.isPending && (
            <p className="sr-only">
              {t({ id: 'cofounderFit.pastResults.loading', defaultMessage: 'Loading your past results' })}
            </p>
          )}
          <QueryContent
            query={assessments}
            errorMessage={t({
              id: 'cofounderFit.pastResults.loadFailed',
              defaultMessage: 'Your past results could not be loaded.',
            })}
            skeletonClassName="h-24"
          >
            {(summaries) =>
              summaries.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  {t({
                    id: 'cofounderFit.pastResults.empty',
                    defaultMessage: 'No past results yet. Each assessment you finish is saved here.',
                  })}
                </p>
              ) : (
                <ul className="space-y-2">
                  {summaries.map((summary) => (
                    <PastResultItem key={summary.id} summary={summary} onOpen={onOpen} />
                  ))}
                </ul>
              )
            }
          </QueryContent>
        </div>
      </section>
    </Card>
  );
}
