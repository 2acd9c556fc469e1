import { useParams } from 'react-router';
import { InvitedAssessment } from '@/features/cofounder-fit/components/invited-assessment';
import { VisitorLayout } from '../layouts/visitor-layout';

/** Where a co-founder's invitation link lands: the assessment to answer, with no account needed. */
export function AssessmentInviteRoute() {
  const { token = '' } = useParams();
  return (
    <VisitorLayout>
      <InvitedAssessment token={token} />
    </VisitorLayout>
  );
}
