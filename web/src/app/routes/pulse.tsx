import { useParams } from 'react-router';
import { PulseAnswerPage } from '@/features/team-culture-pulse/components/pulse-answer-page';
import { VisitorLayout } from '../layouts/visitor-layout';

/** Where a pulse survey's anonymous link lands: the round to answer, no account needed (ADR 0107). */
export function PulseRoute() {
  const { token = '' } = useParams();
  return (
    <VisitorLayout>
      <PulseAnswerPage token={token} />
    </VisitorLayout>
  );
}
