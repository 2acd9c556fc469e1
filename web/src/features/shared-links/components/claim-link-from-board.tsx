import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from '@/lib/toast';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ClaimLink } from './claim-link';
import { LinkGate } from './link-gate';

/** §8: says why the link was refused, then shows the user's own board. */
function LinkRefused({ message }: { message: string }) {
  useEffect(() => void toast.error(message), [message]);
  return <Navigate to={paths.ideaGarage.getHref()} replace />;
}

/**
 * A signed-in user opens the board with a shared link (§2 entry cases): the shared idea goes onto their
 * account and they land on their board. A protected link asks for its password on the idea's page.
 */
export function ClaimLinkFromBoard({ token }: { token: string }) {
  return (
    <LinkGate token={token} validating={<FullPageSpinner />} refused={(message) => <LinkRefused message={message} />}>
      {(link) =>
        link.passwordRequired ? (
          <Navigate to={`${paths.idea.getHref(link.ideaId)}?share=${token}`} replace />
        ) : (
          <ClaimLink token={token} linkKey={null} ideaId={link.ideaId} afterClaim={paths.ideaGarage.getHref()} />
        )
      }
    </LinkGate>
  );
}
